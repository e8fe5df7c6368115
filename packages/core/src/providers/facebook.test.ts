import { describe, expect, it } from 'vitest';
import { OAuthRequestError } from '../oauth/errors.js';
import { facebook } from './facebook.js';
import { AUTHORIZATION_INPUT, HttpResponse, http, mockProviders } from './provider-test-kit.js';

const TOKEN_URL = 'https://graph.facebook.com/v25.0/oauth/access_token';
const USER_URL = 'https://graph.facebook.com/v25.0/me';

const provider = facebook({ clientId: 'fb-app', clientSecret: 'fb-secret' });
const mock = mockProviders();

describe('facebook provider', () => {
  it('builds the versioned dialog URL with comma-separated scopes and no PKCE', async () => {
    const url = await provider.createAuthorizationURL({
      ...AUTHORIZATION_INPUT,
      scopes: ['user_birthday'],
    });
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v25.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'fb-app',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      state: AUTHORIZATION_INPUT.state,
      scope: 'email,public_profile,user_birthday',
    });
  });

  it('maps prompt to auth_type and honours graphVersion', async () => {
    const consent = await facebook({
      clientId: 'fb-app',
      prompt: 'consent',
      graphVersion: 'v24.0',
    }).createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(consent.pathname).toBe('/v24.0/dialog/oauth');
    expect(consent.searchParams.get('auth_type')).toBe('rerequest');
    const login = await facebook({ clientId: 'fb-app', prompt: 'login' }).createAuthorizationURL(
      AUTHORIZATION_INPUT,
    );
    expect(login.searchParams.get('auth_type')).toBe('reauthenticate');
  });

  it('exchanges the code with a form-encoded POST carrying client_secret_post credentials', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({ access_token: 'fb-access', token_type: 'bearer', expires_in: 5183944 }),
      ),
    );
    const tokens = await provider.validateAuthorizationCode({
      code: 'the-code',
      codeVerifier: 'unused',
      redirectURI: AUTHORIZATION_INPUT.redirectURI,
    });
    expect(tokens).toMatchObject({ accessToken: 'fb-access', tokenType: 'bearer' });
    const [request] = mock.to(TOKEN_URL);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.get('authorization')).toBeNull();
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      client_id: 'fb-app',
      client_secret: 'fb-secret',
    });
  });

  it('offers no refresh (Facebook issues no refresh tokens)', () => {
    expect(provider.refreshAccessToken).toBeUndefined();
  });

  it('maps a Graph API error answer to OAuthRequestError(oauth)', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json(
          {
            error: {
              message: 'This authorization code has been used.',
              type: 'OAuthException',
              code: 100,
              fbtrace_id: 'A1b2',
            },
          },
          { status: 400 },
        ),
      ),
    );
    const error = await provider
      .validateAuthorizationCode({ code: 'x', codeVerifier: 'y', redirectURI: 'z' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthRequestError);
    expect(error).toMatchObject({
      kind: 'oauth',
      details: {
        status: 400,
        code: 'OAuthException',
        description: 'This authorization code has been used.',
      },
    });
  });

  it('reads /me with the fields and a Bearer token; the email is not marked verified', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({
          id: '10158',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          picture: { data: { url: 'https://fb/ada.jpg', is_silhouette: false } },
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 'fb-access', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: '10158',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      emailVerified: false,
      image: 'https://fb/ada.jpg',
    });
    const [request] = mock.to(USER_URL);
    expect(request?.method).toBe('GET');
    expect(request?.url.searchParams.get('fields')).toBe('id,name,email,picture.type(large)');
    expect(request?.headers.get('authorization')).toBe('Bearer fb-access');
  });

  it('maps a user without email and with the default silhouette to nulls', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({
          id: '7',
          name: 'No Mail',
          picture: { data: { url: 'https://fb/silhouette.jpg', is_silhouette: true } },
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toMatchObject({ email: null, emailVerified: false, image: null });
  });
});
