import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { type AuthContext, type ResolvedOptions, remoteKeySet } from '../../plugin/index.js';
import { JWT_ALGORITHMS } from './options.js';
import { findJwtRuntime } from './runtime.js';

/** An instance with the `jwt()` plugin, as `createPortcullis` returns it. */
export interface JwtAuthInstance {
  options: Pick<ResolvedOptions, 'plugins'>;
  $context: AuthContext;
}

/** What a token must satisfy besides its signature and expiry. */
interface Expectations {
  /** The `iss` the token must carry. Default: see {@link VerifyJWTOptions}. */
  issuer?: string;
  /** The `aud` the token must carry (one of them, when several). Default: like `issuer`. */
  audience?: string | string[];
}

/**
 * Where {@link verifyJWT} gets its keys and what it expects:
 *
 * - `{ jwksURL }` (a resource server): the issuer's `/jwks`, fetched with a 5 s timeout, cached
 *   10 minutes and re-fetched (at most every 30 s) on an unknown `kid` (SPEC §9). `issuer` and
 *   `audience` default to the URL's origin, the plugin's own defaults.
 * - `{ auth }` (the same process): the instance's cached keys, no HTTP; `issuer` and `audience`
 *   default to what the instance's plugin puts in its tokens.
 */
export type VerifyJWTOptions = Expectations &
  ({ jwksURL: string | URL; auth?: undefined } | { auth: JwtAuthInstance; jwksURL?: undefined });

function resolveKeys(options: VerifyJWTOptions): {
  keys: JWTVerifyGetKey;
  issuer: string;
  audience: string | string[];
} {
  if (options.auth) {
    const runtime = findJwtRuntime(options.auth.options.plugins);
    if (!runtime) {
      throw new Error('[portcullis] verifyJWT(): this instance has no jwt() plugin.');
    }
    const context = options.auth.$context;
    const store = runtime.keyStore(context);
    return {
      // An unknown kid may be a key another instance just made: re-read (rate-limited) once.
      keys: async (header, token) => {
        try {
          return await (await store.localKeySet())(header, token);
        } catch (error) {
          if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
          return (await store.localKeySet({ refresh: true }))(header, token);
        }
      },
      issuer: options.issuer ?? runtime.issuer(context),
      audience: options.audience ?? runtime.audience(context),
    };
  }
  if (!options.jwksURL) {
    throw new Error('[portcullis] verifyJWT(): pass `jwksURL` or `auth`.');
  }
  const url = new URL(options.jwksURL);
  return {
    keys: remoteKeySet(url.href),
    issuer: options.issuer ?? url.origin,
    audience: options.audience ?? url.origin,
  };
}

/**
 * Verifies a JWT issued by the `jwt()` plugin, for resource servers: its signature against the
 * issuer's public keys (EdDSA, ES256, RS256 or PS256 only — never `none` or an HMAC), its `exp`
 * (and `nbf`, when present), its `iss` and its `aud`. Returns the claims, or null when anything
 * fails: a bad signature, an unknown key, an expired token, another issuer or audience, garbage.
 *
 * @throws Error (configuration) when neither `jwksURL` nor `auth` is given, when `jwksURL` is
 *   not a URL, or when `auth` has no `jwt()` plugin.
 * @see RFC 7519 §7.2 (validating a JWT), RFC 7517 (JWK Set)
 * @example
 * // On an API server that trusts https://app.example:
 * const claims = await verifyJWT(bearerToken, {
 *   jwksURL: 'https://app.example/api/auth/jwks',
 * });
 * if (!claims) return new Response(null, { status: 401 });
 * claims.sub; // the user id
 */
export async function verifyJWT<Claims extends Record<string, unknown> = Record<string, unknown>>(
  token: string,
  options: VerifyJWTOptions,
): Promise<(JWTPayload & Claims) | null> {
  const { keys, issuer, audience } = resolveKeys(options);
  try {
    const { payload } = await jwtVerify<Claims>(token, keys, {
      issuer,
      audience,
      algorithms: [...JWT_ALGORITHMS],
    });
    return payload;
  } catch {
    return null;
  }
}
