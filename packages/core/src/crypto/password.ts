import { scrypt as nodeScrypt, randomBytes, timingSafeEqual } from 'node:crypto';
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

/**
 * A password hasher: plug in argon2 or your own through `emailAndPassword.password`.
 * Both functions must be safe to call concurrently.
 */
export interface PasswordHasher {
  /** Hashes a password into a self-contained string (salt and parameters included). */
  hash(password: string): Promise<string>;
  /** True when `password` matches `hash`. Must not throw on a malformed hash: return false. */
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/** scrypt cost parameters (SPEC §9): N 16384, r 16, p 1, key length 64 bytes. */
export const SCRYPT_PARAMS = { N: 16384, r: 16, p: 1, dkLen: 64 } as const;

// node:crypto refuses parameters needing more than 32 MiB unless maxmem is raised; these need
// 128 × N × r = 32 MiB, plus a little headroom.
const MAX_MEM = 128 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r * 2;

function deriveKey(password: string, salt: string): Promise<Uint8Array> {
  // NFKC so that the same password typed on different keyboards hashes alike (Better Auth does
  // the same, so migrated hashes verify).
  const normalized = password.normalize('NFKC');
  const { N, r, p, dkLen } = SCRYPT_PARAMS;
  if (typeof nodeScrypt !== 'function') {
    return scryptAsync(normalized, salt, { N, r, p, dkLen, maxmem: MAX_MEM });
  }
  // node:crypto's scrypt runs on the libuv pool, off the event loop.
  return new Promise((resolve, reject) => {
    nodeScrypt(normalized, salt, dkLen, { N, r, p, maxmem: MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * The default hasher: scrypt (N 16384, r 16, p 1, 64-byte key) with a random 16-byte salt,
 * stored as `saltHex:keyHex`. The salt's hex string itself is the scrypt salt, exactly as
 * Better Auth does, so its password hashes verify here unchanged. Costs about 80 ms and 32 MiB.
 *
 * @see SPEC §9 (password hashing)
 */
export const scryptHasher: PasswordHasher = {
  async hash(password) {
    const salt = bytesToHex(randomBytes(16));
    const key = await deriveKey(password, salt);
    return `${salt}:${bytesToHex(key)}`;
  },
  async verify({ hash, password }) {
    const [salt, keyHex] = hash.split(':');
    if (!salt || !keyHex || !/^[0-9a-f]+$/i.test(keyHex) || keyHex.length % 2 !== 0) return false;
    const expected = hexToBytes(keyHex);
    const actual = await deriveKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
