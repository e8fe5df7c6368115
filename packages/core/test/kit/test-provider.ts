// Test support only: not exported from the package. An identity provider that lives in the
// test process, so client and React tests can run whole social flows against the real handler
// without msw or a network.
import { createAuthorizationURL, resolveScopes } from '../../src/oauth/authorization-url.js';
import type { OAuthProvider, ProviderOptions, ProviderUser } from '../../src/providers/types.js';
import type { TestBrowser } from './test-server.js';

/** Where the test provider's authorization page pretends to be. */
export const TEST_PROVIDER_AUTHORIZE_URL = 'https://id.test/authorize';

/** The one ID token the test provider's `verifyIdToken` accepts. */
export const TEST_PROVIDER_ID_TOKEN = 'valid-id-token';

/** A test provider plus the user it will report for the next sign-in. */
export interface TestProvider extends OAuthProvider<ProviderUser> {
  /** Who signs in at the provider from now on. */
  user: ProviderUser;
}

/** Options of {@link createTestProvider}. */
export interface TestProviderOptions extends Partial<ProviderOptions<ProviderUser>> {
  /** Default: `'idtest'`. */
  id?: string;
  /** Default: `'ID Test'`. */
  name?: string;
  /** Default: Ada, `ada@example.com`, verified, provider id `ada-1`. */
  user?: Partial<ProviderUser>;
}

/**
 * A provider object (STYLE §3) whose authorization URL points at {@link TEST_PROVIDER_AUTHORIZE_URL},
 * whose code exchange accepts any code, whose refresh echoes the refresh token, whose ID-token
 * check accepts {@link TEST_PROVIDER_ID_TOKEN}, and whose profile is `provider.user`.
 *
 * @example
 * const provider = createTestProvider();
 * const server = await createTestServer({ socialProviders: { idtest: provider } });
 */
export function createTestProvider(options: TestProviderOptions = {}): TestProvider {
  const { id = 'idtest', name = 'ID Test', user, ...providerOptions } = options;
  const provider: TestProvider = {
    id,
    name,
    options: { clientId: 'test-client', ...providerOptions },
    user: {
      id: 'ada-1',
      name: 'Ada',
      email: 'ada@example.com',
      emailVerified: true,
      image: null,
      ...user,
    },
    createAuthorizationURL({ state, codeVerifier, redirectURI, scopes, loginHint }) {
      return createAuthorizationURL({
        endpoint: TEST_PROVIDER_AUTHORIZE_URL,
        clientId: 'test-client',
        redirectURI,
        state,
        codeVerifier,
        scopes: resolveScopes(['openid', 'email'], provider.options, scopes),
        params: { login_hint: loginHint },
      });
    },
    async validateAuthorizationCode({ code }) {
      return { accessToken: `access-${code}`, scopes: ['openid', 'email'], raw: {} };
    },
    async refreshAccessToken(refreshToken) {
      return {
        accessToken: `refreshed-${refreshToken}`,
        refreshToken,
        accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
        scopes: ['openid', 'email'],
        raw: {},
      };
    },
    // Native-app sign-in: this one token, and no other, passes as a verified ID token.
    verifyIdToken: async (idToken) => idToken === TEST_PROVIDER_ID_TOKEN,
    async getUserInfo() {
      return { user: provider.user, data: provider.user };
    },
  };
  return provider;
}

/**
 * Plays the provider's part after the browser went to `authorizationURL`: the user approves,
 * and the browser is sent back to the `redirect_uri` with a code and the state. Resolves with
 * the handler's answer: a redirect to the app's callback (or error) URL.
 *
 * @example
 * const { data } = await client.signIn.social({ provider: 'idtest', callbackURL: '/app' });
 * const response = await approveAtProvider(server, data!.url!);
 * response.headers.get('location'); // '/app'
 */
export async function approveAtProvider(
  browser: TestBrowser,
  authorizationURL: string,
): Promise<Response> {
  const request = new URL(authorizationURL);
  const back = new URL(request.searchParams.get('redirect_uri')!);
  back.searchParams.set('code', 'provider-code');
  back.searchParams.set('state', request.searchParams.get('state')!);
  return browser.fetch(back, { redirect: 'manual' });
}
