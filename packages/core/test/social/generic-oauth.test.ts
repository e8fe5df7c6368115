import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPortcullis, genericOAuthProvider } from '../../src/index.js';
import { BASE_URL, tempDatabasePath } from '../helpers.js';
import { HttpResponse, http, mockProviders } from '../kit/provider-test-kit.js';
import { accountRows, callback, createSocialAuth, redirectError, startSignIn } from './helpers.js';

const ISSUER = 'https://sso.example/realms/main';
const DISCOVERY = `${ISSUER}/.well-known/openid-configuration`;
const TOKEN = `${ISSUER}/protocol/openid-connect/token`;
const USERINFO = `${ISSUER}/protocol/openid-connect/userinfo`;
const JWKS = `${ISSUER}/protocol/openid-connect/certs`;
const mock = mockProviders();

let keys: Awaited<ReturnType<typeof generateKeyPair>>;
beforeAll(async () => {
  keys = await generateKeyPair('ES256', { extractable: true });
});

const signed = (claims: Record<string, unknown>, audience = 'kc-client') =>
  new SignJWT({
    sub: 'kc-1',
    email: 'ada@example.com',
    email_verified: true,
    name: 'Ada',
    ...claims,
  })
    .setProtectedHeader({ alg: 'ES256', kid: 'kc' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(keys.privateKey);

async function keycloakHandlers(idToken?: string) {
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'kc', alg: 'ES256' };
  return [
    http.get(DISCOVERY, () =>
      HttpResponse.json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/protocol/openid-connect/auth`,
        token_endpoint: TOKEN,
        userinfo_endpoint: USERINFO,
        jwks_uri: JWKS,
      }),
    ),
    http.get(JWKS, () => HttpResponse.json({ keys: [jwk] })),
    http.post(TOKEN, () =>
      HttpResponse.json({
        access_token: 'kc-at',
        refresh_token: 'kc-rt',
        id_token: idToken,
        expires_in: 300,
      }),
    ),
  ];
}

const keycloak = (extra: Partial<Parameters<typeof genericOAuthProvider>[0]> = {}) =>
  genericOAuthProvider({
    id: 'keycloak',
    name: 'Keycloak',
    clientId: 'kc-client',
    clientSecret: 'kc-secret',
    discoveryURL: DISCOVERY,
    ...extra,
  });

describe('genericOAuthProvider with discovery (OIDC)', () => {
  it('runs the whole flow: discovery once, PKCE, client_secret_basic, user from the verified ID token', async () => {
    const t = await createSocialAuth({
      socialProviders: { keycloak: keycloak({ authentication: 'client_secret_basic' }) },
    });
    mock.use(...(await keycloakHandlers(await signed({}))));
    const flow = await startSignIn(t, { provider: 'keycloak', callbackURL: '/app' });
    expect(`${flow.url.origin}${flow.url.pathname}`).toBe(`${ISSUER}/protocol/openid-connect/auth`);
    expect(flow.url.searchParams.get('scope')).toBe('openid email profile');
    expect(flow.url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(flow.url.searchParams.get('redirect_uri')).toBe(
      `${BASE_URL}/api/auth/callback/keycloak`,
    );

    const response = await callback(
      t,
      'keycloak',
      { code: 'kc-code', state: flow.state },
      flow.cookie,
    );
    expect(response.headers.get('location')).toBe('/app');
    const [token] = mock.to(TOKEN);
    expect(token!.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('kc-client:kc-secret').toString('base64')}`,
    );
    expect(token!.form.get('client_secret')).toBeNull();
    expect(token!.form.get('code_verifier')).toMatch(/^[A-Za-z0-9]{128}$/);
    expect(mock.to(USERINFO)).toHaveLength(0);
    expect(await t.auth.$context.store.findUserByEmail('ada@example.com')).toMatchObject({
      name: 'Ada',
      emailVerified: true,
    });
    expect((await accountRows(t))[0]).toMatchObject({
      providerId: 'keycloak',
      accountId: 'kc-1',
      refreshToken: 'kc-rt',
    });

    await startSignIn(t, { provider: 'keycloak', callbackURL: '/app' });
    expect(mock.to(DISCOVERY)).toHaveLength(1);
  });

  it('refuses an ID token that does not verify (unable_to_get_user_info)', async () => {
    const t = await createSocialAuth({ socialProviders: { keycloak: keycloak() } });
    mock.use(...(await keycloakHandlers(await signed({}, 'another-client'))));
    const flow = await startSignIn(t, { provider: 'keycloak', callbackURL: '/app' });
    const response = await callback(t, 'keycloak', { code: 'c', state: flow.state }, flow.cookie);
    expect(redirectError(response).error).toBe('unable_to_get_user_info');
  });

  it('completes claims without an email from the userinfo endpoint (same subject only)', async () => {
    const t = await createSocialAuth({ socialProviders: { keycloak: keycloak() } });
    mock.use(
      http.get(USERINFO, () =>
        HttpResponse.json({ sub: 'kc-1', email: 'info@example.com', email_verified: true }),
      ),
      ...(await keycloakHandlers(await signed({ email: undefined }))),
    );
    const flow = await startSignIn(t, { provider: 'keycloak', callbackURL: '/app' });
    await callback(t, 'keycloak', { code: 'c', state: flow.state }, flow.cookie);
    expect(mock.to(USERINFO)[0]!.headers.get('authorization')).toBe('Bearer kc-at');
    expect(await t.auth.$context.store.findUserByEmail('info@example.com')).not.toBeNull();

    mock.use(
      http.get(USERINFO, () => HttpResponse.json({ sub: 'someone-else', email: 'x@example.com' })),
    );
    const again = await startSignIn(t, { provider: 'keycloak', callbackURL: '/app' });
    const response = await callback(t, 'keycloak', { code: 'c', state: again.state }, again.cookie);
    expect(redirectError(response).error).toBe('email_not_found');
  });

  it('signs in with an ID token from a native app, verified against the key set', async () => {
    const t = await createSocialAuth({ socialProviders: { keycloak: keycloak() } });
    mock.use(...(await keycloakHandlers()));
    const ok = await t.post('/sign-in/social', {
      provider: 'keycloak',
      idToken: { token: await signed({ nonce: 'n' }), nonce: 'n' },
    });
    expect(ok.status).toBe(200);
    const wrong = await t.post('/sign-in/social', {
      provider: 'keycloak',
      idToken: { token: await signed({}, 'other') },
    });
    expect(wrong.status).toBe(401);
  });

  it('fetches discovery again after a failure (failures are not cached)', async () => {
    const provider = keycloak();
    mock.use(http.get(DISCOVERY, () => new HttpResponse(null, { status: 503 })));
    const input = { state: 's', codeVerifier: 'v'.repeat(128), redirectURI: 'http://x/cb' };
    await expect(provider.createAuthorizationURL(input)).rejects.toMatchObject({ kind: 'http' });
    mock.use(...(await keycloakHandlers()));
    const url = await provider.createAuthorizationURL(input);
    expect(url.host).toBe('sso.example');
  });
});

describe('genericOAuthProvider with explicit endpoints (OAuth 2.0)', () => {
  const plain = () =>
    genericOAuthProvider({
      id: 'acme',
      name: 'Acme',
      clientId: 'acme-client',
      clientSecret: 'acme-secret',
      authorizationURL: 'https://acme.example/oauth/authorize',
      tokenURL: 'https://acme.example/oauth/token',
      userInfoURL: 'https://acme.example/api/me',
      scopes: ['profile'],
      pkce: false,
    });

  it('reads the user from the userinfo endpoint; without PKCE no challenge or verifier is sent', async () => {
    const t = await createSocialAuth({ socialProviders: { acme: plain() } });
    mock.use(
      http.post('https://acme.example/oauth/token', () =>
        HttpResponse.json({ access_token: 'acme-at' }),
      ),
      http.get('https://acme.example/api/me', () =>
        HttpResponse.json({
          sub: 'u-9',
          email: 'grace@example.com',
          email_verified: false,
          name: 'Grace',
          picture: 'https://p',
        }),
      ),
    );
    const flow = await startSignIn(t, { provider: 'acme', callbackURL: '/app' });
    expect(flow.url.searchParams.get('code_challenge')).toBeNull();
    expect(flow.url.searchParams.get('scope')).toBe('profile');
    await callback(t, 'acme', { code: 'c', state: flow.state }, flow.cookie);
    const [token] = mock.to('https://acme.example/oauth/token');
    expect(token!.form.get('code_verifier')).toBeNull();
    expect(token!.form.get('client_secret')).toBe('acme-secret');
    expect(mock.to('https://acme.example/api/me')[0]!.headers.get('authorization')).toBe(
      'Bearer acme-at',
    );
    expect(await t.auth.$context.store.findUserByEmail('grace@example.com')).toMatchObject({
      name: 'Grace',
      emailVerified: false,
      image: 'https://p',
    });
  });

  it('uses mapProfile for non-standard profiles', async () => {
    const provider = genericOAuthProvider<{ id: number; mail: string }>({
      id: 'legacy',
      name: 'Legacy',
      clientId: 'c',
      authorizationURL: 'https://legacy.example/auth',
      tokenURL: 'https://legacy.example/token',
      userInfoURL: 'https://legacy.example/me',
      mapProfile: (p) => ({
        id: String(p.id),
        name: p.mail,
        email: p.mail,
        emailVerified: true,
        image: null,
      }),
    });
    mock.use(
      http.get('https://legacy.example/me', () =>
        HttpResponse.json({ id: 7, mail: 'l@example.com' }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: '7',
      name: 'l@example.com',
      email: 'l@example.com',
      emailVerified: true,
      image: null,
    });
  });

  it("has no ID-token sign-in without a key set: 404 'id_token not supported'", async () => {
    const t = await createSocialAuth({ socialProviders: { acme: plain() } });
    const response = await t.post('/sign-in/social', {
      provider: 'acme',
      idToken: { token: await signed({}) },
    });
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe('id_token not supported');
  });

  it('throws at start-up without endpoints', () => {
    expect(() => genericOAuthProvider({ id: 'x', name: 'X', clientId: 'c' })).toThrow(
      /discoveryURL, or authorizationURL and tokenURL/,
    );
  });
});

describe('socialProviders configuration', () => {
  const create = (socialProviders: Record<string, unknown>) =>
    createPortcullis({
      baseURL: BASE_URL,
      secret: 'test-secret-with-at-least-32-characters!',
      database: tempDatabasePath(),
      logger: { disabled: true },
      socialProviders: socialProviders as never,
    });

  it('builds each provider once, at start-up', () => {
    const auth = create({
      github: { clientId: 'a', clientSecret: 'b' },
      keycloak: keycloak(),
      twitch: undefined,
    });
    expect([...auth.$context.socialProviders.keys()]).toEqual(['github', 'keycloak']);
    expect(auth.$context.socialProviders.get('github')?.name).toBe('GitHub');
  });

  it('refuses plain options under an id that is not a built-in provider', () => {
    expect(() => create({ keycloak: { clientId: 'a' } })).toThrow(
      /not a built-in provider.*genericOAuthProvider/,
    );
  });

  it('refuses a provider object under another id', () => {
    expect(() => create({ sso: keycloak() })).toThrow(/holds the provider "keycloak"/);
  });

  it("validates a built-in provider's options (Google needs a secret)", () => {
    expect(() => create({ google: { clientId: 'a' } })).toThrow(/clientId and clientSecret/);
  });
});
