import { describe, expect, it } from 'vitest';
import { OAuthRequestError } from '../oauth/errors.js';
import { createS256CodeChallenge } from '../oauth/pkce.js';
import { discord } from './discord.js';
import { AUTHORIZATION_INPUT, HttpResponse, http, mockProviders } from './provider-test-kit.js';

const TOKEN_URL = 'https://discord.com/api/oauth2/token';
const USER_URL = 'https://discord.com/api/v10/users/@me';
const BASIC = `Basic ${Buffer.from('dc-client:dc-secret').toString('base64')}`;

const provider = discord({ clientId: 'dc-client', clientSecret: 'dc-secret' });
const mock = mockProviders();

describe('discord provider', () => {
  it('builds the authorization URL with PKCE S256, state, scopes, redirect_uri and prompt', async () => {
    const url = await discord({
      clientId: 'dc-client',
      clientSecret: 'dc-secret',
      prompt: 'consent',
    }).createAuthorizationURL({ ...AUTHORIZATION_INPUT, scopes: ['guilds'] });
    expect(`${url.origin}${url.pathname}`).toBe('https://discord.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'dc-client',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      state: AUTHORIZATION_INPUT.state,
      scope: 'identify email guilds',
      code_challenge: createS256CodeChallenge(AUTHORIZATION_INPUT.codeVerifier),
      code_challenge_method: 'S256',
      prompt: 'consent',
    });
  });

  it('replaces the default scopes with disableDefaultScope', async () => {
    const url = await discord({
      clientId: 'dc-client',
      scope: ['identify'],
      disableDefaultScope: true,
    }).createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(url.searchParams.get('scope')).toBe('identify');
  });

  it('exchanges the code with a form-encoded POST and HTTP Basic client credentials', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({
          access_token: 'dc-access',
          token_type: 'Bearer',
          expires_in: 604800,
          refresh_token: 'dc-refresh',
          scope: 'identify email',
        }),
      ),
    );
    const tokens = await provider.validateAuthorizationCode({
      code: 'the-code',
      codeVerifier: 'verifier',
      redirectURI: AUTHORIZATION_INPUT.redirectURI,
    });
    expect(tokens).toMatchObject({
      accessToken: 'dc-access',
      refreshToken: 'dc-refresh',
      scopes: ['identify', 'email'],
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
    mock.use(http.post(TOKEN_URL, () => HttpResponse.json({ access_token: 'dc-access-2' })));
    const tokens = await provider.refreshAccessToken!('dc-refresh');
    expect(tokens.accessToken).toBe('dc-access-2');
    const [request] = mock.to(TOKEN_URL);
    expect(request?.headers.get('authorization')).toBe(BASIC);
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'dc-refresh',
    });
  });

  it('maps an OAuth error answer to OAuthRequestError(oauth)', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json(
          { error: 'invalid_grant', error_description: 'Invalid "code" in request.' },
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

  it('reads /users/@me with a Bearer token and maps a verified user with an avatar', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({
          id: '80351110224678912',
          username: 'nelly',
          global_name: 'Nelly',
          avatar: '8342729096ea3675442027381ff50dfe',
          email: 'nelly@example.com',
          verified: true,
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 'dc-access', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: '80351110224678912',
      name: 'Nelly',
      email: 'nelly@example.com',
      emailVerified: true,
      image:
        'https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png',
    });
    const [request] = mock.to(USER_URL);
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('authorization')).toBe('Bearer dc-access');
  });

  it('maps an animated avatar to a GIF, an unverified email to emailVerified false', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({
          id: '1',
          username: 'anim',
          global_name: null,
          avatar: 'a_1269e74af4df7417b13759eae50c83dc',
          email: 'anim@example.com',
          verified: false,
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toMatchObject({
      name: 'anim',
      emailVerified: false,
      image: 'https://cdn.discordapp.com/avatars/1/a_1269e74af4df7417b13759eae50c83dc.gif',
    });
  });

  it('maps a user without email or avatar to nulls', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({ id: '2', username: 'phone_only', global_name: null, avatar: null }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: '2',
      name: 'phone_only',
      email: null,
      emailVerified: false,
      image: null,
    });
  });
});
