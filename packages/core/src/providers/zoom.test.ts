import { describe, expect, it } from 'vitest';
import { createS256CodeChallenge } from '../oauth/pkce.js';
import {
  AUTHORIZATION_INPUT,
  expectCodeExchangeOAuthError,
  HttpResponse,
  http,
  mockProviders,
} from './provider-test-kit.js';
import { zoom } from './zoom.js';

const provider = zoom({ clientId: 'zm-client', clientSecret: 'zm-secret' });
const mock = mockProviders();
const TOKEN_URL = 'https://zoom.us/oauth/token';
const USER_URL = 'https://api.zoom.us/v2/users/me';
const BASIC = `Basic ${Buffer.from('zm-client:zm-secret').toString('base64')}`;

describe('zoom provider', () => {
  it('builds the authorization URL with PKCE S256 and no default scope', async () => {
    const url = await provider.createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(`${url.origin}${url.pathname}`).toBe('https://zoom.us/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'zm-client',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      state: AUTHORIZATION_INPUT.state,
      code_challenge: createS256CodeChallenge(AUTHORIZATION_INPUT.codeVerifier),
      code_challenge_method: 'S256',
    });
  });

  it('sends configured scopes', async () => {
    const scoped = zoom({ clientId: 'c', clientSecret: 's', scope: ['user:read:user'] });
    const url = await scoped.createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(url.searchParams.get('scope')).toBe('user:read:user');
  });

  it('exchanges the code with HTTP Basic client authentication', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({
          access_token: 'zm-access',
          token_type: 'bearer',
          refresh_token: 'zm-refresh',
          expires_in: 3599,
          scope: 'user:read:user',
        }),
      ),
    );
    const tokens = await provider.validateAuthorizationCode({
      code: 'the-code',
      codeVerifier: 'verifier',
      redirectURI: AUTHORIZATION_INPUT.redirectURI,
    });
    expect(tokens).toMatchObject({
      accessToken: 'zm-access',
      refreshToken: 'zm-refresh',
      scopes: ['user:read:user'],
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

  it('refreshes the access token with HTTP Basic', async () => {
    mock.use(http.post(TOKEN_URL, () => HttpResponse.json({ access_token: 'new' })));
    await expect(provider.refreshAccessToken!('zm-refresh')).resolves.toMatchObject({
      accessToken: 'new',
    });
    const [request] = mock.to(TOKEN_URL);
    expect(request?.headers.get('authorization')).toBe(BASIC);
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'zm-refresh',
    });
  });

  it('maps an OAuth error answer to OAuthRequestError(oauth)', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json(
          { reason: 'Invalid authorization code', error: 'invalid_grant' },
          { status: 400 },
        ),
      ),
    );
    await expectCodeExchangeOAuthError(provider, 'invalid_grant');
  });

  it('reads the user with a Bearer token and maps a verified email', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({
          id: 'KDcuGIm1QgePTO8WbOqwIQ',
          first_name: 'Jill',
          last_name: 'Chill',
          display_name: 'Jill Chill',
          email: 'jchill@example.com',
          verified: 1,
          pic_url: 'https://example.com/photo.jpg',
          status: 'active',
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 'zm-access', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: 'KDcuGIm1QgePTO8WbOqwIQ',
      name: 'Jill Chill',
      email: 'jchill@example.com',
      emailVerified: true,
      image: 'https://example.com/photo.jpg',
    });
    const [request] = mock.to(USER_URL);
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('authorization')).toBe('Bearer zm-access');
  });

  it('maps an unverified email, a missing picture and a missing display name', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({
          id: 'z2',
          first_name: 'Jill',
          last_name: 'Chill',
          email: 'j@example.com',
          verified: 0,
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: 'z2',
      name: 'Jill Chill',
      email: 'j@example.com',
      emailVerified: false,
      image: null,
    });
  });
});
