/**
 * A key-value store shared by every instance of an app (Redis, Valkey, Memcached, …), used when
 * configured for session lookups (so get-session can skip the SQL database) and for rate-limit
 * counters. Values are strings; `ttlSeconds` is a lifetime in seconds.
 *
 * Implementations must not throw for a missing key: `get` answers null.
 *
 * @example
 * const storage: SecondaryStorage = {
 *   get: (key) => redis.get(key),
 *   set: (key, value, ttl) => (ttl ? redis.set(key, value, 'EX', ttl) : redis.set(key, value)),
 *   delete: (key) => redis.del(key),
 * };
 */
export interface SecondaryStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<unknown>;
  delete(key: string): Promise<unknown>;
  /**
   * Optional, for exact rate-limit counts across instances: atomically adds 1 to the integer at
   * `key`, creating it at 1 with a lifetime of `ttlSeconds` when missing or expired (an existing
   * key keeps its lifetime). Answers the new value and the key's remaining lifetime in
   * milliseconds. Without it, rate limiting uses `get` then `set`, which is not atomic.
   */
  increment?(key: string, ttlSeconds: number): Promise<{ value: number; ttlMs: number }>;
}

/**
 * A process-local {@link SecondaryStorage} over a Map, with expiry. For tests and single-instance
 * apps; it shares nothing between processes.
 */
export function memoryStorage(): SecondaryStorage {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(key);
        return null;
      }
      return entry.value;
    },
    async set(key, value, ttlSeconds) {
      const expiresAt = ttlSeconds ? Date.now() + ttlSeconds * 1000 : Number.POSITIVE_INFINITY;
      entries.set(key, { value, expiresAt });
    },
    async delete(key) {
      entries.delete(key);
    },
    async increment(key, ttlSeconds) {
      const now = Date.now();
      const entry = entries.get(key);
      const live = entry && entry.expiresAt > now ? entry : undefined;
      const value = (live ? Number(live.value) || 0 : 0) + 1;
      const expiresAt = live ? live.expiresAt : now + ttlSeconds * 1000;
      entries.set(key, { value: String(value), expiresAt });
      return { value, ttlMs: expiresAt - now };
    },
  };
}
