import { describe, expect, it, vi } from 'vitest';
import { approveAtProvider, createTestProvider } from '../../../test/kit/test-provider.js';
import {
  createTestServer,
  TEST_ORIGIN,
  type TestBrowser,
  type TestServerOptions,
} from '../../../test/kit/test-server.js';
import { setupTwoFactor, ada as twoFactorAda } from '../../../test/kit/two-factor-test-kit.js';
import { json, passkeyCalls } from '../../../test/passkey/passkey-kit.js';
import { createSoftwareAuthenticator } from '../../../test/passkey/software-authenticator.js';
import { createPasswordlessServer, sendCode } from '../../../test/passwordless/passwordless-kit.js';
import type { AuthEvent } from '../../kernel/auth-event.js';
import { toErrorCode } from '../../plugin/index.js';
import { createPortcullis, migrate } from '../../portcullis.js';
import { passkey } from '../passkey/index.js';
import { ANONYMOUS_ERROR_CODES } from './error-codes.js';
import { type AnonymousLinkData, type AnonymousOptions, anonymous } from './index.js';

const API = `${TEST_ORIGIN}/api/auth`;
const ada = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' };

function calls(browser: TestBrowser) {
  const post = (path: string, body: unknown = {}) =>
    browser.fetch(`${API}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const get = (path: string) => browser.fetch(`${API}${path}`, { redirect: 'manual' });
  const session = async () => (await get('/get-session')).json();
  return { post, get, session };
}

async function setup(options: AnonymousOptions = {}, server: TestServerOptions = {}) {
  const links: AnonymousLinkData[] = [];
  const events: AuthEvent[] = [];
  const instance = await createTestServer({
    onEvent: (event) => {
      events.push(event);
    },
    ...server,
    plugins: [
      ...(server.plugins ?? []),
      anonymous({
        onLinkAccount: (data) => {
          links.push(data);
        },
        ...options,
      }),
    ],
  });
  const countUsers = () => instance.auth.$context.adapter.count({ model: 'user' });
  const findUser = (id: string) => instance.auth.$context.store.findUserById(id);
  return { ...instance, ...calls(instance), links, events, countUsers, findUser };
}

/** Signs `browser` in anonymously; returns the anonymous user's id. */
async function signInAnonymously(browser: TestBrowser): Promise<string> {
  const response = await calls(browser).post('/sign-in/anonymous');
  expect(response.status).toBe(200);
  return (await response.json()).user.id;
}

describe('ANONYMOUS_ERROR_CODES', () => {
  it('keeps every code equal to its message upper-cased (SPEC §8)', () => {
    for (const [code, message] of Object.entries(ANONYMOUS_ERROR_CODES)) {
      expect(toErrorCode(message)).toBe(code);
    }
  });
});

describe('POST /sign-in/anonymous', () => {
  it("creates an anonymous user and signs them in, answering Better Auth 1.2.7's shape", async () => {
    const { post, session, events } = await setup();
    const response = await post('/sign-in/anonymous');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/portcullis\.session_token=/);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['token', 'user']);
    expect(Object.keys(body.user)).toEqual([
      'id',
      'email',
      'emailVerified',
      'name',
      'createdAt',
      'updatedAt',
    ]);
    expect(body.user).toMatchObject({ name: 'Anonymous', emailVerified: false });
    // Better Auth 1.2.7's default domain: the origin of baseURL, scheme included.
    expect(body.user.email).toMatch(/^temp-[a-zA-Z0-9]{32}@http:\/\/localhost:3000$/);
    const current = await session();
    expect(current.user).toMatchObject({ id: body.user.id, isAnonymous: true });
    expect(current.session.token).toBe(body.token);
    await vi.waitFor(() => expect(events.map((event) => event.type)).toContain('sign-in.success'));
    expect(events.find((event) => event.type === 'sign-up')).toMatchObject({
      userId: body.user.id,
      details: { method: 'anonymous' },
    });
  });

  it('takes emailDomainName and generateName', async () => {
    const generateName = vi.fn(() => 'Guest 7');
    const { post } = await setup({ emailDomainName: 'guest.example.com', generateName });
    const { user } = await (await post('/sign-in/anonymous')).json();
    expect(user.email).toMatch(/^temp-\w+@guest\.example\.com$/);
    expect(user.name).toBe('Guest 7');
    expect(generateName).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/sign-in/anonymous' }),
    );
  });

  it('gives every visitor a different user and email', async () => {
    const server = await setup();
    const first = await signInAnonymously(server.newBrowser());
    const second = await signInAnonymously(server.newBrowser());
    expect(first).not.toBe(second);
    expect(await server.countUsers()).toBe(2);
  });

  it('refuses an anonymous user signing in anonymously again, writing nothing', async () => {
    const server = await setup();
    const id = await signInAnonymously(server);
    const again = await server.post('/sign-in/anonymous');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      code: 'ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY',
      message: 'Anonymous users cannot sign in again anonymously',
    });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await server.countUsers()).toBe(1);
    expect((await server.session()).user.id).toBe(id);
  });

  it('refuses it on a server call carrying the anonymous cookie too', async () => {
    const auth = createPortcullis({
      baseURL: TEST_ORIGIN,
      secret: 'a'.repeat(32),
      database: ':memory:',
      logger: { disabled: true },
      plugins: [anonymous()],
    });
    await migrate(auth);
    const answer = await auth.api.signInAnonymous({ returnHeaders: true, headers: {} });
    expect(answer.response.user.name).toBe('Anonymous');
    const cookie = answer.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    await expect(auth.api.signInAnonymous({ headers: { cookie } })).rejects.toMatchObject({
      status: 400,
      body: { code: 'ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY' },
    });
  });

  it('lets a signed-in real user switch to a new anonymous session, touching nothing of theirs', async () => {
    const server = await setup();
    const signUp = await server.post('/sign-up/email', ada);
    const adaId = (await signUp.json()).user.id;
    const anonymousId = await signInAnonymously(server);
    expect((await server.session()).user.id).toBe(anonymousId);
    expect(await server.findUser(adaId)).not.toBeNull();
    expect(server.links).toEqual([]);
  });

  it('keeps isAnonymous out of the clients’ hands (sign-up and update-user)', async () => {
    const server = await setup();
    const signUp = await server.post('/sign-up/email', { ...ada, isAnonymous: true });
    expect(signUp.status).toBe(400);
    expect((await signUp.json()).message).toBe('isAnonymous is not allowed to be set');
    await signInAnonymously(server);
    const update = await server.post('/update-user', { isAnonymous: false });
    expect(update.status).toBe(400);
    expect((await server.session()).user.isAnonymous).toBe(true);
  });

  it('leaves real users with isAnonymous null', async () => {
    const server = await setup();
    await server.post('/sign-up/email', ada);
    expect((await server.session()).user.isAnonymous).toBeNull();
  });
});

describe('linking an anonymous user', () => {
  async function expectLinked(
    server: Awaited<ReturnType<typeof setup>>,
    anonymousId: string,
    newUserEmail = ada.email,
  ) {
    expect(server.links).toHaveLength(1);
    const [link] = server.links;
    expect(link!.anonymousUser.user).toMatchObject({ id: anonymousId, isAnonymous: true });
    expect(link!.anonymousUser.session.userId).toBe(anonymousId);
    expect(link!.newUser.user.email).toBe(newUserEmail);
    expect(link!.newUser.session.userId).toBe(link!.newUser.user.id);
    expect(await server.findUser(anonymousId)).toBeNull();
    const sessions = await server.auth.$context.adapter.count({
      model: 'session',
      where: [{ field: 'userId', value: anonymousId }],
    });
    expect(sessions).toBe(0);
  }

  it('links on email sign-up: onLinkAccount, then the anonymous user is deleted', async () => {
    const server = await setup();
    const anonymousId = await signInAnonymously(server);
    const response = await server.post('/sign-up/email', ada);
    expect(response.status).toBe(200);
    await expectLinked(server, anonymousId);
    expect((await server.session()).user.email).toBe(ada.email);
    await vi.waitFor(() =>
      expect(server.events.find((event) => event.type === 'user.delete')).toMatchObject({
        userId: anonymousId,
        details: { reason: 'anonymous-link' },
      }),
    );
  });

  it('links on email sign-in', async () => {
    const server = await setup();
    await server.newBrowser().fetch(`${API}/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ada),
    });
    const anonymousId = await signInAnonymously(server);
    const response = await server.post('/sign-in/email', {
      email: ada.email,
      password: ada.password,
    });
    expect(response.status).toBe(200);
    await expectLinked(server, anonymousId);
  });

  it('keeps the anonymous user with disableDeleteAnonymousUser', async () => {
    const server = await setup({ disableDeleteAnonymousUser: true });
    const anonymousId = await signInAnonymously(server);
    await server.post('/sign-up/email', ada);
    expect(server.links).toHaveLength(1);
    expect(await server.findUser(anonymousId)).toMatchObject({ isAnonymous: true });
  });

  it('does nothing without onLinkAccount but delete', async () => {
    const server = await setup({ onLinkAccount: undefined });
    const anonymousId = await signInAnonymously(server);
    await server.post('/sign-up/email', ada);
    expect(await server.findUser(anonymousId)).toBeNull();
  });

  it('answers the error onLinkAccount throws, keeping the anonymous user', async () => {
    const server = await setup({
      onLinkAccount: () => {
        throw new Error('merge failed');
      },
    });
    const anonymousId = await signInAnonymously(server);
    const response = await server.post('/sign-up/email', ada);
    expect(response.status).toBe(500);
    expect(await server.findUser(anonymousId)).not.toBeNull();
  });

  it('does not link a failed sign-in, a sign-out or a request without an anonymous session', async () => {
    const server = await setup();
    await server.newBrowser().fetch(`${API}/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ada),
    });
    const anonymousId = await signInAnonymously(server);
    const wrong = await server.post('/sign-in/email', { email: ada.email, password: 'wrong one!' });
    expect(wrong.status).toBe(401);
    await server.post('/update-user', { name: 'Still a guest' });
    expect(server.links).toEqual([]);
    expect(await server.findUser(anonymousId)).not.toBeNull();
    // A real user signing in as another real user links nothing.
    const other = server.newBrowser();
    await calls(other).post('/sign-up/email', { ...ada, email: 'cy@example.com' });
    await calls(other).post('/sign-in/email', { email: ada.email, password: ada.password });
    expect(server.links).toEqual([]);
  });

  it('ignores an expired anonymous session', async () => {
    const server = await setup();
    const anonymousId = await signInAnonymously(server);
    await server.auth.$context.adapter.updateMany({
      model: 'session',
      where: [{ field: 'userId', value: anonymousId }],
      update: { expiresAt: new Date(Date.now() - 1000) },
    });
    await server.post('/sign-up/email', ada);
    expect(server.links).toEqual([]);
  });

  it('links on the social callback', async () => {
    const provider = createTestProvider();
    const server = await setup({}, { socialProviders: { idtest: provider } });
    const anonymousId = await signInAnonymously(server);
    const start = await server.post('/sign-in/social', { provider: 'idtest', callbackURL: '/app' });
    const { url } = await start.json();
    const back = await approveAtProvider(server, url);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/app');
    await expectLinked(server, anonymousId);
  });

  it('links on a social ID-token sign-in', async () => {
    const provider = createTestProvider();
    const server = await setup({}, { socialProviders: { idtest: provider } });
    const anonymousId = await signInAnonymously(server);
    const response = await server.post('/sign-in/social', {
      provider: 'idtest',
      idToken: { token: 'valid-id-token' },
    });
    expect(response.status).toBe(200);
    await expectLinked(server, anonymousId);
  });

  it('links on a magic link and on an email OTP sign-in', async () => {
    const links: AnonymousLinkData[] = [];
    const server = await createPasswordlessServer({
      plugins: [anonymous({ onLinkAccount: (data) => void links.push(data) })],
    });
    const first = await signInAnonymously(server);
    await server.post('/sign-in/magic-link', { email: ada.email });
    const { url } = await server.nextMessage();
    const verify = await server.get(
      new URL(url!).pathname.replace('/api/auth', '') + new URL(url!).search,
    );
    expect(verify.status).toBe(302);
    expect(links.map((link) => link.anonymousUser.user.id)).toEqual([first]);
    expect(await server.auth.$context.store.findUserById(first)).toBeNull();

    const browser = server.newBrowser();
    const second = await signInAnonymously(browser);
    const otp = await sendCode(server, 'cy@example.com');
    const signIn = await calls(browser).post('/sign-in/email-otp', {
      email: 'cy@example.com',
      otp,
    });
    expect(signIn.status).toBe(200);
    expect(links.map((link) => link.anonymousUser.user.id)).toEqual([first, second]);
    expect(links[1]!.newUser.user.email).toBe('cy@example.com');
  });

  it('links on a passkey sign-in (a path Better Auth 1.2.7 does not match)', async () => {
    const server = await setup({}, { plugins: [passkey()] });
    const passkeys = passkeyCalls(server);
    await passkeys.signUp(ada.email);
    const authenticator = createSoftwareAuthenticator({ origin: TEST_ORIGIN, rpID: 'localhost' });
    const { response, credential } = authenticator.register(
      await json(await passkeys.registerOptions()),
    );
    expect((await passkeys.verifyRegistration(response)).status).toBe(200);
    await passkeys.signOut();
    const anonymousId = await signInAnonymously(server);
    const options = await json(await passkeys.authenticateOptions());
    const assertion = authenticator.authenticate(options, credential);
    const answer = await passkeys.verifyAuthentication(assertion);
    expect(answer.status).toBe(200);
    await expectLinked(server, anonymousId);
  });

  it('after twoFactor(): a sign-in that still awaits its second factor links nothing', async () => {
    const links: AnonymousLinkData[] = [];
    const { server, enableForAda } = await setupTwoFactor(
      {},
      { plugins: [anonymous({ onLinkAccount: (data) => void links.push(data) })] },
    );
    await enableForAda();
    const browser = server.newBrowser();
    const anonymousId = await signInAnonymously(browser);
    const signIn = await calls(browser).post('/sign-in/email', {
      email: twoFactorAda.email,
      password: twoFactorAda.password,
    });
    expect(await signIn.json()).toEqual({ twoFactorRedirect: true });
    expect(links).toEqual([]);
    expect(await server.auth.$context.store.findUserById(anonymousId)).not.toBeNull();
  });
});
