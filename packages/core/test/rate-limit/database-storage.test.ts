import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseAdapter } from '../../src/db/adapter.js';
import { createMemoryAdapter } from '../../src/db/memory/memory-adapter.js';
import { MemoryDatabase } from '../../src/db/memory/memory-database.js';
import type { DatabaseAdapterFactory } from '../../src/index.js';
import type { AdapterTarget } from '../adapters/adapter.case.js';
import {
  MYSQL_URL,
  mysqlTarget,
  notSet,
  POSTGRES_URL,
  postgresTarget,
  sqliteTarget,
} from '../adapters/targets.js';
import { tempDatabasePath } from '../helpers.js';
import { fromIp, limitedAuth, useFakeClock } from './helpers.js';

const CONCURRENT = 50;
const MAX = 20;

/** Database storage on one engine; `database` gives every instance of a test the same data. */
interface Engine {
  name: string;
  skip?: string;
  setup?: () => Promise<void>;
  cleanup?: () => Promise<void>;
  database: () => string | DatabaseAdapterFactory;
}

const fromTarget = (target: AdapterTarget): Engine => ({
  name: target.name,
  setup: target.setup,
  cleanup: target.cleanup,
  database: () => (schema, settings) => target.createAdapter(schema, settings),
});

function withoutIncrement(database: MemoryDatabase): DatabaseAdapterFactory {
  return (schema, settings) => {
    const adapter: DatabaseAdapter = createMemoryAdapter(schema, { database, ...settings });
    return { ...adapter, incrementRateLimit: undefined };
  };
}

const engines: Engine[] = [
  { name: 'sqlite file', database: () => tempDatabasePath() },
  fromTarget(sqliteTarget()),
  (() => {
    const database = new MemoryDatabase();
    return {
      name: 'memory adapter',
      database: () => (schema, settings) => createMemoryAdapter(schema, { database, ...settings }),
    };
  })(),
  (() => {
    const database = new MemoryDatabase();
    return { name: 'compare-and-set fallback', database: () => withoutIncrement(database) };
  })(),
  POSTGRES_URL
    ? fromTarget(postgresTarget(POSTGRES_URL))
    : { name: 'postgres', skip: notSet('PORTCULLIS_TEST_POSTGRES_URL'), database: () => '' },
  MYSQL_URL
    ? fromTarget(mysqlTarget(MYSQL_URL))
    : { name: 'mysql', skip: notSet('PORTCULLIS_TEST_MYSQL_URL'), database: () => '' },
];

for (const engine of engines) {
  if (engine.skip) console.warn(`[skip] rate limits on ${engine.name}: ${engine.skip}`);

  describe.skipIf(engine.skip)(`database rate-limit storage on ${engine.name}`, () => {
    beforeAll(async () => {
      await engine.setup?.();
    });
    afterAll(async () => {
      await engine.cleanup?.();
    });

    let database: ReturnType<Engine['database']>;
    const instance = async (customRules = { '/error': { window: 60, max: MAX } }) => {
      database ??= engine.database();
      return limitedAuth({ database, rateLimit: { storage: 'database', customRules } });
    };

    it(`lets exactly ${MAX} of ${CONCURRENT} concurrent requests through`, async () => {
      const { get, auth } = await instance();
      const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
      const responses = await Promise.all(
        Array.from({ length: CONCURRENT }, () => get('/error', fromIp(ip))),
      );
      const codes = responses.map((response) => response.status);
      expect(codes.filter((code) => code === 200)).toHaveLength(MAX);
      expect(codes.filter((code) => code === 429)).toHaveLength(CONCURRENT - MAX);
      // No hit was lost: the row counted all of them.
      const row = await auth.$context.adapter.findOne<{ id: string; count: number }>({
        model: 'rateLimit',
        where: [{ field: 'key', value: `${ip}|/error` }],
      });
      expect(row?.count).toBe(CONCURRENT);
    });

    it('shares counters between two handler instances', async () => {
      const a = await instance();
      const b = await instance();
      const ip = fromIp(`203.0.113.${Math.floor(Math.random() * 250)}`);
      const codes = await Promise.all(
        Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).get('/error', ip)),
      );
      expect(codes.filter((response) => response.status === 200)).toHaveLength(MAX);
      expect((await a.get('/error', ip)).status).toBe(429);
      expect((await b.get('/error', ip)).status).toBe(429);
    });
  });
}

describe('database rate-limit storage: windows and schema', () => {
  const clock = useFakeClock();

  it('restarts a counter once its window has passed, and names the table after modelName', async () => {
    const { get, auth } = await limitedAuth({
      rateLimit: {
        storage: 'database',
        modelName: 'rate_limits',
        customRules: { '/error': { window: 10, max: 2 } },
      },
    });
    expect(auth.$context.schema.rateLimit?.modelName).toBe('rate_limits');
    const ip = fromIp('192.0.2.50');
    expect((await get('/error', ip)).status).toBe(200);
    clock.advance(5);
    expect((await get('/error', ip)).status).toBe(200);
    const refused = await get('/error', ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-retry-after')).toBe('5');
    clock.advance(5);
    expect((await get('/error', ip)).status).toBe(200);
    const row = await auth.$context.adapter.findOne<{
      id: string;
      count: number;
      lastRequest: number;
    }>({
      model: 'rateLimit',
      where: [{ field: 'key', value: '192.0.2.50|/error' }],
    });
    expect(row).toMatchObject({ count: 1, lastRequest: Date.now() });
  });

  it('adds the rateLimit table only for database storage', async () => {
    const memory = await limitedAuth();
    expect(memory.auth.$context.schema.rateLimit).toBeUndefined();
    const database = await limitedAuth({ rateLimit: { storage: 'database' } });
    expect(database.auth.$context.schema.rateLimit?.fields).toEqual({
      key: { type: 'string', unique: true },
      count: { type: 'number' },
      lastRequest: { type: 'number' },
    });
  });
});
