import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseAdapter } from '../../src/db/adapter.js';
import { incrementFields } from '../../src/db/increment-fields.js';
import type { DatabaseSchema } from '../../src/db/schema.js';
import type { AdapterTarget } from './adapter.case.js';
import {
  MYSQL_URL,
  memoryTarget,
  mysqlTarget,
  POSTGRES_URL,
  postgresTarget,
  sqliteTarget,
} from './targets.js';

// Issue 32: an API key's `remaining` is spent by one conditional `SET remaining = remaining - 1
// WHERE remaining > 0` (`DatabaseAdapter.incrementMany`), so concurrent spenders never take more
// than there is; adapters without it get `incrementFields`'s compare-and-set loop.
const schema: DatabaseSchema = {
  counter: {
    modelName: 'counter',
    fields: {
      remaining: { type: 'number', required: false },
      uses: { type: 'number', required: false },
      note: { type: 'string', required: false },
    },
  },
};

const spendOne = (id: string) => ({
  model: 'counter',
  where: [
    { field: 'id', value: id },
    { field: 'remaining', operator: 'gt' as const, value: 0 },
  ],
  increment: { remaining: -1 },
});

/** The adapter without `incrementMany`: what a third-party adapter may be. */
function withoutIncrementMany(adapter: DatabaseAdapter): DatabaseAdapter {
  return new Proxy(adapter, {
    get: (target, name, receiver) =>
      name === 'incrementMany' ? undefined : Reflect.get(target, name, receiver),
  });
}

function incrementCases(target: AdapterTarget) {
  describe(`incrementMany on ${target.name}`, () => {
    let adapter: DatabaseAdapter;
    beforeAll(async () => {
      await target.setup?.();
      adapter = target.createAdapter(schema, {});
      await adapter.migrate?.();
    });
    afterAll(() => target.cleanup?.());

    const row = (remaining: number | null, uses: number | null = 0) =>
      adapter.create({ model: 'counter', data: { remaining, uses, note: null } });
    const read = async (id: string) =>
      (await adapter.findOne<{ id: string; remaining: number | null; uses: number | null }>({
        model: 'counter',
        where: [{ field: 'id', value: id }],
      }))!;

    it('200 concurrent conditional decrements of 50 succeed exactly 50 times', async () => {
      const { id } = await row(50);
      const changed = await Promise.all(
        Array.from({ length: 200 }, () => adapter.incrementMany!(spendOne(id))),
      );
      expect(changed.filter((n) => n === 1)).toHaveLength(50);
      expect((await read(id)).remaining).toBe(0);
    });

    it('adds to several fields, sets plain values, leaves NULL alone, counts the rows', async () => {
      const { id } = await row(null, 3);
      const changed = await adapter.incrementMany!({
        model: 'counter',
        where: [{ field: 'id', value: id }],
        increment: { uses: 2, remaining: 1 },
        update: { note: 'touched' },
      });
      expect(changed).toBe(1);
      expect(await read(id)).toMatchObject({ remaining: null, uses: 5, note: 'touched' });
      expect(
        await adapter.incrementMany!({
          model: 'counter',
          where: [{ field: 'id', value: 'none' }],
          increment: { uses: 1 },
        }),
      ).toBe(0);
    });

    it('incrementFields falls back to compare-and-set without incrementMany', async () => {
      const { id } = await row(20);
      const plain = withoutIncrementMany(adapter);
      const changed = await Promise.all(
        Array.from({ length: 40 }, () => incrementFields(plain, spendOne(id))),
      );
      expect(changed.filter((n) => n === 1)).toHaveLength(20);
      expect((await read(id)).remaining).toBe(0);
    });
  });
}

incrementCases(sqliteTarget());
incrementCases(memoryTarget());
if (POSTGRES_URL) incrementCases(postgresTarget(POSTGRES_URL));
if (MYSQL_URL) incrementCases(mysqlTarget(MYSQL_URL));
