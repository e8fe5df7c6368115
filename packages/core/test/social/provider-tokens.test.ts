import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieHeader, tempDatabasePath } from '../helpers.js';
import { HttpResponse, http, mockProviders } from '../kit/provider-test-kit.js';
import {
  accountRows,
  callback,
  createSocialAuth,
  GITHUB_TOKEN_URL,
  githubHandlers,
  googleTokenHandler,
  type SocialTestAuth,
  signInWithGitHub,
  startSignIn,
} from './helpers.js';

const mock = mockProviders();

afterEach(() => {
  vi.useRealTimers();
});

const refreshed = () =>
  http.post(GITHUB_TOKEN_URL, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    if (form.get('grant_type') !== 'refresh_token')
      return HttpResponse.json({ error: 'unsupported_grant_type' });
    return HttpResponse.json({
      access_token: 'gho_refreshed',
      refresh_token: 'ghr_rotated',
      expires_in: 28800,
      token_type: 'bearer',
      scope: 'read:user,user:email',
    });
  });

/** Signs in with GitHub (refresh token `ghr_1`, 1 h access token); returns the session cookie. */
async function signedIn(t: SocialTestAuth) {
  mock.use(...githubHandlers({ accessToken: 'gho_first', refreshToken: 'ghr_1', expiresIn: 3600 }));
  return cookieHeader(await signInWithGitHub(t));
}

describe('POST /refresh-token', () => {
  it('refreshes with the provider, stores the new tokens and returns them', async () => {
    const t = await createSocialAuth();
    const cookie = await signedIn(t);
    mock.use(refreshed());
    const response = await t.post('/refresh-token', { providerId: 'github' }, { cookie });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      accessToken: 'gho_refreshed',
      refreshToken: 'ghr_rotated',
      scopes: ['read:user', 'user:email'],
    });
    expect(new Date(body.accessTokenExpiresAt).getTime()).toBeGreaterThan(Date.now() + 28_000_000);

    const [request] = mock.to(GITHUB_TOKEN_URL).slice(-1);
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'ghr_1',
      client_id: 'gh-client',
      client_secret: 'gh-secret',
    });
    const [row] = (await accountRows(t)).filter((r) => r.providerId === 'github');
    expect(row).toMatchObject({ accessToken: 'gho_refreshed', refreshToken: 'ghr_rotated' });
  });

  it("answers 400 'Failed to refresh access token' when the provider refuses", async () => {
    const t = await createSocialAuth();
    const cookie = await signedIn(t);
    mock.use(
      http.post(GITHUB_TOKEN_URL, () =>
        HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }),
      ),
    );
    const response = await t.post('/refresh-token', { providerId: 'github' }, { cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('FAILED_TO_REFRESH_ACCESS_TOKEN');
  });

  it("answers 400 'Failed to refresh access token' for an account without a refresh token", async () => {
    // Better Auth 1.2.7 sends the missing token to the provider, which refuses it.
    const t = await createSocialAuth();
    mock.use(...githubHandlers());
    const cookie = cookieHeader(await signInWithGitHub(t));
    const response = await t.post('/refresh-token', { providerId: 'github' }, { cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Failed to refresh access token');
  });

  it('answers only the keys the provider sent, as Better Auth 1.2.7', async () => {
    const t = await createSocialAuth();
    const cookie = await signedIn(t);
    mock.use(refreshed());
    const response = await t.post('/refresh-token', { providerId: 'github' }, { cookie });
    expect(Object.keys(await response.json()).sort()).toEqual([
      'accessToken',
      'accessTokenExpiresAt',
      'refreshToken',
      'scopes',
      'tokenType',
    ]);
  });

  it('needs a session over HTTP, where userId is ignored; server calls may name the user', async () => {
    const t = await createSocialAuth();
    await signedIn(t);
    const owner = (await accountRows(t))[0]!.userId as string;
    expect((await t.post('/refresh-token', { providerId: 'github', userId: owner })).status).toBe(
      401,
    );

    const other = await t.post('/sign-up/email', {
      name: 'Eve',
      email: 'eve@example.com',
      password: 'correct-horse-battery',
    });
    const eve = cookieHeader(other);
    const stolen = await t.post(
      '/refresh-token',
      { providerId: 'github', userId: owner },
      { cookie: eve },
    );
    expect(stolen.status).toBe(400);
    expect((await stolen.json()).message).toBe('Account not found');

    mock.use(refreshed());
    const tokens = await t.auth.api.refreshToken({ body: { providerId: 'github', userId: owner } });
    expect(tokens.accessToken).toBe('gho_refreshed');
  });

  it("looks for the account before the provider: 400 'Account not found', as Better Auth 1.2.7", async () => {
    const t = await createSocialAuth();
    const cookie = await signedIn(t);
    const response = await t.post('/refresh-token', { providerId: 'gitlab' }, { cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Account not found');
    const signedUp = await t.post('/sign-up/email', {
      name: 'Eve',
      email: 'eve@example.com',
      password: 'correct-horse-battery',
    });
    const credential = await t.post(
      '/refresh-token',
      { providerId: 'credential' },
      { cookie: cookieHeader(signedUp) },
    );
    expect(await credential.json()).toEqual({
      code: 'PROVIDER_CREDENTIAL_NOT_FOUND',
      message: 'Provider credential not found.',
    });
  });
});

describe('POST /get-access-token', () => {
  it('returns the stored access token while it has more than 5 seconds to live', async () => {
    const t = await createSocialAuth();
    const cookie = await signedIn(t);
    const requestsBefore = mock.requests.length;
    const response = await t.post(
      '/get-access-token',
      { providerId: 'github', accountId: '42' },
      { cookie },
    );
    expect(await response.json()).toMatchObject({
      accessToken: 'gho_first',
      scopes: ['read:user', 'user:email'],
    });
    expect(mock.requests).toHaveLength(requestsBefore);
  });

  it('refreshes first when the token expires within 5 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = await createSocialAuth();
    const cookie = await signedIn(t);
    vi.setSystemTime(Date.now() + 3_596_000);
    mock.use(refreshed());
    const response = await t.post('/get-access-token', { providerId: 'github' }, { cookie });
    expect((await response.json()).accessToken).toBe('gho_refreshed');
    const [row] = (await accountRows(t)).filter((r) => r.providerId === 'github');
    expect(row!.refreshToken).toBe('ghr_rotated');
  });

  it('shares one provider call between concurrent refreshes of one account', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = await createSocialAuth();
    const cookie = await signedIn(t);
    vi.setSystemTime(Date.now() + 3_600_000);
    mock.use(refreshed());
    const before = mock.to(GITHUB_TOKEN_URL).length;
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.post('/get-access-token', { providerId: 'github' }, { cookie })),
    );
    for (const answer of answers) expect((await answer.json()).accessToken).toBe('gho_refreshed');
    expect(mock.to(GITHUB_TOKEN_URL).length - before).toBe(1);
  });

  it("answers 400 'Account not found' without such an account", async () => {
    const t = await createSocialAuth();
    const cookie = await signedIn(t);
    const response = await t.post('/get-access-token', { providerId: 'google' }, { cookie });
    expect((await response.json()).message).toBe('Account not found');
  });
});

describe('account.encryptOAuthTokens', () => {
  it('stores access, refresh and ID tokens encrypted, and reads them back', async () => {
    const t = await createSocialAuth({ account: { encryptOAuthTokens: true } });
    const cookie = await signedIn(t);
    const [row] = await accountRows(t);
    expect(String(row!.accessToken)).toMatch(/^pcx\.v1\./);
    expect(String(row!.refreshToken)).toMatch(/^pcx\.v1\./);
    expect(JSON.stringify(row)).not.toContain('gho_first');
    expect(JSON.stringify(row)).not.toContain('ghr_1');

    const read = await t.post('/get-access-token', { providerId: 'github' }, { cookie });
    expect((await read.json()).accessToken).toBe('gho_first');
    mock.use(refreshed());
    const refreshedTokens = await t.post('/refresh-token', { providerId: 'github' }, { cookie });
    expect((await refreshedTokens.json()).accessToken).toBe('gho_refreshed');
    expect(mock.to(GITHUB_TOKEN_URL).slice(-1)[0]!.form.get('refresh_token')).toBe('ghr_1');
    const [after] = await accountRows(t);
    expect(JSON.stringify(after)).not.toContain('gho_refreshed');
  });

  it('encrypts the ID token too', async () => {
    const t = await createSocialAuth({ account: { encryptOAuthTokens: true } });
    mock.use(
      googleTokenHandler({
        sub: 'g-1',
        aud: 'google-client',
        email: 'g@example.com',
        email_verified: true,
      }),
    );
    const flow = await startSignIn(t, { provider: 'google', callbackURL: '/' });
    await callback(t, 'google', { code: 'c', state: flow.state }, flow.cookie);
    const [row] = await accountRows(t);
    expect(String(row!.idToken)).toMatch(/^pcx\.v1\./);
    expect(String(row!.accessToken)).not.toContain('ya29');
  });

  it('keeps tokens stored before encryption was turned on readable', async () => {
    const database = tempDatabasePath();
    const plain = await createSocialAuth({ database });
    const cookie = await signedIn(plain);
    const encrypted = await createSocialAuth({ database, account: { encryptOAuthTokens: true } });
    const response = await encrypted.post(
      '/get-access-token',
      { providerId: 'github' },
      { cookie },
    );
    expect((await response.json()).accessToken).toBe('gho_first');
  });

  it("answers 400 'Failed to get a valid access token' when the secret changed", async () => {
    const database = tempDatabasePath();
    const first = await createSocialAuth({ database, account: { encryptOAuthTokens: true } });
    await signedIn(first);
    const userId = (await accountRows(first))[0]!.userId as string;
    const rotated = await createSocialAuth({
      database,
      secret: 'another-secret-with-at-least-32-characters',
      account: { encryptOAuthTokens: true },
    });
    await expect(
      rotated.auth.api.getAccessToken({ body: { providerId: 'github', userId } }),
    ).rejects.toMatchObject({ status: 400, body: { code: 'FAILED_TO_GET_A_VALID_ACCESS_TOKEN' } });
  });
});
