/**
 * A key-value store shared by every instance of an app (Redis, Valkey, Memcached, …), used when
 * configured for session lookups (so get-session can skip the SQL database) and, later, for
 * rate-limit counters. Values are strings; `ttlSeconds` is a lifetime in seconds.
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
  };
}
