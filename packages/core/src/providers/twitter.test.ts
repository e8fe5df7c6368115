import { describe, expect, it } from 'vitest';
import { createS256CodeChallenge } from '../oauth/pkce.js';
import {
  AUTHORIZATION_INPUT,
  expectCodeExchangeOAuthError,
  HttpResponse,
  http,
  mockProviders,
} from './provider-test-kit.js';
import { twitter } from './twitter.js';

const TOKEN_URL = 'https://api.x.com/2/oauth2/token';
const USER_URL = 'https://api.x.com/2/users/me';
const BASIC = `Basic ${Buffer.from('x-client:x-secret').toString('base64')}`;

const provider = twitter({ clientId: 'x-client', clientSecret: 'x-secret' });
const mock = mockProviders();

describe('twitter (X) provider', () => {
  it('builds the authorization URL with PKCE S256, state, scopes and redirect_uri', async () => {
    const url = await provider.createAuthorizationURL({
      ...AUTHORIZATION_INPUT,
      scopes: ['follows.read'],
    });
    expect(`${url.origin}${url.pathname}`).toBe('https://x.com/i/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'x-client',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      state: AUTHORIZATION_INPUT.state,
      scope: 'users.read tweet.read offline.access users.email follows.read',
      code_challenge: createS256CodeChallenge(AUTHORIZATION_INPUT.codeVerifier),
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code with HTTP Basic credentials and no client_id in the body', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({
          token_type: 'bearer',
          expires_in: 7200,
          access_token: 'x-access',
          scope: 'users.read tweet.read offline.access users.email',
          refresh_token: 'x-refresh',
        }),
      ),
    );
    const tokens = await provider.validateAuthorizationCode({
      code: 'the-code',
      codeVerifier: 'verifier',
      redirectURI: AUTHORIZATION_INPUT.redirectURI,
    });
    expect(tokens).toMatchObject({
      accessToken: 'x-access',
      refreshToken: 'x-refresh',
      scopes: ['users.read', 'tweet.read', 'offline.access', 'users.email'],
    });
    const [request] = mock.to(TOKEN_URL);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.get('authorization')).toBe(BASIC);
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      code_verifier: 'verifier',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
    });
  });

  it('refreshes the access token', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({ access_token: 'x-access-2', refresh_token: 'x-refresh-2' }),
      ),
    );
    const tokens = await provider.refreshAccessToken!('x-refresh');
    expect(tokens).toMatchObject({ accessToken: 'x-access-2', refreshToken: 'x-refresh-2' });
    const [request] = mock.to(TOKEN_URL);
    expect(request?.headers.get('authorization')).toBe(BASIC);
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'x-refresh',
    });
  });

  it('maps an OAuth error answer to OAuthRequestError(oauth)', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json(
          {
            error: 'invalid_request',
            error_description: 'Value passed for the authorization code was invalid.',
          },
          { status: 400 },
        ),
      ),
    );
    await expectCodeExchangeOAuthError(provider, 'invalid_request');
  });

  it('reads /2/users/me with confirmed_email when users.email was granted', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({
          data: {
            id: '2244994945',
            name: 'Developers',
            username: 'XDevelopers',
            profile_image_url: 'https://pbs.twimg.com/profile_images/1/x_normal.jpg',
            confirmed_email: 'dev@example.com',
          },
        }),
      ),
    );
    const info = await provider.getUserInfo({
      accessToken: 'x-access',
      scopes: ['users.read', 'tweet.read', 'users.email'],
      raw: {},
    });
    expect(info?.user).toEqual({
      id: '2244994945',
      name: 'Developers',
      email: 'dev@example.com',
      emailVerified: true,
      image: 'https://pbs.twimg.com/profile_images/1/x_normal.jpg',
    });
    const [request] = mock.to(USER_URL);
    expect(request?.method).toBe('GET');
    expect(request?.url.searchParams.get('user.fields')).toBe('profile_image_url,confirmed_email');
    expect(request?.headers.get('authorization')).toBe('Bearer x-access');
  });

  it('does not ask for confirmed_email without users.email; the user then has no email', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({ data: { id: '42', name: '', username: 'noemail' } }),
      ),
    );
    const info = await provider.getUserInfo({
      accessToken: 'x-access',
      scopes: ['users.read', 'tweet.read'],
      raw: {},
    });
    expect(info?.user).toEqual({
      id: '42',
      name: 'noemail',
      email: null,
      emailVerified: false,
      image: null,
    });
    expect(mock.to(USER_URL)[0]?.url.searchParams.get('user.fields')).toBe('profile_image_url');
  });

  it('falls back to the configured scopes when the token answer listed none', async () => {
    mock.use(
      http.get(USER_URL, () => HttpResponse.json({ data: { id: '1', name: 'a', username: 'a' } })),
    );
    await twitter({
      clientId: 'x',
      scope: ['users.read', 'tweet.read'],
      disableDefaultScope: true,
    }).getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(mock.to(USER_URL)[0]?.url.searchParams.get('user.fields')).toBe('profile_image_url');
  });
});
