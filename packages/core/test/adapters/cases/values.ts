import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../adapter.case.js';
import { createItem, type Item } from './schema.js';

/** Dates, booleans, JSON, numbers and strings come back as the same JS values on every engine. */
export function valueCases({ adapter }: CaseContext) {
  const roundTrip = async (data: Partial<Item>) => {
    const created = await createItem(adapter(), data);
    const found = await adapter().findOne<Item>({
      model: 'item',
      where: [{ field: 'id', value: created.id }],
    });
    return { created, found: found! };
  };

  describe('values', () => {
    it.each([
      new Date('2024-02-29T23:59:59.123Z'),
      new Date('1999-12-31T23:59:59.999Z'),
      new Date('2038-01-19T03:14:08.001Z'),
      new Date(Math.floor(Date.now())),
    ])('a date round-trips to the millisecond: %s', async (date) => {
      const { created, found } = await roundTrip({ publishedAt: date });
      for (const row of [created, found]) {
        expect(row.publishedAt).toBeInstanceOf(Date);
        expect(row.publishedAt!.getTime()).toBe(date.getTime());
      }
    });

    it.each([true, false])('the boolean %s round-trips as a boolean', async (active) => {
      const { created, found } = await roundTrip({ active });
      expect(created.active).toBe(active);
      expect(found.active).toBe(active);
    });

    it.each([
      { nested: { list: [1, 'two', null, true], empty: {} }, text: 'Zoë 🦀 "quoted" \\ \'' },
      [1, 2, { three: 3 }],
      'a JSON string',
      '123',
      0,
      -1.25,
      true,
    ])('the JSON value %j round-trips', async (meta) => {
      const { created, found } = await roundTrip({ meta });
      expect(created.meta).toEqual(meta);
      expect(found.meta).toEqual(meta);
    });

    it.each([0, -42, 1.5, Number.MAX_SAFE_INTEGER, Date.now()])(
      'the number %d round-trips as a number',
      async (rank) => {
        const { created, found } = await roundTrip({ rank });
        expect(created.rank).toBe(rank);
        expect(found.rank).toBe(rank);
      },
    );

    it.each(['', 'Zoë 🦀 — 日本語', 'it\'s "quoted" \\ %_!', 'trailing space '])(
      'the string %j round-trips',
      async (note) => {
        const { created, found } = await roundTrip({ note });
        expect(created.note).toBe(note);
        expect(found.note).toBe(note);
      },
    );

    it('hands out copies: changing a returned row does not change the stored one', async () => {
      const { created } = await roundTrip({
        meta: { tags: ['a'] },
        publishedAt: new Date('2024-01-01T00:00:00.000Z'),
      });
      (created.meta as { tags: string[] }).tags.push('b');
      created.publishedAt!.setUTCFullYear(2000);
      created.title = 'changed';
      const found = await adapter().findOne<Item>({
        model: 'item',
        where: [{ field: 'id', value: created.id }],
      });
      expect(found!.meta).toEqual({ tags: ['a'] });
      expect(found!.publishedAt!.toISOString()).toBe('2024-01-01T00:00:00.000Z');
      expect(found!.title).not.toBe('changed');
    });
  });
}
