import { randomFillSync } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random string of `length` characters over [A-Za-z0-9] from the operating system's CSPRNG,
 * without modulo bias (bytes ≥ 248 are rejected and redrawn).
 *
 * @param length - number of characters; session tokens use 32 (SPEC §9).
 */
export function generateRandomString(length: number): string {
  let out = '';
  const bytes = new Uint8Array(length * 2);
  while (out.length < length) {
    randomFillSync(bytes);
    for (let i = 0; i < bytes.length && out.length < length; i++) {
      const byte = bytes[i]!;
      // 248 = 62 × 4: the largest multiple of the alphabet size below 256.
      if (byte < 248) out += ALPHANUMERIC[byte % 62];
    }
  }
  return out;
}

/** A random identifier for database rows: 32 characters over [A-Za-z0-9]. */
export function generateId(): string {
  return generateRandomString(32);
}
