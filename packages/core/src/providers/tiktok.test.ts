import { describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_INPUT,
  expectCodeExchangeOAuthError,
  HttpResponse,
  http,
  mockProviders,
} from './provider-test-kit.js';
import { tiktok } from './tiktok.js';

const provider = tiktok({ clientId: 'tt-key', clientSecret: 'tt-secret' });
const mock = mockProviders();
const TOKEN_URL = 'https://open.tiktokapis.com/v2/oauth/token/';
const USER_URL = 'https://open.tiktokapis.com/v2/user/info/';
const OK = { code: 'ok', message: '', log_id: 'log' };

describe('tiktok provider', () => {
  it('builds the authorization URL with client_key, comma-separated scopes and no PKCE', async () => {
    const url = await provider.createAuthorizationURL({
      ...AUTHORIZATION_INPUT,
      scopes: ['user.info.profile'],
    });
    expect(`${url.origin}${url.pathname}`).toBe('https://www.tiktok.com/v2/auth/authorize/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_key: 'tt-key',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      state: AUTHORIZATION_INPUT.state,
      scope: 'user.info.basic,user.info.profile',
    });
  });

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

  it('refreshes the access token', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({ access_token: 'act.2', refresh_token: 'rft.2' }),
      ),
    );
    await expect(provider.refreshAccessToken!('rft.1')).resolves.toMatchObject({
      accessToken: 'act.2',
      refreshToken: 'rft.2',
    });
    expect(Object.fromEntries(mock.to(TOKEN_URL)[0]!.form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'rft.1',
      client_key: 'tt-key',
      client_secret: 'tt-secret',
    });
  });

  it('maps an OAuth error answer to OAuthRequestError(oauth)', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({
          error: 'invalid_grant',
          error_description: 'Authorization code is expired.',
          log_id: 'log',
        }),
      ),
    );
    await expectCodeExchangeOAuthError(provider, 'invalid_grant');
  });

  it('reads the user with a Bearer token and the listed fields, and maps it without email', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({
          data: {
            user: {
              open_id: 'open-1',
              union_id: 'union-1',
              avatar_url: 'https://p16.tiktokcdn.com/a.jpeg',
              avatar_large_url: 'https://p16.tiktokcdn.com/a-large.jpeg',
              display_name: 'Tik Tokker',
            },
          },
          error: OK,
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 'act.1', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: 'open-1',
      name: 'Tik Tokker',
      email: null,
      emailVerified: false,
      image: 'https://p16.tiktokcdn.com/a-large.jpeg',
    });
    const [request] = mock.to(USER_URL);
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('authorization')).toBe('Bearer act.1');
    expect(request?.url.searchParams.get('fields')).toBe(
      'open_id,union_id,avatar_url,avatar_large_url,display_name',
    );
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
