import { describe, expect, it } from 'vitest';
import { createS256CodeChallenge } from '../oauth/pkce.js';
import {
  AUTHORIZATION_INPUT,
  expectCodeExchangeOAuthError,
  HttpResponse,
  http,
  mockProviders,
} from './provider-test-kit.js';
import { type VKProfile, vk } from './vk.js';

const provider = vk({ clientId: '51234567', clientSecret: 'vk-secret' });
const mock = mockProviders();
const TOKEN_URL = 'https://id.vk.com/oauth2/auth';
const USER_URL = 'https://id.vk.com/oauth2/user_info';

const vkUser: VKProfile = {
  user_id: '1234567890',
  first_name: 'Ivan',
  last_name: 'Ivanov',
  avatar: 'https://sun1-1.userapi.com/avatar.jpg',
  email: 'ivan@example.ru',
  sex: 2,
  verified: false,
  birthday: '01.01.2000',
};

describe('vk provider', () => {
  it('builds the authorization URL with PKCE S256 and the email scope', async () => {
    const url = await provider.createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(`${url.origin}${url.pathname}`).toBe('https://id.vk.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: '51234567',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      state: AUTHORIZATION_INPUT.state,
      scope: 'email',
      code_challenge: createS256CodeChallenge(AUTHORIZATION_INPUT.codeVerifier),
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code with the callback device_id and state in the form body', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({
          access_token: 'vk-access',
          refresh_token: 'vk-refresh',
          id_token: 'h.p.s',
          token_type: 'Bearer',
          expires_in: 3600,
          user_id: 1234567890,
          state: AUTHORIZATION_INPUT.state,
          scope: 'vkid.personal_info email',
        }),
      ),
    );
    const tokens = await provider.validateAuthorizationCode({
      code: 'the-code',
      codeVerifier: 'verifier',
      redirectURI: AUTHORIZATION_INPUT.redirectURI,
      callbackParams: {
        code: 'the-code',
        state: AUTHORIZATION_INPUT.state,
        device_id: 'device-42',
        type: 'code_v2',
      },
    });
    expect(tokens).toMatchObject({
      accessToken: 'vk-access',
      refreshToken: 'vk-refresh',
      scopes: ['vkid.personal_info', 'email'],
    });
    const [request] = mock.to(TOKEN_URL);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      code_verifier: 'verifier',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      device_id: 'device-42',
      state: AUTHORIZATION_INPUT.state,
      client_id: '51234567',
      client_secret: 'vk-secret',
    });
  });

  it('offers no refresh (VK ID refresh needs the sign-in device_id)', () => {
    expect(provider.refreshAccessToken).toBeUndefined();
  });

  it('maps an OAuth error answer to OAuthRequestError(oauth)', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json(
          { error: 'invalid_grant', error_description: 'code is expired' },
          { status: 400 },
        ),
      ),
    );
    await expectCodeExchangeOAuthError(provider, 'invalid_grant');
  });

  it('reads the user with a form POST of client_id and access_token, and exposes VK extras', async () => {
    mock.use(http.post(USER_URL, () => HttpResponse.json({ user: vkUser })));
    const info = await provider.getUserInfo({ accessToken: 'vk-access', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: '1234567890',
      name: 'Ivan Ivanov',
      email: 'ivan@example.ru',
      emailVerified: false,
      image: 'https://sun1-1.userapi.com/avatar.jpg',
    });
    expect(info?.data).toMatchObject({
      first_name: 'Ivan',
      last_name: 'Ivanov',
      birthday: '01.01.2000',
      sex: 2,
    });
    const [request] = mock.to(USER_URL);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.get('authorization')).toBeNull();
    expect(Object.fromEntries(request!.form)).toEqual({
      client_id: '51234567',
      access_token: 'vk-access',
    });
  });

  it('answers a user with a null email when VK shares none (the flow: email_not_found)', async () => {
    const { email: _, avatar: __, ...noEmail } = vkUser;
    mock.use(http.post(USER_URL, () => HttpResponse.json({ user: noEmail })));
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toMatchObject({ id: '1234567890', email: null, image: null });
  });

  it('reports an invalid token answer as OAuthRequestError(oauth)', async () => {
    mock.use(
      http.post(USER_URL, () =>
        HttpResponse.json({ error: 'invalid_token', error_description: 'access_token is missing' }),
      ),
    );
    const error = await provider
      .getUserInfo({ accessToken: 'bad', scopes: [], raw: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'oauth', details: { code: 'invalid_token' } });
  });

  it('reports a failing user endpoint as OAuthRequestError(http)', async () => {
    mock.use(http.post(USER_URL, () => new HttpResponse(null, { status: 500 })));
    const error = await provider
      .getUserInfo({ accessToken: 't', scopes: [], raw: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', details: { status: 500 } });
  });
});
