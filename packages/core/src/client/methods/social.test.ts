import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  approveAtProvider,
  createTestProvider,
  TEST_PROVIDER_AUTHORIZE_URL,
  TEST_PROVIDER_ID_TOKEN,
  type TestProvider,
} from '../../../test/kit/test-provider.js';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../../test/kit/test-server.js';
import { type AuthClient, createAuthClient } from '../index.js';

const ada = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' };

let provider: TestProvider;
let server: TestServer;
let client: AuthClient;

async function start(options: Parameters<typeof createTestServer>[0] = {}) {
  provider = createTestProvider();
  server = await createTestServer({ socialProviders: { idtest: provider }, ...options });
  client = createAuthClient({ baseURL: TEST_ORIGIN, fetch: server.fetch });
}

/** Pretends to be a browser page whose `location.assign` the test can watch. */
function stubBrowserLocation() {
  const assign = vi.fn();
  vi.stubGlobal('window', { location: { assign } });
  return assign;
}

const bodyOf = async (path: string) =>
  server.requests
    .find((request) => request.url.endsWith(path))
    ?.clone()
    .json();

beforeEach(() => start());
afterEach(() => vi.unstubAllGlobals());

describe('signIn.social (redirect flow)', () => {
  it('answers the provider’s authorization URL with PKCE, state and the extras', async () => {
    const input = {
      provider: 'idtest',
      callbackURL: '/app',
      newUserCallbackURL: '/welcome',
      errorCallbackURL: '/sign-in',
      scopes: ['profile'],
      loginHint: 'ada@example.com',
      requestSignUp: true,
    };
    const { data, error } = await client.signIn.social(input);
    expect(error).toBeNull();
    expect(data?.redirect).toBe(true);

    const url = new URL(data!.url!);
    expect(`${url.origin}${url.pathname}`).toBe(TEST_PROVIDER_AUTHORIZE_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'test-client',
      redirect_uri: `${TEST_ORIGIN}/api/auth/callback/idtest`,
      state: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      scope: 'openid email profile',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
      login_hint: 'ada@example.com',
    });
    expect(await bodyOf('/sign-in/social')).toEqual(input);
  });

  it('builds a real provider’s URL (GitHub) from the server’s configuration', async () => {
    await start({ socialProviders: { github: { clientId: 'gh-id', clientSecret: 'gh-secret' } } });
    const { data } = await client.signIn.social({ provider: 'github', callbackURL: '/' });
    const url = new URL(data!.url!);
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe('gh-id');
    expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/auth/callback/github`);
  });

  it('sends a browser to the provider with location.assign', async () => {
    const assign = stubBrowserLocation();
    const { data } = await client.signIn.social({ provider: 'idtest', callbackURL: '/' });
    expect(assign).toHaveBeenCalledExactlyOnceWith(data!.url);
  });

  it('stays on the page with disableRedirect', async () => {
    const assign = stubBrowserLocation();
    const { data } = await client.signIn.social({
      provider: 'idtest',
      callbackURL: '/',
      disableRedirect: true,
    });
    expect(data).toEqual({
      url: expect.stringContaining(TEST_PROVIDER_AUTHORIZE_URL),
      redirect: false,
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('signs in once the provider sends the browser back', async () => {
    const { data } = await client.signIn.social({
      provider: 'idtest',
      callbackURL: '/app',
      newUserCallbackURL: '/welcome',
    });
    const back = await approveAtProvider(server, data!.url!);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/welcome');

    const session = await client.getSession();
    expect(session.data?.user).toMatchObject({ email: 'ada@example.com', emailVerified: true });
  });

  it('does not navigate or reload the session when the server refuses', async () => {
    const assign = stubBrowserLocation();
    // As Better Auth 1.2.7: an id that is not a built-in provider is invalid input.
    expect(await client.signIn.social({ provider: 'nope', callbackURL: '/' })).toMatchObject({
      data: null,
      error: { status: 400, code: 'VALIDATION_ERROR', message: 'Invalid body parameters' },
    });
    expect(await client.signIn.social({ provider: 'gitlab', callbackURL: '/' })).toEqual({
      data: null,
      error: { status: 404, code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' },
    });
    expect((await client.signIn.social({ provider: 'idtest' })).error).toMatchObject({
      status: 400,
      code: 'CALLBACKURL_IS_REQUIRED',
      message: 'callbackURL is required',
    });
    const untrusted = await client.signIn.social({
      provider: 'idtest',
      callbackURL: 'https://evil.example/',
    });
    expect(untrusted.error).toMatchObject({ status: 403, code: 'INVALID_CALLBACKURL' });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('signIn.social (ID token)', () => {
  it('signs in at once and reloads the session store', async () => {
    await client.$store.refetch();
    const { data, error } = await client.signIn.social({
      provider: 'idtest',
      idToken: { token: TEST_PROVIDER_ID_TOKEN },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ redirect: false, token: expect.any(String) });
    expect(data).not.toHaveProperty('url');
    expect(client.$store.getSnapshot().data?.user.email).toBe('ada@example.com');
  });

  it('answers 401 INVALID_TOKEN for a token the provider does not vouch for', async () => {
    const { error } = await client.signIn.social({
      provider: 'idtest',
      idToken: { token: 'forged' },
    });
    expect(error).toEqual({ status: 401, code: 'INVALID_TOKEN', message: 'invalid token' });
  });
});

describe('linked accounts', () => {
  beforeEach(async () => {
    await client.signUp.email(ada);
  });

  it('linkSocial navigates to the provider; the callback attaches the identity', async () => {
    const assign = stubBrowserLocation();
    const { data, error } = await client.linkSocial({
      provider: 'idtest',
      callbackURL: '/settings',
    });
    expect(error).toBeNull();
    expect(assign).toHaveBeenCalledExactlyOnceWith(data!.url);

    const back = await approveAtProvider(server, data!.url);
    expect(back.headers.get('location')).toBe('/settings');
    const { data: accounts } = await client.listAccounts();
    expect(accounts?.map((account) => account.provider).sort()).toEqual(['credential', 'idtest']);
  });

  it('linkSocial keeps disableRedirect to itself', async () => {
    const assign = stubBrowserLocation();
    const { data } = await client.linkSocial({
      provider: 'idtest',
      callbackURL: '/settings',
      scopes: ['profile'],
      disableRedirect: true,
    });
    expect(data?.redirect).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    expect(await bodyOf('/link-social')).toEqual({
      provider: 'idtest',
      callbackURL: '/settings',
      scopes: ['profile'],
    });
  });

  it('lists accounts with scopes and dates, never tokens', async () => {
    await seedAccount({ scope: 'openid,email', accessToken: 'secret-token' });
    const { data } = await client.listAccounts();
    const linked = data?.find((account) => account.provider === 'idtest');
    expect(linked).toEqual({
      id: expect.any(String),
      provider: 'idtest',
      accountId: 'ada-1',
      scopes: ['openid', 'email'],
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(JSON.stringify(data)).not.toContain('secret-token');
  });

  it('unlinks an account, but never the last one', async () => {
    await seedAccount();
    expect(await client.unlinkAccount({ providerId: 'idtest', accountId: 'ada-1' })).toEqual({
      data: { status: true },
      error: null,
    });
    expect((await client.listAccounts()).data).toHaveLength(1);

    expect(await client.unlinkAccount({ providerId: 'credential' })).toEqual({
      data: null,
      error: {
        status: 400,
        code: 'YOU_CANT_UNLINK_YOUR_LAST_ACCOUNT',
        message: "You can't unlink your last account",
      },
    });
    expect((await client.unlinkAccount({ providerId: 'idtest' })).error).toMatchObject({
      status: 400,
      code: 'ACCOUNT_NOT_FOUND',
    });
  });

  it('reads and refreshes provider tokens', async () => {
    await seedAccount({
      accessToken: 'stored-access',
      refreshToken: 'stored-refresh',
      accessTokenExpiresAt: new Date(Date.now() + 600_000),
    });
    const stored = await client.getAccessToken({ providerId: 'idtest' });
    expect(stored.data).toMatchObject({ accessToken: 'stored-access' });
    expect(stored.data?.accessTokenExpiresAt).toBeInstanceOf(Date);

    const refreshed = await client.refreshToken({ providerId: 'idtest', accountId: 'ada-1' });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data).toMatchObject({
      accessToken: 'refreshed-stored-refresh',
      refreshToken: 'stored-refresh',
    });
    expect(refreshed.data?.accessTokenExpiresAt).toBeInstanceOf(Date);
    // As Better Auth 1.2.7: the account is looked up before the provider.
    expect((await client.refreshToken({ providerId: 'github' })).error).toMatchObject({
      status: 400,
      code: 'ACCOUNT_NOT_FOUND',
    });
  });

  it('answers 401 UNAUTHORIZED when signed out', async () => {
    await client.signOut();
    expect((await client.listAccounts()).error).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect((await client.linkSocial({ provider: 'idtest', callbackURL: '/' })).error).toMatchObject(
      { status: 401 },
    );
  });
});

describe('unlinkAccount with a stale session', () => {
  it('answers 403 SESSION_IS_NOT_FRESH', async () => {
    await start({ session: { freshAge: 0 } });
    await client.signUp.email(ada);
    await seedAccount();
    expect((await client.unlinkAccount({ providerId: 'idtest' })).error).toEqual({
      status: 403,
      code: 'SESSION_IS_NOT_FRESH',
      message: 'Session is not fresh',
    });
  });
});

/** Links the test provider's identity to the signed-in user straight in the database. */
async function seedAccount(tokens: Record<string, unknown> = {}) {
  const { data } = await client.getSession();
  await server.auth.$context.store.createAccount({
    providerId: 'idtest',
    accountId: 'ada-1',
    userId: data!.user.id,
    accessToken: null,
    refreshToken: null,
    idToken: null,
    accessTokenExpiresAt: null,
    refreshTokenExpiresAt: null,
    scope: null,
    ...tokens,
  });
}
