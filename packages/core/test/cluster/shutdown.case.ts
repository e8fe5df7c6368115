/**
 * docs/deployment.md's graceful shutdown, behind the tested nginx configuration: under load, an
 * instance is taken out of nginx's upstreams (a reload), then stopped with SIGTERM: it stops
 * accepting, finishes what it was answering and closes its pools without cutting a connection;
 * the other two carry on and no request fails, reads and writes alike. (Without the drain, a
 * write may meet a keep-alive connection the instance is closing and get nginx's 502: nginx
 * retries only idempotent requests.) Last: it leaves the cluster with two instances.
 */
import { describe, expect, it } from 'vitest';
import { signUp } from './accounts.js';
import type { Cluster } from './cluster.js';

/** Requests kept in flight at once: reads and writes. */
const READERS = 8;
const WRITERS = 4;

export function shutdownCases(cluster: () => Cluster) {
  describe('graceful shutdown (app main)', () => {
    it('draining then stopping one instance under load fails no request and cuts no connection', async ({
      annotate,
    }) => {
      const app = cluster().app('main');
      const { browser } = await signUp(app, 'shutdown');
      const outcomes = new Map<string, number>();
      const served = new Map<string, number>();
      let running = true;
      const worker = async (write: boolean) => {
        while (running) {
          // A client IP per request: the app's rate limits are on.
          const client = app.browser({ cookies: browser.cookies });
          const answer = await (write
            ? client.post('/update-user', { name: 'Still Here' })
            : client.get('/get-session')
          ).catch((error: Error) => ({ status: error.message, instance: '' }));
          const outcome = `${write ? 'POST' : 'GET'} ${answer.status}`;
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          served.set(answer.instance, (served.get(answer.instance) ?? 0) + 1);
        }
      };
      const workers = [
        ...Array.from({ length: READERS }, () => worker(false)),
        ...Array.from({ length: WRITERS }, () => worker(true)),
      ];
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await cluster().drain('c');
      const stoppedAt = Date.now();
      const exitCode = await cluster().stopInstance('c');
      const stopMs = Date.now() - stoppedAt;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      running = false;
      await Promise.all(workers);

      await annotate(
        `instance c exited ${exitCode} in ${stopMs} ms; answers ${JSON.stringify(Object.fromEntries(outcomes))}, ` +
          `by instance ${JSON.stringify(Object.fromEntries(served))}`,
      );
      // 0: every connection ended by itself within the grace period; none had to be cut.
      expect(exitCode).toBe(0);
      expect([...outcomes.keys()].sort()).toEqual(['GET 200', 'POST 200']);
      expect(served.get('c')).toBeGreaterThan(0);
    });
  });
}
