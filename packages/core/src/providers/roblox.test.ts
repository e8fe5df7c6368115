import { describe, expect, it } from 'vitest';
import { createS256CodeChallenge } from '../oauth/pkce.js';
import { itVerifiesIdTokens } from './id-token-test-kit.js';
import {
  AUTHORIZATION_INPUT,
  expectCodeExchangeOAuthError,
  HttpResponse,
  http,
  mockProviders,
} from './provider-test-kit.js';
import { roblox } from './roblox.js';

const provider = roblox({ clientId: 'rbx-client', clientSecret: 'RBX-secret' });
const mock = mockProviders();
const TOKEN_URL = 'https://apis.roblox.com/oauth/v1/token';
const USERINFO_URL = 'https://apis.roblox.com/oauth/v1/userinfo';

describe('roblox provider', () => {
  describe('ID-token verification', () => {
    itVerifiesIdTokens({
      provider: () => provider,
      mock,
      jwksURL: 'https://apis.roblox.com/oauth/v1/certs',
      issuer: 'https://apis.roblox.com/oauth/',
      audience: 'rbx-client',
      alg: 'ES256',
    });
  });

  it('builds the authorization URL with PKCE S256 and the OIDC scopes', async () => {
    const url = await provider.createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(`${url.origin}${url.pathname}`).toBe('https://apis.roblox.com/oauth/v1/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'rbx-client',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      state: AUTHORIZATION_INPUT.state,
      scope: 'openid profile',
      code_challenge: createS256CodeChallenge(AUTHORIZATION_INPUT.codeVerifier),
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code with a form-encoded POST carrying client_secret_post credentials', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({
          access_token: 'rbx-access',
          refresh_token: 'rbx-refresh',
          id_token: 'h.p.s',
          token_type: 'Bearer',
          expires_in: 899,
          scope: 'openid profile',
        }),
      ),
    );
    const tokens = await provider.validateAuthorizationCode({
      code: 'the-code',
      codeVerifier: 'verifier',
      redirectURI: AUTHORIZATION_INPUT.redirectURI,
    });
    expect(tokens).toMatchObject({
      accessToken: 'rbx-access',
      refreshToken: 'rbx-refresh',
      idToken: 'h.p.s',
      scopes: ['openid', 'profile'],
    });
    const [request] = mock.to(TOKEN_URL);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      code_verifier: 'verifier',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      client_id: 'rbx-client',
      client_secret: 'RBX-secret',
    });
  });

  it('refreshes the access token', async () => {
    mock.use(http.post(TOKEN_URL, () => HttpResponse.json({ access_token: 'new' })));
    await expect(provider.refreshAccessToken!('rbx-refresh')).resolves.toMatchObject({
      accessToken: 'new',
    });
    expect(Object.fromEntries(mock.to(TOKEN_URL)[0]!.form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'rbx-refresh',
      client_id: 'rbx-client',
      client_secret: 'RBX-secret',
    });
  });

  it('maps an OAuth error answer to OAuthRequestError(oauth)', async () => {
    mock.use(
      http.post(TOKEN_URL, () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })),
    );
    await expectCodeExchangeOAuthError(provider, 'invalid_grant');
  });

  it('reads the userinfo with a Bearer token and maps it (no email by default)', async () => {
    mock.use(
      http.get(USERINFO_URL, () =>
        HttpResponse.json({
          sub: '1516563360',
          name: 'Builder Man',
          nickname: 'Builder Man',
          preferred_username: 'builderman',
          created_at: 1584682495,
          profile: 'https://www.roblox.com/users/1516563360/profile',
          picture: 'https://tr.rbxcdn.com/headshot/150/150/AvatarHeadshot/Png',
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 'rbx-access', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: '1516563360',
      name: 'Builder Man',
      email: null,
      emailVerified: false,
      image: 'https://tr.rbxcdn.com/headshot/150/150/AvatarHeadshot/Png',
    });
    expect(info?.data.preferred_username).toBe('builderman');
    const [request] = mock.to(USERINFO_URL);
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('authorization')).toBe('Bearer rbx-access');
  });

  it('maps a moderated avatar to null and a granted verified email', async () => {
    mock.use(
      http.get(USERINFO_URL, () =>
        HttpResponse.json({
          sub: '2',
          preferred_username: 'noob',
          picture: null,
          email: 'noob@example.com',
          email_verified: true,
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: '2',
      name: 'noob',
      email: 'noob@example.com',
      emailVerified: true,
      image: null,
    });
  });
});
