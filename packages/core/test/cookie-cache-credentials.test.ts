/**
 * Routes that mint or hand out credentials read the session from the database, never from the
 * cookie cache: a session revoked elsewhere gets nothing from them, even while its signed
 * `session_data` cookie is still fresh.
 */
import { describe, expect, it } from 'vitest';
import { cookieHeader, user } from './helpers.js';
import { signedIn as jwtSignedIn } from './kit/jwt-test-kit.js';
import { HttpResponse, http, mockProviders } from './kit/provider-test-kit.js';
import {
  createSocialAuth,
  GITHUB_TOKEN_URL,
  githubHandlers,
  type SocialTestAuth,
  signInWithGitHub,
} from './social/helpers.js';

const mock = mockProviders();
const cookieCache = { session: { cookieCache: { enabled: true } } };

/**
 * Revokes the session of `cookie` from another device (`/revoke-other-sessions` from a second
 * sign-in), then shows the first browser's cookie cache is still fresh: get-session, which trusts
 * it, keeps answering. The old `cookie` header is what that browser sends next.
 */
async function revokeFromElsewhere(
  t: Pick<SocialTestAuth, 'get' | 'post'>,
  cookie: string,
  signInAgain: () => Promise<Response>,
) {
  expect(cookie).toContain('session_data=');
  const elsewhere = cookieHeader(await signInAgain());
  expect((await t.post('/revoke-other-sessions', {}, { cookie: elsewhere })).status).toBe(200);
  const stale = await (await t.get('/get-session', { cookie })).json();
  expect(stale?.session).toBeDefined(); // served from the still-fresh cookie cache
  const fromDatabase = await t.get('/get-session?disableCookieCache=true', { cookie });
  expect(await fromDatabase.json()).toBeNull();
}

const refreshGrant = () =>
  http.post(GITHUB_TOKEN_URL, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    if (form.get('grant_type') !== 'refresh_token') {
      return HttpResponse.json({ access_token: 'gho_again', token_type: 'bearer' });
    }
    return HttpResponse.json({
      access_token: 'gho_refreshed',
      refresh_token: 'ghr_rotated',
      expires_in: 28800,
      token_type: 'bearer',
    });
  });

/** A GitHub sign-in (refresh token `ghr_1`) with the cookie cache on; its cookie was revoked. */
async function revokedGitHubSession() {
  const t = await createSocialAuth(cookieCache);
  mock.use(...githubHandlers({ accessToken: 'gho_first', refreshToken: 'ghr_1', expiresIn: 3600 }));
  const cookie = cookieHeader(await signInWithGitHub(t));
  await revokeFromElsewhere(t, cookie, () => signInWithGitHub(t));
  mock.use(refreshGrant());
  return { t, cookie };
}

const refreshRequests = () =>
  mock.to(GITHUB_TOKEN_URL).filter((r) => r.form.get('grant_type') === 'refresh_token');

describe('credential routes ignore the cookie cache', () => {
  it('GET /token (jwt plugin) answers 401 for a revoked session with a fresh cache cookie', async () => {
    const t = await jwtSignedIn(undefined, cookieCache);
    expect((await t.get('/token', { cookie: t.cookie })).status).toBe(200);
    await revokeFromElsewhere(t, t.cookie, () => t.post('/sign-in/email', user));
    const response = await t.get('/token', { cookie: t.cookie });
    expect(response.status).toBe(401);
    expect(await response.text()).not.toMatch(/"token"/);
  });

  it('get-session served from the cookie cache carries no set-auth-jwt; from the database it does', async () => {
    const t = await jwtSignedIn(undefined, cookieCache);
    // The first answer reads the database (and sets the cache): it carries a JWT.
    const first = await t.get('/get-session?disableCookieCache=true', { cookie: t.cookie });
    expect(first.headers.get('set-auth-jwt')).toMatch(/^eyJ/);
    await revokeFromElsewhere(t, t.cookie, () => t.post('/sign-in/email', user));
    const cached = await t.get('/get-session', { cookie: t.cookie });
    expect((await cached.json())?.session).toBeDefined();
    expect(cached.headers.get('set-auth-jwt')).toBeNull();
  });

  it('POST /refresh-token answers 401 and never calls the provider', async () => {
    const { t, cookie } = await revokedGitHubSession();
    const response = await t.post('/refresh-token', { providerId: 'github' }, { cookie });
    expect(response.status).toBe(401);
    expect(refreshRequests()).toHaveLength(0);
  });

  it('POST /get-access-token answers 401 without handing out the stored token', async () => {
    const { t, cookie } = await revokedGitHubSession();
    const response = await t.post('/get-access-token', { providerId: 'github' }, { cookie });
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('gho_');
  });

  it('still serve a live session whose cache cookie is fresh', async () => {
    const t = await createSocialAuth(cookieCache);
    mock.use(
      ...githubHandlers({ accessToken: 'gho_first', refreshToken: 'ghr_1', expiresIn: 3600 }),
    );
    const cookie = cookieHeader(await signInWithGitHub(t));
    const read = await t.post('/get-access-token', { providerId: 'github' }, { cookie });
    expect((await read.json()).accessToken).toBe('gho_first');
    mock.use(refreshGrant());
    const refreshed = await t.post('/refresh-token', { providerId: 'github' }, { cookie });
    expect((await refreshed.json()).accessToken).toBe('gho_refreshed');
  });
});
