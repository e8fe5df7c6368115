/**
 * Issue 32: an API key's `remaining` holds across instances. 1,000 requests authenticated by one
 * key with `remaining: 100` (its `x-api-key` is a session, and each request spends one use),
 * spread by nginx over three instances on one database, get through exactly 100 times: each
 * use is one conditional `UPDATE … SET remaining = remaining - 1 WHERE … AND remaining > 0`.
 */
import { describe, expect, it } from 'vitest';
import { countStatuses, instancesOf, signUp } from './accounts.js';
import { type Answer, nextClientIp, send } from './client.js';
import type { Cluster } from './cluster.js';

const REQUESTS = 1000;
const REMAINING = 100;
/** Requests in flight at once: nginx's 1,024 worker connections carry two per request. */
const IN_FLIGHT = 200;

export function apiKeyCases(cluster: () => Cluster) {
  describe('api keys (app main)', () => {
    it(`${REQUESTS} requests with a key of remaining ${REMAINING} get through exactly ${REMAINING} times`, async (context) => {
      const app = cluster().app('main');
      const { browser } = await signUp(app, 'api-key');
      const created = await browser.post('/api-key/create', { name: 'race' });
      expect(created.status).toBe(200);
      const { id, key } = created.body as { id: string; key: string };
      // Server-only properties: set as the app's server would.
      await cluster()
        .db.updateTable('apikey')
        .set({ remaining: REMAINING, rateLimitEnabled: false })
        .where('id', '=', id)
        .execute();

      const answers: Answer[] = [];
      let next = 0;
      const worker = async () => {
        while (next < REQUESTS) {
          next++;
          answers.push(
            await send(`${app.url}/api/auth/get-session`, {
              // A client IP each, so the app's per-IP limits stay out of the count.
              headers: { 'x-api-key': key, 'x-forwarded-for': nextClientIp() },
            }),
          );
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

      const through = answers.filter((answer) => answer.status === 200);
      context.annotate(
        `${through.length} of ${answers.length} got through (statuses ${JSON.stringify(
          countStatuses(answers),
        )}, instances ${instancesOf(through).join('')})`,
      );
      expect(through).toHaveLength(REMAINING);
      expect(new Set(instancesOf(through)).size).toBeGreaterThan(1);
      for (const refused of answers.filter((answer) => answer.status !== 200)) {
        expect(refused.status).toBe(401);
        // Spent, or already deleted: a key whose uses are spent for good goes at its next use.
        expect(['API_KEY_HAS_REACHED_ITS_USAGE_LIMIT', 'INVALID_API_KEY']).toContain(
          refused.body.code,
        );
      }
      const row = await cluster()
        .db.selectFrom('apikey')
        .select('remaining')
        .where('id', '=', id)
        .executeTakeFirst();
      if (row) expect(Number(row.remaining)).toBe(0);
    });
  });
}
