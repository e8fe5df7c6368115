import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpResponse, http, mockProviders } from '../../../test/kit/provider-test-kit.js';
import { createTestServer, TEST_ORIGIN, type TestBrowser } from '../../../test/kit/test-server.js';
import { type GenericOAuthConfig, genericOAuth } from './index.js';

const BASE = `${TEST_ORIGIN}/api/auth`;
const IDP = 'https://idp.example';
const mock = mockProviders();

/** An OAuth 2.0 provider with explicit endpoints; `code` names the user's email. */
const acme = (extra: Partial<GenericOAuthConfig> = {}): GenericOAuthConfig => ({
  providerId: 'acme',
  clientId: 'acme-client',
  clientSecret: 'acme-secret',
  authorizationUrl: `${IDP}/authorize`,
  tokenUrl: `${IDP}/token`,
  userInfoUrl: `${IDP}/userinfo`,
  scopes: ['profile', 'email'],
  ...extra,
});

function acmeHandlers(profile: Record<string, unknown> = {}) {
  return [
    http.post(`${IDP}/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      if (form.get('code') === 'bad') {
        return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      }
      return HttpResponse.json({
        access_token: `at-${form.get('code')}`,
        refresh_token: 'rt-1',
        token_type: 'bearer',
        expires_in: 3600,
      });
    }),
    http.get(`${IDP}/userinfo`, () =>
      HttpResponse.json({
        sub: 'acme-1',
        email: 'ada@example.com',
        email_verified: true,
        name: 'Ada',
        picture: 'https://idp.example/ada.png',
        ...profile,
      }),
    ),
  ];
}

async function setup(configs: GenericOAuthConfig[] = [acme()], options = {}) {
  return createTestServer({ plugins: [genericOAuth({ config: configs })], ...options });
}

const post = (browser: TestBrowser, path: string, body: unknown) =>
  browser.fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Starts a sign-in and returns the authorization URL's parameters. */
async function start(browser: TestBrowser, body: Record<string, unknown> = {}) {
  const response = await post(browser, '/sign-in/oauth2', {
    providerId: 'acme',
    callbackURL: '/app',
    ...body,
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { url: string; redirect: boolean };
  return { answer, params: new URL(answer.url).searchParams };
}

async function callback(browser: TestBrowser, query: Record<string, string>, id = 'acme') {
  const response = await browser.fetch(
    `${BASE}/oauth2/callback/${id}?${new URLSearchParams(query)}`,
  );
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

const errorOf = (location: string) => new URL(location, TEST_ORIGIN).searchParams.get('error');

describe('genericOAuth: sign-in', () => {
  it('runs the flow: authorization URL with PKCE, code exchange, userinfo, user, session', async () => {
    const server = await setup();
    mock.use(...acmeHandlers());
    const { answer, params } = await start(server);
    expect(answer.redirect).toBe(true);
    expect(answer.url.startsWith(`${IDP}/authorize?`)).toBe(true);
    expect(params.get('client_id')).toBe('acme-client');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe(`${BASE}/oauth2/callback/acme`);
    expect(params.get('scope')).toBe('profile email');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('state')).toHaveLength(32);

    const back = await callback(server, { code: 'c1', state: params.get('state')! });
    expect(back).toEqual({ status: 302, location: '/app' });
    const [exchange] = mock.to(`${IDP}/token`);
    expect(exchange?.form.get('code_verifier')).toHaveLength(128);
    expect(exchange?.form.get('client_secret')).toBe('acme-secret');
    expect(exchange?.form.get('redirect_uri')).toBe(`${BASE}/oauth2/callback/acme`);
    expect(mock.to(`${IDP}/userinfo`)[0]?.headers.get('authorization')).toBe('Bearer at-c1');

    const session = await (await server.fetch(`${BASE}/get-session`)).json();
    expect(session.user).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada',
      emailVerified: true,
      image: 'https://idp.example/ada.png',
    });
    const accounts = await (await server.fetch(`${BASE}/list-accounts`)).json();
    expect(accounts).toMatchObject([{ provider: 'acme', accountId: 'acme-1' }]);
  });

  it('sends the request scopes, prompt, access_type, response_mode and authorizationUrlParams; no PKCE with pkce: false', async () => {
    const server = await setup([
      acme({
        pkce: false,
        prompt: 'consent',
        accessType: 'offline',
        responseMode: 'query',
        authorizationUrlParams: { audience: 'api', prompt: 'login' },
      }),
    ]);
    const { params, answer } = await start(server, { scopes: ['extra'], disableRedirect: true });
    expect(answer.redirect).toBe(false);
    expect(params.get('scope')).toBe('extra profile email');
    expect(params.get('access_type')).toBe('offline');
    expect(params.get('response_mode')).toBe('query');
    expect(params.get('audience')).toBe('api');
    expect(params.get('prompt')).toBe('login');
    expect(params.has('code_challenge')).toBe(false);
  });

  it('new users go to newUserCallbackURL; errors to errorCallbackURL', async () => {
    const server = await setup();
    mock.use(...acmeHandlers());
    const first = await start(server, { newUserCallbackURL: '/welcome' });
    expect(await callback(server, { code: 'c', state: first.params.get('state')! })).toEqual({
      status: 302,
      location: '/welcome',
    });
    const other = server.newBrowser();
    const second = await start(other, { errorCallbackURL: '/oops' });
    const failed = await callback(other, { code: 'bad', state: second.params.get('state')! });
    expect(failed.location).toBe('/oops?error=oauth_code_verification_failed');
  });

  it('maps the profile with mapProfileToUser, or reads it with getUserInfo', async () => {
    const server = await setup([
      acme({
        mapProfileToUser: (profile) => ({ name: `${profile.name} (${profile.id})` }),
      }),
      acme({
        providerId: 'custom',
        userInfoUrl: undefined,
        getUserInfo: async (tokens) => ({
          id: 'c-9',
          email: 'cy@example.com',
          emailVerified: false,
          name: `from ${tokens.accessToken}`,
        }),
      }),
    ]);
    mock.use(...acmeHandlers());
    const { params } = await start(server);
    await callback(server, { code: 'c', state: params.get('state')! });
    const mapped = await (await server.fetch(`${BASE}/get-session`)).json();
    expect(mapped.user.name).toBe('Ada (acme-1)');

    const other = server.newBrowser();
    const custom = await start(other, { providerId: 'custom' });
    await callback(other, { code: 'k', state: custom.params.get('state')! }, 'custom');
    const read = await (await other.fetch(`${BASE}/get-session`)).json();
    expect(read.user).toMatchObject({ email: 'cy@example.com', name: 'from at-k' });
  });

  it('disableImplicitSignUp: signup_disabled unless requestSignUp; disableSignUp: always', async () => {
    const server = await setup([
      acme({ disableImplicitSignUp: true }),
      acme({ providerId: 'closed', disableSignUp: true }),
    ]);
    mock.use(...acmeHandlers());
    const refused = await start(server);
    const no = await callback(server, { code: 'c', state: refused.params.get('state')! });
    expect(no.location).toBe(`${BASE}/error?error=signup_disabled`);
    const asked = await start(server, { requestSignUp: true });
    const yes = await callback(server, { code: 'c', state: asked.params.get('state')! });
    expect(yes.location).toBe('/app');
    const other = server.newBrowser();
    mock.use(...acmeHandlers({ sub: 'x-2', email: 'new@example.com' }));
    const closed = await start(other, { providerId: 'closed' });
    const shut = await callback(other, { code: 'c', state: closed.params.get('state')! }, 'closed');
    expect(errorOf(shut.location)).toBe('signup_disabled');
  });

  it('overrideUserInfo updates name and image of an existing user, never the email', async () => {
    const server = await setup([acme({ overrideUserInfo: true })]);
    mock.use(...acmeHandlers());
    const first = await start(server);
    await callback(server, { code: 'c', state: first.params.get('state')! });
    mock.use(
      ...acmeHandlers({ name: 'Ada L.', email: 'other@example.com', picture: 'https://i/2.png' }),
    );
    const again = server.newBrowser();
    const second = await start(again);
    await callback(again, { code: 'c', state: second.params.get('state')! });
    const session = await (await again.fetch(`${BASE}/get-session`)).json();
    expect(session.user).toMatchObject({
      name: 'Ada L.',
      image: 'https://i/2.png',
      email: 'ada@example.com',
    });
  });

  it("its providers start from /sign-in/social too (the kit's SocialButtons), returning to /oauth2/callback", async () => {
    const server = await setup();
    mock.use(...acmeHandlers());
    const response = await post(server, '/sign-in/social', {
      provider: 'acme',
      callbackURL: '/app',
    });
    expect(response.status).toBe(200);
    const params = new URL((await response.json()).url).searchParams;
    expect(params.get('redirect_uri')).toBe(`${BASE}/oauth2/callback/acme`);
    expect(await callback(server, { code: 'c', state: params.get('state')! })).toEqual({
      status: 302,
      location: '/app',
    });
  });

  it('getUserInfo answering null: user_info_is_missing', async () => {
    const server = await setup([acme({ getUserInfo: async () => null })]);
    mock.use(...acmeHandlers());
    const { params } = await start(server);
    const back = await callback(server, { code: 'c', state: params.get('state')! });
    expect(errorOf(back.location)).toBe('user_info_is_missing');
  });

  it('serves its providers to /get-access-token (refreshing with the token endpoint)', async () => {
    const server = await setup();
    mock.use(...acmeHandlers());
    const { params } = await start(server);
    await callback(server, { code: 'c', state: params.get('state')! });
    const token = await post(server, '/get-access-token', { providerId: 'acme' });
    expect(token.status).toBe(200);
    expect((await token.json()).accessToken).toBe('at-c');
  });
});

describe('genericOAuth: discovery and ID tokens', () => {
  let keys: Awaited<ReturnType<typeof generateKeyPair>>;
  beforeAll(async () => {
    keys = await generateKeyPair('ES256', { extractable: true });
  });
  const idToken = (claims: Record<string, unknown> = {}, audience = 'acme-client') =>
    new SignJWT({
      sub: 'oidc-1',
      email: 'ida@example.com',
      email_verified: true,
      name: 'Ida',
      ...claims,
    })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuer(IDP)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(keys.privateKey);
  async function oidcHandlers(token: string) {
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'ES256' };
    return [
      http.get(`${IDP}/.well-known/openid-configuration`, ({ request }) =>
        HttpResponse.json({
          issuer: IDP,
          authorization_endpoint: `${IDP}/auth`,
          token_endpoint: `${IDP}/oidc-token`,
          jwks_uri: `${IDP}/jwks-${request.headers.get('x-tenant') ?? 'none'}`,
        }),
      ),
      http.get(`${IDP}/jwks-t1`, () => HttpResponse.json({ keys: [jwk] })),
      http.post(`${IDP}/oidc-token`, () =>
        HttpResponse.json({ access_token: 'at', id_token: token, token_type: 'bearer' }),
      ),
    ];
  }
  const oidc = acme({
    authorizationUrl: undefined,
    tokenUrl: undefined,
    userInfoUrl: undefined,
    discoveryUrl: `${IDP}/.well-known/openid-configuration`,
    discoveryHeaders: { 'x-tenant': 't1' },
  });

  it('finds the endpoints by discovery (with its headers) and signs in with the verified ID token', async () => {
    const server = await setup([oidc]);
    mock.use(...(await oidcHandlers(await idToken())));
    const { answer, params } = await start(server);
    expect(answer.url.startsWith(`${IDP}/auth?`)).toBe(true);
    const back = await callback(server, { code: 'c', state: params.get('state')! });
    expect(back.location).toBe('/app');
    const session = await (await server.fetch(`${BASE}/get-session`)).json();
    expect(session.user.email).toBe('ida@example.com');
  });

  it('refuses an ID token issued to another client: no user (email_is_missing)', async () => {
    const server = await setup([oidc]);
    mock.use(...(await oidcHandlers(await idToken({}, 'someone-else'))));
    const { params } = await start(server);
    const back = await callback(server, { code: 'c', state: params.get('state')! });
    expect(errorOf(back.location)).toBe('email_is_missing');
  });

  it('answers 400 INVALID_OAUTH_CONFIGURATION when discovery fails or no endpoints are configured', async () => {
    const server = await setup([oidc, { providerId: 'empty', clientId: 'c', clientSecret: 's' }]);
    mock.use(http.get(`${IDP}/.well-known/openid-configuration`, () => HttpResponse.error()));
    for (const providerId of ['acme', 'empty']) {
      const response = await post(server, '/sign-in/oauth2', { providerId, callbackURL: '/' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'INVALID_OAUTH_CONFIGURATION',
        message: 'Invalid OAuth configuration',
      });
    }
  });
});

describe('genericOAuth: what an attacker tries', () => {
  it('unknown provider: 400 No config found, at sign-in and callback', async () => {
    const server = await setup();
    const response = await post(server, '/sign-in/oauth2', { providerId: 'nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'NO_CONFIG_FOUND_FOR_PROVIDER_NOPE',
      message: 'No config found for provider nope',
    });
    const back = await server.fetch(`${BASE}/oauth2/callback/nope?code=c&state=s`);
    expect(back.status).toBe(400);
  });

  it('an untrusted callbackURL, errorCallbackURL or newUserCallbackURL: 403', async () => {
    const server = await setup();
    for (const field of ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL']) {
      for (const url of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
        const response = await post(server, '/sign-in/oauth2', {
          providerId: 'acme',
          [field]: url,
        });
        expect(response.status, `${field} ${url}`).toBe(403);
      }
    }
  });

  it('a callback replayed in another browser, twice, or without state: please_restart_the_process', async () => {
    const server = await setup();
    mock.use(...acmeHandlers());
    const { params } = await start(server);
    const state = params.get('state')!;
    const stranger = server.newBrowser();
    const stolen = await callback(stranger, { code: 'c', state });
    expect(stolen.location).toBe(`${BASE}/error?error=please_restart_the_process`);
    expect((await callback(server, { code: 'c', state })).location).toBe('/app');
    const replay = await callback(server, { code: 'c', state });
    expect(errorOf(replay.location)).toBe('please_restart_the_process');
    expect(errorOf((await callback(server, { code: 'c' })).location)).toBe(
      'please_restart_the_process',
    );
    expect(mock.to(`${IDP}/token`)).toHaveLength(1);
  });

  it('a state started with one provider is refused at another', async () => {
    const server = await setup([acme(), acme({ providerId: 'other' })]);
    mock.use(...acmeHandlers());
    const { params } = await start(server);
    const back = await callback(server, { code: 'c', state: params.get('state')! }, 'other');
    expect(errorOf(back.location)).toBe('oauth_provider_not_found');
    expect(mock.to(`${IDP}/token`)).toHaveLength(0);
  });

  it("the provider's error is passed on only as a code token; no code: oAuth_code_missing", async () => {
    const server = await setup();
    const denied = await callback(server, { error: 'access_denied', error_description: 'no' });
    expect(denied.location).toBe(`${BASE}/error?error=access_denied&error_description=no`);
    const injected = await callback(server, { error: 'x&next=https://evil.example' });
    expect(errorOf(injected.location)).toBe('oauth_error');
    expect(new URL(injected.location).searchParams.getAll('next')).toEqual([]);
    const missing = await callback(server, { state: 's' });
    expect(missing.location).toBe(
      `${BASE}/error?error=oAuth_code_missing&error_description=undefined`,
    );
  });

  it('no email from the provider, or a failing userinfo endpoint: email_is_missing', async () => {
    const server = await setup();
    mock.use(...acmeHandlers({ email: undefined }));
    const first = await start(server);
    const noEmail = await callback(server, { code: 'c', state: first.params.get('state')! });
    expect(errorOf(noEmail.location)).toBe('email_is_missing');
    mock.use(http.get(`${IDP}/userinfo`, () => HttpResponse.json({}, { status: 500 })));
    const second = await start(server);
    const none = await callback(server, { code: 'c', state: second.params.get('state')! });
    expect(errorOf(none.location)).toBe('email_is_missing');
  });

  it("an unverified provider email does not take over an existing user's account", async () => {
    const server = await setup();
    await post(server, '/sign-up/email', {
      email: 'ada@example.com',
      password: 'correct-horse-battery-9',
      name: 'Ada',
    });
    const attacker = server.newBrowser();
    mock.use(...acmeHandlers({ email_verified: false }));
    const { params } = await start(attacker);
    const back = await callback(attacker, { code: 'c', state: params.get('state')! });
    expect(errorOf(back.location)).toBe('account_not_linked');
  });
});

describe('genericOAuth: /oauth2/link', () => {
  async function signedIn(email = 'ada@example.com') {
    const server = await setup();
    const signUp = await post(server, '/sign-up/email', {
      email,
      password: 'correct-horse-battery-9',
      name: 'Ada',
    });
    expect(signUp.status).toBe(200);
    return server;
  }

  it('links the provider to the signed-in user, then refuses a second link', async () => {
    const server = await signedIn();
    mock.use(...acmeHandlers());
    const response = await post(server, '/oauth2/link', {
      providerId: 'acme',
      callbackURL: '/settings',
    });
    expect(response.status).toBe(200);
    const { url, redirect } = await response.json();
    expect(redirect).toBe(true);
    const state = new URL(url).searchParams.get('state')!;
    expect(await callback(server, { code: 'c', state })).toEqual({
      status: 302,
      location: '/settings',
    });
    const accounts = await (await server.fetch(`${BASE}/list-accounts`)).json();
    expect(accounts.map((a: { provider: string }) => a.provider).sort()).toEqual([
      'acme',
      'credential',
    ]);
    const again = await post(server, '/oauth2/link', {
      providerId: 'acme',
      callbackURL: '/settings',
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      code: 'SOCIAL_ACCOUNT_ALREADY_LINKED',
      message: 'Social account already linked',
    });
  });

  it("refuses another email (email_doesn't_match), an unknown provider (404), no session (401)", async () => {
    const server = await signedIn('bo@example.com');
    mock.use(...acmeHandlers());
    const { url } = await (
      await post(server, '/oauth2/link', { providerId: 'acme', callbackURL: '/s' })
    ).json();
    const back = await callback(server, {
      code: 'c',
      state: new URL(url).searchParams.get('state')!,
    });
    expect(errorOf(back.location)).toBe("email_doesn't_match");
    const unknown = await post(server, '/oauth2/link', { providerId: 'nope', callbackURL: '/s' });
    expect(unknown.status).toBe(404);
    const anonymous = await post(server.newBrowser(), '/oauth2/link', {
      providerId: 'acme',
      callbackURL: '/s',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('genericOAuth: configuration', () => {
  it('refuses two configs with one providerId, and an id a social provider has', async () => {
    expect(() => genericOAuth({ config: [acme(), acme()] })).toThrow(/two configs/);
    await expect(
      setup([acme({ providerId: 'github' })], {
        socialProviders: { github: { clientId: 'x', clientSecret: 'y' } },
      }),
    ).rejects.toThrow(/another provider/);
  });
});
