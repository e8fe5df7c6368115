import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseAdapter } from '../../src/db/adapter.js';
import { getCoreSchema } from '../../src/db/schema.js';
import type { AdapterTarget } from './adapter.case.js';
import { MYSQL_URL, mysqlTarget, POSTGRES_URL, postgresTarget, sqliteTarget } from './targets.js';

// Issue 19: `lockRows` is what makes the organization plugin's count-then-write limits hold
// under concurrent requests. A second transaction locking the same row must wait for the first.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rowLockCases(target: AdapterTarget) {
  describe(`lockRows on ${target.name}`, () => {
    let adapter: DatabaseAdapter;
    let userId: string;
    beforeAll(async () => {
      await target.setup?.();
      adapter = target.createAdapter(getCoreSchema(), {});
      await adapter.migrate?.();
      const at = new Date();
      const user = await adapter.create({
        model: 'user',
        data: {
          name: 'Ada',
          email: 'ada@example.com',
          emailVerified: false,
          createdAt: at,
          updatedAt: at,
        },
      });
      userId = user.id;
    });
    afterAll(() => target.cleanup?.());

    it('makes a second transaction locking the same row wait for the first to end', async () => {
      const order: string[] = [];
      let firstLocked!: () => void;
      const locked = new Promise<void>((resolve) => {
        firstLocked = resolve;
      });
      const first = adapter.transaction(async (tx) => {
        expect(await tx.lockRows!({ model: 'user', where: [{ field: 'id', value: userId }] })).toBe(
          1,
        );
        firstLocked();
        await sleep(300);
        order.push('first done');
      });
      await locked;
      const second = adapter.transaction(async (tx) => {
        await tx.lockRows!({ model: 'user', where: [{ field: 'id', value: userId }] });
        order.push('second locked');
      });
      await Promise.all([first, second]);
      expect(order).toEqual(['first done', 'second locked']);
    });

    it('counts what it locked, and leaves the row unchanged', async () => {
      const before = await adapter.findOne({
        model: 'user',
        where: [{ field: 'id', value: userId }],
      });
      const count = await adapter.transaction((tx) =>
        tx.lockRows!({ model: 'user', where: [{ field: 'email', value: 'nobody@example.com' }] }),
      );
      expect(count).toBe(0);
      await adapter.transaction((tx) =>
        tx.lockRows!({ model: 'user', where: [{ field: 'id', value: userId }] }),
      );
      expect(
        await adapter.findOne({ model: 'user', where: [{ field: 'id', value: userId }] }),
      ).toEqual(before);
    });
  });
}

rowLockCases(sqliteTarget());
if (POSTGRES_URL) rowLockCases(postgresTarget(POSTGRES_URL));
if (MYSQL_URL) rowLockCases(mysqlTarget(MYSQL_URL));
