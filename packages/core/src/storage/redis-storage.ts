import type { SecondaryStorage } from './secondary-storage.js';

/** The part of an ioredis client that {@link redisStorage} uses. */
export interface RedisLikeClient {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<unknown>;
  set(key: string, value: string, mode: 'EX', seconds: number): Promise<unknown>;
  del(key: string): Promise<unknown>;
  /** Runs a Lua script; when present, rate-limit counters are atomic (one script per hit). */
  eval?(script: string, numKeys: number, ...args: Array<string | number>): Promise<unknown>;
}

// INCR keeps an existing key's TTL; the first hit of a window sets it. A key left without a TTL
// (written by something else) gets one, so a counter can never block forever.
const INCREMENT_SCRIPT = `
local value = redis.call('INCR', KEYS[1])
if value == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {value, ttl}`;

/** Options of {@link redisStorage}. */
export interface RedisStorageOptions {
  /** Prepended to every key, so one Redis can serve several apps. Default: `'portcullis:'`. */
  keyPrefix?: string;
}

/**
 * A {@link SecondaryStorage} over Redis through an ioredis client you create and own (its
 * connection, TLS and retry settings stay yours). TTLs use `SET … EX`, in seconds. With the
 * client's `eval`, rate-limit counters are incremented atomically by a small Lua script.
 *
 * @example
 * import Redis from 'ioredis';
 * const auth = createPortcullis({
 *   database: process.env.DATABASE_URL,
 *   secondaryStorage: redisStorage(new Redis(process.env.REDIS_URL)),
 * });
 */
export function redisStorage(
  client: RedisLikeClient,
  options: RedisStorageOptions = {},
): SecondaryStorage {
  const prefix = options.keyPrefix ?? 'portcullis:';
  return {
    get: (key) => client.get(prefix + key),
    set: (key, value, ttlSeconds) =>
      ttlSeconds && ttlSeconds > 0
        ? client.set(prefix + key, value, 'EX', Math.ceil(ttlSeconds))
        : client.set(prefix + key, value),
    delete: (key) => client.del(prefix + key),
    ...(client.eval
      ? {
          async increment(key: string, ttlSeconds: number) {
            const ttl = Math.max(1, Math.ceil(ttlSeconds * 1000));
            const [value, ttlMs] = (await client.eval!(INCREMENT_SCRIPT, 1, prefix + key, ttl)) as [
              number,
              number,
            ];
            return { value: Number(value), ttlMs: Number(ttlMs) };
          },
        }
      : {}),
  };
}
