import { afterEach, describe, expect, it, vi } from 'vitest';
import { signCookieValue } from '../src/cookies/signed-cookie.js';
import { cookieHeader, createTestAuth, SECRET, setCookies, user } from './helpers.js';

const DAY = 86_400_000;

async function signedIn(overrides: Parameters<typeof createTestAuth>[0] = {}) {
  const t = await createTestAuth(overrides);
  const response = await t.post('/sign-up/email', user);
  const { token } = await response.json();
  return { ...t, token, cookie: cookieHeader(response) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('session cookie', () => {
  it('is portcullis.session_token = token.signature with HttpOnly, SameSite=Lax, Path=/, 7-day Max-Age', async () => {
    const { auth, post } = await createTestAuth();
    const response = await post('/sign-up/email', user);
    const { token } = await response.json();
    const cookie = setCookies(response)['portcullis.session_token']!;
    const value = decodeURIComponent(cookie.value);
    const signature = value.slice(token.length + 1);
    expect(value.startsWith(`${token}.`)).toBe(true);
    expect(signature).toHaveLength(44);
    expect(signature.endsWith('=')).toBe(true);
    expect(value).toBe(signCookieValue(token, auth.$context.secret));
    expect(cookie.raw).toMatch(/; Max-Age=604800/);
    expect(cookie.raw).toMatch(/; Path=\//);
    expect(cookie.raw).toMatch(/; HttpOnly/);
    expect(cookie.raw).toMatch(/; SameSite=Lax/);
    expect(cookie.raw).not.toMatch(/Secure/);
  });

  it('is Secure with the __Secure- prefix when the base URL is https', async () => {
    const { post } = await createTestAuth({ baseURL: 'https://app.example' });
    const cookies = setCookies(await post('/sign-up/email', user));
    expect(cookies['__Secure-portcullis.session_token']?.raw).toMatch(/; Secure/);
  });

  it('uses a configurable prefix (e.g. better-auth for migrated apps)', async () => {
    const { post } = await createTestAuth({ advanced: { cookiePrefix: 'better-auth' } });
    const cookies = setCookies(await post('/sign-up/email', user));
    expect(Object.keys(cookies)).toEqual(['better-auth.session_token']);
  });
});

describe('GET /get-session', () => {
  it('returns the session and user for a valid cookie, null without one', async () => {
    const { get, cookie, token } = await signedIn();
    const body = await (await get('/get-session', { cookie })).json();
    expect(body.session).toMatchObject({ token, userAgent: '' });
    expect(body.user).toMatchObject({ email: user.email, name: user.name });
    const anonymous = await get('/get-session');
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toBeNull();
  });

  it.each([
    [
      'a tampered signature',
      (token: string) => `${signCookieValue(token, 'another-secret-of-32-characters!!')}`,
    ],
    ['an unsigned token', (token: string) => token],
    ['a token of another session', () => signCookieValue('x'.repeat(32), SECRET)],
    ['garbage', () => '%%%.....==='],
  ])('returns null (never 500) for %s', async (_label, makeValue) => {
    const { get, token } = await signedIn();
    const response = await get('/get-session', {
      cookie: `portcullis.session_token=${encodeURIComponent(makeValue(token))}`,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it('returns null for an expired session, deletes its row and clears the cookie', async () => {
    const { auth, get, cookie, token } = await signedIn();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * DAY + 1_000);
    const response = await get('/get-session', { cookie });
    expect(await response.json()).toBeNull();
    expect(setCookies(response)['portcullis.session_token']?.raw).toMatch(/Max-Age=0/);
    expect(await auth.$context.store.findSession(token)).toBeNull();
  });

  it('extends a session older than updateAge (sliding refresh) and re-sets the cookie', async () => {
    const { auth, get, cookie, token } = await signedIn();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 2 * DAY);
    const response = await get('/get-session', { cookie });
    const body = await response.json();
    expect(new Date(body.session.expiresAt).getTime()).toBeGreaterThanOrEqual(
      start + 9 * DAY - 1_000,
    );
    expect(setCookies(response)['portcullis.session_token']?.raw).toMatch(/Max-Age=604800/);
    const stored = await auth.$context.store.findSession(token);
    expect(stored!.session.expiresAt.getTime()).toBe(new Date(body.session.expiresAt).getTime());
  });

  it('does not extend a session younger than updateAge', async () => {
    const { get, cookie } = await signedIn();
    const first = await (await get('/get-session', { cookie })).json();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DAY / 2);
    const response = await get('/get-session', { cookie });
    expect((await response.json()).session.expiresAt).toBe(first.session.expiresAt);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['?disableRefresh=true', {}],
    ['', { session: { disableSessionRefresh: true } }],
  ])('does not extend with %s %j', async (query, overrides) => {
    const { get, cookie } = await signedIn(overrides);
    const first = await (await get('/get-session', { cookie })).json();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * DAY);
    const again = await (await get(`/get-session${query}`, { cookie })).json();
    expect(again.session.expiresAt).toBe(first.session.expiresAt);
  });

  it('does not extend a session created with rememberMe: false', async () => {
    const { post, get } = await signedIn();
    const response = await post('/sign-in/email', { ...user, rememberMe: false });
    const cookie = cookieHeader(response);
    const first = await (await get('/get-session', { cookie })).json();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DAY / 2 + DAY / 4);
    const again = await (await get('/get-session', { cookie })).json();
    expect(again.session.expiresAt).toBe(first.session.expiresAt);
  });

  it('answers 500 "Failed to get session" when the read fails, as Better Auth 1.2.7', async () => {
    const { auth, get, cookie } = await signedIn();
    vi.spyOn(auth.$context.store, 'findSession').mockRejectedValueOnce(new Error('db down'));
    const response = await get('/get-session', { cookie });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 'FAILED_TO_GET_SESSION',
      message: 'Failed to get session',
    });
  });

  it('rejects an invalid query flag with 400 "Invalid query parameters"', async () => {
    const { get } = await signedIn();
    const response = await get('/get-session?disableRefresh=maybe');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Invalid query parameters',
    });
  });
});

describe('POST /sign-out', () => {
  it('deletes the session row and clears every session cookie', async () => {
    const { auth, post, get, cookie, token } = await signedIn();
    const response = await post('/sign-out', {}, { cookie });
    expect(await response.json()).toEqual({ success: true });
    const cleared = setCookies(response);
    for (const name of ['session_token', 'session_data', 'dont_remember']) {
      expect(cleared[`portcullis.${name}`]?.raw).toMatch(/Max-Age=0/);
    }
    expect(await auth.$context.store.findSession(token)).toBeNull();
    expect(await (await get('/get-session', { cookie })).json()).toBeNull();
  });

  it('refuses a cookie-carrying sign-out from an untrusted origin (CSRF) and keeps the session', async () => {
    const { auth, post, cookie, token } = await signedIn();
    const response = await post('/sign-out', {}, { cookie, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'INVALID_ORIGIN', message: 'Invalid origin' });
    expect(await auth.$context.store.findSession(token)).not.toBeNull();
  });

  it('answers 400 FAILED_TO_GET_SESSION without a session token, setting no cookie (Better Auth 1.2.7)', async () => {
    const { post } = await createTestAuth();
    const tampered = { cookie: 'portcullis.session_token=abc.not-a-signature' };
    for (const headers of [{}, tampered]) {
      const response = await post('/sign-out', {}, headers);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'FAILED_TO_GET_SESSION',
        message: 'Failed to get session',
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('answers success for a signed token whose session is already gone', async () => {
    const { auth, post, cookie, token } = await signedIn();
    await auth.$context.store.deleteSession(token);
    const response = await post('/sign-out', {}, { cookie });
    expect(await response.json()).toEqual({ success: true });
    expect(setCookies(response)['portcullis.session_token']?.raw).toMatch(/Max-Age=0/);
  });
});
