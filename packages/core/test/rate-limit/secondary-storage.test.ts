import Redis from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryStorage, redisStorage, type SecondaryStorage } from '../../src/index.js';
import { tempDatabasePath } from '../helpers.js';
import { fromIp, limitedAuth, useFakeClock } from './helpers.js';

const MAX = 20;

/** Two app instances over one SQL database and one secondary storage. */
async function twoInstances(storage: SecondaryStorage, max = MAX) {
  const options = {
    database: tempDatabasePath(),
    secondaryStorage: storage,
    rateLimit: { customRules: { '/error': { window: 60, max } } },
  };
  return [await limitedAuth(options), await limitedAuth(options)] as const;
}

/** A storage with only get/set/delete, as a minimal custom store would be. */
function plainStorage(): SecondaryStorage {
  const inner = memoryStorage();
  return { get: inner.get, set: inner.set, delete: inner.delete };
}

describe('secondary-storage rate limits', () => {
  it('is the default storage when secondaryStorage is configured', async () => {
    const [a] = await twoInstances(memoryStorage());
    expect(a.auth.options.rateLimit.storage).toBe('secondary-storage');
  });

  it('shares exact counters between two instances through an atomic increment', async () => {
    const [a, b] = await twoInstances(memoryStorage());
    const ip = fromIp('203.0.113.60');
    const codes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).get('/error', ip)),
    );
    expect(codes.filter((response) => response.status === 200)).toHaveLength(MAX);
    expect((await b.get('/error', ip)).status).toBe(429);
  });

  it('works over get/set alone (sequential requests stay exact)', async () => {
    const [a, b] = await twoInstances(plainStorage(), 3);
    const ip = fromIp('203.0.113.61');
    const codes = [];
    for (const instance of [a, b, a, b]) codes.push((await instance.get('/error', ip)).status);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  describe('with a fake clock', () => {
    const clock = useFakeClock();

    it('restarts counters once the window has passed, with either kind of store', async () => {
      for (const storage of [memoryStorage(), plainStorage()]) {
        const [a, b] = await twoInstances(storage, 1);
        const ip = fromIp('203.0.113.62');
        expect((await a.get('/error', ip)).status).toBe(200);
        clock.advance(20);
        const refused = await b.get('/error', ip);
        expect(refused.status).toBe(429);
        expect(refused.headers.get('x-retry-after')).toBe('40');
        clock.advance(40);
        expect((await b.get('/error', ip)).status).toBe(200);
      }
    });
  });
});

const redisURL = process.env.PORTCULLIS_TEST_REDIS_URL;
if (!redisURL) {
  console.warn('[skip] Redis rate-limit tests: set PORTCULLIS_TEST_REDIS_URL (docs/databases.md)');
}

describe.skipIf(!redisURL)('Redis rate limits (skipped without PORTCULLIS_TEST_REDIS_URL)', () => {
  const clients: Redis[] = [];
  const client = () => {
    const redis = new Redis(redisURL!, { maxRetriesPerRequest: 1 });
    clients.push(redis);
    return redis;
  };
  afterAll(async () => {
    await Promise.all(clients.map((redis) => redis.quit()));
  });
  const prefix = `portcullis-test:${process.pid}:${Math.random().toString(36).slice(2)}:`;

  it('shares exact counters between two instances, each with its own connection', async () => {
    const options = {
      database: tempDatabasePath(),
      rateLimit: { customRules: { '/error': { window: 60, max: MAX } } },
    };
    const a = await limitedAuth({
      ...options,
      secondaryStorage: redisStorage(client(), { keyPrefix: prefix }),
    });
    const b = await limitedAuth({
      ...options,
      secondaryStorage: redisStorage(client(), { keyPrefix: prefix }),
    });
    const ip = fromIp('203.0.113.70');
    const codes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).get('/error', ip)),
    );
    expect(codes.filter((response) => response.status === 200)).toHaveLength(MAX);
    expect(codes.filter((response) => response.status === 429)).toHaveLength(50 - MAX);
    const retryAfter = Number((await a.get('/error', ip)).headers.get('x-retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(59);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const redis = client();
    const key = `${prefix}rate-limit:203.0.113.70|/error`;
    expect(await redis.get(key)).toBe('51');
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(58_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('increments atomically and keeps the first TTL', async () => {
    const storage = redisStorage(client(), { keyPrefix: prefix });
    const results = await Promise.all(
      Array.from({ length: 25 }, () => storage.increment!('counter', 30)),
    );
    expect(results.map((r) => r.value).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    for (const { ttlMs } of results) {
      expect(ttlMs).toBeGreaterThan(29_000);
      expect(ttlMs).toBeLessThanOrEqual(30_000);
    }
  });
});
