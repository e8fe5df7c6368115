/**
 * A database connection that fails while idle, or a server that goes away, is logged as one line
 * naming what failed and the driver's message and code (issue 30): no stack, no object dump (a pg
 * error carries its client, with the connection parameters), never the connection string or its
 * password. Real servers, each database behind a cuttable proxy (test/kit/proxied-database.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LogLevel } from '../../src/index.js';
import { createTestAuth, user } from '../helpers.js';
import { sleep } from '../kit/load-driver.js';
import {
  POSTGRES_URL,
  type ProxiedDatabase,
  proxiedEngines,
  proxiedPostgres,
} from '../kit/proxied-database.js';

interface Entry {
  level: LogLevel;
  message: string;
  args: unknown[];
}

const LIMITS = { queryTimeoutMs: 1_000, connectTimeoutMs: 1_000 };

let database: ProxiedDatabase | undefined;
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  await database?.drop();
  database = undefined;
  close = undefined;
  vi.restoreAllMocks();
});

/** An instance on `database`, its log entries collected as the sink receives them. */
async function instanceLogging(url: string) {
  const entries: Entry[] = [];
  const instance = await createTestAuth({
    database: url,
    logger: { log: (level, message, ...args) => entries.push({ level, message, args }) },
    advanced: { database: LIMITS },
  });
  close = async () => instance.auth.$context.adapter.close?.();
  return { instance, entries };
}

/** What every entry must be: one line of text, no arguments beside it, no secret. */
function expectOneLine(entry: Entry, serverURL: string) {
  const password = decodeURIComponent(new URL(serverURL).password);
  expect(entry.args).toEqual([]);
  expect(entry.message).not.toMatch(/[\r\n]/);
  expect(entry.message).not.toContain(serverURL);
  expect(entry.message).not.toContain(`:${password}@`);
  expect(entry.message).not.toMatch(/connectionParameters|\bat .+:\d+:\d+/);
}

async function waitFor(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = performance.now() + timeoutMs;
  while (!condition() && performance.now() < deadline) await sleep(20);
}

describe.skipIf(!POSTGRES_URL)('PostgreSQL pool error', () => {
  it('logs a backend terminated by the server as one line with its code, 57P01', async () => {
    database = await proxiedPostgres(POSTGRES_URL!);
    const url = new URL(database.url);
    const applicationName = `pc_pool_log_${process.pid}`;
    url.searchParams.set('application_name', applicationName);
    const { instance, entries } = await instanceLogging(url.href);
    // One request leaves a connection idle in the pool.
    expect((await instance.post('/sign-up/email', user)).status).toBe(200);
    entries.length = 0;

    const terminated = await database.query(
      `select pg_terminate_backend(pid) as done from pg_stat_activity
        where application_name = $1 and state = 'idle' limit 1`,
      [applicationName],
    );
    expect(terminated).toEqual([{ done: true }]);
    await waitFor(() => entries.length > 0);
    await sleep(200);

    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry!.level).toBe('error');
    expect(entry!.message).toBe(
      'The PostgreSQL pool lost an idle connection; cause: terminating connection due to administrator command (code 57P01)',
    );
    expectOneLine(entry!, url.href);
    // The pool opens a fresh connection for the next request.
    expect((await instance.post('/sign-in/email', user)).status).toBe(200);
  });

  it('writes the same single line to the console by default', async () => {
    database = await proxiedPostgres(POSTGRES_URL!);
    const written: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void written.push(args));
    const instance = await createTestAuth({
      database: database.url,
      logger: { level: 'error' },
      advanced: { database: LIMITS },
    });
    close = async () => instance.auth.$context.adapter.close?.();
    expect((await instance.post('/sign-up/email', user)).status).toBe(200);
    written.length = 0;

    // The server goes away: the idle connection is reset under the pool.
    await database.proxy.stop();
    await waitFor(() => written.length > 0);
    await sleep(200);

    expect(written).toHaveLength(1);
    expect(written[0]).toHaveLength(1);
    const line = written[0]![0] as string;
    expect(line).toMatch(
      /^\[portcullis\] The PostgreSQL pool lost an idle connection; cause: .*ECONNRESET/,
    );
    expectOneLine({ level: 'error', message: line, args: [] }, database.url);
  });
});

for (const engine of proxiedEngines) {
  describe.skipIf(!engine.url)(`${engine.name} outage line`, () => {
    it('logs the first failure of an outage as one line with the driver’s code', async () => {
      database = await engine.open(engine.url!);
      const { instance, entries } = await instanceLogging(database.url);
      expect((await instance.post('/sign-up/email', user)).status).toBe(200);

      await database.proxy.stop();
      await sleep(100);
      entries.length = 0;
      expect((await instance.post('/sign-in/email', user)).status).toBe(503);
      expect((await instance.post('/sign-in/email', user)).status).toBe(503);

      const outage = entries.filter((e) => e.message.startsWith('The database is unavailable'));
      expect(outage).toHaveLength(1);
      expect(outage[0]!.message).toMatch(
        /\(further failures are counted, not logged\): connect ECONNREFUSED 127\.0\.0\.1:\d+$/,
      );
      for (const entry of entries) expectOneLine(entry, database.url);
    });
  });
}
