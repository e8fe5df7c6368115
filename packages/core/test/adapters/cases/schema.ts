import type { DatabaseAdapter } from '../../../src/db/adapter.js';
import type { DatabaseSchema } from '../../../src/db/schema.js';

/**
 * The models of the suite. Table and column names differ from the logical ones on purpose
 * (`modelName`, `fieldName`), and none clashes with the core tables the HTTP flow creates.
 */
export const testSchema: DatabaseSchema = {
  author: {
    modelName: 'case_author',
    fields: {
      name: { type: 'string' },
      email: { type: 'string', unique: true },
    },
  },
  item: {
    modelName: 'case_item',
    fields: {
      title: { type: 'string' },
      slug: { type: 'string', unique: true, fieldName: 'url_slug' },
      rank: { type: 'number', required: false },
      active: { type: 'boolean', required: false },
      publishedAt: { type: 'date', required: false, fieldName: 'published_at' },
      meta: { type: 'json', required: false },
      note: { type: 'string', required: false },
      authorId: {
        type: 'string',
        required: false,
        index: true,
        references: { model: 'author', field: 'id', onDelete: 'cascade' },
      },
    },
    // A multi-field unique key: one note per author.
    indexes: [{ fields: ['authorId', 'note'], unique: true }],
  },
};

/** A logical item row. */
export interface Item {
  id: string;
  title: string;
  slug: string;
  rank: number | null;
  active: boolean | null;
  publishedAt: Date | null;
  meta: unknown;
  note: string | null;
  authorId: string | null;
}

let counter = 0;

/** Creates an item; `slug` defaults to a unique one. */
export function createItem(adapter: DatabaseAdapter, data: Partial<Item> = {}) {
  counter++;
  return adapter.create<Item>({
    model: 'item',
    data: { title: `Item ${counter}`, slug: `item-${counter}`, ...data },
  });
}

/** Creates items in order (sequentially: their insertion order is part of some tests). */
export async function createItems(adapter: DatabaseAdapter, rows: Array<Partial<Item>>) {
  const created: Item[] = [];
  for (const row of rows) created.push(await createItem(adapter, row));
  return created;
}

/** The sorted values of one field of rows. */
export const pluck = <T, K extends keyof T>(rows: T[], key: K) => rows.map((row) => row[key]);
