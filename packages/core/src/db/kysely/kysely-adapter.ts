import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { generateId } from '../../crypto/random.js';
import { type DatabaseAdapter, type Row, UniqueConstraintError, type Where } from '../adapter.js';
import type { DatabaseSchema } from '../schema.js';
import type { DialectCapabilities } from './dialect.js';
import { migrateKysely } from './migrate.js';
import { ModelMapper } from './model-mapper.js';

/** Options of {@link createKyselyAdapter}. */
export interface KyselyAdapterOptions {
  db: Kysely<any>;
  dialect: DialectCapabilities;
  schema: DatabaseSchema;
  /** Rows returned by `findMany` without a limit. Default: 100 (SPEC §9). */
  defaultQueryLimit?: number;
  /** Called by `close()`, e.g. to close a connection the adapter opened. */
  onClose?: () => Promise<void> | void;
}

/**
 * The one SQL adapter: generic CRUD over Kysely, with engine differences taken from the
 * dialect's capabilities.
 */
export function createKyselyAdapter(options: KyselyAdapterOptions): DatabaseAdapter {
  const mapper = new ModelMapper(options.schema, options.dialect);
  return buildAdapter(options.db, options, mapper, false);
}

function buildAdapter(
  db: Kysely<any>,
  options: KyselyAdapterOptions,
  mapper: ModelMapper,
  inTransaction: boolean,
): DatabaseAdapter {
  const { dialect } = options;
  const defaultLimit = options.defaultQueryLimit ?? 100;

  const whereOf = (model: string, where: Where[]) => (eb: ExpressionBuilder<any, any>) => {
    let expression: any;
    for (const clause of where) {
      const column = mapper.column(model, clause.field);
      const condition = compare(eb, column, clause, mapper);
      expression =
        expression === undefined
          ? condition
          : clause.connector === 'OR'
            ? eb.or([expression, condition])
            : eb.and([expression, condition]);
    }
    return expression ?? eb.lit(true);
  };

  const guard = async <T>(model: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      const violation = dialect.uniqueViolation(error);
      if (!violation) throw error;
      const field = violation.column ? mapper.field(model, violation.column) : undefined;
      throw new UniqueConstraintError(model, field, error);
    }
  };

  const findOne = async <T extends { id: string } = Row>(
    model: string,
    where: Where[],
  ): Promise<T | null> => {
    const row = await db
      .selectFrom(mapper.table(model))
      .selectAll()
      .where(whereOf(model, where))
      .limit(1)
      .executeTakeFirst();
    return row ? mapper.fromDatabase<T>(model, row) : null;
  };

  const adapter: DatabaseAdapter = {
    id: `kysely-${dialect.name}`,

    create: <T extends { id: string }>({
      model,
      data,
    }: {
      model: string;
      data: Record<string, unknown>;
    }) =>
      guard(model, async (): Promise<T> => {
        const values = mapper.toDatabase(model, { id: generateId(), ...data });
        const insert = db.insertInto(mapper.table(model)).values(values);
        if (dialect.supportsReturning) {
          const row = await insert.returningAll().executeTakeFirstOrThrow();
          return mapper.fromDatabase<T>(model, row);
        }
        await insert.execute();
        return (await findOne<T>(model, [{ field: 'id', value: values.id }]))!;
      }),

    findOne: ({ model, where }) => findOne(model, where),

    async findMany({ model, where = [], sortBy, limit, offset }) {
      let query = db
        .selectFrom(mapper.table(model))
        .selectAll()
        .where(whereOf(model, where))
        .limit(limit ?? defaultLimit);
      if (offset) query = query.offset(offset);
      if (sortBy) query = query.orderBy(mapper.column(model, sortBy.field), sortBy.direction);
      const rows = await query.execute();
      return rows.map((row) => mapper.fromDatabase<any>(model, row));
    },

    async count({ model, where = [] }) {
      const row = await db
        .selectFrom(mapper.table(model))
        .select((eb) => eb.fn.countAll().as('count'))
        .where(whereOf(model, where))
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    update: <T extends { id: string }>({
      model,
      where,
      update,
    }: {
      model: string;
      where: Where[];
      update: Record<string, unknown>;
    }) =>
      guard(model, async (): Promise<T | null> => {
        const query = db
          .updateTable(mapper.table(model))
          .set(mapper.toDatabase(model, update))
          .where(whereOf(model, where));
        if (dialect.supportsReturning) {
          const row = await query.returningAll().executeTakeFirst();
          return row ? mapper.fromDatabase<T>(model, row) : null;
        }
        await query.execute();
        return findOne<T>(model, where);
      }),

    updateMany: ({ model, where, update }) =>
      guard(model, async () => {
        const result = await db
          .updateTable(mapper.table(model))
          .set(mapper.toDatabase(model, update))
          .where(whereOf(model, where))
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      }),

    async delete({ model, where }) {
      await db.deleteFrom(mapper.table(model)).where(whereOf(model, where)).execute();
    },

    async deleteMany({ model, where }) {
      const result = await db
        .deleteFrom(mapper.table(model))
        .where(whereOf(model, where))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    transaction(fn) {
      // Nested calls join the outer transaction: all or nothing stays true for the whole unit.
      if (inTransaction) return fn(adapter);
      return db.transaction().execute((trx) => fn(buildAdapter(trx, options, mapper, true)));
    },

    migrate: () => migrateKysely(db, dialect, options.schema),

    async close() {
      await options.onClose?.();
    },
  };
  return adapter;
}

function compare(
  eb: ExpressionBuilder<any, any>,
  column: string,
  clause: Where,
  mapper: ModelMapper,
) {
  const value = clause.value;
  switch (clause.operator ?? 'eq') {
    case 'eq':
      return value === null
        ? eb(column, 'is', null)
        : eb(column, '=', mapper.toDatabaseValue(value));
    case 'ne':
      return value === null
        ? eb(column, 'is not', null)
        : eb(column, '<>', mapper.toDatabaseValue(value));
    case 'lt':
      return eb(column, '<', mapper.toDatabaseValue(value));
    case 'lte':
      return eb(column, '<=', mapper.toDatabaseValue(value));
    case 'gt':
      return eb(column, '>', mapper.toDatabaseValue(value));
    case 'gte':
      return eb(column, '>=', mapper.toDatabaseValue(value));
    case 'in': {
      const list = (Array.isArray(value) ? value : [value]).map((v) => mapper.toDatabaseValue(v));
      return list.length === 0 ? eb.lit(false) : eb(column, 'in', list);
    }
    case 'contains':
      return like(column, `%${escapeLike(String(value))}%`);
    case 'starts_with':
      return like(column, `${escapeLike(String(value))}%`);
    case 'ends_with':
      return like(column, `%${escapeLike(String(value))}`);
  }
}

// LIKE wildcards in user input must match literally: they are escaped with `!`, declared with
// ESCAPE (SQLite has no default escape character; `!` needs no quoting in any engine).
function escapeLike(value: string): string {
  return value.replace(/[!%_]/g, (c) => `!${c}`);
}

function like(column: string, pattern: string) {
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '!'`;
}
