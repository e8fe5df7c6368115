import { describe, expect, it } from 'vitest';
import { cookieHeader } from '../helpers.js';
import { HttpResponse, http, mockProviders } from '../kit/provider-test-kit.js';
import {
  accountRows,
  createSocialAuth,
  GITHUB_TOKEN_URL,
  githubHandlers,
  type SocialTestAuth,
  signInWithGitHub,
} from './helpers.js';

const mock = mockProviders();

// Better Auth's `symmetricEncrypt({ key: SECRET, data })` of 'gho_from_better_auth' and
// 'ghr_from_better_auth', as its `account.encryptOAuthTokens` stores them.
const SEALED_ACCESS =
  'daf46129b9dca84a51af30c6aabeb8da9dc36ec6687e10bbe3be67d49ed4df7d4126a31e0805676b1cc7badaf75d0cfe46f46c025f37a03683879d0c';
const SEALED_REFRESH =
  '15ba8ceb96293dcae3f1803a6dee3b5afd93baf0116a898dd858962d1311155b59dbfb85348b5b91de67abdcc5cd7ecc469c68d6ff48667ce4a2832c';

/** Signs in with GitHub, then puts Better Auth's sealed tokens in the account row. */
async function withBetterAuthTokens(t: SocialTestAuth) {
  mock.use(...githubHandlers({ accessToken: 'gho_first', refreshToken: 'ghr_1', expiresIn: 3600 }));
  const cookie = cookieHeader(await signInWithGitHub(t));
  const [row] = await accountRows(t);
  await t.auth.$context.adapter.update({
    model: 'account',
    where: [{ field: 'id', value: row!.id }],
    update: { accessToken: SEALED_ACCESS, refreshToken: SEALED_REFRESH },
  });
  return cookie;
}

const refreshed = () =>
  http.post(GITHUB_TOKEN_URL, () =>
    HttpResponse.json({
      access_token: 'gho_refreshed',
      refresh_token: 'ghr_rotated',
      expires_in: 28800,
      token_type: 'bearer',
    }),
  );

describe("provider tokens Better Auth's encryptOAuthTokens sealed", () => {
  it('are read with the same secret by /get-access-token and /refresh-token; new ones are pcx.v1', async () => {
    const t = await createSocialAuth({ account: { encryptOAuthTokens: true } });
    const cookie = await withBetterAuthTokens(t);

    const read = await t.post('/get-access-token', { providerId: 'github' }, { cookie });
    expect((await read.json()).accessToken).toBe('gho_from_better_auth');

    mock.use(refreshed());
    const response = await t.post('/refresh-token', { providerId: 'github' }, { cookie });
    expect(response.status).toBe(200);
    expect((await response.json()).accessToken).toBe('gho_refreshed');
    const [request] = mock.to(GITHUB_TOKEN_URL).slice(-1);
    expect(request!.form.get('refresh_token')).toBe('ghr_from_better_auth');
    const [row] = await accountRows(t);
    expect(String(row!.accessToken)).toMatch(/^pcx\.v1\./);
    expect(String(row!.refreshToken)).toMatch(/^pcx\.v1\./);
  });

  it('are plain hex tokens while encryptOAuthTokens is off, as Better Auth reads them', async () => {
    const t = await createSocialAuth();
    const cookie = await withBetterAuthTokens(t);
    const read = await t.post('/get-access-token', { providerId: 'github' }, { cookie });
    expect((await read.json()).accessToken).toBe(SEALED_ACCESS);
  });

  it("answer 400, not 500, under another secret: 'Failed to get a valid access token', 'Failed to refresh access token'", async () => {
    const t = await createSocialAuth({
      secret: 'another-secret-with-at-least-32-characters',
      account: { encryptOAuthTokens: true },
    });
    const cookie = await withBetterAuthTokens(t);
    const requestsBefore = mock.to(GITHUB_TOKEN_URL).length;

    const read = await t.post('/get-access-token', { providerId: 'github' }, { cookie });
    expect(read.status).toBe(400);
    expect((await read.json()).code).toBe('FAILED_TO_GET_A_VALID_ACCESS_TOKEN');
    const refresh = await t.post('/refresh-token', { providerId: 'github' }, { cookie });
    expect(refresh.status).toBe(400);
    expect((await refresh.json()).code).toBe('FAILED_TO_REFRESH_ACCESS_TOKEN');
    // Nothing undecryptable is ever sent to the provider.
    expect(mock.to(GITHUB_TOKEN_URL)).toHaveLength(requestsBefore);
  });
});
