import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { Row, Where } from '../adapter.js';
import type { ModelMapper } from './model-mapper.js';
import {
  bindSlot,
  SLOT,
  type SyncReader,
  type SyncRowReader,
  singleEquality,
} from './prepared-lookup.js';
import { rowCount } from './row-count.js';

interface CompiledJoin {
  query: CompiledQuery;
  /** Column names of each side, in the order of their aliases `a0…`, `b0…`. */
  left: string[];
  right: string[];
  /** Each side of a row of values (see SyncRowReader): the left from 0, the right after it. */
  readLeft: (values: readonly unknown[], offset: number) => Row;
  readRight: (values: readonly unknown[], offset: number) => Row;
}

/** The columns `a0…aN` (or `b…`) of a joined row, back under their own names. */
function side(row: Record<string, unknown>, prefix: string, columns: string[]) {
  const out: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i++) out[columns[i]!] = row[prefix + i];
  return out;
}

/**
 * `findOneWithReference` by a single equality — a session by its token with its user — as one
 * inner join, compiled once per (model, field, reference) with Kysely and run again with each
 * new value. Columns are aliased (`a0…`, `b0…`) since both tables have `id`, `createdAt`, ….
 *
 * Returns a function that answers `undefined` for clauses it does not handle (anything but one
 * `eq` with a string or number value), so the caller falls back to two `findOne`s. `onCompile`
 * sees each SQL text once, when it is compiled (a pg pool names it: see named-statements.ts).
 * With `runSyncRow` (SQLite), the row comes back as values and each side is built straight from
 * them, without the aliased object in between.
 */
export function createPreparedJoin(
  mapper: ModelMapper,
  runSync?: SyncReader,
  onCompile?: (sql: string) => void,
  runSyncRow?: SyncRowReader,
) {
  const compiled = new Map<string, CompiledJoin>();
  let last:
    | {
        model: string;
        field: string;
        referenceField: string;
        referenceModel: string;
        join: CompiledJoin;
      }
    | undefined;

  const compile = (
    db: Kysely<any>,
    model: string,
    field: string,
    reference: { field: string; model: string },
  ): CompiledJoin => {
    // The same join as last time (every get-session asks for one shape): no key to build.
    if (
      last &&
      last.model === model &&
      last.field === field &&
      last.referenceField === reference.field &&
      last.referenceModel === reference.model
    ) {
      return last.join;
    }
    const key = `${model}\0${field}\0${reference.field}\0${reference.model}`;
    let join = compiled.get(key);
    if (!join) {
      const a = mapper.table(model);
      const b = mapper.table(reference.model);
      const left = mapper.columns(model);
      const right = mapper.columns(reference.model);
      // Aliases keep the two sides apart even when both tables share a name's case variants.
      const query = db
        .selectFrom(`${a} as a`)
        .innerJoin(`${b} as b`, `b.id`, `a.${mapper.column(model, reference.field)}`)
        .select([
          ...left.map((column, i) => sql.ref(`a.${column}`).as(`a${i}`)),
          ...right.map((column, i) => sql.ref(`b.${column}`).as(`b${i}`)),
        ])
        .where(`a.${mapper.column(model, field)}`, '=', SLOT)
        .limit(rowCount(1))
        .compile();
      onCompile?.(query.sql);
      join = {
        query,
        left,
        right,
        readLeft: mapper.valuesReader(model, left),
        readRight: mapper.valuesReader(reference.model, right),
      };
      compiled.set(key, join);
    }
    last = { model, field, referenceField: reference.field, referenceModel: reference.model, join };
    return join;
  };

  return (
    db: Kysely<any>,
    model: string,
    clauses: Where[],
    reference: { field: string; model: string },
  ): Promise<{ row: Row; referenced: Row } | null> | undefined => {
    const lookup = singleEquality(clauses);
    if (!lookup) return undefined;
    const join = compile(db, model, lookup.field, reference);
    const { query, left, right } = join;
    const parameters = bindSlot(query, lookup.value);
    const values = runSyncRow?.(query.sql, parameters);
    if (values !== undefined) {
      return Promise.resolve(
        values && {
          row: join.readLeft(values, 0),
          referenced: join.readRight(values, left.length),
        },
      );
    }
    const toRows = (found: Record<string, unknown> | undefined) =>
      found
        ? {
            row: mapper.fromDatabase(model, side(found, 'a', left)),
            referenced: mapper.fromDatabase(reference.model, side(found, 'b', right)),
          }
        : null;
    const rows = runSync?.(query.sql, parameters);
    if (rows) return Promise.resolve(toRows(rows[0]));
    return db
      .executeQuery({ ...query, parameters })
      .then((result) => toRows(result.rows[0] as never));
  };
}
