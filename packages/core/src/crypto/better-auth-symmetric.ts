import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { bytesToHex, hexToBytes, managedNonce } from '@noble/ciphers/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';

/** XChaCha20 nonce (24 bytes) plus Poly1305 tag (16 bytes): the shortest possible value, in hex. */
const MIN_HEX_LENGTH = (24 + 16) * 2;
const HEX = /^[0-9a-f]+$/i;

let cachedKey: { secret: string; key: Uint8Array } | undefined;

function keyFor(secret: string): Uint8Array {
  if (cachedKey?.secret !== secret) cachedKey = { secret, key: sha256(utf8(secret)) };
  return cachedKey.key;
}

function utf8(value: string): Uint8Array {
  return new TextEncoder().encode(value);
}

/**
 * True when `value` has the shape of Better Auth's `symmetricEncrypt` output: hex of even length,
 * long enough to hold a nonce and a tag. Shape only; whether it decrypts is another matter (a
 * plain value that happens to be long hex has the same shape).
 */
export function isBetterAuthCiphertext(value: string): boolean {
  return value.length >= MIN_HEX_LENGTH && value.length % 2 === 0 && HEX.test(value);
}

/**
 * Decrypts a value written by Better Auth's `symmetricEncrypt({ key: secret, data })`: key
 * SHA-256(secret), XChaCha20-Poly1305 with its random 24-byte nonce prepended, all as hex. Stored
 * tokens are written in Portcullis's own format (`pcx.v1`, see `encryptToken`); this format is
 * written only by {@link encryptBetterAuthSymmetric}, for the OAuth proxy.
 *
 * @throws Error when the value is not such hex, or does not authenticate under `secret`
 *   (another secret, or tampered with).
 * @see https://datatracker.ietf.org/doc/html/draft-irtf-cfrg-xchacha (XChaCha20-Poly1305)
 * @example
 * decryptBetterAuthSymmetric(secret, account.refreshToken); // 'ghr_…'
 */
export function decryptBetterAuthSymmetric(secret: string, ciphertextHex: string): string {
  if (!isBetterAuthCiphertext(ciphertextHex)) {
    throw new Error('[portcullis] Malformed Better Auth ciphertext');
  }
  const cipher = managedNonce(xchacha20poly1305)(keyFor(secret));
  return new TextDecoder('utf-8', { fatal: true }).decode(
    cipher.decrypt(hexToBytes(ciphertextHex)),
  );
}

/**
 * Encrypts as Better Auth's `symmetricEncrypt({ key: secret, data })` does: key SHA-256(secret),
 * XChaCha20-Poly1305 with a random 24-byte nonce prepended, all as hex. For values that travel
 * between Better Auth-compatible servers sharing the secret (the OAuth proxy's cookies);
 * {@link decryptBetterAuthSymmetric} reads them back.
 *
 * @example
 * const sealed = encryptBetterAuthSymmetric(secret, 'hello');
 * decryptBetterAuthSymmetric(secret, sealed); // 'hello'
 */
export function encryptBetterAuthSymmetric(secret: string, plaintext: string): string {
  const cipher = managedNonce(xchacha20poly1305)(keyFor(secret));
  return bytesToHex(cipher.encrypt(utf8(plaintext)));
}
