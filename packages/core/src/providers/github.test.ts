import { describe, expect, it } from 'vitest';
import { createS256CodeChallenge } from '../oauth/pkce.js';
import { github } from './github.js';
import {
  AUTHORIZATION_INPUT,
  expectCodeExchangeOAuthError,
  HttpResponse,
  http,
  mockProviders,
} from './provider-test-kit.js';

const provider = github({ clientId: 'gh-client', clientSecret: 'gh-secret' });
const mock = mockProviders();

describe('github provider', () => {
  it('builds the authorization URL with PKCE S256, state, scopes and redirect_uri', async () => {
    const url = await provider.createAuthorizationURL({ ...AUTHORIZATION_INPUT, scopes: ['repo'] });
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'gh-client',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      state: AUTHORIZATION_INPUT.state,
      scope: 'read:user user:email repo',
      code_challenge: createS256CodeChallenge(AUTHORIZATION_INPUT.codeVerifier),
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code with a form-encoded POST carrying client_secret_post credentials', async () => {
    mock.use(
      http.post('https://github.com/login/oauth/access_token', () =>
        HttpResponse.json({
          access_token: 'gho_abc',
          token_type: 'bearer',
          scope: 'read:user,user:email',
        }),
      ),
    );
    const tokens = await provider.validateAuthorizationCode({
      code: 'the-code',
      codeVerifier: 'verifier',
      redirectURI: AUTHORIZATION_INPUT.redirectURI,
    });
    expect(tokens).toMatchObject({ accessToken: 'gho_abc', scopes: ['read:user', 'user:email'] });
    const [request] = mock.to('https://github.com/login/oauth/access_token');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      code_verifier: 'verifier',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      client_id: 'gh-client',
      client_secret: 'gh-secret',
    });
  });

  it('maps an OAuth error answer to OAuthRequestError(oauth)', async () => {
    mock.use(
      http.post('https://github.com/login/oauth/access_token', () =>
        HttpResponse.json({ error: 'bad_verification_code', error_description: 'expired' }),
      ),
    );
    await expectCodeExchangeOAuthError(provider, 'bad_verification_code');
  });

  it('reads the profile with a Bearer token and takes the primary verified email', async () => {
    mock.use(
      http.get('https://api.github.com/user', () =>
        HttpResponse.json({
          id: 42,
          login: 'octocat',
          name: null,
          email: null,
          avatar_url: 'https://a/x.png',
        }),
      ),
      http.get('https://api.github.com/user/emails', () =>
        HttpResponse.json([
          { email: 'old@example.com', primary: false, verified: true },
          { email: 'Octo@Example.com', primary: true, verified: true },
        ]),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 'gho_abc', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: '42',
      name: 'octocat',
      email: 'Octo@Example.com',
      emailVerified: true,
      image: 'https://a/x.png',
    });
    for (const request of mock.requests) {
      expect(request.headers.get('authorization')).toBe('Bearer gho_abc');
      expect(request.headers.get('user-agent')).toBe('portcullis');
    }
  });

  it('reports an unreachable user endpoint as OAuthRequestError(http)', async () => {
    mock.use(
      http.get('https://api.github.com/user', () => new HttpResponse(null, { status: 401 })),
    );
    const error = await provider
      .getUserInfo({ accessToken: 'bad', scopes: [], raw: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', details: { status: 401 } });
  });
});
