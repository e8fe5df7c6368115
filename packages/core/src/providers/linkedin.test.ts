import { describe, expect, it } from 'vitest';
import { itVerifiesIdTokens } from './id-token-test-kit.js';
import { linkedin } from './linkedin.js';
import {
  AUTHORIZATION_INPUT,
  expectCodeExchangeOAuthError,
  HttpResponse,
  http,
  mockProviders,
} from './provider-test-kit.js';

const provider = linkedin({ clientId: 'li-client', clientSecret: 'li-secret' });
const mock = mockProviders();
const TOKEN_URL = 'https://www.linkedin.com/oauth/v2/accessToken';
const USERINFO_URL = 'https://api.linkedin.com/v2/userinfo';

describe('linkedin provider', () => {
  describe('ID-token verification', () => {
    const keys = itVerifiesIdTokens({
      provider: () => provider,
      mock,
      jwksURL: 'https://www.linkedin.com/oauth/openid/jwks',
      issuer: 'https://www.linkedin.com/oauth',
      audience: 'li-client',
    });
    it('also accepts the issuer LinkedIn used before April 2024', async () => {
      const token = await keys.sign({
        iss: 'https://www.linkedin.com',
        aud: 'li-client',
        sub: 'm',
      });
      await expect(provider.verifyIdToken!(token)).resolves.toBe(true);
    });
  });

  it('builds the authorization URL with the OIDC scopes and no PKCE', async () => {
    const url = await provider.createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/oauth/v2/authorization');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'li-client',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      state: AUTHORIZATION_INPUT.state,
      scope: 'openid profile email',
    });
  });

  it('exchanges the code with a form-encoded POST carrying client_secret_post credentials', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({
          access_token: 'li-access',
          expires_in: 5183999,
          scope: 'email,openid,profile',
          token_type: 'Bearer',
          id_token: 'header.payload.signature',
        }),
      ),
    );
    const tokens = await provider.validateAuthorizationCode({
      code: 'the-code',
      codeVerifier: 'unused',
      redirectURI: AUTHORIZATION_INPUT.redirectURI,
    });
    expect(tokens).toMatchObject({
      accessToken: 'li-access',
      idToken: 'header.payload.signature',
      scopes: ['email', 'openid', 'profile'],
    });
    const [request] = mock.to(TOKEN_URL);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      client_id: 'li-client',
      client_secret: 'li-secret',
    });
  });

  it('refreshes the access token', async () => {
    mock.use(http.post(TOKEN_URL, () => HttpResponse.json({ access_token: 'new' })));
    await expect(provider.refreshAccessToken!('li-refresh')).resolves.toMatchObject({
      accessToken: 'new',
    });
    expect(Object.fromEntries(mock.to(TOKEN_URL)[0]!.form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'li-refresh',
      client_id: 'li-client',
      client_secret: 'li-secret',
    });
  });

  it('maps an OAuth error answer to OAuthRequestError(oauth)', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json(
          { error: 'invalid_request', error_description: 'Unable to retrieve access token' },
          { status: 400 },
        ),
      ),
    );
    await expectCodeExchangeOAuthError(provider, 'invalid_request');
  });

  it('reads the userinfo with a Bearer token and maps it', async () => {
    mock.use(
      http.get(USERINFO_URL, () =>
        HttpResponse.json({
          sub: '782bbtaQ',
          name: 'Ada Lovelace',
          given_name: 'Ada',
          family_name: 'Lovelace',
          picture: 'https://media.licdn.com/ada.jpg',
          locale: { country: 'GB', language: 'en' },
          email: 'ada@example.com',
          email_verified: true,
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 'li-access', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: '782bbtaQ',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      emailVerified: true,
      image: 'https://media.licdn.com/ada.jpg',
    });
    const [request] = mock.to(USERINFO_URL);
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('authorization')).toBe('Bearer li-access');
  });

  it('maps a member without picture, name or verified email', async () => {
    mock.use(
      http.get(USERINFO_URL, () =>
        HttpResponse.json({ sub: 'x1', given_name: 'Ada', email: 'ada@example.com' }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: 'x1',
      name: 'Ada',
      email: 'ada@example.com',
      emailVerified: false,
      image: null,
    });
  });
});
