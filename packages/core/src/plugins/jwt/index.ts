/**
 * @module jwt
 *
 * The `jwt()` plugin: signed JSON Web Tokens for the current session, and the JWK Set that
 * verifies them, for services that cannot read the session cookie (SPEC §2, §7, §9).
 */
import { definePlugin } from '../../plugin/index.js';
import { createJwtHeaderHook } from './expose-jwt.js';
import { type JwtOptions, resolveJwtOptions } from './options.js';
import { createJwksEndpoint } from './routes/jwks.js';
import { createTokenEndpoint } from './routes/token.js';
import { createJwtRuntime, registerJwtRuntime } from './runtime.js';
import { jwksSchema } from './schema.js';

export { AUTH_JWT_HEADER } from './expose-jwt.js';
export type { PublicJWK } from './keys.js';
export type {
  JwksOptions,
  JwtAlgorithm,
  JwtClaimsOptions,
  JwtKeyPairConfig,
  JwtOptions,
} from './options.js';
export { JWKS_MAX_AGE_SECONDS } from './routes/jwks.js';
export { type JwtAuthInstance, type VerifyJWTOptions, verifyJWT } from './verify.js';

/**
 * The JWT plugin (SPEC §2 `/jwks` and `/token`, §3 `jwks`, §7 `set-auth-jwt`, §9).
 *
 * - `GET /jwks` (`auth.api.getJwks`): the public keys, as a JWK Set (RFC 7517).
 * - `GET /token` (`auth.api.getToken`): `{ token }`, a JWT (RFC 7519) for the current session;
 *   401 without one. `exp` = 15 minutes after `iat` by default; `iss` and `aud` default to the
 *   origin of `baseURL`; `sub` is the user id; the other claims are the user, or `definePayload`.
 * - `GET /get-session` with a session also answers a fresh JWT in the `set-auth-jwt` header,
 *   exposed to browsers through `Access-Control-Expose-Headers`.
 *
 * Keys live in the `jwks` table (run `migrate(auth)` after adding the plugin): Ed25519 by
 * default, the private key encrypted with a key derived from the secret unless
 * `disablePrivateKeyEncryption`. The first key is made on first use, once; keys are cached in
 * memory. With `rotationInterval`, a new key takes over signing and old public keys stay
 * published until every token they signed has expired. Verify tokens with {@link verifyJWT}.
 *
 * @throws Error (configuration) at start-up for an unknown algorithm, an RSA modulus under 2048
 *   bits, or a lifetime or rotation interval that is not a positive whole number of seconds.
 * @example
 * const auth = createPortcullis({
 *   baseURL: 'https://app.example',
 *   database: './auth.db',
 *   plugins: [jwt({ jwks: { rotationInterval: 30 * 86400 }, jwt: { audience: 'https://api.example' } })],
 * });
 * await migrate(auth);
 * const { token } = await auth.api.getToken({ headers: request.headers });
 */
export function jwt(options: JwtOptions = {}) {
  const runtime = createJwtRuntime(resolveJwtOptions(options));
  const plugin = definePlugin({
    id: 'jwt',
    schema: jwksSchema,
    endpoints: {
      getJwks: createJwksEndpoint(runtime),
      getToken: createTokenEndpoint(runtime),
    },
    hooks: { after: createJwtHeaderHook(runtime) },
  });
  registerJwtRuntime(plugin, runtime);
  return plugin;
}
