import { describe, expect, it } from 'vitest';
import type { Where } from '../../../src/db/adapter.js';
import type { CaseContext } from '../adapter.case.js';
import { createItems, type Item } from './schema.js';

/** Every where operator, NULL handling, AND/OR, and text operators that behave alike everywhere. */
export function whereCases({ adapter }: CaseContext) {
  const titles = async (where: Where[]) =>
    (
      await adapter().findMany<Item>({
        model: 'item',
        where,
        sortBy: { field: 'title', direction: 'asc' },
      })
    ).map((row) => row.title);

  describe('where', () => {
    it('compares numbers with eq, ne, lt, lte, gt, gte', async () => {
      await createItems(adapter(), [
        { title: 'a', rank: 1 },
        { title: 'b', rank: 2 },
        { title: 'c', rank: 3 },
      ]);
      expect(await titles([{ field: 'rank', value: 2 }])).toEqual(['b']);
      expect(await titles([{ field: 'rank', operator: 'eq', value: 2 }])).toEqual(['b']);
      expect(await titles([{ field: 'rank', operator: 'ne', value: 2 }])).toEqual(['a', 'c']);
      expect(await titles([{ field: 'rank', operator: 'lt', value: 2 }])).toEqual(['a']);
      expect(await titles([{ field: 'rank', operator: 'lte', value: 2 }])).toEqual(['a', 'b']);
      expect(await titles([{ field: 'rank', operator: 'gt', value: 2 }])).toEqual(['c']);
      expect(await titles([{ field: 'rank', operator: 'gte', value: 2 }])).toEqual(['b', 'c']);
    });

    it('compares dates to the millisecond, and booleans', async () => {
      const at = new Date('2025-06-01T12:00:00.500Z');
      await createItems(adapter(), [
        { title: 'before', publishedAt: new Date(at.getTime() - 1), active: true },
        { title: 'at', publishedAt: at, active: false },
        { title: 'after', publishedAt: new Date(at.getTime() + 1), active: true },
      ]);
      expect(await titles([{ field: 'publishedAt', value: at }])).toEqual(['at']);
      expect(await titles([{ field: 'publishedAt', operator: 'gt', value: at }])).toEqual([
        'after',
      ]);
      expect(await titles([{ field: 'publishedAt', operator: 'lte', value: at }])).toEqual([
        'at',
        'before',
      ]);
      expect(await titles([{ field: 'active', value: true }])).toEqual(['after', 'before']);
      expect(await titles([{ field: 'active', value: false }])).toEqual(['at']);
    });

    it('in matches any listed value; an empty list matches nothing', async () => {
      await createItems(adapter(), [
        { title: 'a', rank: 1 },
        { title: 'b', rank: 2 },
        { title: 'c', rank: 3 },
      ]);
      expect(await titles([{ field: 'rank', operator: 'in', value: [1, 3, 99] }])).toEqual([
        'a',
        'c',
      ]);
      expect(await titles([{ field: 'title', operator: 'in', value: ['b'] }])).toEqual(['b']);
      expect(await titles([{ field: 'rank', operator: 'in', value: [] }])).toEqual([]);
      expect(
        await adapter().count({
          model: 'item',
          where: [{ field: 'rank', operator: 'in', value: [] }],
        }),
      ).toBe(0);
    });

    it('treats NULL as SQL does: only eq/ne null test it, other comparisons skip null rows', async () => {
      await createItems(adapter(), [
        { title: 'set', note: 'x' },
        { title: 'other', note: 'y' },
        { title: 'unset', note: null },
      ]);
      expect(await titles([{ field: 'note', value: null }])).toEqual(['unset']);
      expect(await titles([{ field: 'note', operator: 'ne', value: null }])).toEqual([
        'other',
        'set',
      ]);
      expect(await titles([{ field: 'note', operator: 'ne', value: 'x' }])).toEqual(['other']);
      expect(await titles([{ field: 'note', operator: 'in', value: ['x', null] }])).toEqual([
        'set',
      ]);
      expect(await titles([{ field: 'note', operator: 'contains', value: '' }])).toEqual([
        'other',
        'set',
      ]);
    });

    it('joins clauses left to right with AND (the default) and OR', async () => {
      await createItems(adapter(), [
        { title: 'a', rank: 1, note: 'x' },
        { title: 'b', rank: 2, note: 'x' },
        { title: 'c', rank: 3, note: 'y' },
      ]);
      expect(
        await titles([
          { field: 'note', value: 'x' },
          { field: 'rank', value: 2 },
        ]),
      ).toEqual(['b']);
      expect(
        await titles([
          { field: 'rank', value: 1 },
          { field: 'rank', value: 3, connector: 'OR' },
        ]),
      ).toEqual(['a', 'c']);
      // (note = x AND rank = 2) OR rank = 3
      expect(
        await titles([
          { field: 'note', value: 'x' },
          { field: 'rank', value: 2, connector: 'AND' },
          { field: 'rank', value: 3, connector: 'OR' },
        ]),
      ).toEqual(['b', 'c']);
      // (rank = 1 OR rank = 3) AND note = y
      expect(
        await titles([
          { field: 'rank', value: 1 },
          { field: 'rank', value: 3, connector: 'OR' },
          { field: 'note', value: 'y' },
        ]),
      ).toEqual(['c']);
    });

    it('contains, starts_with and ends_with are case-sensitive on every engine', async () => {
      await createItems(adapter(), [
        { title: 'a', note: 'Hello World' },
        { title: 'b', note: 'hello world' },
        { title: 'c', note: 'Zoë says héllo' },
      ]);
      expect(await titles([{ field: 'note', operator: 'contains', value: 'World' }])).toEqual([
        'a',
      ]);
      expect(await titles([{ field: 'note', operator: 'contains', value: 'o w' }])).toEqual(['b']);
      expect(await titles([{ field: 'note', operator: 'starts_with', value: 'hello' }])).toEqual([
        'b',
      ]);
      expect(await titles([{ field: 'note', operator: 'starts_with', value: 'Hello' }])).toEqual([
        'a',
      ]);
      expect(await titles([{ field: 'note', operator: 'ends_with', value: 'World' }])).toEqual([
        'a',
      ]);
      expect(await titles([{ field: 'note', operator: 'ends_with', value: 'héllo' }])).toEqual([
        'c',
      ]);
      expect(await titles([{ field: 'note', operator: 'contains', value: 'HÉLLO' }])).toEqual([]);
    });

    it("mode 'insensitive' ignores ASCII case in eq, contains, starts_with and ends_with", async () => {
      await createItems(adapter(), [
        { title: 'a', note: 'Ada Lovelace' },
        { title: 'b', note: 'ada@EXAMPLE.com' },
        { title: 'c', note: 'Grace 100%' },
        { title: 'd', note: null },
      ]);
      const find = (operator: Where['operator'], value: string) =>
        titles([{ field: 'note', operator, value, mode: 'insensitive' }]);
      expect(await find('contains', 'ADA')).toEqual(['a', 'b']);
      expect(await find('contains', 'example.COM')).toEqual(['b']);
      expect(await find('starts_with', 'ada l')).toEqual(['a']);
      expect(await find('ends_with', 'LACE')).toEqual(['a']);
      expect(await find('eq', 'ADA LOVELACE')).toEqual(['a']);
      expect(await find('eq', 'ada')).toEqual([]);
      // Wildcards still match literally.
      expect(await find('contains', '0%')).toEqual(['c']);
      expect(await find('contains', 'a_a')).toEqual([]);
      expect(
        await titles([
          { field: 'note', operator: 'contains', value: 'lace', mode: 'insensitive' },
          {
            field: 'note',
            operator: 'contains',
            value: 'GRACE',
            mode: 'insensitive',
            connector: 'OR',
          },
          { field: 'title', operator: 'in', value: ['a', 'b'] },
        ]),
      ).toEqual(['a']);
    });

    it('eq compares strings exactly, case included', async () => {
      await createItems(adapter(), [
        { title: 'a', note: 'Token' },
        { title: 'b', note: 'token' },
      ]);
      expect(await titles([{ field: 'note', value: 'token' }])).toEqual(['b']);
      expect(await titles([{ field: 'note', operator: 'in', value: ['TOKEN', 'Token'] }])).toEqual([
        'a',
      ]);
    });

    it('matches LIKE and GLOB wildcards in values literally', async () => {
      const notes = ['100%', '100x', 'a_b', 'axb', 'a!b', 'a*b', 'a?b', 'a[b]', 'a\\b'];
      await createItems(
        adapter(),
        notes.map((note) => ({ title: note, note })),
      );
      const find = (operator: Where['operator'], value: string) =>
        titles([{ field: 'note', operator, value }]);
      expect(await find('contains', '%')).toEqual(['100%']);
      expect(await find('ends_with', '0%')).toEqual(['100%']);
      expect(await find('starts_with', 'a_')).toEqual(['a_b']);
      expect(await find('contains', '_')).toEqual(['a_b']);
      expect(await find('contains', '!')).toEqual(['a!b']);
      expect(await find('contains', '*')).toEqual(['a*b']);
      expect(await find('contains', '?')).toEqual(['a?b']);
      expect(await find('contains', '[b')).toEqual(['a[b]']);
      expect(await find('ends_with', 'b]')).toEqual(['a[b]']);
      expect(await find('contains', '\\')).toEqual(['a\\b']);
      expect(await find('starts_with', 'a')).toHaveLength(7);
    });
  });
}
