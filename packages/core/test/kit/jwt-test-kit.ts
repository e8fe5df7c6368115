/**
 * Test helpers for the jwt plugin (not exported from the package): a migrated SQLite instance
 * with a signed-up user, and the calls the tests make.
 */
import { createLocalJWKSet, decodeProtectedHeader, type JWTVerifyOptions, jwtVerify } from 'jose';
import type { PortcullisPlugin } from '../../src/plugin/index.js';
import { jwt } from '../../src/plugins/jwt/index.js';
import type { PublicJWK } from '../../src/plugins/jwt/keys.js';
import type { JwtOptions } from '../../src/plugins/jwt/options.js';
import { BASE_URL, cookieHeader, createTestAuth, user } from '../helpers.js';

type TestOptions = NonNullable<Parameters<typeof createTestAuth>[0]>;

/**
 * An instance with `jwt(options)` (after `extraPlugins`), a signed-up user and its cookie. Pass
 * the `database` path of another instance to share its tables.
 */
export async function signedIn(
  options?: JwtOptions,
  overrides: TestOptions & { extraPlugins?: PortcullisPlugin[] } = {},
) {
  const { extraPlugins = [], ...rest } = overrides;
  const t = await createTestAuth({ ...rest, plugins: [...extraPlugins, jwt(options)] });
  // A second instance on a shared database finds the user there already: it signs in.
  let signUp = await t.post('/sign-up/email', user);
  if (signUp.status === 422) signUp = await t.post('/sign-in/email', user);
  const cookie = cookieHeader(signUp);
  const { user: created } = (await signUp.json()) as { user: { id: string } };
  const fetchToken = async (headers: Record<string, string> = { cookie }) => {
    const response = await t.get('/token', headers);
    if (response.status !== 200) throw new Error(`/token answered ${response.status}`);
    return ((await response.json()) as { token: string }).token;
  };
  const fetchKeys = async () => (await (await t.get('/jwks')).json()) as { keys: PublicJWK[] };
  const jwksRows = () =>
    t.auth.$context.adapter.findMany<Record<string, any> & { id: string }>({
      model: 'jwks',
    });
  return { ...t, cookie, userId: created.id, fetchToken, fetchKeys, jwksRows };
}

/** Verifies `token` against a JWK Set with jose, expecting the test instance's defaults. */
export async function verifyWith(
  keys: { keys: PublicJWK[] },
  token: string,
  options: JWTVerifyOptions = {},
) {
  return jwtVerify(token, createLocalJWKSet(keys), {
    issuer: BASE_URL,
    audience: BASE_URL,
    ...options,
  });
}

/** The `kid` in a token's header. */
export const kidOf = (token: string) => decodeProtectedHeader(token).kid;
