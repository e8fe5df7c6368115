import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../src/db/entities.js';
import type { EmailMessage } from '../../src/kernel/options.js';
import { cookieHeader, user } from '../helpers.js';
import {
  countStored,
  createEventSink,
  fieldsOf,
  sessionIdOf,
  storedEvent,
} from '../kit/audit-test-kit.js';
import { HttpResponse, http, mockProviders } from '../kit/provider-test-kit.js';
import { callback, createSocialAuth, githubHandlers, signInWithGitHub } from '../social/helpers.js';

// docs/audit-log.md, "Event types": every core path stores its event, as onEvent receives it.

const mock = mockProviders();
const UA = { 'user-agent': 'AuditCore/1.0' };
const NEW_PASSWORD = 'a-quiet-new-harbour';
type Overrides = Parameters<typeof createSocialAuth>[0];

/** An instance with the audit log, onEvent, every mail captured, and Ada signed up. */
async function setup(overrides: Overrides = {}) {
  const sink = createEventSink();
  const mail: Record<'verify' | 'reset' | 'delete', EmailMessage[]> = {
    verify: [],
    reset: [],
    delete: [],
  };
  const t = await createSocialAuth({
    auditLog: { enabled: true },
    onEvent: sink.onEvent,
    ...overrides,
    user: {
      changeEmail: { enabled: true },
      deleteUser: { enabled: true },
      ...overrides.user,
    },
    emailVerification: {
      sendVerificationEmail: (message) => void mail.verify.push(message),
      ...overrides.emailVerification,
    },
    emailAndPassword: {
      enabled: true,
      sendResetPassword: (message) => void mail.reset.push(message),
      ...overrides.emailAndPassword,
    },
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.post(path, body, { ...UA, ...headers });
  const get = (path: string, headers: Record<string, string> = {}) =>
    t.get(path, { ...UA, ...headers });
  const stored = async (type: Parameters<typeof storedEvent>[2]) =>
    fieldsOf(await storedEvent(t.auth, sink, type));
  return { ...t, post, get, sink, mail, stored };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** Signs Ada up; returns her id, session cookie and token. */
async function signUpAda(t: Setup, body: Record<string, unknown> = {}) {
  const response = await t.post('/sign-up/email', { ...user, ...body });
  const json = (await response.json()) as { token: string | null; user: { id: string } };
  return { userId: json.user.id, token: json.token, cookie: cookieHeader(response) };
}

async function signIn(t: Setup, password = user.password) {
  const response = await t.post('/sign-in/email', { email: user.email, password });
  const json = (await response.json()) as { token: string };
  return { response, token: json.token, cookie: cookieHeader(response) };
}

/** The ids of a user's session rows. */
async function sessionIds(t: Setup, userId: string) {
  const rows = await t.auth.$context.adapter.findMany<Session>({
    model: 'session',
    where: [{ field: 'userId', value: userId }],
  });
  return rows.map((row) => row.id);
}

/** What every event a user did to themselves has in common. */
const own = (userId: string) => ({ userId, actorUserId: userId, organizationId: null });

describe('sign-up', () => {
  it('records the new session with an auto sign-in', async () => {
    const t = await setup();
    const { userId, token } = await signUpAda(t);
    expect(await t.stored('sign-up')).toEqual({
      type: 'sign-up',
      ...own(userId),
      sessionId: await sessionIdOf(t.auth.$context.adapter, token!),
      outcome: 'success',
      metadata: { method: 'email' },
    });
  });

  it('has no sessionId when no session is created (requireEmailVerification)', async () => {
    const t = await setup({ emailAndPassword: { enabled: true, requireEmailVerification: true } });
    const { userId, token } = await signUpAda(t);
    expect(token).toBeNull();
    expect(await t.stored('sign-up')).toEqual({
      type: 'sign-up',
      ...own(userId),
      sessionId: null,
      outcome: 'success',
      metadata: { method: 'email' },
    });
  });
});

describe('sign-in', () => {
  it('sign-in.success carries the new session', async () => {
    const t = await setup();
    const { userId } = await signUpAda(t);
    const { token } = await signIn(t);
    expect(await t.stored('sign-in.success')).toEqual({
      type: 'sign-in.success',
      ...own(userId),
      sessionId: await sessionIdOf(t.auth.$context.adapter, token),
      outcome: 'success',
      metadata: { method: 'email' },
    });
  });

  it('sign-in.failure: a wrong password (with the user), an unknown account (without)', async () => {
    const t = await setup();
    const { userId } = await signUpAda(t);
    expect((await signIn(t, 'wrong-password-1')).response.status).toBe(401);
    expect(await t.stored('sign-in.failure')).toEqual({
      type: 'sign-in.failure',
      ...own(userId),
      sessionId: null,
      outcome: 'failure',
      metadata: { method: 'email', reason: 'invalid_password' },
    });
    await t.post('/sign-in/email', { email: 'nobody@example.com', password: 'wrong-password-1' });
    const unknown = await storedEvent(t.auth, t.sink, 'sign-in.failure');
    expect(fieldsOf(unknown)).toEqual({
      type: 'sign-in.failure',
      userId: null,
      actorUserId: null,
      organizationId: null,
      sessionId: null,
      outcome: 'failure',
      metadata: { method: 'email', reason: 'unknown_account' },
    });
    expect(JSON.stringify(unknown)).not.toContain('nobody@example.com');
    expect(JSON.stringify(unknown)).not.toContain('wrong-password-1');
  });

  it('lockout: each refused attempt, naming the user when the identifier is known', async () => {
    const t = await setup({
      rateLimit: {
        enabled: true,
        customRules: { '/sign-in/*': false, '/sign-up/*': false },
        accountLockout: { maxFailures: 2, window: 60 },
      },
    });
    const { userId } = await signUpAda(t);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await signIn(t, 'wrong-password-1')).response.status);
    // Locked: the right password is refused too, and recorded as a lockout.
    statuses.push((await signIn(t)).response.status);
    expect(statuses).toEqual([401, 401, 429, 429]);
    expect(await t.stored('lockout')).toEqual({
      type: 'lockout',
      ...own(userId),
      sessionId: null,
      outcome: 'failure',
      metadata: { method: 'email' },
    });
    expect(await countStored(t.auth, 'lockout')).toBe(2);
    expect(await countStored(t.auth, 'sign-in.failure')).toBe(2);
    expect(await countStored(t.auth, 'sign-in.success')).toBe(0);

    for (let i = 0; i < 3; i++) {
      await t.post('/sign-in/email', { email: 'nobody@example.com', password: 'wrong-1' });
    }
    const unknown = await storedEvent(t.auth, t.sink, 'lockout');
    expect(fieldsOf(unknown)).toMatchObject({ userId: null, actorUserId: null });
    expect(JSON.stringify(unknown)).not.toContain('nobody@example.com');
  });

  it('a social sign-in records sign-up and sign-in.success with the new session', async () => {
    const t = await setup();
    mock.use(...githubHandlers({ verified: true, email: 'grace@example.com' }));
    const response = await signInWithGitHub(t, {}, UA);
    expect(response.status).toBe(302);
    const signUp = await t.stored('sign-up');
    const [sessionId] = await sessionIds(t, signUp.userId!);
    const expected = {
      ...own(signUp.userId!),
      sessionId,
      outcome: 'success',
      metadata: { method: 'social', providerId: 'github' },
    };
    expect(signUp).toEqual({ type: 'sign-up', ...expected });
    expect(await t.stored('sign-in.success')).toEqual({ type: 'sign-in.success', ...expected });
  });

  it('an auto sign-in after email verification records sign-in.success', async () => {
    const t = await setup({
      emailVerification: { autoSignInAfterVerification: true, sendOnSignUp: true },
      emailAndPassword: { enabled: true, autoSignIn: false },
    });
    const { userId } = await signUpAda(t);
    await vi.waitFor(() => expect(t.mail.verify).toHaveLength(1));
    const response = await t.get(`/verify-email?token=${t.mail.verify[0]!.token}`);
    expect(response.status).toBe(200);
    expect(await t.stored('sign-in.success')).toEqual({
      type: 'sign-in.success',
      ...own(userId),
      sessionId: (await sessionIds(t, userId))[0],
      outcome: 'success',
      metadata: { method: 'email-verification' },
    });
  });
});

describe('ID-token sign-in', () => {
  const JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
  let keys: Awaited<ReturnType<typeof generateKeyPair>>;
  beforeAll(async () => {
    keys = await generateKeyPair('RS256', { extractable: true });
  });

  it('records sign-up and sign-in.success with method id-token and the session', async () => {
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    mock.use(http.get(JWKS_URL, () => HttpResponse.json({ keys: [jwk] })));
    const t = await setup();
    const token = await new SignJWT({
      sub: 'google-user-1',
      email: 'grace@example.com',
      email_verified: true,
      name: 'Grace',
      nonce: 'n1',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://accounts.google.com')
      .setAudience('google-client')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(keys.privateKey);
    const response = await t.post('/sign-in/social', {
      provider: 'google',
      idToken: { token, nonce: 'n1' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; user: { id: string } };
    const expected = {
      ...own(body.user.id),
      sessionId: await sessionIdOf(t.auth.$context.adapter, body.token),
      outcome: 'success',
      metadata: { method: 'id-token', providerId: 'google' },
    };
    expect(await t.stored('sign-up')).toEqual({ type: 'sign-up', ...expected });
    expect(await t.stored('sign-in.success')).toEqual({ type: 'sign-in.success', ...expected });
    expect(JSON.stringify(t.sink.events)).not.toContain(token);
  });
});

describe('sessions', () => {
  it('sign-out records the ended session', async () => {
    const t = await setup();
    const { userId } = await signUpAda(t);
    const { token, cookie } = await signIn(t);
    const sessionId = await sessionIdOf(t.auth.$context.adapter, token);
    expect((await t.post('/sign-out', {}, { cookie })).status).toBe(200);
    const stored = await t.stored('sign-out');
    expect(stored).toEqual({
      type: 'sign-out',
      ...own(userId),
      sessionId,
      outcome: 'success',
      metadata: null,
    });
  });

  it("session.revoke 'one' names the revoked session by id, never its token", async () => {
    const t = await setup();
    const { userId, cookie } = await signUpAda(t);
    const other = await signIn(t);
    const otherId = await sessionIdOf(t.auth.$context.adapter, other.token);
    await t.post('/revoke-session', { token: other.token }, { cookie });
    const row = await storedEvent(t.auth, t.sink, 'session.revoke');
    expect(fieldsOf(row)).toEqual({
      type: 'session.revoke',
      ...own(userId),
      sessionId: otherId,
      outcome: 'success',
      metadata: { scope: 'one' },
    });
    expect(JSON.stringify(row)).not.toContain(other.token);
  });

  it("session.revoke 'other' and 'all'", async () => {
    const t = await setup();
    const { userId, cookie } = await signUpAda(t);
    await signIn(t);
    await t.post('/revoke-other-sessions', {}, { cookie });
    expect(await t.stored('session.revoke')).toEqual({
      type: 'session.revoke',
      ...own(userId),
      sessionId: null,
      outcome: 'success',
      metadata: { scope: 'other' },
    });
    await t.post('/revoke-sessions', {}, { cookie });
    expect((await t.stored('session.revoke')).metadata).toEqual({ scope: 'all' });
  });
});

describe('passwords', () => {
  it('password.change', async () => {
    const t = await setup();
    const { userId, cookie } = await signUpAda(t);
    const response = await t.post(
      '/change-password',
      { currentPassword: user.password, newPassword: NEW_PASSWORD },
      { cookie },
    );
    expect(response.status).toBe(200);
    expect(await t.stored('password.change')).toEqual({
      type: 'password.change',
      ...own(userId),
      sessionId: null,
      outcome: 'success',
      metadata: null,
    });
    expect(JSON.stringify(t.sink.events)).not.toContain(NEW_PASSWORD);
  });

  it('password.reset', async () => {
    const t = await setup();
    const { userId } = await signUpAda(t);
    await t.post('/forget-password', { email: user.email, redirectTo: '/reset' });
    await vi.waitFor(() => expect(t.mail.reset).toHaveLength(1));
    const { token } = t.mail.reset[0]!;
    const response = await t.post('/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await t.stored('password.reset')).toEqual({
      type: 'password.reset',
      ...own(userId),
      sessionId: null,
      outcome: 'success',
      metadata: null,
    });
    expect(JSON.stringify(t.sink.events)).not.toContain(token);
  });

  it('password.set (the server-only setPassword, for a social-only user)', async () => {
    const t = await setup();
    mock.use(...githubHandlers({ verified: true, email: 'grace@example.com' }));
    const response = await signInWithGitHub(t, {}, UA);
    const headers = new Headers({ cookie: cookieHeader(response), ...UA });
    await t.auth.api.setPassword({ body: { newPassword: NEW_PASSWORD }, headers });
    const signUp = await t.stored('sign-up');
    expect(await t.stored('password.set')).toEqual({
      type: 'password.set',
      ...own(signUp.userId!),
      sessionId: null,
      outcome: 'success',
      metadata: null,
    });
  });
});

describe('email', () => {
  it('email.change', async () => {
    const t = await setup();
    const { userId, cookie } = await signUpAda(t);
    const response = await t.post('/change-email', { newEmail: 'ada@new.example' }, { cookie });
    expect(response.status).toBe(200);
    expect(await t.stored('email.change')).toEqual({
      type: 'email.change',
      ...own(userId),
      sessionId: null,
      outcome: 'success',
      metadata: null,
    });
  });

  it("email.verify from the link (method 'link')", async () => {
    const t = await setup();
    const { userId } = await signUpAda(t);
    await t.post('/send-verification-email', { email: user.email });
    await vi.waitFor(() => expect(t.mail.verify).toHaveLength(1));
    const response = await t.get(`/verify-email?token=${t.mail.verify[0]!.token}`);
    expect(response.status).toBe(200);
    const row = await storedEvent(t.auth, t.sink, 'email.verify');
    expect(fieldsOf(row)).toEqual({
      type: 'email.verify',
      ...own(userId),
      sessionId: null,
      outcome: 'success',
      metadata: { method: 'link' },
    });
    expect(JSON.stringify(row)).not.toContain(t.mail.verify[0]!.token);
  });

  it('email.verify when a provider vouches for the address (social sign-in)', async () => {
    const t = await setup();
    mock.use(...githubHandlers({ verified: true, email: 'grace@example.com' }));
    await signInWithGitHub(t, {}, UA);
    const { userId } = await t.stored('sign-up');
    await t.auth.$context.store.updateUser(userId!, { emailVerified: false });
    await signInWithGitHub(t, {}, UA);
    expect(await t.stored('email.verify')).toEqual({
      type: 'email.verify',
      ...own(userId!),
      sessionId: null,
      outcome: 'success',
      metadata: { providerId: 'github' },
    });
  });
});

describe('linked accounts', () => {
  it('account.link (/link-social) and account.unlink', async () => {
    const t = await setup();
    const { userId, cookie } = await signUpAda(t);
    mock.use(...githubHandlers({ verified: true }));
    const start = await t.post(
      '/link-social',
      { provider: 'github', callbackURL: '/' },
      { cookie },
    );
    const state = new URL((await start.json()).url).searchParams.get('state')!;
    await callback(t, 'github', { code: 'c', state }, `${cookie}; ${cookieHeader(start)}`);
    expect(await t.stored('account.link')).toEqual({
      type: 'account.link',
      ...own(userId),
      sessionId: null,
      outcome: 'success',
      metadata: { providerId: 'github' },
    });
    // The provider vouched for Ada's own, unverified address.
    expect((await t.stored('email.verify')).metadata).toEqual({ providerId: 'github' });

    const unlink = await t.post('/unlink-account', { providerId: 'github' }, { cookie });
    expect(unlink.status).toBe(200);
    expect(await t.stored('account.unlink')).toEqual({
      type: 'account.unlink',
      ...own(userId),
      sessionId: null,
      outcome: 'success',
      metadata: { providerId: 'github' },
    });
  });
});

describe('user.delete', () => {
  const deleted = (userId: string, confirmedBy: string) => ({
    type: 'user.delete',
    ...own(userId),
    sessionId: null,
    outcome: 'success',
    metadata: { confirmedBy },
  });

  it('POST /delete-user with a fresh session', async () => {
    const t = await setup();
    const { userId, cookie } = await signUpAda(t);
    const response = await t.post('/delete-user', {}, { cookie });
    expect(await response.json()).toEqual({ success: true, message: 'User deleted' });
    expect(await t.stored('user.delete')).toEqual(deleted(userId, 'session'));
    // The user's events outlive them.
    expect(await countStored(t.auth, 'sign-up')).toBe(1);
  });

  it('GET /delete-user/callback with the emailed token', async () => {
    const t = await setup({
      user: {
        deleteUser: {
          enabled: true,
          sendDeleteAccountVerification: (message) => void t.mail.delete.push(message),
        },
      },
    });
    const { userId, cookie } = await signUpAda(t);
    await t.post('/delete-user', {}, { cookie });
    await vi.waitFor(() => expect(t.mail.delete).toHaveLength(1));
    const { token } = t.mail.delete[0]!;
    expect(await countStored(t.auth, 'user.delete')).toBe(0);
    const response = await t.get(`/delete-user/callback?token=${token}`, { cookie });
    expect(await response.json()).toEqual({ success: true, message: 'User deleted' });
    const row = await storedEvent(t.auth, t.sink, 'user.delete');
    expect(fieldsOf(row)).toEqual(deleted(userId, 'email'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('the server call auth.api.deleteUser', async () => {
    const t = await setup();
    const { userId, cookie } = await signUpAda(t);
    await t.auth.api.deleteUser({ body: { password: user.password }, headers: { cookie } });
    expect(await t.stored('user.delete')).toEqual(deleted(userId, 'session'));
  });
});
