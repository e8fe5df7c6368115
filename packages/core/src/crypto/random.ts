import { randomFillSync } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `[a-z0-9]`: the alphabet of Better Auth's delete-account tokens (SPEC §9). */
export const LOWERCASE_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random string of `length` characters over `alphabet` from the operating system's CSPRNG,
 * without modulo bias: a byte at or above the largest multiple of the alphabet's size that fits
 * in 256 is rejected and redrawn.
 *
 * @param length - number of characters; session tokens use 32 (SPEC §9).
 * @param alphabet - the characters to draw from, 2 to 256 of them. Default: `[A-Za-z0-9]`.
 * @throws Error when the alphabet has fewer than 2 or more than 256 characters.
 * @example
 * generateRandomString(32); // 'Xq3…' over [A-Za-z0-9]
 * generateRandomString(32, LOWERCASE_ALPHANUMERIC); // 'k7p…' over [a-z0-9]
 */
export function generateRandomString(length: number, alphabet: string = ALPHANUMERIC): string {
  const size = alphabet.length;
  if (size < 2 || size > 256) {
    throw new Error(`[portcullis] generateRandomString needs 2 to 256 characters, got ${size}.`);
  }
  // 248 = 62 × 4 for the default alphabet; 252 = 36 × 7 for [a-z0-9].
  const limit = 256 - (256 % size);
  let out = '';
  const bytes = new Uint8Array(length * 2);
  while (out.length < length) {
    randomFillSync(bytes);
    for (let i = 0; i < bytes.length && out.length < length; i++) {
      const byte = bytes[i]!;
      if (byte < limit) out += alphabet[byte % size];
    }
  }
  return out;
}

/** A random identifier for database rows: 32 characters over [A-Za-z0-9]. */
export function generateId(): string {
  return generateRandomString(32);
}
