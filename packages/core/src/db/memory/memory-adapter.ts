import { randomUUID } from 'node:crypto';
import type { DatabaseAdapter, MigrationPlan, Where } from '../adapter.js';
import { findWithReferenceInTwoReads } from '../find-with-reference.js';
import { createIdGenerator, type IdGeneration } from '../id-generation.js';
import type { DatabaseAdapterFactory } from '../resolve-database.js';
import type { DatabaseSchema } from '../schema.js';
import { checkWrite, deleteRows, isReferenced, type StoredRow } from './memory-constraints.js';
import { MemoryDatabase, type MemoryTable } from './memory-database.js';
import { describeModels, MemoryCatalog, type MemoryModel, tableOf } from './memory-model.js';
import { compareValues, matches, normalize } from './memory-where.js';

type Tables = Map<string, MemoryTable>;

/** Options of {@link memoryAdapter}. */
export interface MemoryAdapterOptions {
  /** The storage; pass one to share it between adapters. Default: a new, empty one. */
  database?: MemoryDatabase;
  /** Rows `findMany` returns without a limit. Default: 100 (SPEC §9). */
  defaultQueryLimit?: number;
  /** How new rows get their id. Default: `advanced.database.generateId`, else a random string. */
  generateId?: IdGeneration;
}

/**
 * An adapter factory over in-process memory, for tests and prototypes: nothing survives a
 * restart. It keeps the SQL adapter's semantics — unique fields and ids are enforced
 * ({@link UniqueConstraintError} naming the field), required fields must be set, foreign keys
 * must point at a row and `onDelete` applies, where clauses treat NULL as SQL does, text
 * operators are case-sensitive, transactions roll back when they throw — and hands out copies,
 * so callers cannot change stored rows by mutating what they got. Tables are created on first
 * use; `migrate` is optional.
 *
 * @throws Error at start-up when `defaultQueryLimit` is not a positive integer.
 * @example
 * const auth = createPortcullis({ database: memoryAdapter(), emailAndPassword: { enabled: true } });
 */
export function memoryAdapter(options: MemoryAdapterOptions = {}): DatabaseAdapterFactory {
  return (schema, settings) =>
    createMemoryAdapter(schema, {
      ...options,
      generateId: options.generateId ?? settings?.generateId,
    });
}

/** Builds a memory adapter over `schema` directly (what the {@link memoryAdapter} factory does). */
export function createMemoryAdapter(
  schema: DatabaseSchema,
  options: MemoryAdapterOptions = {},
): DatabaseAdapter {
  const database = options.database ?? new MemoryDatabase();
  const defaultLimit = options.defaultQueryLimit ?? 100;
  if (!Number.isInteger(defaultLimit) || defaultLimit < 1) {
    throw new Error(
      `[portcullis] Configuration error: defaultQueryLimit must be a positive integer, got ${defaultLimit}.`,
    );
  }
  const models = describeModels(schema);
  const generate = createIdGenerator(options.generateId);
  // `false` means "the database makes ids": here the memory database is the database.
  const nextId = generate ?? (() => randomUUID());

  const catalog = new MemoryCatalog(models);
  const modelOf = (name: string) => catalog.model(name);
  const fieldOf = (model: MemoryModel, name: string) => catalog.field(model, name);

  const toLogical = <T>(model: MemoryModel, row: StoredRow): T => {
    const out: Record<string, unknown> = {};
    for (const field of model.fields.values()) out[field.name] = row[field.column] ?? null;
    return structuredClone(out) as T;
  };

  const find = (tables: Tables, model: MemoryModel, where: Where[]): StoredRow[] => {
    for (const clause of where) fieldOf(model, clause.field);
    const read = (row: StoredRow) => (name: string) => {
      const field = model.fields.get(name)!;
      return { value: row[field.column] ?? null, type: field.type };
    };
    return [...tableOf(tables, model).rows.values()].filter((row) => matches(where, read(row)));
  };

  // The stored form of `data`: columns, values as a SQL engine would hand them back.
  const toStored = (model: MemoryModel, data: Record<string, unknown>): StoredRow => {
    const out: StoredRow = {};
    for (const [name, value] of Object.entries(data)) {
      if (value === undefined) continue;
      const field = fieldOf(model, name);
      out[field.column] = normalize(field.type, value);
    }
    return out;
  };

  const updateRows = (
    tables: Tables,
    model: MemoryModel,
    targets: StoredRow[],
    update: Record<string, unknown>,
  ): StoredRow[] => {
    const table = tableOf(tables, model);
    const changes = toStored(model, update);
    const replaced = new Map(targets.map((row) => [row, { ...row, ...changes }]));
    const next = [...table.rows.values()].map((row) => replaced.get(row) ?? row);
    checkWrite(catalog, tables, model, next, [...replaced.values()]);
    if ('id' in changes && targets.some((row) => row.id !== changes.id)) {
      // Like a SQL foreign key without ON UPDATE: a referenced id cannot change.
      if (targets.some((row) => isReferenced(catalog, tables, model, row))) {
        throw new Error(`[portcullis] FOREIGN KEY constraint failed: ${model.table}.id`);
      }
    }
    table.rows = new Map(next.map((row) => [row.id as string, row]));
    return [...replaced.values()];
  };

  const build = (transactionTables: Tables | undefined): DatabaseAdapter => {
    const read = () => transactionTables ?? database.tables;
    // Outside a transaction, writes queue behind running transactions (see MemoryDatabase).
    const write = <R>(fn: (tables: Tables) => R): Promise<R> =>
      transactionTables
        ? Promise.resolve().then(() => fn(transactionTables))
        : database.exclusive(() => fn(database.tables));

    const adapter: DatabaseAdapter = {
      id: 'memory',

      create: ({ model: name, data }) =>
        write((tables) => {
          const model = modelOf(name);
          const table = tableOf(tables, model);
          const row: StoredRow = {};
          for (const field of model.fields.values()) row[field.column] = null;
          Object.assign(row, toStored(model, data));
          if (row.id === null) row.id = nextId(name);
          checkWrite(catalog, tables, model, [...table.rows.values(), row], [row]);
          table.rows.set(row.id as string, row);
          return toLogical<any>(model, row);
        }),

      findOne: async ({ model: name, where }) => {
        const model = modelOf(name);
        const [row] = find(read(), model, where);
        return row ? toLogical<any>(model, row) : null;
      },

      findOneWithReference: (args) => findWithReferenceInTwoReads(adapter.findOne, args),

      findMany: async ({ model: name, where = [], sortBy, limit, offset = 0 }) => {
        const model = modelOf(name);
        const rows = find(read(), model, where);
        if (sortBy) {
          const column = fieldOf(model, sortBy.field).column;
          const sign = sortBy.direction === 'desc' ? -1 : 1;
          // Ties are broken by id, as on the SQL engines: pages never overlap or skip rows.
          rows.sort(
            (a, b) =>
              sign *
              (compareValues(a[column] ?? null, b[column] ?? null) ||
                compareValues(a.id ?? null, b.id ?? null)),
          );
        }
        return rows
          .slice(offset, offset + (limit ?? defaultLimit))
          .map((row) => toLogical<any>(model, row));
      },

      count: async ({ model: name, where = [] }) => find(read(), modelOf(name), where).length,

      update: ({ model: name, where, update }) =>
        write((tables) => {
          const model = modelOf(name);
          const [first] = find(tables, model, where);
          if (!first) return null;
          const [row] = updateRows(tables, model, [first], update);
          return toLogical<any>(model, row!);
        }),

      updateMany: ({ model: name, where, update }) =>
        write((tables) => {
          const model = modelOf(name);
          return updateRows(tables, model, find(tables, model, where), update).length;
        }),

      incrementMany: ({ model: name, where, increment, update = {} }) =>
        write((tables) => {
          const model = modelOf(name);
          const rows = find(tables, model, where);
          for (const row of rows) {
            const changes: Record<string, unknown> = { ...update };
            for (const [field, by] of Object.entries(increment)) {
              const value = row[fieldOf(model, field).column];
              changes[field] = value === null || value === undefined ? null : Number(value) + by;
            }
            updateRows(tables, model, [row], changes);
          }
          return rows.length;
        }),

      delete: ({ model: name, where }) =>
        write((tables) => {
          const model = modelOf(name);
          deleteRows(catalog, tables, model, find(tables, model, where));
        }),

      deleteMany: ({ model: name, where }) =>
        write((tables) => {
          const model = modelOf(name);
          return deleteRows(catalog, tables, model, find(tables, model, where));
        }),

      incrementRateLimit: ({ model: name, key, now, windowMs }) =>
        write((tables) => {
          const model = modelOf(name);
          const [row] = find(tables, model, [{ field: 'key', value: key }]);
          const count = fieldOf(model, 'count').column;
          const last = fieldOf(model, 'lastRequest').column;
          const expired = !row || Number(row[last]) + windowMs <= now;
          const next = expired
            ? { count: 1, lastRequest: now }
            : { count: Number(row[count]) + 1, lastRequest: Number(row[last]) };
          if (row) updateRows(tables, model, [row], next);
          else {
            const table = tableOf(tables, model);
            const created: StoredRow = {};
            for (const field of model.fields.values()) created[field.column] = null;
            Object.assign(created, toStored(model, { id: nextId(name), key, ...next }));
            checkWrite(catalog, tables, model, [...table.rows.values(), created], [created]);
            table.rows.set(created.id as string, created);
          }
          return next;
        }),

      transaction(fn) {
        // Nested calls join the outer transaction, as in the SQL adapter.
        if (transactionTables) return fn(adapter);
        return database.exclusive(async () => {
          const copy = database.snapshot();
          const result = await fn(build(copy));
          database.tables = copy;
          return result;
        });
      },

      planMigration: async () => plan(database.tables),

      migrate: () =>
        database.exclusive(() => {
          const { statements: _, ...changes } = plan(database.tables, true);
          return changes;
        }),
    };
    return adapter;
  };

  // What `migrate` reports on SQL engines, with the same names; `apply` makes it so.
  const plan = (tables: Tables, apply = false): MigrationPlan => {
    const result: MigrationPlan = {
      createdTables: [],
      addedColumns: [],
      createdIndexes: [],
      statements: [],
    };
    for (const model of models.values()) {
      const table = tables.get(model.table);
      if (!table) result.createdTables.push(model.table);
      for (const field of model.fields.values()) {
        if (table && !table.columns.has(field.column)) {
          result.addedColumns.push(`${model.table}.${field.column}`);
        }
      }
      for (const index of model.indexes) {
        if (!table?.indexes.has(index)) result.createdIndexes.push(index);
      }
      if (apply) {
        const target = tableOf(tables, model);
        for (const field of model.fields.values()) target.columns.add(field.column);
        for (const index of model.indexes) target.indexes.add(index);
      }
    }
    return result;
  };

  return build(undefined);
}
