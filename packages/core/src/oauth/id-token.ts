import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';

/** Key-set fetching limits (SPEC §9), in milliseconds. */
export const JWKS_FETCH = { timeoutMs: 5_000, cooldownMs: 30_000, cacheMaxAgeMs: 600_000 } as const;

/**
 * Asymmetric algorithms only: an ID token signed with `none` or an HMAC (where an attacker would
 * use the public key as the secret) is refused before any key is looked up.
 */
export const ID_TOKEN_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The cached remote key set of a JWKS URL (one per URL per process). */
export function remoteKeySet(jwksURL: string) {
  let keySet = keySets.get(jwksURL);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksURL), {
      timeoutDuration: JWKS_FETCH.timeoutMs,
      cooldownDuration: JWKS_FETCH.cooldownMs,
      cacheMaxAge: JWKS_FETCH.cacheMaxAgeMs,
    });
    keySets.set(jwksURL, keySet);
  }
  return keySet;
}

/** What an ID token must satisfy (OIDC Core §3.1.3.7). */
export interface IdTokenExpectations {
  jwksURL: string;
  /** One issuer or several accepted spellings (Google has two). */
  issuer: string | string[];
  /** The client id(s) the token must be issued to. */
  audience: string | string[];
  /** When given, the token's `nonce` claim must equal it. */
  nonce?: string;
  /** Refuse tokens issued longer ago than this, in seconds (Apple: 3600, SPEC §9). */
  maxAgeSeconds?: number;
  /**
   * When the key set has no key for the token's `kid`/algorithm, throw this error instead of
   * returning null (Apple's ID-token sign-in answers 400 'Keys not found', SPEC §8).
   */
  unknownKeyError?: () => Error;
}

/**
 * Verifies an ID token's signature against the provider's JWKS (fetched with a 5 s timeout,
 * 30 s cooldown and 10 min cache, SPEC §9), its issuer, audience, expiry, nonce and age.
 * Returns the claims, or null when anything fails (throws only `unknownKeyError`).
 */
export async function verifyIdToken(
  token: string,
  expected: IdTokenExpectations,
): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, remoteKeySet(expected.jwksURL), {
      issuer: expected.issuer,
      audience: expected.audience,
      algorithms: ID_TOKEN_ALGORITHMS,
      maxTokenAge: expected.maxAgeSeconds,
    });
    if (expected.nonce !== undefined && payload.nonce !== expected.nonce) return null;
    return payload;
  } catch (error) {
    if (expected.unknownKeyError && error instanceof errors.JWKSNoMatchingKey) {
      throw expected.unknownKeyError();
    }
    return null;
  }
}
