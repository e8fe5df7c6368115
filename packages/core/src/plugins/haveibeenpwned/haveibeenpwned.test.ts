import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestAuth, user } from '../../../test/helpers.js';
import { admin } from '../admin/index.js';
import { HAVE_I_BEEN_PWNED_ERROR_CODES } from './error-codes.js';
import { type HaveIBeenPwnedOptions, haveIBeenPwned } from './index.js';

const RANGE = 'https://api.pwnedpasswords.com/range/:prefix';
const BREACHED = 'violet-anchor-quarry-42';
const CLEAN = 'another-quiet-harbour-7';
const PADDED = 'listed-only-as-padding-9';
const hash = (value: string) => bytesToHex(sha1(utf8ToBytes(value))).toUpperCase();

/** Every request msw saw: URL, headers and body, to prove what left the process. */
const seen: Array<{ url: string; headers: Record<string, string>; body: string }> = [];
const server = setupServer();
server.events.on('request:start', async ({ request }) => {
  seen.push({
    url: request.url,
    headers: Object.fromEntries(request.headers),
    body: await request.clone().text(),
  });
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

/**
 * The range API as Have I Been Pwned answers it with `Add-Padding: true`: CRLF lines
 * `SUFFIX:COUNT`, real ones and padding ones (count 0). BREACHED is listed; PADDED's suffix
 * appears only as a padding line.
 */
const rangeAPI = () =>
  http.get(RANGE, ({ params }) => {
    const lines = [
      '0018A45C4D1DEF81644B54AB7F969B88D65:3',
      'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF:0',
    ];
    for (const [password, count] of [
      [BREACHED, 42],
      [PADDED, 0],
    ] as const) {
      const full = hash(password);
      if (params.prefix === full.slice(0, 5)) lines.push(`${full.slice(5)}:${count}`);
    }
    return new HttpResponse(lines.join('\r\n'), { headers: { 'content-type': 'text/plain' } });
  });

const sent: Array<{ token: string }> = [];
const setup = (options?: HaveIBeenPwnedOptions, withAdmin = false) =>
  createTestAuth({
    plugins: [haveIBeenPwned(options), ...(withAdmin ? [admin()] : [])],
    emailAndPassword: {
      enabled: true,
      sendResetPassword: ({ token }) => void sent.push({ token }),
    },
  });

const compromised = {
  code: 'PASSWORD_COMPROMISED',
  message: HAVE_I_BEEN_PWNED_ERROR_CODES.PASSWORD_COMPROMISED,
};
const unavailable = {
  code: 'FAILED_TO_CHECK_PASSWORD_PLEASE_TRY_AGAIN_LATER',
  message: 'Failed to check password. Please try again later.',
};

describe('haveIBeenPwned()', () => {
  it("refuses a breached password on sign-up with Better Auth's 400 PASSWORD_COMPROMISED, sending only the 5-character prefix", async () => {
    server.use(rangeAPI());
    const { post, auth } = await setup();
    const response = await post('/sign-up/email', { ...user, password: BREACHED });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(compromised);
    expect(await auth.$context.store.findUserByEmail(user.email)).toBeNull();

    const full = hash(BREACHED);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe(`https://api.pwnedpasswords.com/range/${full.slice(0, 5)}`);
    expect(seen[0]!.headers['add-padding']).toBe('true');
    const everything = JSON.stringify(seen);
    expect(everything).not.toContain(full.slice(5));
    expect(everything).not.toContain(full.slice(5).toLowerCase());
    expect(everything).not.toContain(BREACHED);
  });

  it('answers with customPasswordCompromisedMessage when set', async () => {
    server.use(rangeAPI());
    const { post } = await setup({ customPasswordCompromisedMessage: 'Pick another one' });
    const response = await post('/sign-up/email', { ...user, password: BREACHED });
    expect(await response.json()).toEqual({
      code: 'PASSWORD_COMPROMISED',
      message: 'Pick another one',
    });
  });

  it('accepts a password that is not listed, or listed only as a padding entry (count 0)', async () => {
    server.use(rangeAPI());
    const { post } = await setup();
    expect((await post('/sign-up/email', { ...user, password: CLEAN })).status).toBe(200);
    const padded = await post('/sign-up/email', {
      ...user,
      email: 'grace@example.com',
      password: PADDED,
    });
    expect(padded.status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('checks change-password and reset-password (after the token), never sign-in', async () => {
    server.use(rangeAPI());
    const { post } = await setup();
    const signUp = await post('/sign-up/email', { ...user, password: CLEAN });
    const cookie = cookieHeader(signUp);
    const change = await post(
      '/change-password',
      { currentPassword: CLEAN, newPassword: BREACHED },
      { cookie },
    );
    expect(change.status).toBe(400);
    expect(await change.json()).toEqual(compromised);

    // An unknown token answers as without the plugin, and nothing is asked of the service.
    seen.length = 0;
    const unknown = await post('/reset-password', { token: 'unknown', newPassword: BREACHED });
    expect(await unknown.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(seen).toHaveLength(0);

    await post('/forget-password', { email: user.email, redirectTo: '/reset' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const token = sent.at(-1)!.token;
    const reset = await post('/reset-password', { token, newPassword: BREACHED });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toEqual(compromised);
    expect((await post('/reset-password', { token, newPassword: CLEAN })).status).toBe(200);

    // Sign-in: an existing password keeps working, and an unknown email answers 401 whatever
    // the password (Better Auth answers PASSWORD_COMPROMISED there: an enumeration oracle).
    seen.length = 0;
    const stranger = await post('/sign-in/email', {
      email: 'nobody@example.com',
      password: BREACHED,
    });
    expect(stranger.status).toBe(401);
    expect(seen).toHaveLength(0);
  });

  it("checks the admin plugin's create-user (a server call)", async () => {
    server.use(rangeAPI());
    const { auth } = await setup({}, true);
    // createTestAuth's type does not carry the plugins' endpoints.
    const api = auth.api as unknown as {
      createUser: (input: { body: object }) => Promise<{ user: { email: string } }>;
    };
    await expect(
      api.createUser({ body: { email: 'x@example.com', name: 'X', password: BREACHED } }),
    ).rejects.toMatchObject({ status: 400, body: compromised });
    const created = await api.createUser({
      body: { email: 'x@example.com', name: 'X', password: CLEAN },
    });
    expect(created.user.email).toBe('x@example.com');
  });

  it('fails closed by default: 503 FAILED_TO_CHECK_PASSWORD_PLEASE_TRY_AGAIN_LATER on an error status or a network error', async () => {
    server.use(http.get(RANGE, () => new HttpResponse('busy', { status: 500 })));
    const { post, auth } = await setup();
    const response = await post('/sign-up/email', { ...user, password: CLEAN });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(unavailable);
    expect(await auth.$context.store.findUserByEmail(user.email)).toBeNull();

    server.use(http.get(RANGE, () => HttpResponse.error()));
    const offline = await post('/sign-up/email', { ...user, password: CLEAN });
    expect(offline.status).toBe(503);
    expect(await offline.json()).toEqual(unavailable);
  });

  it('fails open with failOpen: true (the password is accepted)', async () => {
    server.use(http.get(RANGE, () => new HttpResponse(null, { status: 503 })));
    const { post } = await setup({ failOpen: true });
    expect((await post('/sign-up/email', { ...user, password: BREACHED })).status).toBe(200);
    server.use(http.get(RANGE, () => HttpResponse.error()));
    const second = { ...user, email: 'grace@example.com', password: BREACHED };
    expect((await post('/sign-up/email', second)).status).toBe(200);
  });

  it('gives up after timeoutMs, failing closed or open as configured', async () => {
    server.use(
      http.get(RANGE, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        return new HttpResponse('');
      }),
    );
    const closed = await setup({ timeoutMs: 50 });
    const started = Date.now();
    const response = await closed.post('/sign-up/email', { ...user, password: CLEAN });
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(800);

    const open = await setup({ timeoutMs: 50, failOpen: true });
    expect((await open.post('/sign-up/email', { ...user, password: CLEAN })).status).toBe(200);
  });

  it('refuses a timeoutMs that is not a positive integer at start-up', () => {
    expect(() => haveIBeenPwned({ timeoutMs: 0 })).toThrow(/timeoutMs/);
    expect(() => haveIBeenPwned({ timeoutMs: 1.5 })).toThrow(/timeoutMs/);
  });
});
