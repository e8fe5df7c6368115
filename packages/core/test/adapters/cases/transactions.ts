import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../adapter.case.js';
import { createItem, type Item } from './schema.js';

/** Transactions commit together, or roll back together when their function throws. */
export function transactionCases({ adapter }: CaseContext) {
  describe('transactions', () => {
    it('commits every write and returns what the function returns', async () => {
      const result = await adapter().transaction(async (tx) => {
        const item = await createItem(tx, { slug: 'tx-a' });
        await tx.update({
          model: 'item',
          where: [{ field: 'id', value: item.id }],
          update: { note: 'in tx' },
        });
        // The transaction sees its own writes.
        expect(await tx.count({ model: 'item' })).toBe(1);
        return 'done';
      });
      expect(result).toBe('done');
      expect(
        await adapter().findOne<Item>({ model: 'item', where: [{ field: 'slug', value: 'tx-a' }] }),
      ).toMatchObject({ note: 'in tx' });
    });

    it('rolls back every write when the function throws, and rethrows its error', async () => {
      const existing = await createItem(adapter(), { slug: 'kept', note: 'original' });
      const failure = new Error('boom');
      await expect(
        adapter().transaction(async (tx) => {
          await createItem(tx, { slug: 'rolled-back' });
          await tx.update({
            model: 'item',
            where: [{ field: 'id', value: existing.id }],
            update: { note: 'changed' },
          });
          await tx.delete({ model: 'item', where: [{ field: 'id', value: existing.id }] });
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await adapter().count({ model: 'item' })).toBe(1);
      expect(
        await adapter().findOne<Item>({
          model: 'item',
          where: [{ field: 'id', value: existing.id }],
        }),
      ).toEqual(existing);
    });

    it('rolls back when a write inside fails, e.g. on a unique clash', async () => {
      await createItem(adapter(), { slug: 'taken' });
      await expect(
        adapter().transaction(async (tx) => {
          await createItem(tx, { slug: 'new-one' });
          await createItem(tx, { slug: 'taken' });
        }),
      ).rejects.toThrow();
      expect(
        await adapter().count({ model: 'item', where: [{ field: 'slug', value: 'new-one' }] }),
      ).toBe(0);
    });

    it('nested transactions join the outer one', async () => {
      await expect(
        adapter().transaction(async (tx) => {
          await tx.transaction(async (inner) => {
            await createItem(inner, { slug: 'nested' });
          });
          throw new Error('outer fails');
        }),
      ).rejects.toThrow('outer fails');
      expect(await adapter().count({ model: 'item' })).toBe(0);
    });
  });
}
