import { describe, expect, it } from 'vitest';
import { CORE_USER_KEYS, cookieHeader, createTestAuth, setCookies, user } from './helpers.js';

async function signedUp(overrides: Parameters<typeof createTestAuth>[0] = {}) {
  const t = await createTestAuth(overrides);
  await t.post('/sign-up/email', user);
  t.calls.hash = 0;
  t.calls.verify = 0;
  return t;
}

describe('POST /sign-in/email', () => {
  it('signs in with the right password, case-insensitively on the email', async () => {
    const { post, get } = await signedUp();
    const response = await post('/sign-in/email', {
      email: 'ADA@example.com',
      password: user.password,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ redirect: false, user: { email: user.email } });
    // No callbackURL, no `url` key: Better Auth 1.2.7's answer.
    expect(body).not.toHaveProperty('url');
    // The core user only, as sign-up's (Better Auth 1.2.7).
    expect(Object.keys(body.user)).toEqual(CORE_USER_KEYS);
    expect(body.token).toMatch(/^[A-Za-z0-9]{32}$/);
    const session = await (await get('/get-session', { cookie: cookieHeader(response) })).json();
    expect(session.session.token).toBe(body.token);
  });

  it('issues a new token on every sign-in (no session fixation)', async () => {
    const { post } = await signedUp();
    const first = await (await post('/sign-in/email', user)).json();
    const second = await (await post('/sign-in/email', user)).json();
    expect(first.token).not.toBe(second.token);
  });

  it('returns redirect and url when a callbackURL is given', async () => {
    const { post } = await signedUp();
    const body = await (
      await post('/sign-in/email', { ...user, callbackURL: '/dashboard' })
    ).json();
    expect(body).toMatchObject({ redirect: true, url: '/dashboard' });
  });

  it('answers the same 401 for a wrong password, an unknown email and a password-less user', async () => {
    const { auth, post, calls } = await signedUp();
    const wrong = await post('/sign-in/email', { email: user.email, password: 'wrong-password' });
    const unknown = await post('/sign-in/email', {
      email: 'nobody@example.com',
      password: 'whatever1',
    });
    const passwordless = await auth.$context.store.createUser({
      name: 'Social',
      email: 'social@example.com',
      emailVerified: true,
      image: null,
    });
    const noCredential = await post('/sign-in/email', {
      email: passwordless.email,
      password: 'whatever1',
    });
    const expected = { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' };
    for (const response of [wrong, unknown, noCredential]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(expected);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    // One password computation each: a verify for the real account, a dummy hash for the others,
    // so the response time does not reveal whether the account exists.
    expect(calls).toEqual({ verify: 1, hash: 2 });
  });

  it('refuses a malformed email with 400 INVALID_EMAIL', async () => {
    const { post } = await signedUp();
    const response = await post('/sign-in/email', { email: 'nope', password: user.password });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'INVALID_EMAIL', message: 'Invalid email' });
  });

  it('answers "Email and password is not enabled" when disabled', async () => {
    const { post } = await createTestAuth({ emailAndPassword: { enabled: false } });
    const response = await post('/sign-in/email', user);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Email and password is not enabled');
  });

  it('with rememberMe false sets a browser-session cookie, a 1-day session and dont_remember', async () => {
    const { auth, post } = await signedUp();
    const before = Date.now();
    const response = await post('/sign-in/email', { ...user, rememberMe: false });
    const cookies = setCookies(response);
    expect(cookies['portcullis.session_token']?.raw).not.toMatch(/Max-Age/i);
    expect(cookies['portcullis.dont_remember']?.value).toMatch(/^true\.[A-Za-z0-9%]+$/);
    const { token } = await response.json();
    const found = await auth.$context.store.findSession(token);
    const lifetime = found!.session.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(86_400_000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(86_400_000 + 5_000);
  });
});
