import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineEndpoint } from '../src/index.js';
import { requireSession } from '../src/session/require-session.js';
import { cookieHeader, createTestAuth, setCookies, spyOnReads, user } from './helpers.js';

afterEach(() => {
  vi.useRealTimers();
});

async function cachedSession(overrides: Parameters<typeof createTestAuth>[0] = {}) {
  const t = await createTestAuth({ session: { cookieCache: { enabled: true } }, ...overrides });
  const response = await t.post('/sign-up/email', user);
  const reads = spyOnReads(t.auth.$context.adapter);
  return { ...t, reads, cookie: cookieHeader(response), signUp: response };
}

describe('session cookie cache', () => {
  it('sets a signed session_data cookie with Max-Age 300 next to the session token', async () => {
    const { signUp } = await cachedSession();
    const cache = setCookies(signUp)['portcullis.session_data'];
    expect(cache?.raw).toMatch(/Max-Age=300/);
    expect(decodeURIComponent(cache!.value)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9+/]{43}=$/);
  });

  it('answers get-session from the cookie without a database read while fresh', async () => {
    const { get, cookie, reads } = await cachedSession();
    const body = await (await get('/get-session', { cookie })).json();
    expect(body.user.email).toBe(user.email);
    expect(reads.count()).toBe(0);
  });

  it('reads the database with disableCookieCache=true and once the cache is older than maxAge', async () => {
    const { get, cookie, reads } = await cachedSession();
    await get('/get-session?disableCookieCache=true', { cookie });
    expect(reads.count()).toBeGreaterThan(0);
    reads.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301_000);
    await get('/get-session', { cookie });
    expect(reads.count()).toBeGreaterThan(0);
  });

  it('is ignored when it belongs to another session token or is tampered with', async () => {
    const { get, post, cookie, reads } = await cachedSession();
    const other = cookieHeader(await post('/sign-in/email', user));
    const otherToken = other.split('; ').find((c) => c.startsWith('portcullis.session_token='))!;
    const firstCache = cookie.split('; ').find((c) => c.startsWith('portcullis.session_data='))!;
    await get('/get-session', { cookie: `${otherToken}; ${firstCache}` });
    expect(reads.count()).toBeGreaterThan(0);
    reads.clear();
    const tampered = firstCache.replace(/session_data=./, 'session_data=A');
    const body = await (await get('/get-session', { cookie: `${otherToken}; ${tampered}` })).json();
    expect(body.user.email).toBe(user.email);
    expect(reads.count()).toBeGreaterThan(0);
  });

  it('is never emitted above 4093 characters: a large session is simply not cached', async () => {
    const { post } = await createTestAuth({
      session: { cookieCache: { enabled: true } },
      // A long field must say so: string additional fields hold 1024 characters by default.
      user: { additionalFields: { bio: { type: 'string', required: false, maxLength: 10_000 } } },
    });
    const response = await post('/sign-up/email', { ...user, bio: 'x'.repeat(5_000) });
    expect(response.status).toBe(200);
    const cookies = setCookies(response);
    expect(cookies['portcullis.session_token']).toBeDefined();
    expect(cookies['portcullis.session_data']?.value ?? '').toBe('');
    for (const raw of response.headers.getSetCookie()) {
      expect(raw.split(';')[0]!.length).toBeLessThanOrEqual(4093);
    }
  });

  it('is bypassed by sensitive routes (requireSession with sensitive)', async () => {
    const probe = defineEndpoint('/probe', { method: 'GET' }, (ctx) =>
      requireSession(ctx, { sensitive: true }),
    );
    const { get, cookie, reads } = await cachedSession({
      plugins: [{ id: 'probe', endpoints: { probe } }],
    });
    const body = await (await get('/probe', { cookie })).json();
    expect(body.user.email).toBe(user.email);
    expect(reads.count()).toBeGreaterThan(0);
  });
});
