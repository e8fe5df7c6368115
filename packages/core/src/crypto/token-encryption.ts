import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Marks a value this module encrypted; the version names the algorithm and key derivation. */
const PREFIX = 'pcx.v1.';
/** HKDF `info`: keys for other purposes derived from the same secret can never collide. */
const KEY_INFO = 'portcullis-oauth-tokens';
const IV_BYTES = 12;
const TAG_BYTES = 16;

let cachedKey: { secret: string; key: Buffer } | undefined;

// One HKDF per secret per process: a 32-byte AES-256 key (RFC 5869, SHA-256, no salt).
function keyFor(secret: string): Buffer {
  if (cachedKey?.secret !== secret) {
    const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), KEY_INFO, 32));
    cachedKey = { secret, key };
  }
  return cachedKey.key;
}

/**
 * Encrypts a provider token for storage with AES-256-GCM under a key derived from `secret`
 * (HKDF-SHA256, info `portcullis-oauth-tokens`), with a fresh 96-bit IV. `field` (e.g.
 * `'accessToken'`) is authenticated as associated data, so a ciphertext copied into another
 * column does not decrypt.
 *
 * Format: `pcx.v1.<iv>.<ciphertext>.<tag>`, each part base64url.
 *
 * @see NIST SP 800-38D (GCM), RFC 5869 (HKDF)
 * @example
 * const stored = encryptToken(secret, 'accessToken', 'gho_abc');
 * decryptToken(secret, 'accessToken', stored); // 'gho_abc'
 */
export function encryptToken(secret: string, field: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  cipher.setAAD(Buffer.from(field));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return PREFIX + parts.join('.');
}

/** True when `value` is in the format {@link encryptToken} writes. */
export function isEncryptedToken(value: string): boolean {
  return value.startsWith(PREFIX);
}

/**
 * Decrypts a value written by {@link encryptToken}. A value without the `pcx.v1.` prefix is
 * returned as is: tokens stored before `encryptOAuthTokens` was turned on stay readable.
 *
 * @throws Error when the value is malformed or does not authenticate (another secret, or
 *   tampered with).
 */
export function decryptToken(secret: string, field: string, stored: string): string {
  if (!isEncryptedToken(stored)) return stored;
  const [iv, ciphertext, tag] = stored
    .slice(PREFIX.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !ciphertext || !tag || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    throw new Error('[portcullis] Malformed encrypted token');
  }
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), iv, {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(field));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}
