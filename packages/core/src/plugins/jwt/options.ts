import type { SessionWithUser } from '../../plugin/index.js';

/**
 * JWS algorithms the plugin can sign with (RFC 7518 §3, RFC 8037 for EdDSA). Asymmetric only, so
 * a resource server verifies with the public key set and never holds a signing secret.
 */
export type JwtAlgorithm = 'EdDSA' | 'ES256' | 'RS256' | 'PS256';

/** The algorithms of {@link JwtAlgorithm}, in a list (also what `verifyJWT` accepts). */
export const JWT_ALGORITHMS: readonly JwtAlgorithm[] = ['EdDSA', 'ES256', 'RS256', 'PS256'];

/** The smallest RSA modulus accepted, in bits (SPEC §9: "RSA at least 2048 bits"). */
export const MIN_RSA_MODULUS_BITS = 2048;

/** How new signing keys are made. */
export interface JwtKeyPairConfig {
  /**
   * The signing algorithm: `'EdDSA'` (curve Ed25519), `'ES256'` (P-256), `'RS256'` or `'PS256'`
   * (RSA). Default: `'EdDSA'` (SPEC §9). Changing it makes the next token use a new key of the
   * new kind; keys already issued stay published (see `rotationInterval`).
   */
  alg?: JwtAlgorithm;
  /** EdDSA only; Ed25519 is the one curve supported. Accepted for Better Auth configurations. */
  crv?: 'Ed25519';
  /**
   * RSA modulus length, in bits (`RS256`/`PS256` only). Default: 2048. Less than 2048 is refused
   * at start-up (SPEC §9).
   */
  modulusLength?: number;
}

/** The key set: algorithm, storage and rotation of the signing keys. */
export interface JwksOptions {
  /** How new key pairs are made. Default: `{ alg: 'EdDSA' }`. */
  keyPairConfig?: JwtKeyPairConfig;
  /**
   * Store private keys as plain JWK JSON instead of encrypting them with a key derived from the
   * instance secret (AES-256-GCM). Only for databases whose rows are as well guarded as the
   * secret itself. Default: false (SPEC §9: "private key encrypted unless disabled").
   */
  disablePrivateKeyEncryption?: boolean;
  /**
   * Age, in seconds, after which the signing key is replaced: the next token is signed by a new
   * key, and the old public key stays in `/jwks` until every token it signed has expired
   * (`rotationInterval + expirationTime` after its creation), then leaves it. Default: none (one
   * key signs for ever).
   */
  rotationInterval?: number;
}

/** What the tokens say (RFC 7519 §4.1 registered claims and your own). */
export interface JwtClaimsOptions {
  /** The `iss` claim. Default: the origin of `baseURL`, e.g. `https://app.example`. */
  issuer?: string;
  /** The `aud` claim: one audience or several. Default: the origin of `baseURL`. */
  audience?: string | string[];
  /** Lifetime of a token, in seconds (`exp - iat`). Default: 900 (15 minutes, SPEC §9). */
  expirationTime?: number;
  /**
   * The custom claims of a token, from the session it is issued for. Default: the user as
   * get-session returns it (`id`, `name`, `email`, `emailVerified`, `image`, dates as ISO
   * strings, plus plugin and additional fields). `iat`, `exp`, `iss`, `aud` and `sub` are always
   * set by the plugin and cannot be overridden here.
   */
  definePayload?: (
    session: SessionWithUser,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The `sub` claim. Default: the user id. */
  getSubject?: (session: SessionWithUser) => string | Promise<string>;
}

/** Options of `jwt()`; names follow Better Auth's JWT plugin. */
export interface JwtOptions {
  /** Signing keys: algorithm, encryption at rest, rotation. */
  jwks?: JwksOptions;
  /** Claims and lifetime of the tokens. */
  jwt?: JwtClaimsOptions;
}

/** {@link JwtOptions} validated, with defaults applied; built once by {@link resolveJwtOptions}. */
export interface ResolvedJwtOptions {
  alg: JwtAlgorithm;
  /** RSA only. */
  modulusLength: number | undefined;
  encryptPrivateKey: boolean;
  rotationIntervalSeconds: number | undefined;
  expirationTimeSeconds: number;
  issuer: string | undefined;
  audience: string | string[] | undefined;
  definePayload: NonNullable<JwtClaimsOptions['definePayload']>;
  getSubject: NonNullable<JwtClaimsOptions['getSubject']>;
}

const isRSA = (alg: JwtAlgorithm) => alg === 'RS256' || alg === 'PS256';

function configError(message: string): Error {
  return new Error(`[portcullis] jwt(): ${message}`);
}

function positiveSeconds(name: string, value: number | undefined): void {
  if (value !== undefined && !(Number.isInteger(value) && value > 0)) {
    throw configError(`${name} must be a positive whole number of seconds, got ${value}.`);
  }
}

/**
 * Applies the defaults of {@link JwtOptions} and validates them, once, at start-up.
 *
 * @throws Error (configuration) for an unknown algorithm, an RSA modulus under 2048 bits or a
 *   modulus given for a non-RSA algorithm, an unsupported curve, or a lifetime or rotation
 *   interval that is not a positive whole number of seconds.
 */
export function resolveJwtOptions(options: JwtOptions = {}): ResolvedJwtOptions {
  const keyPair = options.jwks?.keyPairConfig ?? {};
  const alg = keyPair.alg ?? 'EdDSA';
  if (!JWT_ALGORITHMS.includes(alg)) {
    throw configError(
      `keyPairConfig.alg must be one of ${JWT_ALGORITHMS.join(', ')}, got ${JSON.stringify(alg)}.`,
    );
  }
  if (keyPair.crv !== undefined && (alg !== 'EdDSA' || keyPair.crv !== 'Ed25519')) {
    throw configError(`keyPairConfig.crv is for EdDSA and must be 'Ed25519'.`);
  }
  const { modulusLength } = keyPair;
  if (modulusLength !== undefined) {
    if (!isRSA(alg)) throw configError(`keyPairConfig.modulusLength is for RS256 and PS256 only.`);
    if (!Number.isInteger(modulusLength) || modulusLength < MIN_RSA_MODULUS_BITS) {
      throw configError(
        `RSA keys must be at least ${MIN_RSA_MODULUS_BITS} bits (SPEC §9), got modulusLength ${modulusLength}.`,
      );
    }
  }
  const claims = options.jwt ?? {};
  const expirationTimeSeconds = claims.expirationTime ?? 900;
  positiveSeconds('jwt.expirationTime', expirationTimeSeconds);
  const rotationIntervalSeconds = options.jwks?.rotationInterval;
  positiveSeconds('jwks.rotationInterval', rotationIntervalSeconds);
  if (claims.issuer !== undefined && claims.issuer === '') {
    throw configError('jwt.issuer must not be empty.');
  }
  return {
    alg,
    modulusLength: isRSA(alg) ? (modulusLength ?? MIN_RSA_MODULUS_BITS) : undefined,
    encryptPrivateKey: !options.jwks?.disablePrivateKeyEncryption,
    rotationIntervalSeconds,
    expirationTimeSeconds,
    issuer: claims.issuer,
    audience: claims.audience,
    definePayload: claims.definePayload ?? (({ user }) => ({ ...user })),
    getSubject: claims.getSubject ?? (({ user }) => user.id),
  };
}
