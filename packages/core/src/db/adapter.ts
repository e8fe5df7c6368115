/** Comparison operators of a {@link Where} clause. `contains`, `starts_with`, `ends_with` are on strings. */
export type WhereOperator =
  | 'eq'
  | 'ne'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte'
  | 'in'
  | 'contains'
  | 'starts_with'
  | 'ends_with';

/** One condition; several are joined with `connector` (default `'AND'`). */
export interface Where {
  field: string;
  value: unknown;
  /** Default: `'eq'`. */
  operator?: WhereOperator;
  /** How this condition joins the previous ones. Default: `'AND'`. */
  connector?: 'AND' | 'OR';
  /**
   * `'insensitive'`: `eq`, `contains`, `starts_with` and `ends_with` ignore letter case (the
   * column and the value are both lowercased: ASCII letters on every engine, other letters too on
   * PostgreSQL, MySQL and the memory adapter, not on SQLite without ICU). No index serves such a
   * test; narrow the rows with an indexed clause first. Default: `'sensitive'`.
   */
  mode?: 'sensitive' | 'insensitive';
}

/** A row as the adapter returns it: logical field names, values converted back to JS types. */
export type Row = Record<string, unknown> & { id: string };

/** The arguments of `DatabaseAdapter.findOneWithReference`. */
export interface FindWithReferenceArgs {
  model: string;
  where: Where[];
  /** The field of `model` holding the referenced row's `id`, and that row's model. */
  reference: { field: string; model: string };
}

/**
 * Generic CRUD over the models of the schema, with logical model and field names; the adapter
 * maps them to tables and columns. Missing rows are `null`, never an exception. A unique
 * constraint violation throws {@link UniqueConstraintError}.
 *
 * @see STYLE §4
 */
export interface DatabaseAdapter {
  /** Short name for logs, e.g. `'kysely-sqlite'`. */
  readonly id: string;
  /** Inserts a row; `id` is generated unless given. Returns the stored row. */
  create<T extends { id: string } = Row>(args: {
    model: string;
    data: Record<string, unknown>;
  }): Promise<T>;
  findOne<T extends { id: string } = Row>(args: {
    model: string;
    where: Where[];
  }): Promise<T | null>;
  /**
   * Optional. `findOne` of `model` together with the row of `reference.model` whose `id` equals
   * the found row's `reference.field`, in one round trip (an inner join): `null` when either is
   * missing. The session lookup of every authenticated request uses it (a session and its user),
   * saving one query; adapters without it get two `findOne` calls with the same answer.
   */
  findOneWithReference?<T extends { id: string } = Row, R extends { id: string } = Row>(
    args: FindWithReferenceArgs,
  ): Promise<{ row: T; referenced: R } | null>;
  /** Without `limit`, at most the default query limit (100, SPEC §9) rows come back. */
  findMany<T extends { id: string } = Row>(args: {
    model: string;
    where?: Where[];
    sortBy?: { field: string; direction: 'asc' | 'desc' };
    limit?: number;
    offset?: number;
  }): Promise<T[]>;
  count(args: { model: string; where?: Where[] }): Promise<number>;
  /**
   * Updates the first matching row (the others are left alone); returns it as stored, or `null`
   * when none matched.
   */
  update<T extends { id: string } = Row>(args: {
    model: string;
    where: Where[];
    update: Record<string, unknown>;
  }): Promise<T | null>;
  /** Returns the number of rows updated. */
  updateMany(args: {
    model: string;
    where: Where[];
    update: Record<string, unknown>;
  }): Promise<number>;
  /** Deletes every matching row. */
  delete(args: { model: string; where: Where[] }): Promise<void>;
  /** Returns the number of rows deleted. */
  deleteMany(args: { model: string; where: Where[] }): Promise<number>;
  /**
   * Optional. In one statement, adds `increment[field]` (a positive or negative number) to each
   * of those numeric fields of every row matching `where`, and sets the plain values of
   * `update`: `UPDATE … SET field = field + n, … WHERE …`. Concurrent calls never lose a change,
   * and a clause on the same field makes it a conditional change: `{ field: 'remaining',
   * operator: 'gt', value: 0 }` with `{ remaining: -1 }` decrements only while something is
   * left, so N racing callers succeed at most `remaining` times. Returns the number of rows
   * changed. Adapters without it get a compare-and-set loop (`incrementFields` of
   * `db/increment-fields.ts`).
   */
  incrementMany?(args: {
    model: string;
    where: Where[];
    increment: Record<string, number>;
    update?: Record<string, unknown>;
  }): Promise<number>;
  /**
   * Optional. Counts one hit on the fixed-window counter `key` of `model` (a model shaped like
   * `getRateLimitSchema()`: `key` unique, `count`, `lastRequest`) atomically, so concurrent
   * calls never lose a hit: creates the row at count 1 with `lastRequest = now`; restarts it the
   * same way when its window has passed (`lastRequest + windowMs <= now`); else adds 1.
   * `now` and `lastRequest` are epoch milliseconds, `windowMs` milliseconds. Returns the row's
   * `count` and `lastRequest` after the hit. Adapters without it get a compare-and-set loop over
   * `findOne`, `create` and `updateMany` instead.
   */
  incrementRateLimit?(args: {
    model: string;
    key: string;
    now: number;
    windowMs: number;
  }): Promise<{ count: number; lastRequest: number }>;
  /**
   * Optional. Inside a transaction (on the `tx` of `transaction`), locks the rows of `model`
   * matching `where` until the transaction ends, so transactions that lock the same row run
   * one after the other: the way to make a count-then-write check (a per-user or per-organization
   * limit) hold under concurrent requests. `SELECT … FOR UPDATE` on PostgreSQL and MySQL; on
   * SQLite, which locks the whole file, a no-op write that takes the write lock at once (call it
   * first in the transaction). Returns how many rows matched. Adapters whose transactions already
   * run one at a time (the memory adapter) leave it out.
   */
  lockRows?(args: { model: string; where: Where[] }): Promise<number>;
  /** Runs `fn` in a transaction: all its writes land, or none do when it throws. */
  transaction<R>(fn: (tx: DatabaseAdapter) => Promise<R>): Promise<R>;
  /** Creates missing tables, columns and indexes. Idempotent; never drops anything. */
  migrate?(): Promise<MigrationResult>;
  /** What `migrate` would do now, without doing it (for previews and SQL generation). */
  planMigration?(): Promise<MigrationPlan>;
  /**
   * The tables of the database (current schema) with their column names, for tooling: the CLI
   * reports what exists there but not in the schema. SQL adapters only.
   */
  listTables?(): Promise<Map<string, Set<string>>>;
  /** Releases the connection, when the adapter opened it. */
  close?(): Promise<void>;
}

/** What a migration did. */
export interface MigrationResult {
  /** Table names. */
  createdTables: string[];
  /** `table.column` names. */
  addedColumns: string[];
  /** Index names, `{table}_{column}_idx` or `_uidx` for unique ones. */
  createdIndexes: string[];
}

/** What a migration would do: the changes, and the SQL statements that make them (in order). */
export interface MigrationPlan extends MigrationResult {
  /** The SQL statements, one per change, in order; empty for adapters without SQL. */
  statements: string[];
}

/**
 * Thrown by adapters when a write breaks a unique constraint (e.g. a second user with one email).
 * `field` is the logical field when the engine says which column clashed.
 */
export class UniqueConstraintError extends Error {
  constructor(
    readonly model: string,
    readonly field: string | undefined,
    cause?: unknown,
  ) {
    super(`Unique constraint violated on ${model}${field ? `.${field}` : ''}`, { cause });
    this.name = 'UniqueConstraintError';
  }
}
