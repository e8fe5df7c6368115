import type { SecondaryStorage } from './secondary-storage.js';

/** The part of an ioredis client that {@link redisStorage} uses. */
export interface RedisLikeClient {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<unknown>;
  set(key: string, value: string, mode: 'EX', seconds: number): Promise<unknown>;
  del(key: string): Promise<unknown>;
}

/** Options of {@link redisStorage}. */
export interface RedisStorageOptions {
  /** Prepended to every key, so one Redis can serve several apps. Default: `'portcullis:'`. */
  keyPrefix?: string;
}

/**
 * A {@link SecondaryStorage} over Redis through an ioredis client you create and own (its
 * connection, TLS and retry settings stay yours). TTLs use `SET … EX`, in seconds.
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
  };
}
