import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  decryptBetterAuthSymmetric,
  decryptToken,
  encryptToken,
  isEncryptedToken,
} from '../../plugin/index.js';

/**
 * Encrypts a value of the `twoFactor` table (`field` is `'secret'` or `'backupCodes'`) under the
 * app secret: AES-256-GCM, Portcullis's `pcx.v1` format, the column name authenticated so a
 * value copied into the other column does not decrypt.
 */
export function sealTwoFactorValue(secret: string, field: string, plaintext: string): string {
  return encryptToken(secret, `twoFactor.${field}`, plaintext);
}

/**
 * Decrypts a value of the `twoFactor` table: Portcullis's `pcx.v1` format, or Better Auth's
 * `symmetricEncrypt` hex (XChaCha20-Poly1305 under SHA-256 of the secret), so rows Better Auth
 * wrote keep working.
 *
 * @throws Error when the value does not authenticate under `secret`.
 */
export function openTwoFactorValue(secret: string, field: string, stored: string): string {
  return isEncryptedToken(stored)
    ? decryptToken(secret, `twoFactor.${field}`, stored)
    : decryptBetterAuthSymmetric(secret, stored);
}

/** Compares two strings in constant time (for equal lengths; the length itself is not secret). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** HMAC-SHA256 of `value` under `secret`, base64url without padding (Better Auth's `createHMAC('SHA-256', 'base64urlnopad')`). */
export function hmacBase64Url(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** `length` decimal digits from the CSPRNG (`crypto.randomInt`, uniform). */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}
