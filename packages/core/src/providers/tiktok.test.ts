import { describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_INPUT,
  HttpResponse,
  http,
  mockProviders,
} from '../../test/kit/provider-test-kit.js';
import { tiktok } from './tiktok.js';

const provider = tiktok({ clientId: 'tt-key', clientSecret: 'tt-secret' });
const mock = mockProviders();
const TOKEN_URL = 'https://open.tiktokapis.com/v2/oauth/token/';
const USER_URL = 'https://open.tiktokapis.com/v2/user/info/';
const OK = { code: 'ok', message: '', log_id: 'log' };

describe('tiktok provider', () => {
  it('exchanges the code with client_key and client_secret in the form body', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({
          access_token: 'act.1',
          expires_in: 86400,
          open_id: 'open-1',
          refresh_expires_in: 31536000,
          refresh_token: 'rft.1',
          scope: 'user.info.basic,user.info.profile',
          token_type: 'Bearer',
        }),
      ),
    );
    const before = Date.now();
    const tokens = await provider.validateAuthorizationCode({
      code: 'the-code',
      codeVerifier: 'unused',
      redirectURI: AUTHORIZATION_INPUT.redirectURI,
    });
    expect(tokens).toMatchObject({
      accessToken: 'act.1',
      refreshToken: 'rft.1',
      scopes: ['user.info.basic', 'user.info.profile'],
    });
    expect(tokens.refreshTokenExpiresAt!.getTime()).toBeGreaterThanOrEqual(before + 31536000_000);
    const [request] = mock.to(TOKEN_URL);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.get('authorization')).toBeNull();
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      client_key: 'tt-key',
      client_secret: 'tt-secret',
    });
  });

  it('requests extra fields and maps a user without avatar', async () => {
    const withUsername = tiktok({ clientId: 'k', clientSecret: 's', fields: ['username'] });
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({ data: { user: { open_id: 'o', username: 'tokker' } }, error: OK }),
      ),
    );
    const info = await withUsername.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toMatchObject({ id: 'o', name: 'tokker', image: null });
    expect(mock.to(USER_URL)[0]?.url.searchParams.get('fields')).toBe(
      'open_id,union_id,avatar_url,avatar_large_url,display_name,username',
    );
  });

  it('reports an error envelope as OAuthRequestError(response)', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({
          data: {},
          error: { code: 'scope_not_authorized', message: 'no scope', log_id: 'l' },
        }),
      ),
    );
    const error = await provider
      .getUserInfo({ accessToken: 't', scopes: [], raw: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'response', details: { code: 'scope_not_authorized' } });
  });
});
