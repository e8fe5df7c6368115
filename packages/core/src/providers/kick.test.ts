import { describe, expect, it } from 'vitest';
import { createS256CodeChallenge } from '../oauth/pkce.js';
import { kick } from './kick.js';
import {
  AUTHORIZATION_INPUT,
  expectCodeExchangeOAuthError,
  HttpResponse,
  http,
  mockProviders,
} from './provider-test-kit.js';

const TOKEN_URL = 'https://id.kick.com/oauth/token';
const USERS_URL = 'https://api.kick.com/public/v1/users';

const provider = kick({ clientId: 'kick-client', clientSecret: 'kick-secret' });
const mock = mockProviders();

describe('kick provider', () => {
  it('builds the authorization URL with the required PKCE S256 and state', async () => {
    const url = await provider.createAuthorizationURL({
      ...AUTHORIZATION_INPUT,
      scopes: ['channel:read'],
    });
    expect(`${url.origin}${url.pathname}`).toBe('https://id.kick.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'kick-client',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      state: AUTHORIZATION_INPUT.state,
      scope: 'user:read channel:read',
      code_challenge: createS256CodeChallenge(AUTHORIZATION_INPUT.codeVerifier),
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code with a form-encoded POST carrying client_secret_post credentials', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({
          access_token: 'kick-access',
          token_type: 'Bearer',
          refresh_token: 'kick-refresh',
          expires_in: 7200,
          scope: 'user:read',
        }),
      ),
    );
    const tokens = await provider.validateAuthorizationCode({
      code: 'the-code',
      codeVerifier: 'verifier',
      redirectURI: AUTHORIZATION_INPUT.redirectURI,
    });
    expect(tokens).toMatchObject({
      accessToken: 'kick-access',
      refreshToken: 'kick-refresh',
      scopes: ['user:read'],
    });
    const [request] = mock.to(TOKEN_URL);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.get('authorization')).toBeNull();
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      code_verifier: 'verifier',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      client_id: 'kick-client',
      client_secret: 'kick-secret',
    });
  });

  it('refreshes the access token', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({ access_token: 'kick-access-2', refresh_token: 'kick-refresh-2' }),
      ),
    );
    const tokens = await provider.refreshAccessToken!('kick-refresh');
    expect(tokens).toMatchObject({ accessToken: 'kick-access-2', refreshToken: 'kick-refresh-2' });
    expect(Object.fromEntries(mock.to(TOKEN_URL)[0]!.form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'kick-refresh',
      client_id: 'kick-client',
      client_secret: 'kick-secret',
    });
  });

  it('maps an OAuth error answer to OAuthRequestError(oauth)', async () => {
    mock.use(
      http.post(TOKEN_URL, () => HttpResponse.json({ error: 'Invalid request' }, { status: 400 })),
    );
    await expectCodeExchangeOAuthError(provider, 'Invalid request');
  });

  it('reads the token user from /public/v1/users with a Bearer token', async () => {
    mock.use(
      http.get(USERS_URL, () =>
        HttpResponse.json({
          data: [
            {
              user_id: 123456,
              name: 'streamer',
              email: 'streamer@example.com',
              profile_picture: 'https://files.kick.com/images/user/123456/profile_image.webp',
            },
          ],
          message: 'OK',
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 'kick-access', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: '123456',
      name: 'streamer',
      email: 'streamer@example.com',
      emailVerified: false,
      image: 'https://files.kick.com/images/user/123456/profile_image.webp',
    });
    const [request] = mock.to(USERS_URL);
    expect(request?.method).toBe('GET');
    expect(request?.url.search).toBe('');
    expect(request?.headers.get('authorization')).toBe('Bearer kick-access');
  });

  it('maps a user without email or picture, and an empty answer to null', async () => {
    mock.use(
      http.get(USERS_URL, () =>
        HttpResponse.json({
          data: [{ user_id: 7, name: 'quiet', email: '', profile_picture: '' }],
          message: 'OK',
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: '7',
      name: 'quiet',
      email: null,
      emailVerified: false,
      image: null,
    });
    mock.use(http.get(USERS_URL, () => HttpResponse.json({ data: [], message: 'OK' })));
    expect(await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} })).toBeNull();
  });
});
