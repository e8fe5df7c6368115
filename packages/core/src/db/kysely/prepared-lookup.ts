import type { CompiledQuery, Kysely } from 'kysely';
import type { Where } from '../adapter.js';
import type { ModelMapper } from './model-mapper.js';
import { rowCount } from './row-count.js';

/**
 * Runs a read synchronously when the engine can right now, else answers undefined (SQLite via
 * better-sqlite3 outside a transaction: no promise, no connection hand-off).
 */
export type SyncReader = (
  sql: string,
  parameters: readonly unknown[],
) => Record<string, unknown>[] | undefined;

/**
 * Runs a read of at most one row synchronously when the engine can right now, answering that
 * row's values in the order of the statement's columns (`null` when there is none), else
 * undefined. Values come without column names: nothing builds an object keyed by the SQL
 * aliases only to read it back (better-sqlite3's raw mode).
 */
export type SyncRowReader = (
  sql: string,
  parameters: readonly unknown[],
) => unknown[] | null | undefined;

/** Stands in for the looked-up value while a query is compiled; replaced on every call. */
export const SLOT = '\0portcullis-lookup-slot\0';

/**
 * The field and value of clauses that are a single equality with a string or number value (the
 * shape compiled queries cover), else undefined.
 */
export function singleEquality(
  clauses: Where[],
): { field: string; value: string | number } | undefined {
  if (clauses.length !== 1) return undefined;
  const [clause] = clauses as [Where];
  if ((clause.operator ?? 'eq') !== 'eq') return undefined;
  const { field, value } = clause;
  return typeof value === 'string' || typeof value === 'number' ? { field, value } : undefined;
}

/** A compiled query's parameters with {@link SLOT} replaced by `value`. */
export const bindSlot = (query: CompiledQuery, value: unknown): unknown[] =>
  query.parameters.map((parameter) => (parameter === SLOT ? value : parameter));

/**
 * `findOne` by a single equality — a session by its token, a user by its id — is the shape
 * every authenticated request runs. Kysely builds and compiles a query on each call (~20 µs of
 * builder and visitor work); this compiles each (model, field) once, with Kysely, and later runs
 * the same SQL with the new value. The SQL sent is byte-for-byte what the builder would send.
 *
 * Returns a function that answers `undefined` for clauses it does not handle (anything but one
 * `eq` with a string or number value), so the caller falls back to the builder.
 */
export function createPreparedLookup(mapper: ModelMapper, runSync?: SyncReader) {
  const compiled = new Map<string, CompiledQuery>();

  const compile = (db: Kysely<any>, model: string, field: string): CompiledQuery => {
    const key = `${model}\0${field}`;
    let query = compiled.get(key);
    if (!query) {
      query = db
        .selectFrom(mapper.table(model))
        .selectAll()
        .where(mapper.column(model, field), '=', SLOT)
        .limit(rowCount(1))
        .compile();
      compiled.set(key, query);
    }
    return query;
  };

  return (
    db: Kysely<any>,
    model: string,
    clauses: Where[],
  ): Promise<Record<string, unknown> | undefined> | undefined => {
    const lookup = singleEquality(clauses);
    if (!lookup) return undefined;
    const query = compile(db, model, lookup.field);
    const parameters = bindSlot(query, lookup.value);
    const rows = runSync?.(query.sql, parameters);
    if (rows) return Promise.resolve(rows[0]);
    return db.executeQuery({ ...query, parameters }).then((result) => result.rows[0] as never);
  };
}
