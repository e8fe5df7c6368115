import { describe, expect, it } from 'vitest';
import { createS256CodeChallenge } from '../oauth/pkce.js';
import {
  AUTHORIZATION_INPUT,
  expectCodeExchangeOAuthError,
  HttpResponse,
  http,
  mockProviders,
} from './provider-test-kit.js';
import { spotify } from './spotify.js';

const TOKEN_URL = 'https://accounts.spotify.com/api/token';
const USER_URL = 'https://api.spotify.com/v1/me';
const BASIC = `Basic ${Buffer.from('sp-client:sp-secret').toString('base64')}`;

const provider = spotify({ clientId: 'sp-client', clientSecret: 'sp-secret' });
const mock = mockProviders();

describe('spotify provider', () => {
  it('builds the authorization URL with PKCE S256, state, scopes and redirect_uri', async () => {
    const url = await provider.createAuthorizationURL({
      ...AUTHORIZATION_INPUT,
      scopes: ['user-read-private'],
    });
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.spotify.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'sp-client',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      state: AUTHORIZATION_INPUT.state,
      scope: 'user-read-email user-read-private',
      code_challenge: createS256CodeChallenge(AUTHORIZATION_INPUT.codeVerifier),
      code_challenge_method: 'S256',
    });
  });

  it('maps prompt to show_dialog=true', async () => {
    const url = await spotify({ clientId: 'sp-client', prompt: 'consent' }).createAuthorizationURL(
      AUTHORIZATION_INPUT,
    );
    expect(url.searchParams.get('show_dialog')).toBe('true');
  });

  it('exchanges the code with a form-encoded POST and HTTP Basic client credentials', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({
          access_token: 'sp-access',
          token_type: 'Bearer',
          scope: 'user-read-email',
          expires_in: 3600,
          refresh_token: 'sp-refresh',
        }),
      ),
    );
    const tokens = await provider.validateAuthorizationCode({
      code: 'the-code',
      codeVerifier: 'verifier',
      redirectURI: AUTHORIZATION_INPUT.redirectURI,
    });
    expect(tokens).toMatchObject({ accessToken: 'sp-access', refreshToken: 'sp-refresh' });
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

  it('refreshes the access token with HTTP Basic credentials', async () => {
    mock.use(http.post(TOKEN_URL, () => HttpResponse.json({ access_token: 'sp-access-2' })));
    const tokens = await provider.refreshAccessToken!('sp-refresh');
    expect(tokens).toMatchObject({ accessToken: 'sp-access-2', refreshToken: undefined });
    const [request] = mock.to(TOKEN_URL);
    expect(request?.headers.get('authorization')).toBe(BASIC);
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'sp-refresh',
    });
  });

  it('maps an OAuth error answer to OAuthRequestError(oauth)', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json(
          { error: 'invalid_grant', error_description: 'Invalid authorization code' },
          { status: 400 },
        ),
      ),
    );
    await expectCodeExchangeOAuthError(provider, 'invalid_grant');
  });

  it('reads /v1/me with a Bearer token; Spotify emails are never verified', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({
          id: 'wizzler',
          display_name: 'Wizzler',
          email: 'wizzler@example.com',
          images: [{ url: 'https://i.scdn.co/image/big', height: 300, width: 300 }],
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 'sp-access', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: 'wizzler',
      name: 'Wizzler',
      email: 'wizzler@example.com',
      emailVerified: false,
      image: 'https://i.scdn.co/image/big',
    });
    const [request] = mock.to(USER_URL);
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('authorization')).toBe('Bearer sp-access');
  });

  it('maps a user without display name, email or images', async () => {
    mock.use(
      http.get(USER_URL, () => HttpResponse.json({ id: 'anon', display_name: null, images: [] })),
    );
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: 'anon',
      name: 'anon',
      email: null,
      emailVerified: false,
      image: null,
    });
  });
});
