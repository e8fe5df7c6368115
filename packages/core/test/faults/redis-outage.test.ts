/**
 * Redis (secondary storage) down or hanging (issue 19, Faults; docs/deployment.md): session
 * reads fall back to the database; a change that must evict a cached session is refused (503)
 * rather than leave the old session readable from Redis later; rate-limit counters fall back to
 * the database or fail closed, by `rateLimit.storageFallback`. Each instance reaches the shared
 * test Redis through its own cuttable proxy, so one instance can lose Redis while another keeps
 * it (a partition), without touching the Redis other test files use.
 */
import Redis from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { redisStorage } from '../../src/index.js';
import { cookieHeader, createTestAuth, spyOnReads, tempDatabasePath, user } from '../helpers.js';
import { type CuttableProxy, startCuttableProxy } from '../kit/cuttable-proxy.js';
import { sleep } from '../kit/load-driver.js';
import { REDIS_URL } from '../kit/proxied-database.js';

const TIMEOUT_MS = 300;
const UNAVAILABLE = { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' };

describe.skipIf(!REDIS_URL)('Redis outage (skipped without PORTCULLIS_TEST_REDIS_URL)', () => {
  const clients: Redis[] = [];
  const proxies: CuttableProxy[] = [];
  let direct: Redis;
  let keyPrefix: string;

  beforeEach(() => {
    keyPrefix = `portcullis-fault:${Math.random().toString(36).slice(2)}:`;
    direct ??= new Redis(REDIS_URL!);
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
  });
  afterAll(async () => {
    await direct?.quit();
  });

  /** An ioredis client with its defaults (offline queue, retries) through a proxy of its own. */
  async function proxiedStorage() {
    const proxy = await startCuttableProxy(REDIS_URL!);
    proxies.push(proxy);
    const client = new Redis(proxy.url(REDIS_URL!));
    client.on('error', () => {}); // reconnection errors while the proxy is stopped
    clients.push(client);
    return { proxy, storage: redisStorage(client, { keyPrefix }) };
  }

  /** Two instances on one SQL database, each reaching Redis through its own proxy. */
  async function twoInstances(extra: Parameters<typeof createTestAuth>[0] = {}) {
    const database = tempDatabasePath();
    const a = await proxiedStorage();
    const b = await proxiedStorage();
    const options = {
      database,
      emailAndPassword: { enabled: true, revokeSessionsOnPasswordReset: true },
      advanced: { secondaryStorage: { timeoutMs: TIMEOUT_MS } },
      ...extra,
    };
    const instanceA = await createTestAuth({ ...options, secondaryStorage: a.storage });
    const instanceB = await createTestAuth({ ...options, secondaryStorage: b.storage });
    return { a: { ...instanceA, proxy: a.proxy }, b: { ...instanceB, proxy: b.proxy } };
  }

  const cachedKeys = () => direct.keys(`${keyPrefix}session:*`);

  it('serves sessions from the database while Redis is down, and from Redis again once it is back', async () => {
    const { a } = await twoInstances();
    const cookie = cookieHeader(await a.post('/sign-up/email', user));
    expect((await a.get('/get-session', { cookie })).status).toBe(200);
    expect(await cachedKeys()).toHaveLength(1);

    await a.proxy.stop();
    const timings: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const response = await a.get('/get-session', { cookie });
      timings.push(performance.now() - started);
      expect(response.status).toBe(200);
      expect((await response.json()).user.email).toBe(user.email);
    }
    // A refused connection fails at once; a sign-in (a new session) works too.
    expect(Math.max(...timings)).toBeLessThan(TIMEOUT_MS + 200);
    expect((await a.post('/sign-in/email', user)).status).toBe(200);

    await a.proxy.start();
    const reads = spyOnReads(a.auth.$context.adapter);
    const backAt = performance.now();
    // ioredis reconnects with its back-off; the storage is tried again a second after a failure.
    let fromRedisAfterMs: number | undefined;
    while (performance.now() - backAt < 10_000) {
      reads.clear();
      expect((await a.get('/get-session', { cookie })).status).toBe(200);
      if (reads.count() === 0) {
        fromRedisAfterMs = performance.now() - backAt;
        break;
      }
      await sleep(50);
    }
    console.info(
      `[faults] Redis back: sessions served from it again after ${fromRedisAfterMs?.toFixed(0)} ms`,
    );
    expect(fromRedisAfterMs).toBeDefined();
  }, 20_000);

  it('answers within the storage timeout when Redis hangs', async () => {
    const { a } = await twoInstances();
    const cookie = cookieHeader(await a.post('/sign-up/email', user));
    a.proxy.hang();
    const started = performance.now();
    const response = await a.get('/get-session', { cookie });
    const first = performance.now() - started;
    expect(response.status).toBe(200);
    expect(first).toBeLessThan(TIMEOUT_MS + 300);
    // Skipped for a second after the failure: no wait at all.
    const next = performance.now();
    expect((await a.get('/get-session', { cookie })).status).toBe(200);
    expect(performance.now() - next).toBeLessThan(100);
    console.info(
      `[faults] Redis hung: get-session answered from the database in ${first.toFixed(0)} ms`,
    );
  });

  // The partition: A cannot reach Redis, B can, and B has the session cached. Had A revoked the
  // session in the database without evicting it, B would keep accepting it from Redis.
  const revocations = [
    [
      'sign-out',
      (a: Awaited<ReturnType<typeof twoInstances>>['a'], cookie: string) =>
        a.post('/sign-out', {}, { cookie }),
    ],
    [
      'revoke-sessions',
      (a: Awaited<ReturnType<typeof twoInstances>>['a'], cookie: string) =>
        a.post('/revoke-sessions', {}, { cookie }),
    ],
    [
      'delete-user',
      (a: Awaited<ReturnType<typeof twoInstances>>['a'], cookie: string) =>
        a.post('/delete-user', { password: user.password }, { cookie }),
    ],
    [
      'update-user',
      (a: Awaited<ReturnType<typeof twoInstances>>['a'], cookie: string) =>
        a.post('/update-user', { name: 'Countess' }, { cookie }),
    ],
  ] as const;

  for (const [label, revoke] of revocations) {
    it(`${label} on an instance that cannot reach Redis is refused (503), never half done`, async () => {
      const { a, b } = await twoInstances({ user: { deleteUser: { enabled: true } } });
      const cookie = cookieHeader(await a.post('/sign-up/email', user));
      const onB = async () => (await b.get('/get-session', { cookie })).json();
      expect((await onB()).user.name).toBe(user.name); // B has it cached

      await a.proxy.stop();
      const refused = await revoke(a, cookie);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual(UNAVAILABLE);
      expect(refused.headers.get('retry-after')).toBe('5');
      // Nothing changed: B's cached answer is still the truth.
      const rows = await a.auth.$context.adapter.findMany({ model: 'session' });
      expect(rows).toHaveLength(1);
      expect((await onB()).user.name).toBe(user.name);

      // Once A reaches Redis again, the change goes through and B sees it at once.
      await a.proxy.start();
      let done: Response | undefined;
      for (let i = 0; i < 100 && done?.status !== 200; i++) {
        if (i > 0) await sleep(100);
        done = await revoke(a, cookie);
      }
      expect(done!.status).toBe(200);
      const seen = await onB();
      if (label === 'update-user') expect(seen.user.name).toBe('Countess');
      else expect(seen).toBeNull();
    }, 20_000);
  }

  it('a password reset that revokes sessions is refused whole while Redis is unreachable: the token still works after', async () => {
    const emails: Array<{ token: string }> = [];
    const { a, b } = await twoInstances({
      emailAndPassword: {
        enabled: true,
        revokeSessionsOnPasswordReset: true,
        sendResetPassword: async (message) => {
          emails.push(message);
        },
      },
    });
    const cookie = cookieHeader(await a.post('/sign-up/email', user));
    expect((await b.get('/get-session', { cookie })).status).toBe(200);
    await a.post('/forget-password', { email: user.email, redirectTo: '/reset' });
    await expect.poll(() => emails.length).toBe(1);

    await a.proxy.stop();
    const reset = { token: emails[0]!.token, newPassword: 'a-brand-new-password' };
    expect((await a.post('/reset-password', reset)).status).toBe(503);
    // Rolled back: the old password still signs in, the session is still valid everywhere.
    expect((await b.post('/sign-in/email', user)).status).toBe(200);
    expect(await (await b.get('/get-session', { cookie })).json()).not.toBeNull();

    await a.proxy.start();
    await sleep(1_100);
    let done: Response | undefined;
    for (let i = 0; i < 50 && done?.status !== 200; i++) {
      if (i > 0) await sleep(100);
      done = await a.post('/reset-password', reset);
    }
    expect(done!.status).toBe(200);
    expect(await (await b.get('/get-session', { cookie })).json()).toBeNull();
  }, 20_000);

  describe('rate limits while Redis is down', () => {
    const rateLimit = {
      enabled: true,
      storage: 'secondary-storage' as const,
      customRules: { '/sign-in/*': { window: 60, max: 3 } },
      accountLockout: { enabled: false },
    };

    it("count in the database with storageFallback: 'database' (the default), exactly", async () => {
      const { a, b } = await twoInstances({ rateLimit });
      await a.post('/sign-up/email', user);
      await a.proxy.stop();
      await b.proxy.stop();
      const statuses: number[] = [];
      // Spread over both instances, in parallel: the database counter is shared and atomic.
      const attempts = Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? a : b).post('/sign-in/email', user),
      );
      for (const response of await Promise.all(attempts)) statuses.push(response.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    });

    it("leave /ok alone: it answers at once while Redis hangs, even with 'fail-closed'", async () => {
      const { a } = await twoInstances({
        rateLimit: { ...rateLimit, storageFallback: 'fail-closed' },
        // A Redis call would hang a minute, past the test's timeout; /ok makes none.
        advanced: { secondaryStorage: { timeoutMs: 60_000 } },
      });
      a.proxy.hang();
      for (let i = 0; i < 3; i++) {
        const response = await a.get('/ok');
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ ok: true });
      }
    });

    it("refuse with 503 with storageFallback: 'fail-closed'", async () => {
      const { a } = await twoInstances({
        rateLimit: { ...rateLimit, storageFallback: 'fail-closed' },
      });
      await a.post('/sign-up/email', user);
      expect((await a.post('/sign-in/email', user)).status).toBe(200);
      await a.proxy.stop();
      const refused = await a.post('/sign-in/email', user);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual(UNAVAILABLE);
      expect(refused.headers.get('retry-after')).toBe('5');
    });
  });
});
