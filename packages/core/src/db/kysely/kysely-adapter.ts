import { type Kysely, sql } from 'kysely';
import { type DatabaseAdapter, type Row, UniqueConstraintError, type Where } from '../adapter.js';
import { findWithReferenceInTwoReads } from '../find-with-reference.js';
import { createIdGenerator, type IdGeneration } from '../id-generation.js';
import type { DatabaseSchema } from '../schema.js';
import type { DialectCapabilities } from './dialect.js';
import { incrementRateLimit } from './increment-rate-limit.js';
import { describeKyselyMigration, migrateKysely } from './migrate.js';
import { ModelMapper } from './model-mapper.js';
import { createPreparedJoin } from './prepared-join.js';
import { createPreparedLookup, type SyncReader, type SyncRowReader } from './prepared-lookup.js';
import { rowCount } from './row-count.js';
import { buildWhere } from './where-builder.js';

/** Options of {@link createKyselyAdapter}. */
export interface KyselyAdapterOptions {
  db: Kysely<any>;
  dialect: DialectCapabilities;
  schema: DatabaseSchema;
  /** Rows returned by `findMany` without a limit. Default: 100 (SPEC §9). */
  defaultQueryLimit?: number;
  /** How new rows get their id. Default: a random 32-character string. */
  generateId?: IdGeneration;
  /**
   * Runs hot single-row reads synchronously when the engine allows it at that moment; see
   * {@link SyncReader}. Default: none (every query goes through Kysely's executor).
   */
  runSync?: SyncReader;
  /**
   * Runs the hot join (a session with its user) synchronously as one row of values; see
   * {@link SyncRowReader}. Default: none (`runSync`, else Kysely's executor).
   */
  runSyncRow?: SyncRowReader;
  /**
   * Called once with the SQL text of each hot statement the adapter compiles (the
   * session-with-user join of every authenticated request), so that the driver can prepare it
   * on the server: see `withNamedStatements`. Default: none.
   */
  onHotStatement?: (sql: string) => void;
  /** Called by `close()`, e.g. to close a connection the adapter opened. */
  onClose?: () => Promise<void> | void;
  /**
   * Opens the instance `migrate` and `planMigration` run on, destroyed when they are done.
   * Pools Portcullis opens give each statement a few seconds, but building an index on a large
   * table or waiting for another instance's migration lock may take longer: migrations get a
   * connection of their own without that limit. Default: `db`.
   */
  openMigrationDb?: () => Kysely<any>;
}

/** Attempts of a single statement that keeps losing deadlocks before its error is thrown. */
const MAX_DEADLOCK_ATTEMPTS = 5;

interface AdapterParts {
  options: KyselyAdapterOptions;
  mapper: ModelMapper;
  defaultLimit: number;
  nextId: ((model: string) => string) | undefined;
  lookup: ReturnType<typeof createPreparedLookup>;
  join: ReturnType<typeof createPreparedJoin>;
}

/**
 * The one SQL adapter: generic CRUD over Kysely, with engine differences taken from the
 * dialect's capabilities (SQLite, PostgreSQL, MySQL/MariaDB).
 *
 * @throws Error at start-up when `defaultQueryLimit` is not a positive integer or `generateId`
 *   is invalid.
 * @example
 * const adapter = createKyselyAdapter({ db, dialect: postgresDialect, schema });
 */
export function createKyselyAdapter(options: KyselyAdapterOptions): DatabaseAdapter {
  const defaultLimit = options.defaultQueryLimit ?? 100;
  if (!Number.isInteger(defaultLimit) || defaultLimit < 1) {
    throw new Error(
      `[portcullis] Configuration error: defaultQueryLimit must be a positive integer, got ${defaultLimit}.`,
    );
  }
  const mapper = new ModelMapper(options.schema, options.dialect);
  const parts: AdapterParts = {
    options,
    mapper,
    defaultLimit,
    nextId: createIdGenerator(options.generateId),
    lookup: createPreparedLookup(mapper, options.runSync),
    join: createPreparedJoin(mapper, options.runSync, options.onHotStatement, options.runSyncRow),
  };
  return buildAdapter(options.db, parts, false);
}

function buildAdapter(db: Kysely<any>, parts: AdapterParts, inTransaction: boolean) {
  const { options, mapper, defaultLimit, nextId, lookup, join } = parts;
  const { dialect } = options;
  const where = (model: string) => buildWhere(mapper, dialect, model);
  const onMigrationDb = async <T>(run: (migrationDb: Kysely<any>) => Promise<T>): Promise<T> => {
    const opened = inTransaction ? undefined : options.openMigrationDb?.();
    try {
      return await run(opened ?? db);
    } finally {
      await opened?.destroy();
    }
  };

  // A single statement outside a transaction that lost a deadlock was rolled back whole: run it
  // again rather than fail the request (a transaction's caller decides for the whole unit).
  const retrying = async <T>(run: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (error) {
        const again =
          !inTransaction && attempt < MAX_DEADLOCK_ATTEMPTS && dialect.isDeadlock?.(error);
        if (!again) throw error;
      }
    }
  };

  const guard = async <T>(model: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await retrying(run);
    } catch (error) {
      const violation = dialect.uniqueViolation(error);
      if (!violation) throw error;
      const field =
        (violation.column && mapper.field(model, violation.column)) ||
        (violation.constraint && mapper.fieldOfConstraint(model, violation.constraint)) ||
        undefined;
      throw new UniqueConstraintError(model, field, error);
    }
  };

  const findOne = async <T extends { id: string } = Row>(model: string, clauses: Where[]) => {
    const row = await (lookup(db, model, clauses) ??
      db
        .selectFrom(mapper.table(model))
        .selectAll()
        .where(where(model)(clauses))
        .limit(rowCount(1))
        .executeTakeFirst());
    return row ? mapper.fromDatabase<T>(model, row) : null;
  };

  const insert = async <T extends { id: string }>(model: string, data: Record<string, unknown>) => {
    const table = mapper.table(model);
    const values = mapper.toDatabase(model, data);
    if (values.id === undefined) {
      const id = nextId?.(model);
      if (id !== undefined) values.id = id;
      else if (dialect.supportsReturning) values.id = dialect.generatedId();
      else {
        // No RETURNING to learn a database-made id: ask the database for one first.
        const { rows } = await sql<{ id: string }>`select ${dialect.generatedId()} as id`.execute(
          db,
        );
        values.id = rows[0]!.id;
      }
    }
    if (dialect.supportsReturning) {
      const row = await db
        .insertInto(table)
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow();
      return mapper.fromDatabase<T>(model, row);
    }
    await db.insertInto(table).values(values).execute();
    return (await findOne<T>(model, [{ field: 'id', value: values.id }]))!;
  };

  // Updates only the first matching row, as documented, by targeting its id.
  const updateFirst = async <T extends { id: string }>(
    model: string,
    clauses: Where[],
    update: Record<string, unknown>,
  ): Promise<T | null> => {
    const table = mapper.table(model);
    const values = mapper.toDatabase(model, update);
    const first = db.selectFrom(table).select('id').where(where(model)(clauses)).limit(rowCount(1));
    if (Object.keys(values).length === 0) return findOne<T>(model, clauses);
    if (dialect.supportsReturning) {
      const row = await db
        .updateTable(table)
        .set(values)
        .where('id', '=', first)
        .returningAll()
        .executeTakeFirst();
      return row ? mapper.fromDatabase<T>(model, row) : null;
    }
    // MySQL cannot name the updated table in a subquery of its UPDATE: look the id up first.
    const found = await first.executeTakeFirst();
    if (!found) return null;
    await db.updateTable(table).set(values).where('id', '=', found.id).execute();
    const id = typeof values.id === 'string' ? values.id : found.id;
    return findOne<T>(model, [{ field: 'id', value: id }]);
  };

  const lockRows = async (model: string, clauses: Where[]): Promise<number> => {
    const table = mapper.table(model);
    if (dialect.name === 'sqlite') {
      // A write as the transaction's first statement takes the file's write lock (waiting out
      // busy_timeout), which a read would only try to upgrade later, and fail.
      const result = await db
        .updateTable(table)
        .set({ id: sql`id` })
        .where(where(model)(clauses))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    }
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where(where(model)(clauses))
      .forUpdate()
      .execute();
    return rows.length;
  };

  const adapter: DatabaseAdapter = {
    id: `kysely-${dialect.name}`,

    create: ({ model, data }) => guard(model, () => insert<any>(model, data)),

    findOne: ({ model, where: clauses }) => findOne(model, clauses),

    findOneWithReference: (args) =>
      (join(db, args.model, args.where, args.reference) as Promise<never> | undefined) ??
      findWithReferenceInTwoReads(adapter.findOne, args),

    async findMany({ model, where: clauses = [], sortBy, limit, offset }) {
      let query = db
        .selectFrom(mapper.table(model))
        .selectAll()
        .where(where(model)(clauses))
        .limit(rowCount(limit ?? defaultLimit));
      if (offset) query = query.offset(rowCount(offset));
      if (sortBy) {
        const column = mapper.column(model, sortBy.field);
        // A NOT NULL column needs no NULLS FIRST/LAST, which would keep PostgreSQL from reading
        // its index in order (a full sort of the table instead).
        const notNull =
          sortBy.field === 'id' || options.schema[model]?.fields[sortBy.field]?.required !== false;
        query =
          dialect.nullsSortFirst || notNull
            ? query.orderBy(column, sortBy.direction)
            : query.orderBy(column, (ob) =>
                sortBy.direction === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast(),
              );
        // Ties in the sort column are broken by id, so that pages never overlap or skip rows.
        if (column !== 'id') query = query.orderBy('id', sortBy.direction);
      }
      const rows = await query.execute();
      return rows.map((row) => mapper.fromDatabase<any>(model, row));
    },

    async count({ model, where: clauses = [] }) {
      const row = await db
        .selectFrom(mapper.table(model))
        .select((eb) => eb.fn.countAll().as('count'))
        .where(where(model)(clauses))
        .executeTakeFirst();
      // PostgreSQL's count is a bigint, which pg returns as a string.
      return Number(row?.count ?? 0);
    },

    update: ({ model, where: clauses, update }) =>
      guard(model, () => updateFirst<any>(model, clauses, update)),

    updateMany: ({ model, where: clauses, update }) =>
      guard(model, async () => {
        const result = await db
          .updateTable(mapper.table(model))
          .set(mapper.toDatabase(model, update))
          .where(where(model)(clauses))
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      }),

    incrementMany: ({ model, where: clauses, increment, update = {} }) =>
      guard(model, async () => {
        const values: Record<string, unknown> = mapper.toDatabase(model, update);
        for (const [field, by] of Object.entries(increment)) {
          const column = mapper.column(model, field);
          values[column] = sql`${sql.ref(column)} + ${by}`;
        }
        const result = await db
          .updateTable(mapper.table(model))
          .set(values)
          .where(where(model)(clauses))
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      }),

    async delete({ model, where: clauses }) {
      await retrying(() =>
        db.deleteFrom(mapper.table(model)).where(where(model)(clauses)).execute(),
      );
    },

    async deleteMany({ model, where: clauses }) {
      const result = await retrying(() =>
        db.deleteFrom(mapper.table(model)).where(where(model)(clauses)).executeTakeFirst(),
      );
      return Number(result.numDeletedRows);
    },

    incrementRateLimit: (args) =>
      incrementRateLimit({ db, dialect, mapper, newId: nextId?.(args.model), inTransaction }, args),

    lockRows: ({ model, where: clauses }) => lockRows(model, clauses),

    transaction(fn) {
      // Nested calls join the outer transaction: all or nothing stays true for the whole unit.
      if (inTransaction) return fn(adapter);
      return db.transaction().execute((trx) => fn(buildAdapter(trx, parts, true)));
    },

    migrate: () => onMigrationDb((m) => migrateKysely(m, dialect, options.schema)),

    planMigration: () => onMigrationDb((m) => describeKyselyMigration(m, dialect, options.schema)),

    listTables: () => dialect.listTables(db),

    async close() {
      await options.onClose?.();
    },
  };
  return adapter;
}
