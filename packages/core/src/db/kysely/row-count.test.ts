import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { rowCount } from './row-count.js';

const db = new Kysely<any>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

describe('rowCount', () => {
  it('writes LIMIT and OFFSET into the SQL text, so SQLite keeps the prepared statement', () => {
    const query = db
      .selectFrom('session')
      .selectAll()
      .where('token', '=', 't')
      .limit(rowCount(100))
      .offset(rowCount(20))
      .compile();
    expect(query.sql).toBe('select * from "session" where "token" = ? limit 100 offset 20');
    expect(query.parameters).toEqual(['t']);
  });

  it('refuses anything but a non-negative safe integer instead of writing it into SQL', () => {
    for (const bad of [
      -1,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 53,
      '1; drop' as never,
    ]) {
      expect(() => rowCount(bad)).toThrow(TypeError);
    }
    expect(() => rowCount(0)).not.toThrow();
  });
});
