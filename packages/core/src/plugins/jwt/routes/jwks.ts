import { defineEndpoint } from '../../../plugin/index.js';
import { type PublicJWK, publishedJWK } from '../keys.js';
import type { JwtRuntime } from '../runtime.js';

/**
 * How long, in seconds, clients and caches may keep `/jwks`. Short, because a rotated key signs
 * the moment it is made; verifiers such as jose's remote key set also re-fetch on an unknown
 * `kid`.
 */
export const JWKS_MAX_AGE_SECONDS = 300;

/**
 * `GET /jwks` — `auth.api.getJwks`: the JWK Set of the public keys whose tokens may still be
 * valid, `{ keys: [{ kid, kty, crv, x, … }] }` (`alg` too for RSA keys; see
 * {@link publishedJWK}), with `Cache-Control: public, max-age=300`. Never includes private
 * members. Makes the first key when there is none. Better Auth 1.2.7 answers alike.
 *
 * @see RFC 7517 §5 (JWK Set), SPEC §2
 */
export function createJwksEndpoint(runtime: JwtRuntime) {
  return defineEndpoint(
    '/jwks',
    {
      method: 'GET',
      metadata: { summary: 'The public keys that verify issued JWTs (JWK Set)', tags: ['JWT'] },
    },
    async (ctx): Promise<{ keys: PublicJWK[] }> => {
      const keys = await runtime.keyStore(ctx.context).publicKeys();
      ctx.setHeader('cache-control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`);
      return { keys: keys.map(publishedJWK) };
    },
  );
}
