import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../adapter.case.js';
import { createItem, type Item } from './schema.js';

interface Author {
  id: string;
  name: string;
  email: string;
}

const reference = { field: 'authorId', model: 'author' };

/** findOneWithReference: a row and the row it references, in one call (the session lookup). */
export function referenceCases({ adapter }: CaseContext) {
  describe('findOneWithReference', () => {
    const authorWithItem = async () => {
      const author = await adapter().create<Author>({
        model: 'author',
        data: { name: 'Ada', email: `ada-${Math.random()}@example.com` },
      });
      const item = await createItem(adapter(), {
        authorId: author.id,
        publishedAt: new Date('2026-01-02T03:04:05.678Z'),
        meta: { tags: ['a'] },
        active: true,
        rank: 3,
      });
      return { author, item };
    };

    it('answers the row and the row it references, each with its own id and typed values', async () => {
      const { author, item } = await authorWithItem();
      const found = await adapter().findOneWithReference!<Item, Author>({
        model: 'item',
        where: [{ field: 'slug', value: item.slug }],
        reference,
      });
      // Both tables have an `id`: neither side's may leak into the other.
      expect(found).toEqual({ row: item, referenced: author });
      expect(found?.row.publishedAt).toBeInstanceOf(Date);
    });

    it('answers null when no row matches', async () => {
      await authorWithItem();
      expect(
        await adapter().findOneWithReference!({
          model: 'item',
          where: [{ field: 'slug', value: 'nope' }],
          reference,
        }),
      ).toBeNull();
    });

    it('answers null when the row references nothing', async () => {
      const item = await createItem(adapter());
      expect(
        await adapter().findOneWithReference!({
          model: 'item',
          where: [{ field: 'id', value: item.id }],
          reference,
        }),
      ).toBeNull();
    });

    it('takes any where clauses, not only one equality', async () => {
      const { author, item } = await authorWithItem();
      const found = await adapter().findOneWithReference!<Item, Author>({
        model: 'item',
        where: [
          { field: 'rank', operator: 'gte', value: 3 },
          { field: 'slug', value: item.slug },
        ],
        reference,
      });
      expect(found).toEqual({ row: item, referenced: author });
    });
  });
}
