import { scrypt as nodeScrypt, randomBytes, timingSafeEqual } from 'node:crypto';
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { defaultHashConcurrency } from './hash-concurrency.js';
import { createSemaphore, type Semaphore } from './semaphore.js';

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

/** Options of {@link createScryptHasher}. */
export interface ScryptHasherOptions {
  /**
   * The most scrypt derivations (hashes and verifications together) running at once; the rest
   * wait in arrival order, none is refused. Each running derivation holds a core and 32 MiB,
   * so more than the cores adds latency and memory, not throughput. A positive integer.
   * Default: one per core, at most `UV_THREADPOOL_SIZE` − 1 (2 on 2 cores, 3 on 8 cores with
   * the default pool of 4), shared by every hasher built without this option.
   */
  concurrency?: number;
}

// One queue for the whole process: every Portcullis instance hashes on the same cores.
let sharedSemaphore: Semaphore | undefined;
function defaultSemaphore(): Semaphore {
  sharedSemaphore ??= createSemaphore(defaultHashConcurrency());
  return sharedSemaphore;
}

/**
 * Builds the scrypt hasher (N 16384, r 16, p 1, 64-byte key, random 16-byte salt), stored as
 * `saltHex:keyHex`. The salt's hex string itself is the scrypt salt, exactly as Better Auth
 * does, so its password hashes verify here unchanged. A hash costs about 80–110 ms of one core
 * and 32 MiB while it runs, on the libuv thread pool (off the event loop).
 *
 * Derivations are bounded by a FIFO semaphore (see {@link ScryptHasherOptions.concurrency}):
 * under a sign-in or sign-up storm the excess waits in the queue instead of filling the libuv
 * pool, so file-system and DNS work keep a thread, memory stays at `concurrency` × 32 MiB, and
 * the event loop keeps a core for the other requests.
 *
 * @throws RangeError when `concurrency` is not a positive integer.
 * @example
 * createPortcullis({
 *   emailAndPassword: { enabled: true, password: createScryptHasher({ concurrency: 4 }) },
 * });
 * @see SPEC §9 (password hashing)
 */
export function createScryptHasher(options: ScryptHasherOptions = {}): PasswordHasher {
  const semaphore =
    options.concurrency === undefined ? defaultSemaphore() : createSemaphore(options.concurrency);
  const derive = (password: string, salt: string) => semaphore.run(() => deriveKey(password, salt));
  return {
    async hash(password) {
      const salt = bytesToHex(randomBytes(16));
      const key = await derive(password, salt);
      return `${salt}:${bytesToHex(key)}`;
    },
    async verify({ hash, password }) {
      const [salt, keyHex] = hash.split(':');
      if (!salt || !keyHex || !/^[0-9a-f]+$/i.test(keyHex) || keyHex.length % 2 !== 0) {
        return false;
      }
      const expected = hexToBytes(keyHex);
      const actual = await derive(password, salt);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

/**
 * The default hasher: {@link createScryptHasher} with the default concurrency (one hash per
 * core, at most `UV_THREADPOOL_SIZE` − 1, queued FIFO beyond).
 *
 * @see SPEC §9 (password hashing)
 */
export const scryptHasher: PasswordHasher = createScryptHasher();
