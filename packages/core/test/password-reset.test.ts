import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailAndPasswordOptions, EmailMessage } from '../src/kernel/options.js';
import { BASE_URL, createTestAuth, user } from './helpers.js';

type Overrides = NonNullable<Parameters<typeof createTestAuth>[0]>;

const HOUR = 3_600_000;
const NEW_PASSWORD = 'a-brand-new-password';

/** An instance with one signed-up user whose reset emails land in `sent`. */
async function setup(
  emailAndPassword: Partial<EmailAndPasswordOptions> = {},
  overrides: Overrides = {},
) {
  const sent: EmailMessage[] = [];
  const t = await createTestAuth({
    ...overrides,
    emailAndPassword: {
      enabled: true,
      sendResetPassword: async (message) => {
        sent.push(message);
      },
      ...emailAndPassword,
    },
  });
  const signUp = await (await t.post('/sign-up/email', user)).json();
  /** Asks for a reset link and waits for it to arrive. */
  const requestReset = async (redirectTo: string | undefined = '/reset') => {
    const before = sent.length;
    const response = await t.post('/forget-password', { email: user.email, redirectTo });
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(sent).toHaveLength(before + 1));
    return sent[before]!;
  };
  const reset = (token: string, newPassword = NEW_PASSWORD) =>
    t.post('/reset-password', { token, newPassword });
  const callback = (token: string, callbackURL?: string) =>
    t.get(
      `/reset-password/${token}${callbackURL === undefined ? '' : `?callbackURL=${encodeURIComponent(callbackURL)}`}`,
    );
  return { ...t, sent, userId: signUp.user.id as string, requestReset, reset, callback };
}

/** Lets background tasks (lookups, mail) run to completion. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const INVALID_TOKEN = { code: 'INVALID_TOKEN', message: 'invalid token' };

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /forget-password', () => {
  it('answers 400 "Reset password isn\'t enabled" without sendResetPassword', async () => {
    const { post } = await createTestAuth();
    const response = await post('/forget-password', { email: user.email });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'RESET_PASSWORD_ISNT_ENABLED',
      message: "Reset password isn't enabled",
    });
  });

  it('sends { user, url, token } with a 24-character token stored as reset-password:{token}', async () => {
    const t = await setup();
    const message = await t.requestReset('/reset?step=2');
    expect(message.user).toMatchObject({ id: t.userId, email: user.email });
    expect(message.token).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(message.url).toBe(
      `${BASE_URL}/api/auth/reset-password/${message.token}?callbackURL=${encodeURIComponent('/reset?step=2')}`,
    );
    const record = await t.auth.$context.store.findVerification(`reset-password:${message.token}`);
    expect(record?.value).toBe(t.userId);
    expect(record!.expiresAt.getTime() - Date.now()).toBeGreaterThan(HOUR - 60_000);
    expect(record!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(HOUR);
  });

  it('leaves callbackURL out of the link when no redirectTo is given', async () => {
    const t = await setup();
    await t.post('/forget-password', { email: user.email });
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    const message = t.sent[0]!;
    expect(message.url).toBe(`${BASE_URL}/api/auth/reset-password/${message.token}`);
  });

  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const t = await setup();
    const known = await t.post('/forget-password', { email: 'ADA@example.com' });
    const unknown = await t.post('/forget-password', { email: 'nobody@example.com' });
    await settle();
    expect(t.sent.map((m) => m.user.email)).toEqual([user.email]);
    expect(unknown.status).toBe(known.status);
    expect([...unknown.headers]).toEqual([...known.headers]);
    expect(await unknown.text()).toBe(await known.text());
    expect(await t.auth.$context.adapter.count({ model: 'verification' })).toBe(1);
  });

  it('answers without waiting for a mail server that never answers', async () => {
    let called = false;
    const t = await setup({
      sendResetPassword: () => {
        called = true;
        return new Promise<void>(() => {});
      },
    });
    const response = await t.post('/forget-password', { email: user.email });
    expect(await response.json()).toEqual({ status: true });
    await vi.waitFor(() => expect(called).toBe(true));
  });

  it('answers before the lookup and the token write happen', async () => {
    // A database write that never finishes: the response must not depend on it.
    const t = await setup(
      {},
      {
        databaseHooks: {
          verification: { create: { before: () => new Promise<undefined>(() => {}) } },
        },
      },
    );
    const response = await t.post('/forget-password', { email: user.email });
    expect(await response.json()).toEqual({ status: true });
    expect(t.sent).toHaveLength(0);
  });

  it.each(['https://evil.example/reset', '//evil.example', 'javascript:alert(1)'])(
    'refuses redirectTo %s with 403 Invalid redirectURL (Better Auth 1.2.7)',
    async (redirectTo) => {
      const t = await setup();
      const response = await t.post('/forget-password', { email: user.email, redirectTo });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        code: 'INVALID_REDIRECTURL',
        message: 'Invalid redirectURL',
      });
      await settle();
      expect(t.sent).toHaveLength(0);
    },
  );

  it('accepts a redirectTo on a trusted origin', async () => {
    const t = await setup({}, { trustedOrigins: ['https://app.example'] });
    const message = await t.requestReset('https://app.example/reset');
    expect(message.url).toContain(`callbackURL=${encodeURIComponent('https://app.example/reset')}`);
  });

  it('refuses a malformed email with 400 VALIDATION_ERROR, as Better Auth 1.2.7', async () => {
    const t = await setup();
    const response = await t.post('/forget-password', { email: 'nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid body parameters',
      details: [{ path: 'email', message: 'Invalid email' }],
    });
  });

  it("checks redirectTo, then the email, then the configuration: Better Auth 1.2.7's order", async () => {
    const { post } = await createTestAuth();
    const evil = 'https://evil.example/reset';
    const both = await post('/forget-password', { email: 'nope', redirectTo: evil });
    expect(both.status).toBe(403);
    // No sendResetPassword: the malformed email is still what answers.
    const badEmail = await post('/forget-password', { email: 'nope' });
    expect((await badEmail.json()).code).toBe('VALIDATION_ERROR');
    const fine = await post('/forget-password', { email: user.email });
    expect((await fine.json()).code).toBe('RESET_PASSWORD_ISNT_ENABLED');
  });
});

describe('GET /reset-password/:token', () => {
  it('redirects to the callbackURL, made absolute on the baseURL origin as Better Auth 1.2.7 does, with the token, without consuming it', async () => {
    const t = await setup();
    const { token, url } = await t.requestReset('/reset');
    const response = await t.auth.handler(new Request(url));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${BASE_URL}/reset?token=${token}`);
    expect((await t.reset(token)).status).toBe(200);
  });

  it('appends with & when the callbackURL has a query', async () => {
    const t = await setup();
    const { token } = await t.requestReset();
    const response = await t.callback(token, `${BASE_URL}/reset?step=2`);
    expect(response.headers.get('location')).toBe(`${BASE_URL}/reset?step=2&token=${token}`);
  });

  it('redirects with error=INVALID_TOKEN for an unknown, used or expired token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2030-01-01T00:00:00Z');
    vi.setSystemTime(start);
    const t = await setup();
    const unknown = await t.callback('x'.repeat(24), '/reset');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe(`${BASE_URL}/reset?error=INVALID_TOKEN`);

    const used = await t.requestReset();
    await t.reset(used.token);
    expect((await t.callback(used.token, '/reset')).headers.get('location')).toBe(
      `${BASE_URL}/reset?error=INVALID_TOKEN`,
    );

    const expiring = await t.requestReset();
    vi.setSystemTime(start.getTime() + HOUR + 1_000);
    expect((await t.callback(expiring.token, '/reset')).headers.get('location')).toBe(
      `${BASE_URL}/reset?error=INVALID_TOKEN`,
    );
  });

  it('answers 400 VALIDATION_ERROR without a callbackURL', async () => {
    const t = await setup();
    const { token } = await t.requestReset();
    for (const response of [await t.callback(token), await t.callback(token, '')]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Invalid query parameters',
      });
    }
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://localhost:3000@evil.example',
    'data:text/html,hi',
  ])('refuses callbackURL %s with 403, never redirecting', async (callbackURL) => {
    const t = await setup();
    const { token } = await t.requestReset();
    for (const candidate of [token, 'unknown-token']) {
      const response = await t.callback(candidate, callbackURL);
      expect(response.status).toBe(403);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.json()).toEqual({
        code: 'INVALID_CALLBACKURL',
        message: 'Invalid callbackURL',
      });
    }
  });
});

describe('POST /reset-password', () => {
  it('sets the new password, creates no session and consumes the token', async () => {
    const t = await setup();
    const { token } = await t.requestReset();
    const sessionsBefore = await t.auth.$context.adapter.count({ model: 'session' });
    const response = await t.reset(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await t.auth.$context.adapter.count({ model: 'session' })).toBe(sessionsBefore);

    expect((await t.post('/sign-in/email', user)).status).toBe(401);
    const signIn = await t.post('/sign-in/email', { email: user.email, password: NEW_PASSWORD });
    expect(signIn.status).toBe(200);

    const again = await t.reset(token, 'yet-another-password');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID_TOKEN);
  });

  it('answers 400 invalid token for an unknown token without hashing', async () => {
    const t = await setup();
    t.calls.hash = 0;
    const response = await t.reset('x'.repeat(24));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID_TOKEN);
    expect(t.calls.hash).toBe(0);
  });

  it('refuses an expired token (resetPasswordTokenExpiresIn) and accepts one just before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2030-01-01T00:00:00Z');
    vi.setSystemTime(start);
    const t = await setup({ resetPasswordTokenExpiresIn: 600 });
    const early = await t.requestReset();
    vi.setSystemTime(start.getTime() + 599_000);
    expect((await t.reset(early.token)).status).toBe(200);

    vi.setSystemTime(start);
    const late = await t.requestReset();
    vi.setSystemTime(start.getTime() + 601_000);
    const response = await t.reset(late.token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID_TOKEN);
  });

  it('expires tokens after 3600 s by default', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2030-01-01T00:00:00Z');
    vi.setSystemTime(start);
    const t = await setup();
    const { token } = await t.requestReset();
    vi.setSystemTime(start.getTime() + HOUR + 1_000);
    expect(await (await t.reset(token)).json()).toEqual(INVALID_TOKEN);
  });

  it.each([
    ['x'.repeat(7), 'PASSWORD_TOO_SHORT', 'Password too short'],
    ['x'.repeat(129), 'PASSWORD_TOO_LONG', 'Password too long'],
  ])('refuses a new password of length %#', async (newPassword, code, message) => {
    const t = await setup();
    const { token } = await t.requestReset();
    const response = await t.reset(token, newPassword);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code, message });
    // The token survives a rejected password.
    expect((await t.reset(token)).status).toBe(200);
  });

  it('deletes every other outstanding reset token of the user', async () => {
    const t = await setup();
    const first = await t.requestReset();
    const second = await t.requestReset();
    expect((await t.reset(second.token)).status).toBe(200);
    expect(await (await t.reset(first.token)).json()).toEqual(INVALID_TOKEN);
    expect(await t.auth.$context.adapter.count({ model: 'verification' })).toBe(0);
  });

  it('lets exactly one of two concurrent uses of a token succeed', async () => {
    const t = await setup();
    const { token } = await t.requestReset();
    const responses = await Promise.all([
      t.reset(token, 'first-new-password'),
      t.reset(token, 'second-new-password'),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('keeps the sessions by default', async () => {
    const t = await setup();
    await t.post('/sign-in/email', user);
    const { token } = await t.requestReset();
    await t.reset(token);
    expect(await t.auth.$context.adapter.count({ model: 'session' })).toBe(2);
  });

  it('deletes every session of the user with revokeSessionsOnPasswordReset', async () => {
    const t = await setup({ revokeSessionsOnPasswordReset: true });
    await t.post('/sign-in/email', user);
    const { token } = await t.requestReset();
    expect(await t.auth.$context.adapter.count({ model: 'session' })).toBe(2);
    await t.reset(token);
    expect(await t.auth.$context.adapter.count({ model: 'session' })).toBe(0);
  });

  it('creates the credential account of a user who had none', async () => {
    const t = await setup();
    await t.auth.$context.store.createUser({
      name: 'Social',
      email: 'social@example.com',
      emailVerified: true,
      image: null,
    });
    await t.post('/forget-password', { email: 'social@example.com', redirectTo: '/reset' });
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    expect((await t.reset(t.sent[0]!.token)).status).toBe(200);
    const signIn = await t.post('/sign-in/email', {
      email: 'social@example.com',
      password: NEW_PASSWORD,
    });
    expect(signIn.status).toBe(200);
  });

  it('answers 400 invalid token without a token, before the password rules, as Better Auth 1.2.7', async () => {
    const t = await setup();
    const response = await t.post('/reset-password', { newPassword: 'short' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID_TOKEN);
  });

  it('takes the token from the query too, as Better Auth 1.2.7', async () => {
    const t = await setup();
    const { token } = await t.requestReset();
    const response = await t.post(`/reset-password?token=${token}`, { newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
  });
});
