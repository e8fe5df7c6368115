/**
 * The database stops, or hangs, under load (issue 19, Faults): every route that needs it answers
 * 503 SERVICE_UNAVAILABLE JSON with Retry-After within the configured time limits — no hang, no
 * 500, no stack trace, no process exit — the outage is logged once, and the instance recovers on
 * its own when the server is back. PostgreSQL and MariaDB, each behind a cuttable proxy in front
 * of the shared test server (test/kit/cuttable-proxy.ts), with the pool Portcullis opens from a
 * connection string.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestAuth, user } from '../helpers.js';
import { type LoadSample, runLoad, sleep } from '../kit/load-driver.js';
import { type ProxiedDatabase, proxiedEngines } from '../kit/proxied-database.js';

const QUERY_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 1_000;
/** Longest a request may take during the outage: a wait for a connection, then one statement. */
const REQUEST_BOUND_MS = CONNECT_TIMEOUT_MS + QUERY_TIMEOUT_MS + 1_000;
const WORKERS = 20;

const UNAVAILABLE_BODY = { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' };

for (const engine of proxiedEngines) {
  describe.skipIf(!engine.url)(`${engine.name} outage under load`, () => {
    let database: ProxiedDatabase;
    let instance: Awaited<ReturnType<typeof createTestAuth>>;
    const logs: string[] = [];
    let cookie: string;
    let signUps = 0;

    beforeAll(async () => {
      database = await engine.open(engine.url!);
      instance = await createTestAuth({
        database: database.url,
        logger: {
          log: (_level, message, ...args) => {
            logs.push(message);
            if (process.env.DEBUG_FAULTS) console.error(message, ...args);
          },
        },
        advanced: {
          database: { queryTimeoutMs: QUERY_TIMEOUT_MS, connectTimeoutMs: CONNECT_TIMEOUT_MS },
        },
        // Counters in the database: the rate limiter is the first thing every request runs.
        rateLimit: {
          enabled: true,
          storage: 'database',
          max: 1_000_000,
          customRules: {
            '/sign-in/*': { window: 10, max: 1_000_000 },
            '/sign-up/*': { window: 10, max: 1_000_000 },
          },
          // Off: 20 clients signing one account in through the outage would lock it. A sign-in
          // cut short by a 503 after its attempt was counted stays counted (reported separately).
          accountLockout: { enabled: false },
        },
      });
      cookie = cookieHeader(await instance.post('/sign-up/email', user));
    });
    afterAll(async () => {
      await instance?.auth.$context.adapter.close?.();
      await database?.drop();
    });

    const requests = () =>
      [
        ['get-session', () => instance.get('/get-session', { cookie })],
        ['sign-in', () => instance.post('/sign-in/email', user)],
        ['list-sessions', () => instance.get('/list-sessions', { cookie })],
        [
          'sign-up',
          () =>
            instance.post('/sign-up/email', {
              ...user,
              email: `load-${signUps++}@example.com`,
            }),
        ],
        ['update-user', () => instance.post('/update-user', { name: 'Ada' }, { cookie })],
      ] as const;

    /**
     * Runs the load, breaks the database with `fault` after a healthy second, holds the outage
     * for two seconds, restores it and runs until two seconds of successes. Answers the times
     * measured and the samples.
     */
    async function outage(fault: () => unknown) {
      logs.length = 0;
      const load = runLoad(WORKERS, requests());
      await sleep(1_000);
      const cutAt = performance.now();
      await fault();
      // Long enough for requests started after the worst-case bound to answer before restart.
      await sleep(REQUEST_BOUND_MS + 3_000);
      const restoredAt = performance.now();
      await database.proxy.start();
      // Recovered: a second of nothing but 200s after the last failure.
      const lastFailure = () =>
        load.samples.reduce((t, s) => (s.status === 200 ? t : Math.max(t, s.finishedAt)), 0);
      const deadline = restoredAt + 15_000;
      while (performance.now() < deadline && performance.now() - lastFailure() < 1_000) {
        await sleep(100);
      }
      const samples = await load.stop();
      // One more answer, a second after the last failure: it closes the outage in the log.
      expect((await instance.get('/get-session', { cookie })).status).toBe(200);
      const failedLast = lastFailure();
      const firstSuccess = samples
        .filter((s) => s.status === 200 && s.finishedAt > failedLast)
        .reduce((min, s) => Math.min(min, s.finishedAt), Number.POSITIVE_INFINITY);
      const recoveredAt = Number.isFinite(firstSuccess) ? firstSuccess : undefined;
      const after = (t: number) => samples.filter((s) => s.startedAt >= t);
      const firstUnavailable = samples
        .filter((s) => s.status === 503)
        .reduce((min, s) => Math.min(min, s.finishedAt), Number.POSITIVE_INFINITY);
      return {
        samples,
        duringOutage: after(cutAt + REQUEST_BOUND_MS).filter((s) => s.finishedAt < restoredAt),
        firstUnavailableMs: firstUnavailable - cutAt,
        recoveryMs: recoveredAt === undefined ? undefined : recoveredAt - restoredAt,
      };
    }

    function expectUnavailableAnswers(samples: LoadSample[], duringOutage: LoadSample[]) {
      // Only 200 and 503 at any time: never a 500, a 422 or anything else.
      const statuses = new Set(samples.map((s) => s.status));
      expect([...statuses].sort()).toEqual([200, 503]);
      // Once the outage is established, every route answers 503, and fast.
      expect(duringOutage.length).toBeGreaterThan(WORKERS);
      for (const sample of duringOutage) {
        expect({ label: sample.label, status: sample.status }).toEqual({
          label: sample.label,
          status: 503,
        });
      }
      for (const sample of samples.filter((s) => s.status === 503)) {
        expect(JSON.parse(sample.body)).toEqual(UNAVAILABLE_BODY);
        expect(sample.retryAfter).toBe('5');
        expect(sample.finishedAt - sample.startedAt).toBeLessThan(REQUEST_BOUND_MS);
      }
      // Logged once for the outage, once for the recovery: not once per request.
      expect(logs.filter((line) => line.startsWith('The database is unavailable'))).toHaveLength(1);
      expect(
        logs.filter((line) => line.startsWith('The database is available again')),
      ).toHaveLength(1);
      expect(logs.filter((line) => line.includes('Unhandled error'))).toEqual([]);
    }

    it('answers 503 at once when the server stops, and recovers when it is back', async () => {
      const run = await outage(() => database.proxy.stop());
      console.info(
        `[faults] ${engine.name} stopped: first 503 after ${run.firstUnavailableMs.toFixed(0)} ms, recovered ${run.recoveryMs?.toFixed(0)} ms after restart (${run.samples.length} requests)`,
      );
      expectUnavailableAnswers(run.samples, run.duringOutage);
      // At once: no time limit is involved (generous, for a busy CI machine).
      expect(run.firstUnavailableMs).toBeLessThan(QUERY_TIMEOUT_MS);
      expect(run.recoveryMs).toBeDefined();
      expect(run.recoveryMs!).toBeLessThan(5_000);
    }, 40_000);

    it('answers 503 within the time limits when the server hangs, and recovers when it answers again', async () => {
      const run = await outage(() => database.proxy.hang());
      console.info(
        `[faults] ${engine.name} hung: first 503 after ${run.firstUnavailableMs.toFixed(0)} ms, recovered ${run.recoveryMs?.toFixed(0)} ms after it answered again (${run.samples.length} requests)`,
      );
      expectUnavailableAnswers(run.samples, run.duringOutage);
      expect(run.firstUnavailableMs).toBeLessThan(REQUEST_BOUND_MS);
      // The connections that hung are dropped, not reused: new ones serve the requests.
      expect(run.recoveryMs).toBeDefined();
      expect(run.recoveryMs!).toBeLessThan(5_000);
    }, 40_000);

    it('is whole after the outages: the user signs in and reads their session', async () => {
      expect((await instance.post('/sign-in/email', user)).status).toBe(200);
      const session = await (await instance.get('/get-session', { cookie })).json();
      expect(session.user.email).toBe(user.email);
    });
  });
}
