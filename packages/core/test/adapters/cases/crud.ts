import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../adapter.case.js';
import { createItem, createItems, type Item, pluck, testSchema } from './schema.js';

/** create, findOne, findMany, count, update, updateMany, delete, deleteMany; limits and order. */
export function crudCases({ target, adapter }: CaseContext) {
  describe('CRUD', () => {
    it('create returns the stored row, with a generated 32-character id and nulls for the rest', async () => {
      const item = await adapter().create<Item>({
        model: 'item',
        data: { title: 'Lamp', slug: 'lamp' },
      });
      expect(item).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
        title: 'Lamp',
        slug: 'lamp',
        rank: null,
        active: null,
        publishedAt: null,
        meta: null,
        note: null,
        authorId: null,
      });
      expect(
        await adapter().findOne({ model: 'item', where: [{ field: 'id', value: item.id }] }),
      ).toEqual(item);
    });

    it('create keeps an id it is given', async () => {
      const item = await createItem(adapter(), { id: 'my-own-id' });
      expect(item.id).toBe('my-own-id');
    });

    it('findOne answers null, not an error, when nothing matches', async () => {
      expect(
        await adapter().findOne({ model: 'item', where: [{ field: 'slug', value: 'nope' }] }),
      ).toBeNull();
    });

    it('findMany filters and count counts', async () => {
      await createItems(adapter(), [{ rank: 1 }, { rank: 2 }, { rank: 2 }]);
      const twos = await adapter().findMany<Item>({
        model: 'item',
        where: [{ field: 'rank', value: 2 }],
      });
      expect(pluck(twos, 'rank')).toEqual([2, 2]);
      expect(await adapter().count({ model: 'item' })).toBe(3);
      expect(await adapter().count({ model: 'item', where: [{ field: 'rank', value: 2 }] })).toBe(
        2,
      );
      expect(await adapter().count({ model: 'item', where: [{ field: 'rank', value: 9 }] })).toBe(
        0,
      );
    });

    it('update returns the updated row, or null when nothing matched', async () => {
      const item = await createItem(adapter(), { note: 'before' });
      const updated = await adapter().update<Item>({
        model: 'item',
        where: [{ field: 'id', value: item.id }],
        update: { note: 'after', rank: 7 },
      });
      expect(updated).toEqual({ ...item, note: 'after', rank: 7 });
      expect(
        await adapter().update({
          model: 'item',
          where: [{ field: 'id', value: 'missing' }],
          update: { note: 'x' },
        }),
      ).toBeNull();
    });

    it('update changes only the first matching row', async () => {
      await createItems(adapter(), [{ note: 'same' }, { note: 'same' }]);
      await adapter().update({
        model: 'item',
        where: [{ field: 'note', value: 'same' }],
        update: { note: 'changed' },
      });
      expect(
        await adapter().count({ model: 'item', where: [{ field: 'note', value: 'changed' }] }),
      ).toBe(1);
      expect(
        await adapter().count({ model: 'item', where: [{ field: 'note', value: 'same' }] }),
      ).toBe(1);
    });

    it('update may change the field its where clause selects on', async () => {
      const item = await createItem(adapter(), { slug: 'old-slug' });
      const updated = await adapter().update<Item>({
        model: 'item',
        where: [{ field: 'slug', value: 'old-slug' }],
        update: { slug: 'new-slug' },
      });
      expect(updated).toEqual({ ...item, slug: 'new-slug' });
    });

    it('updateMany returns the number of matching rows, changed or not', async () => {
      await createItems(adapter(), [
        { rank: 1, note: 'x' },
        { rank: 1, note: 'y' },
        { rank: 2, note: 'y' },
      ]);
      const count = await adapter().updateMany({
        model: 'item',
        where: [{ field: 'rank', value: 1 }],
        update: { note: 'x' },
      });
      expect(count).toBe(2);
      expect(await adapter().count({ model: 'item', where: [{ field: 'note', value: 'x' }] })).toBe(
        2,
      );
      expect(
        await adapter().updateMany({
          model: 'item',
          where: [{ field: 'rank', value: 9 }],
          update: { note: 'z' },
        }),
      ).toBe(0);
    });

    it('delete removes the matching rows; deleteMany returns how many', async () => {
      const [a] = await createItems(adapter(), [
        { rank: 1 },
        { rank: 2 },
        { rank: 2 },
        { rank: 3 },
      ]);
      await adapter().delete({ model: 'item', where: [{ field: 'id', value: a!.id }] });
      await adapter().delete({ model: 'item', where: [{ field: 'id', value: 'missing' }] });
      expect(await adapter().count({ model: 'item' })).toBe(3);
      expect(
        await adapter().deleteMany({ model: 'item', where: [{ field: 'rank', value: 2 }] }),
      ).toBe(2);
      expect(
        await adapter().deleteMany({ model: 'item', where: [{ field: 'rank', value: 2 }] }),
      ).toBe(0);
      expect(await adapter().count({ model: 'item' })).toBe(1);
    });

    it('deleting a referenced row applies the foreign key (cascade); a dangling reference is refused', async () => {
      const author = await adapter().create({
        model: 'author',
        data: { name: 'Ann', email: 'ann@example.com' },
      });
      await createItems(adapter(), [{ authorId: author.id }, { authorId: author.id }, {}]);
      await adapter().delete({ model: 'author', where: [{ field: 'id', value: author.id }] });
      expect(await adapter().count({ model: 'item' })).toBe(1);
      await expect(createItem(adapter(), { authorId: 'no-such-author' })).rejects.toThrow();
    });

    it('refuses a missing required field and an unknown field', async () => {
      await expect(
        adapter().create({ model: 'item', data: { slug: 'no-title' } }),
      ).rejects.toThrow();
      await expect(createItem(adapter(), { colour: 'red' } as never)).rejects.toThrow(
        /Unknown field "colour"/,
      );
      await expect(
        adapter().findMany({ model: 'item', where: [{ field: 'colour', value: 'red' }] }),
      ).rejects.toThrow(/Unknown field "colour"/);
    });

    it('sorts ascending and descending by numbers, strings and dates', async () => {
      await createItems(adapter(), [
        { title: 'b', rank: 2, publishedAt: new Date('2024-01-02T00:00:00.000Z') },
        { title: 'c', rank: 3, publishedAt: new Date('2024-01-01T00:00:00.001Z') },
        { title: 'a', rank: 1, publishedAt: new Date('2024-01-03T00:00:00.000Z') },
      ]);
      const sorted = async (field: string, direction: 'asc' | 'desc') =>
        pluck(
          await adapter().findMany<Item>({ model: 'item', sortBy: { field, direction } }),
          'title',
        );
      expect(await sorted('rank', 'asc')).toEqual(['a', 'b', 'c']);
      expect(await sorted('rank', 'desc')).toEqual(['c', 'b', 'a']);
      expect(await sorted('title', 'asc')).toEqual(['a', 'b', 'c']);
      expect(await sorted('publishedAt', 'asc')).toEqual(['c', 'b', 'a']);
      expect(await sorted('publishedAt', 'desc')).toEqual(['a', 'b', 'c']);
    });

    it('pages through rows with equal sort keys without overlap or gaps', async () => {
      await createItems(
        adapter(),
        Array.from({ length: 7 }, () => ({ rank: 1 })),
      );
      for (const direction of ['asc', 'desc'] as const) {
        const sortBy = { field: 'rank', direction };
        const all = await adapter().findMany<Item>({ model: 'item', sortBy });
        // Ties come in the order of their ids, as the engine orders them.
        const byId = await adapter().findMany<Item>({
          model: 'item',
          sortBy: { field: 'id', direction },
        });
        expect(pluck(all, 'id')).toEqual(pluck(byId, 'id'));
        const pages: Item[] = [];
        for (let offset = 0; offset < 7; offset += 3) {
          pages.push(
            ...(await adapter().findMany<Item>({ model: 'item', sortBy, limit: 3, offset })),
          );
        }
        expect(pluck(pages, 'id')).toEqual(pluck(all, 'id'));
        expect(new Set(pluck(pages, 'id')).size).toBe(7);
      }
    });

    it('sorts nulls first ascending and last descending, on every engine', async () => {
      await createItems(adapter(), [
        { title: 'two', rank: 2 },
        { title: 'none' },
        { title: 'one', rank: 1 },
      ]);
      const asc = await adapter().findMany<Item>({
        model: 'item',
        sortBy: { field: 'rank', direction: 'asc' },
      });
      expect(pluck(asc, 'title')).toEqual(['none', 'one', 'two']);
      const desc = await adapter().findMany<Item>({
        model: 'item',
        sortBy: { field: 'rank', direction: 'desc' },
      });
      expect(pluck(desc, 'title')).toEqual(['two', 'one', 'none']);
    });

    it('pages with limit and offset', async () => {
      await createItems(
        adapter(),
        [1, 2, 3, 4, 5].map((rank) => ({ rank })),
      );
      const page = (limit: number | undefined, offset: number) =>
        adapter()
          .findMany<Item>({
            model: 'item',
            sortBy: { field: 'rank', direction: 'asc' },
            limit,
            offset,
          })
          .then((rows) => pluck(rows, 'rank'));
      expect(await page(2, 0)).toEqual([1, 2]);
      expect(await page(2, 2)).toEqual([3, 4]);
      expect(await page(2, 4)).toEqual([5]);
      expect(await page(2, 6)).toEqual([]);
      expect(await page(undefined, 3)).toEqual([4, 5]);
    });

    it('caps findMany without a limit at 100 rows (SPEC §9); an explicit or configured limit wins', async () => {
      for (let rank = 0; rank < 105; rank++) await createItem(adapter(), { rank });
      expect(await adapter().findMany({ model: 'item' })).toHaveLength(100);
      expect(await adapter().findMany({ model: 'item', limit: 105 })).toHaveLength(105);
      const limited = target.createAdapter(testSchema, { defaultQueryLimit: 3 });
      expect(await limited.findMany({ model: 'item' })).toHaveLength(3);
    });

    it('generates ids as configured: uuid, a function, or the database', async () => {
      const uuid = target.createAdapter(testSchema, { generateId: 'uuid' });
      expect((await createItem(uuid)).id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      let n = 0;
      const custom = target.createAdapter(testSchema, {
        generateId: ({ model }) => `${model}-${++n}`,
      });
      expect((await createItem(custom)).id).toBe('item-1');
      const byDatabase = target.createAdapter(testSchema, { generateId: false });
      const [x, y] = [await createItem(byDatabase), await createItem(byDatabase)];
      expect(x.id).toMatch(/^[0-9a-f-]{32,36}$/);
      expect(x.id).not.toBe(y.id);
      expect(
        await byDatabase.findOne({ model: 'item', where: [{ field: 'id', value: x.id }] }),
      ).toEqual(x);
    });
  });
}
