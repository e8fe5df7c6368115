import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { tempDatabasePath } from '../../../test/helpers.js';
import { kidOf, signedIn, verifyWith } from '../../../test/kit/jwt-test-kit.js';

// Issue 19: instances started together each made a key of their own and published only theirs
// (2 of 5 cold starts on PostgreSQL), so a token from one failed against another's /jwks.
const INSTANCES = 3;
const HOUR = 3600;
const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1) + seconds * 1000);

type Instance = Awaited<ReturnType<typeof signedIn>>;

/** Every instance asks for a token at the same moment; returns the tokens. */
const tokensTogether = (instances: Instance[]) =>
  Promise.all(instances.map((instance) => instance.fetchToken()));

/** One key signed everything, and every instance publishes it and verifies every token. */
async function expectOneKeyEverywhere(instances: Instance[], tokens: string[]) {
  expect(new Set(tokens.map(kidOf)).size).toBe(1);
  for (const instance of instances) {
    const keys = await instance.fetchKeys();
    for (const token of tokens) await expect(verifyWith(keys, token)).resolves.toBeTruthy();
  }
}

async function instancesOn(
  database: () => string | pg.Pool,
  options?: Parameters<typeof signedIn>[0],
) {
  const instances: Instance[] = [];
  // Signed up one after the other: the user is shared, the key store of each is still cold.
  for (let i = 0; i < INSTANCES; i++)
    instances.push(await signedIn(options, { database: database() }));
  return instances;
}

describe('instances sharing a SQLite database', () => {
  it('make one key when they all need one at the same moment, and all publish it', async () => {
    for (let round = 0; round < 5; round++) {
      const file = tempDatabasePath();
      const instances = await instancesOn(() => file);
      const tokens = await tokensTogether(instances);
      expect(await instances[0]!.jwksRows()).toHaveLength(1);
      await expectOneKeyEverywhere(instances, tokens);
    }
  });

  it('rotate to one new key when rotation falls due on all of them at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(0));
    const file = tempDatabasePath();
    const instances = await instancesOn(() => file, { jwks: { rotationInterval: HOUR } });
    const first = await tokensTogether(instances);
    vi.setSystemTime(at(HOUR + 1));
    const second = await tokensTogether(instances);
    expect(await instances[0]!.jwksRows()).toHaveLength(2);
    expect(kidOf(second[0]!)).not.toBe(kidOf(first[0]!));
    await expectOneKeyEverywhere(instances, second);
    vi.useRealTimers();
  });
});

const POSTGRES_URL = process.env.PORTCULLIS_TEST_POSTGRES_URL;

describe.skipIf(!POSTGRES_URL)('instances sharing a PostgreSQL database', () => {
  const pools: pg.Pool[] = [];
  const admin = new pg.Pool({ connectionString: POSTGRES_URL, max: 1 });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await admin.end();
  });

  it('make one key when they all need one at the same moment, 5 cold starts of 3', async () => {
    for (let round = 0; round < 5; round++) {
      const schema = `pc_jwks_${process.pid}_${round}_${Date.now()}`;
      await admin.query(`create schema "${schema}"`);
      try {
        const instances = await instancesOn(() => {
          const pool = new pg.Pool({
            connectionString: POSTGRES_URL,
            options: `-c search_path=${schema}`,
          });
          pools.push(pool);
          return pool;
        });
        const tokens = await tokensTogether(instances);
        expect(await instances[0]!.jwksRows()).toHaveLength(1);
        await expectOneKeyEverywhere(instances, tokens);
      } finally {
        await Promise.all(pools.splice(0).map((pool) => pool.end()));
        await admin.query(`drop schema "${schema}" cascade`);
      }
    }
  }, 60_000);
});
