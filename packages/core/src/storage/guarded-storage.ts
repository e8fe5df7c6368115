import type { OutageLog } from '../errors/outage-log.js';
import type { SecondaryStorage } from './secondary-storage.js';

/** Longest wait for one secondary-storage call, in milliseconds: 1000. */
export const DEFAULT_STORAGE_TIMEOUT_MS = 1_000;

/** How long a failed storage is skipped before it is tried again, in milliseconds. */
export const STORAGE_RETRY_AFTER_MS = 1_000;

/** Why a guarded storage call failed without the storage answering. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

/** Options of {@link guardStorage}. */
export interface GuardedStorageOptions {
  /** Longest wait for one call, in milliseconds. Default: 1000. */
  timeoutMs?: number;
  /** Where an outage is reported, once per burst. Default: nowhere. */
  outage?: OutageLog;
  /** The clock, in epoch milliseconds. Default: `Date.now`. */
  now?: () => number;
}

/**
 * A {@link SecondaryStorage} whose calls fail fast instead of hanging when the storage is down:
 * each call fails after `timeoutMs` without an answer, and after any failure the storage is not
 * called at all for {@link STORAGE_RETRY_AFTER_MS} (every call fails at once with
 * {@link StorageUnavailableError}), then tried again. So while Redis is down, requests pay one
 * timeout per second and instance, not one per call, and they use Redis again about a second
 * after it is back. Callers decide what a failure means: the session cache reads the database,
 * the rate limiter counts in `rateLimit.storageFallback`.
 *
 * A call that timed out may still reach Redis later (a client that queues commands while
 * disconnected sends them on reconnect); see docs/deployment.md for the client settings that
 * avoid it.
 *
 * @example
 * const storage = guardStorage(redisStorage(redis), { timeoutMs: 1000, outage });
 */
export function guardStorage(
  storage: SecondaryStorage,
  options: GuardedStorageOptions = {},
): SecondaryStorage {
  const { timeoutMs = DEFAULT_STORAGE_TIMEOUT_MS, outage, now = Date.now } = options;
  let skipUntil = 0;

  const call = <T>(run: () => Promise<T>): Promise<T> => {
    if (skipUntil !== 0 && now() < skipUntil) {
      return Promise.reject(
        new StorageUnavailableError('Secondary storage skipped after a recent failure'),
      );
    }
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        skipUntil = now() + STORAGE_RETRY_AFTER_MS;
        outage?.failed(error);
        reject(error);
      };
      const timer = setTimeout(
        () =>
          fail(new StorageUnavailableError(`Secondary storage did not answer in ${timeoutMs} ms`)),
        timeoutMs,
      );
      let pending: Promise<T>;
      try {
        pending = run();
      } catch (error) {
        fail(error);
        return;
      }
      pending.then((value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        skipUntil = 0;
        if (outage?.down) outage.succeeded();
        resolve(value);
      }, fail);
    });
  };

  const guarded: SecondaryStorage = {
    get: (key) => call(() => storage.get(key)),
    set: (key, value, ttlSeconds) => call(() => storage.set(key, value, ttlSeconds)),
    delete: (key) => call(() => storage.delete(key)),
  };
  if (storage.increment) {
    const increment = storage.increment.bind(storage);
    guarded.increment = (key, ttlSeconds) => call(() => increment(key, ttlSeconds));
  }
  return guarded;
}
