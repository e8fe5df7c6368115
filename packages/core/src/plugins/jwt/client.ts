import type { ClientPluginContext, ClientResult, EndpointResult } from '../../plugin/client.js';
import type { jwt } from './index.js';
import type { createJwksEndpoint } from './routes/jwks.js';
import type { createTokenEndpoint } from './routes/token.js';

/** Result of `token()`: `{ token }`, a JWT for the current session (RFC 7519). */
export type JwtTokenResult = EndpointResult<ReturnType<typeof createTokenEndpoint>>;

/** Result of `jwks()`: the JWK Set, `{ keys: [{ kid, kty, crv, x, … }] }` (RFC 7517; `alg` on RSA keys). */
export type JwksResult = EndpointResult<ReturnType<typeof createJwksEndpoint>>;

/** The calls {@link jwtClient} adds. */
export interface JwtMethods {
  /**
   * `GET /token`: a JWT for the current session, signed with the server's active key; `exp` is
   * 15 minutes after `iat` by default. Send it to services that verify against `/jwks`.
   * Errors: 401 `UNAUTHORIZED` without a session.
   *
   * @example
   * const { data } = await client.token();
   * await fetch('https://api.example/me', { headers: { authorization: `Bearer ${data?.token}` } });
   */
  token(): Promise<ClientResult<JwtTokenResult>>;
  /**
   * `GET /jwks`: the public keys that verify the tokens (no session needed). Servers usually
   * read it themselves (e.g. jose's `createRemoteJWKSet`); this is for tools and tests.
   *
   * @example
   * const { data } = await client.jwks();
   * console.log(data?.keys.map((key) => key.kid));
   */
  jwks(): Promise<ClientResult<JwksResult>>;
}

/** What {@link jwtClient} returns. */
export interface JwtClientPlugin {
  id: 'jwt';
  /** Type only: the server plugin. */
  $InferServerPlugin?: ReturnType<typeof jwt>;
  methods(ctx: ClientPluginContext): JwtMethods;
}

/**
 * The client side of the `jwt()` plugin: adds `client.token()` (`GET /token`) and
 * `client.jwks()` (`GET /jwks`). Its errors are core codes (`UNAUTHORIZED`), so it adds none to
 * `client.$ERROR_CODES`.
 *
 * @see SPEC §2, §9
 * @example
 * const client = createAuthClient({ plugins: [jwtClient()] });
 * const { data, error } = await client.token();
 */
export function jwtClient(): JwtClientPlugin {
  return {
    id: 'jwt',
    methods: (ctx) => ({
      token: () => ctx.get('/token'),
      jwks: () => ctx.get('/jwks'),
    }),
  };
}
