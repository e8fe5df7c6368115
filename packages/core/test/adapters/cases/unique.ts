import { describe, expect, it } from 'vitest';
import { UniqueConstraintError } from '../../../src/db/adapter.js';
import type { CaseContext } from '../adapter.case.js';
import { createItem } from './schema.js';

/** Unique violations become UniqueConstraintError naming the logical field, on every engine. */
export function uniqueCases({ adapter }: CaseContext) {
  const violation = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UniqueConstraintError);
    const { model, field } = error as UniqueConstraintError;
    return { model, field };
  };

  describe('unique constraints', () => {
    it('names the field (not its column) when create clashes', async () => {
      await createItem(adapter(), { slug: 'taken' });
      // `slug` is stored in the `url_slug` column.
      expect(await violation(createItem(adapter(), { slug: 'taken' }))).toEqual({
        model: 'item',
        field: 'slug',
      });
      await adapter().create({ model: 'author', data: { name: 'A', email: 'a@example.com' } });
      expect(
        await violation(
          adapter().create({ model: 'author', data: { name: 'B', email: 'a@example.com' } }),
        ),
      ).toEqual({ model: 'author', field: 'email' });
    });

    it('reports a duplicate id as the id field', async () => {
      await createItem(adapter(), { id: 'same-id' });
      expect(await violation(createItem(adapter(), { id: 'same-id' }))).toEqual({
        model: 'item',
        field: 'id',
      });
    });

    it('maps clashes of update and updateMany, and changes nothing then', async () => {
      await createItem(adapter(), { slug: 'first', note: 'n' });
      const second = await createItem(adapter(), { slug: 'second', note: 'n' });
      expect(
        await violation(
          adapter().update({
            model: 'item',
            where: [{ field: 'id', value: second.id }],
            update: { slug: 'first' },
          }),
        ),
      ).toEqual({ model: 'item', field: 'slug' });
      expect(
        await violation(
          adapter().updateMany({
            model: 'item',
            where: [{ field: 'note', value: 'n' }],
            update: { slug: 'both' },
          }),
        ),
      ).toEqual({ model: 'item', field: 'slug' });
      expect(
        await adapter().count({ model: 'item', where: [{ field: 'slug', value: 'both' }] }),
      ).toBe(0);
    });

    it('lets exactly one of two concurrent creates of one value win', async () => {
      const results = await Promise.allSettled([
        createItem(adapter(), { slug: 'race' }),
        createItem(adapter(), { slug: 'race' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const failure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(failure.reason).toBeInstanceOf(UniqueConstraintError);
      expect(
        await adapter().count({ model: 'item', where: [{ field: 'slug', value: 'race' }] }),
      ).toBe(1);
    });

    it('compares unique values exactly: values differing in case are two values', async () => {
      await adapter().create({ model: 'author', data: { name: 'A', email: 'a@x.io' } });
      await expect(
        adapter().create({ model: 'author', data: { name: 'B', email: 'A@x.io' } }),
      ).resolves.toMatchObject({ email: 'A@x.io' });
    });

    it('enforces a multi-field unique key, naming no single field; a NULL in the key never clashes', async () => {
      const author = await adapter().create({
        model: 'author',
        data: { name: 'Ann', email: 'ann@example.com' },
      });
      await createItem(adapter(), { authorId: author.id, note: 'first' });
      await createItem(adapter(), { authorId: author.id, note: 'second' });
      await createItem(adapter(), { note: 'first' });
      await createItem(adapter(), { note: 'first' });
      expect(
        await violation(createItem(adapter(), { authorId: author.id, note: 'first' })),
      ).toEqual({
        model: 'item',
        field: undefined,
      });
    });

    it('leaves other failures alone (a missing required field is not a unique violation)', async () => {
      const error = await adapter()
        .create({ model: 'item', data: { slug: 'x' } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(UniqueConstraintError);
    });
  });
}
