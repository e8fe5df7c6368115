/**
 * The connection dies between sign-up's two inserts, the user's and its credential account's
 * (issue 19, Faults): no user is left without its account, the request answers 503, and the
 * same email signs up cleanly afterwards. The cuttable proxy resets the connection the moment
 * the account's INSERT is sent, before the server sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAuth, user } from '../helpers.js';
import { type ProxiedDatabase, proxiedEngines } from '../kit/proxied-database.js';

for (const engine of proxiedEngines) {
  describe.skipIf(!engine.url)(`sign-up on ${engine.name}, cut between two statements`, () => {
    let database: ProxiedDatabase;
    let instance: Awaited<ReturnType<typeof createTestAuth>>;

    beforeAll(async () => {
      database = await engine.open(engine.url!);
      instance = await createTestAuth({
        database: database.url,
        logger: { disabled: true },
        advanced: { database: { queryTimeoutMs: 2_000, connectTimeoutMs: 2_000 } },
      });
    });
    afterAll(async () => {
      await instance?.auth.$context.adapter.close?.();
      await database?.drop();
    });

    const rowsOf = async (email: string) => {
      const q = database.quote;
      const users = await database.query<{ id: string }>(
        `select ${q('id')} from ${q('user')} where ${q('email')} = '${email}'`,
      );
      const accounts = users.length
        ? await database.query(
            `select ${q('id')} from ${q('account')} where ${q('userId')} = '${users[0]!.id}'`,
          )
        : [];
      return { users: users.length, accounts: accounts.length };
    };

    it('leaves no user behind and answers 503; the same email then signs up', async () => {
      const email = 'crash@example.com';
      const cut = database.proxy.cutWhen(`insert into ${database.quote('account')}`);
      const response = await instance.post('/sign-up/email', { ...user, email });
      await cut;
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Service unavailable',
      });
      expect(await rowsOf(email)).toEqual({ users: 0, accounts: 0 });

      const retry = await instance.post('/sign-up/email', { ...user, email });
      expect(retry.status).toBe(200);
      expect(await rowsOf(email)).toEqual({ users: 1, accounts: 1 });
      expect((await instance.post('/sign-in/email', { ...user, email })).status).toBe(200);
    });
  });
}
