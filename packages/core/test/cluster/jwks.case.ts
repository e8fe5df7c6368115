/**
 * Issue 19: instances started together agree on one signing key. Keys are made lazily, on the
 * first request that signs, so the race is the first `/token` of each instance: sent here to all
 * three at the same moment, directly to each instance. Before commit df273af, each instance of
 * such a cold start could make and publish its own key, and tokens from one failed another's
 * `/jwks`. Must run before anything else of the cluster signs a JWT (get-session does).
 */
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { signUp } from './accounts.js';
import type { Cluster } from './cluster.js';

/** `/token` requests per instance, all at once. */
const PER_INSTANCE = 3;

export function jwksCases(cluster: () => Cluster) {
  describe('jwt keys on a cold start (app main)', () => {
    it('every instance signs with the same key and every /jwks verifies every token', async () => {
      const app = cluster().app('main');
      const { browser } = await signUp(app, 'jwt');
      const rows = () => cluster().db.selectFrom('jwks').select('id').execute();
      expect(await rows()).toEqual([]); // nothing has signed yet: a cold start
      // Each instance's database pool is open first (list-sessions signs nothing), so the race
      // is the key store's own: read the keys, find none, make one.
      for (const instance of app.instances) {
        expect((await browser.get('/list-sessions', instance.url)).status).toBe(200);
      }

      const answers = await Promise.all(
        app.instances.flatMap((instance) =>
          Array.from({ length: PER_INSTANCE }, () => browser.get('/token', instance.url)),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      const tokens = answers.map((a) => a.body.token as string);
      expect(new Set(tokens.map((token) => decodeProtectedHeader(token).kid)).size).toBe(1);
      expect(await rows()).toHaveLength(1);

      for (const instance of app.instances) {
        const jwks = await browser.get('/jwks', instance.url);
        expect(jwks.instance).toBe(instance.name);
        const keySet = createLocalJWKSet(jwks.body);
        for (const token of tokens) {
          await expect(jwtVerify(token, keySet, { issuer: app.url })).resolves.toBeTruthy();
        }
      }
    });
  });
}
