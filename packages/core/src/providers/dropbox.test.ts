import { describe, expect, it } from 'vitest';
import { createS256CodeChallenge } from '../oauth/pkce.js';
import { dropbox } from './dropbox.js';
import {
  AUTHORIZATION_INPUT,
  expectCodeExchangeOAuthError,
  HttpResponse,
  http,
  mockProviders,
} from './provider-test-kit.js';

const TOKEN_URL = 'https://api.dropboxapi.com/oauth2/token';
const USER_URL = 'https://api.dropboxapi.com/2/users/get_current_account';

const provider = dropbox({ clientId: 'db-key', clientSecret: 'db-secret' });
const mock = mockProviders();

const ACCOUNT = {
  account_id: 'dbid:AAH4f99T0taONIb-OurWxbNQ6ywGRopQngc',
  name: { display_name: 'Franz Ferdinand (Personal)', given_name: 'Franz', surname: 'Ferdinand' },
  email: 'franz@example.com',
  email_verified: true,
  profile_photo_url: 'https://dl-web.dropbox.com/account_photo/get/dbaphid%3AAAH?vers=1',
  disabled: false,
};

describe('dropbox provider', () => {
  it('builds the authorization URL with PKCE S256, offline access, scopes and redirect_uri', async () => {
    const url = await provider.createAuthorizationURL({
      ...AUTHORIZATION_INPUT,
      scopes: ['files.metadata.read'],
    });
    expect(`${url.origin}${url.pathname}`).toBe('https://www.dropbox.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'db-key',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      state: AUTHORIZATION_INPUT.state,
      scope: 'account_info.read files.metadata.read',
      code_challenge: createS256CodeChallenge(AUTHORIZATION_INPUT.codeVerifier),
      code_challenge_method: 'S256',
      token_access_type: 'offline',
    });
  });

  it('maps accessType and prompt to token_access_type, force_reapprove, force_reauthentication', async () => {
    const online = await dropbox({
      clientId: 'db-key',
      accessType: 'online',
      prompt: 'consent',
    }).createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(online.searchParams.get('token_access_type')).toBe('online');
    expect(online.searchParams.get('force_reapprove')).toBe('true');
    expect(online.searchParams.has('force_reauthentication')).toBe(false);
    const login = await dropbox({ clientId: 'db-key', prompt: 'login' }).createAuthorizationURL(
      AUTHORIZATION_INPUT,
    );
    expect(login.searchParams.get('force_reauthentication')).toBe('true');
  });

  it('exchanges the code with a form-encoded POST carrying client_secret_post credentials', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({
          access_token: 'sl.db-access',
          expires_in: 14400,
          token_type: 'bearer',
          scope: 'account_info.read',
          refresh_token: 'db-refresh',
          account_id: ACCOUNT.account_id,
          uid: '12345',
        }),
      ),
    );
    const tokens = await provider.validateAuthorizationCode({
      code: 'the-code',
      codeVerifier: 'verifier',
      redirectURI: AUTHORIZATION_INPUT.redirectURI,
    });
    expect(tokens).toMatchObject({ accessToken: 'sl.db-access', refreshToken: 'db-refresh' });
    const [request] = mock.to(TOKEN_URL);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      code_verifier: 'verifier',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      client_id: 'db-key',
      client_secret: 'db-secret',
    });
  });

  it('refreshes the access token', async () => {
    mock.use(http.post(TOKEN_URL, () => HttpResponse.json({ access_token: 'sl.db-access-2' })));
    const tokens = await provider.refreshAccessToken!('db-refresh');
    expect(tokens.accessToken).toBe('sl.db-access-2');
    expect(Object.fromEntries(mock.to(TOKEN_URL)[0]!.form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'db-refresh',
      client_id: 'db-key',
      client_secret: 'db-secret',
    });
  });

  it('maps an OAuth error answer to OAuthRequestError(oauth)', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json(
          { error: 'invalid_grant', error_description: "code doesn't exist or has expired" },
          { status: 400 },
        ),
      ),
    );
    await expectCodeExchangeOAuthError(provider, 'invalid_grant');
  });

  it('POSTs get_current_account without a body, with a Bearer token, and maps the account', async () => {
    mock.use(http.post(USER_URL, () => HttpResponse.json(ACCOUNT)));
    const info = await provider.getUserInfo({ accessToken: 'sl.db-access', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: ACCOUNT.account_id,
      name: 'Franz Ferdinand (Personal)',
      email: 'franz@example.com',
      emailVerified: true,
      image: ACCOUNT.profile_photo_url,
    });
    const [request] = mock.to(USER_URL);
    expect(request?.method).toBe('POST');
    expect(request?.body).toBe('');
    expect(request?.headers.get('content-type')).toBeNull();
    expect(request?.headers.get('authorization')).toBe('Bearer sl.db-access');
  });

  it('maps an unverified email and a missing photo', async () => {
    const { profile_photo_url: _, ...account } = ACCOUNT;
    mock.use(http.post(USER_URL, () => HttpResponse.json({ ...account, email_verified: false })));
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toMatchObject({ emailVerified: false, image: null });
  });
});
