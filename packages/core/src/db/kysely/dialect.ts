import type { ColumnDataType, Expression, Kysely, RawBuilder, SqlBool } from 'kysely';
import type { FieldAttribute } from '../schema.js';

/** The string operators of a `Where` clause; see {@link DialectCapabilities.matchText}. */
export type TextMatchOperator = 'contains' | 'starts_with' | 'ends_with';

/** What an engine reports about a unique violation, as far as it says. */
export interface UniqueViolation {
  /** The violated column, when the engine names it. */
  column?: string;
  /** The violated constraint or index, e.g. `user_email_uidx`. */
  constraint?: string;
}

/**
 * What differs between SQL engines, in one place per engine (STYLE §4): value conversions the
 * engine cannot do natively, column types, text matching, null ordering, and how it reports a
 * unique violation. The Kysely adapter, the model mapper and `migrate` read only these.
 *
 * @see ./dialects/sqlite.ts, ./dialects/postgres.ts, ./dialects/mysql.ts
 */
export interface DialectCapabilities {
  readonly name: 'sqlite' | 'postgres' | 'mysql';
  /** `INSERT … RETURNING` / `UPDATE … RETURNING` are available (else insert, then select). */
  readonly supportsReturning: boolean;
  /** Booleans bind and read natively (else stored as 1/0). */
  readonly supportsBooleans: boolean;
  /** `Date` binds and reads natively (else stored as the text of {@link formatDate}). */
  readonly supportsDates: boolean;
  /** JSON columns come back decoded by the driver (else they are text the mapper parses). */
  readonly supportsJSON: boolean;
  /**
   * NULL sorts before every value in ascending order (SQLite, MySQL). When false (PostgreSQL),
   * the adapter asks for that order explicitly, so every engine sorts nulls alike.
   */
  readonly nullsSortFirst: boolean;
  /** A date as stored when `supportsDates` is false. Default: ISO-8601 (`toISOString()`). */
  formatDate?(date: Date): string;
  /** Reads a date the driver returned as text. Default: `new Date(text)`. */
  parseDate?(text: string): Date;
  /** The column type for a field; `keyed` is true for ids and unique, indexed or referenced columns. */
  columnType(
    field: FieldAttribute | { type: 'string' },
    keyed: boolean,
  ): ColumnDataType | Expression<any>;
  /**
   * A case-sensitive test of `column` against `value` in which every character of `value`
   * matches literally (LIKE/GLOB wildcards included). Every engine must give the same answer.
   */
  matchText(column: string, operator: TextMatchOperator, value: string): Expression<SqlBool>;
  /** An expression that makes the database generate a string id (`generateId: false`). */
  generatedId(): RawBuilder<string>;
  /** When `error` is the engine's unique-constraint violation: what it says about it; else null. */
  uniqueViolation(error: unknown): UniqueViolation | null;
  /**
   * True when `error` is a deadlock (or lock-wait timeout) the engine resolved by rolling the
   * statement back whole, so that running a single statement again is safe. Engines that
   * serialise writers (SQLite) leave it out.
   */
  isDeadlock?(error: unknown): boolean;
  /** The tables of the current database or schema, with their column names. */
  listTables(db: Kysely<any>): Promise<Map<string, Set<string>>>;
  /** Names of the indexes that exist in the current database or schema. */
  listIndexes(db: Kysely<any>): Promise<Set<string>>;
  /**
   * Runs `fn` on one connection while holding the database-wide migration lock, so instances
   * migrating at the same moment take turns (the second finds the work done): a PostgreSQL
   * advisory lock, MySQL `GET_LOCK`, a SQLite `BEGIN IMMEDIATE` transaction.
   */
  withMigrationLock<R>(db: Kysely<any>, fn: (connection: Kysely<any>) => Promise<R>): Promise<R>;
}

/** The name of the migration lock (PostgreSQL hashes it to the advisory-lock key). */
export const MIGRATION_LOCK_NAME = 'portcullis.migrate';

/** Groups `(table, column)` rows, as the information schema lists them, by table. */
export function groupColumns(
  rows: ReadonlyArray<{ table: string; column: string }>,
): Map<string, Set<string>> {
  const tables = new Map<string, Set<string>>();
  for (const { table, column } of rows) {
    let columns = tables.get(table);
    if (!columns) {
      columns = new Set();
      tables.set(table, columns);
    }
    columns.add(column);
  }
  return tables;
}
