import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import {
  decryptBetterAuthSymmetric,
  decryptToken,
  encryptToken,
  isEncryptedToken,
} from '../../plugin/index.js';
import { JWT_ALGORITHMS, type JwtAlgorithm } from './options.js';

/** A row of the `jwks` table as the adapter returns it. */
export interface JwksRow {
  id: string;
  publicKey: string;
  privateKey: string;
  createdAt: Date;
}

/**
 * A public key as `/jwks` publishes it: the public JWK members plus `kid` (see
 * {@link readPublicJWK}).
 */
export type PublicJWK = JWK & { kid: string };

/** A public key as the key store holds it: {@link PublicJWK} with its signing `alg`. */
export type KeyStoreJWK = PublicJWK & { alg: JwtAlgorithm };

/** A freshly generated pair, serialized for the `jwks` table. */
export interface NewKeyRow {
  publicKey: string;
  privateKey: string;
}

// The private-key encryption key gets its own HKDF `info`, so it is never the key that protects
// OAuth tokens even though both come from the one instance secret and the one cipher.
const PRIVATE_KEY_INFO = 'portcullis-jwks-private-keys';
let derived: { secret: string; value: string } | undefined;

function privateKeySecret(secret: string): string {
  if (derived?.secret !== secret) {
    const value = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), PRIVATE_KEY_INFO, 32));
    derived = { secret, value: value.toString('base64url') };
  }
  return derived.value;
}

// Associated data binds a sealed private key to its row's public key: copied into another row,
// it no longer decrypts.
const boundTo = (thumbprint: string) => `jwks.privateKey#${thumbprint}`;

/**
 * Generates a key pair for `alg` (Ed25519 for EdDSA, P-256 for ES256, RSA of `modulusLength`
 * bits for RS256/PS256) and serializes it for the `jwks` table: the public JWK as JSON with its
 * `alg` and a random `kid` (see {@link readPublicJWK}), the private JWK as JSON sealed with
 * AES-256-GCM under a key derived from `secret` (HKDF-SHA256, its own `info`) unless `encrypt`
 * is false.
 *
 * @see RFC 7517 (JWK; §4.5 `kid`), SPEC §9 ("private key encrypted unless disabled")
 */
export async function generateKeyRow(options: {
  alg: JwtAlgorithm;
  modulusLength: number | undefined;
  secret: string;
  encrypt: boolean;
}): Promise<NewKeyRow> {
  const { alg, modulusLength, secret, encrypt } = options;
  const pair = await generateKeyPair(alg, {
    extractable: true,
    ...(alg === 'EdDSA' ? { crv: 'Ed25519' } : {}),
    ...(modulusLength ? { modulusLength } : {}),
  });
  // Random, never derived from the secret or the row: a key made after rows were deleted, or by
  // another deployment with the same secret, must not take a kid a verifier has cached.
  const kid = randomBytes(24).toString('base64url');
  const publicJwk = { ...(await exportJWK(pair.publicKey)), alg, kid };
  const privateJson = JSON.stringify(await exportJWK(pair.privateKey));
  const thumbprint = await calculateJwkThumbprint(publicJwk);
  return {
    publicKey: JSON.stringify(publicJwk),
    privateKey: encrypt
      ? encryptToken(privateKeySecret(secret), boundTo(thumbprint), privateJson)
      : privateJson,
  };
}

/**
 * The row id of the key that follows the row `previousId` (null for the first key) for `alg`: an
 * HMAC of both under the secret, so every instance sharing the database and secret names the
 * same next row. Two instances that make it at the same moment insert the same primary key, the
 * database keeps one, and both sign with it: there is never more than one new key per turn.
 * Only the row's name: the key's `kid` is random, in its public JWK (see {@link readPublicJWK}).
 * 32 base64url characters; reveals nothing without the secret.
 */
export function successorRowId(secret: string, previousId: string | null, alg: JwtAlgorithm) {
  return createHmac('sha256', secret)
    .update(`portcullis.jwks.successor:${alg}:${previousId ?? ''}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * The public JWK of a row as `/jwks` publishes it, or null when the stored JSON is not a usable
 * public key (never the private members, whatever the row holds). Its `kid` is the one stored in
 * the JWK (random, made with the key by {@link generateKeyRow}), else the row id: rows Better
 * Auth wrote (its `kid` is the row id, a random id) and rows of earlier Portcullis versions keep
 * the `kid` they were published with.
 */
export function readPublicJWK(row: Pick<JwksRow, 'id' | 'publicKey'>): KeyStoreJWK | null {
  let jwk: JWK;
  try {
    jwk = JSON.parse(row.publicKey) as JWK;
  } catch {
    return null;
  }
  const alg = algorithmOf(jwk);
  if (!alg) return null;
  const { d, p, q, dp, dq, qi, k, oth, kid, ...publicMembers } = jwk;
  return { ...publicMembers, kid: typeof kid === 'string' && kid !== '' ? kid : row.id, alg };
}

/**
 * A key as `/jwks` publishes it: the public members and `kid`, as Better Auth 1.2.7 publishes
 * its keys (no `use`). `alg` is kept only for RSA keys, where the key type cannot tell RS256
 * from PS256; an Ed25519 or P-256 key allows one algorithm only (RFC 7517 §4.4: `alg` is
 * optional).
 */
export function publishedJWK(jwk: KeyStoreJWK): PublicJWK {
  if (jwk.kty === 'RSA') return jwk;
  const { alg, ...published } = jwk;
  return published;
}

// Rows written by other tools may lack `alg`; the key type tells it, except RSA-PSS vs PKCS#1.
function algorithmOf(jwk: JWK): JwtAlgorithm | undefined {
  const { alg, kty, crv } = jwk;
  if (alg === 'EdDSA' || alg === 'Ed25519') return crv === 'Ed25519' ? 'EdDSA' : undefined;
  const named = JWT_ALGORITHMS.find((known) => known === alg);
  if (named || alg !== undefined) return named;
  if (kty === 'OKP' && crv === 'Ed25519') return 'EdDSA';
  if (kty === 'EC' && crv === 'P-256') return 'ES256';
  if (kty === 'RSA') return 'RS256';
  return undefined;
}

/**
 * The private JWK of a row, whoever wrote it:
 *
 * - `pcx.v1.…`: sealed by Portcullis (AES-256-GCM, key derived from `secret`);
 * - a JSON string of hex (`"5da4…"`): sealed by Better Auth's jwt plugin, `symmetricEncrypt` with
 *   the same `secret` (XChaCha20-Poly1305, key SHA-256(secret)), read so a Better Auth database
 *   keeps its signing key;
 * - a JWK object as JSON: stored plain (`disablePrivateKeyEncryption`, either library).
 *
 * Either way it must belong to the row's public key.
 *
 * @throws Error when it does not decrypt (another secret, tampering, copied from another row), is
 *   not JSON, or does not match the public key.
 */
export async function readPrivateJWK(
  secret: string,
  row: Pick<JwksRow, 'id' | 'publicKey' | 'privateKey'>,
): Promise<JWK> {
  const publicJwk = JSON.parse(row.publicKey) as JWK;
  const thumbprint = await calculateJwkThumbprint(publicJwk);
  let json: string;
  try {
    json = openPrivateKey(secret, thumbprint, row.privateKey);
  } catch (cause) {
    throw new Error(
      `[portcullis] jwt(): the private key of jwks row "${row.id}" does not decrypt. Was the secret changed? Restore it, or delete the row to have a new key made.`,
      { cause },
    );
  }
  const privateJwk = JSON.parse(json) as JWK;
  if ((await calculateJwkThumbprint(privateJwk)) !== thumbprint) {
    throw new Error(`[portcullis] jwt(): jwks row "${row.id}" holds mismatched keys.`);
  }
  return privateJwk;
}

// The private JWK's JSON, out of whichever of the three stored forms `stored` is.
function openPrivateKey(secret: string, thumbprint: string, stored: string): string {
  if (isEncryptedToken(stored)) {
    return decryptToken(privateKeySecret(secret), boundTo(thumbprint), stored);
  }
  // Better Auth stores `JSON.stringify(await symmetricEncrypt(...))`: a quoted hex string.
  if (stored.startsWith('"')) {
    const sealed: unknown = JSON.parse(stored);
    if (typeof sealed !== 'string') throw new Error('not a sealed private key');
    return decryptBetterAuthSymmetric(secret, sealed);
  }
  return stored;
}

/** Imports a row's private key for signing (decrypting it first, see {@link readPrivateJWK}). */
export async function importSigningKey(
  secret: string,
  row: Pick<JwksRow, 'id' | 'publicKey' | 'privateKey'>,
  alg: JwtAlgorithm,
): Promise<CryptoKey> {
  const key = await importJWK(await readPrivateJWK(secret, row), alg);
  // A JWK with `kty: 'oct'` would import as bytes; these rows only ever hold asymmetric keys.
  if (key instanceof Uint8Array) throw new Error('[portcullis] jwt(): not an asymmetric key.');
  return key;
}
