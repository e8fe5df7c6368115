import { type Kysely, sql } from 'kysely';
import type { DialectCapabilities } from './dialect.js';
import type { ModelMapper } from './model-mapper.js';

/** What {@link incrementRateLimit} needs besides the counter. */
export interface IncrementTarget {
  db: Kysely<any>;
  dialect: DialectCapabilities;
  mapper: ModelMapper;
  /** The id of a new row; undefined lets the database make it. */
  newId: string | undefined;
  /** True when `db` is already a transaction (MySQL then needs no transaction of its own). */
  inTransaction: boolean;
}

// MySQL/MariaDB answer concurrent upserts of one new key with the odd deadlock (InnoDB gap
// locks); the statement is then rolled back whole, so running it again is safe.
const MAX_MYSQL_ATTEMPTS = 5;
const isDeadlock = (error: unknown) => {
  const { errno } = (error ?? {}) as { errno?: unknown };
  return errno === 1213 || errno === 1205;
};

/**
 * One atomic statement per engine for `DatabaseAdapter.incrementRateLimit`: an upsert whose
 * update restarts the window when it has passed, else adds 1. Every assignment reads the row as
 * it was before the statement (PostgreSQL, SQLite), or — MySQL evaluating left to right — reads
 * only `lastRequest` before it is assigned, so both see the same old row.
 */
export async function incrementRateLimit(
  target: IncrementTarget,
  args: { model: string; key: string; now: number; windowMs: number },
): Promise<{ count: number; lastRequest: number }> {
  const { db, dialect, mapper } = target;
  const table = mapper.table(args.model);
  const column = (field: string) => mapper.column(args.model, field);
  const [keyColumn, countColumn, lastColumn] = [
    column('key'),
    column('count'),
    column('lastRequest'),
  ];
  const id = target.newId ?? dialect.generatedId();
  const cutoff = args.now - args.windowMs;
  const count = sql.ref(countColumn);
  const last = sql.ref(lastColumn);
  const insert = sql`insert into ${sql.table(table)} (${sql.ref('id')}, ${sql.ref(keyColumn)}, ${count}, ${last}) values (${id}, ${args.key}, 1, ${args.now})`;
  const toResult = (row: Record<string, unknown> | undefined) => {
    if (!row) throw new Error(`[portcullis] rate-limit counter "${args.key}" was not written`);
    return { count: Number(row[countColumn]), lastRequest: Number(row[lastColumn]) };
  };

  if (dialect.name !== 'mysql') {
    const old = (name: string) => sql.ref(`${table}.${name}`);
    const expired = sql`${old(lastColumn)} <= ${cutoff}`;
    const { rows } = await sql<Record<string, unknown>>`${insert}
      on conflict (${sql.ref(keyColumn)}) do update set
        ${count} = case when ${expired} then 1 else ${old(countColumn)} + 1 end,
        ${last} = case when ${expired} then ${args.now} else ${old(lastColumn)} end
      returning ${count}, ${last}`.execute(db);
    return toResult(rows[0]);
  }

  // No RETURNING on MySQL: read the row back in the same transaction, which holds its lock.
  const run = async (trx: Kysely<any>) => {
    await sql`${insert} on duplicate key update
      ${count} = if(${last} <= ${cutoff}, 1, ${count} + 1),
      ${last} = if(${last} <= ${cutoff}, ${args.now}, ${last})`.execute(trx);
    const row = await trx
      .selectFrom(table)
      .select([countColumn, lastColumn])
      .where(keyColumn, '=', args.key)
      .forUpdate()
      .executeTakeFirst();
    return toResult(row);
  };
  if (target.inTransaction) return run(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(run);
    } catch (error) {
      if (!isDeadlock(error) || attempt >= MAX_MYSQL_ATTEMPTS) throw error;
    }
  }
}
