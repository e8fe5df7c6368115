import type { SecondaryStorage } from '../storage/secondary-storage.js';
import type { CounterStore } from './counter-store.js';

const PREFIX = 'rate-limit:';

/**
 * Counters in secondary storage (e.g. Redis), shared by every app instance using it.
 *
 * When the storage has `increment` (as `redisStorage` and `memoryStorage` do) each hit is one
 * atomic operation and the window is the key's lifetime, kept by the store. Otherwise a hit is a
 * `get` then a `set` with a TTL: concurrent requests on one key, on several instances, can
 * overwrite each other's count, letting a few extra requests through — fine as a coarse limit,
 * not exact.
 */
export function createSecondaryCounterStore(storage: SecondaryStorage): CounterStore {
  return {
    async hit(key, windowMs) {
      const storageKey = PREFIX + key;
      if (storage.increment) {
        const { value, ttlMs } = await storage.increment(storageKey, windowMs / 1000);
        return { count: value, resetAt: Date.now() + ttlMs };
      }
      const now = Date.now();
      let window: { count: number; resetAt: number } | undefined;
      const raw = await storage.get(storageKey);
      if (raw) {
        try {
          const parsed = JSON.parse(raw) as { count?: unknown; resetAt?: unknown };
          if (typeof parsed.count === 'number' && typeof parsed.resetAt === 'number') {
            window = { count: parsed.count, resetAt: parsed.resetAt };
          }
        } catch {
          // A value this store did not write: start over.
        }
      }
      if (!window || window.resetAt <= now) window = { count: 0, resetAt: now + windowMs };
      window.count++;
      const ttlSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      await storage.set(storageKey, JSON.stringify(window), ttlSeconds);
      return window;
    },
    async reset(key) {
      await storage.delete(PREFIX + key);
    },
  };
}
