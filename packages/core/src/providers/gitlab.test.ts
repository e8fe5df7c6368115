import { describe, expect, it } from 'vitest';
import { OAuthRequestError } from '../oauth/errors.js';
import { createS256CodeChallenge } from '../oauth/pkce.js';
import { type GitLabProfile, gitlab } from './gitlab.js';
import { AUTHORIZATION_INPUT, HttpResponse, http, mockProviders } from './provider-test-kit.js';

const provider = gitlab({ clientId: 'gl-client', clientSecret: 'gl-secret' });
const mock = mockProviders();
const TOKEN_URL = 'https://gitlab.com/oauth/token';
const USER_URL = 'https://gitlab.com/api/v4/user';

const activeUser: GitLabProfile = {
  id: 7,
  username: 'tanuki',
  name: 'Tanuki',
  email: 'tanuki@example.com',
  avatar_url: 'https://gitlab.com/uploads/avatar.png',
  state: 'active',
  locked: false,
  confirmed_at: '2024-01-01T00:00:00Z',
};

const userInfo = (profile: Partial<GitLabProfile>) => {
  mock.use(http.get(USER_URL, () => HttpResponse.json({ ...activeUser, ...profile })));
  return provider.getUserInfo({ accessToken: 'glpat', scopes: [], raw: {} });
};

describe('gitlab provider', () => {
  it('builds the authorization URL with PKCE S256, read_user and redirect_uri', async () => {
    const url = await provider.createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(`${url.origin}${url.pathname}`).toBe('https://gitlab.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'gl-client',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      state: AUTHORIZATION_INPUT.state,
      scope: 'read_user',
      code_challenge: createS256CodeChallenge(AUTHORIZATION_INPUT.codeVerifier),
      code_challenge_method: 'S256',
    });
  });

  it('uses a self-managed issuer for every endpoint', async () => {
    const selfManaged = gitlab({
      clientId: 'gl-client',
      clientSecret: 'gl-secret',
      issuer: 'https://gitlab.example.com/',
    });
    const url = await selfManaged.createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(`${url.origin}${url.pathname}`).toBe('https://gitlab.example.com/oauth/authorize');
    mock.use(
      http.post('https://gitlab.example.com/oauth/token', () =>
        HttpResponse.json({ access_token: 'a', token_type: 'Bearer' }),
      ),
      http.get('https://gitlab.example.com/api/v4/user', () => HttpResponse.json(activeUser)),
    );
    const tokens = await selfManaged.validateAuthorizationCode({
      code: 'c',
      codeVerifier: 'v',
      redirectURI: 'r',
    });
    expect((await selfManaged.getUserInfo(tokens))?.user.id).toBe('7');
    expect(mock.requests.map((r) => `${r.method} ${r.url.href}`)).toEqual([
      'POST https://gitlab.example.com/oauth/token',
      'GET https://gitlab.example.com/api/v4/user',
    ]);
  });

  it('exchanges the code with a form-encoded POST carrying client_secret_post credentials', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({
          access_token: 'gl-access',
          refresh_token: 'gl-refresh',
          token_type: 'Bearer',
          expires_in: 7200,
          scope: 'read_user',
        }),
      ),
    );
    const tokens = await provider.validateAuthorizationCode({
      code: 'the-code',
      codeVerifier: 'verifier',
      redirectURI: AUTHORIZATION_INPUT.redirectURI,
    });
    expect(tokens).toMatchObject({
      accessToken: 'gl-access',
      refreshToken: 'gl-refresh',
      scopes: ['read_user'],
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
      client_id: 'gl-client',
      client_secret: 'gl-secret',
    });
  });

  it('refreshes the access token', async () => {
    mock.use(
      http.post(TOKEN_URL, () => HttpResponse.json({ access_token: 'new', token_type: 'Bearer' })),
    );
    await expect(provider.refreshAccessToken!('gl-refresh')).resolves.toMatchObject({
      accessToken: 'new',
    });
    expect(Object.fromEntries(mock.to(TOKEN_URL)[0]!.form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'gl-refresh',
      client_id: 'gl-client',
      client_secret: 'gl-secret',
    });
  });

  it('maps an OAuth error answer to OAuthRequestError(oauth)', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json(
          {
            error: 'invalid_grant',
            error_description: 'The provided authorization grant is invalid',
          },
          { status: 400 },
        ),
      ),
    );
    const error = await provider
      .validateAuthorizationCode({ code: 'x', codeVerifier: 'y', redirectURI: 'z' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthRequestError);
    expect(error).toMatchObject({ kind: 'oauth', details: { code: 'invalid_grant', status: 400 } });
  });

  it('reads the user with a Bearer token and maps it', async () => {
    const info = await userInfo({});
    expect(info?.user).toEqual({
      id: '7',
      name: 'Tanuki',
      email: 'tanuki@example.com',
      emailVerified: true,
      image: 'https://gitlab.com/uploads/avatar.png',
    });
    expect(info?.data.username).toBe('tanuki');
    const [request] = mock.to(USER_URL);
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('authorization')).toBe('Bearer glpat');
  });

  it('falls back to the username, and leaves an unconfirmed email unverified and no avatar null', async () => {
    const info = await userInfo({ name: '', confirmed_at: null, avatar_url: null });
    expect(info?.user).toMatchObject({ name: 'tanuki', emailVerified: false, image: null });
  });

  it.each([
    ['blocked', { state: 'blocked' }],
    ['deactivated', { state: 'deactivated' }],
    ['banned', { state: 'banned' }],
    ['locked', { locked: true }],
  ])('refuses a %s user (SPEC §5)', async (_, profile) => {
    await expect(userInfo(profile)).resolves.toBeNull();
  });

  it('reports a failing user endpoint as OAuthRequestError(http)', async () => {
    mock.use(http.get(USER_URL, () => new HttpResponse(null, { status: 401 })));
    const error = await provider
      .getUserInfo({ accessToken: 'bad', scopes: [], raw: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', details: { status: 401 } });
  });
});
