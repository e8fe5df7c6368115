import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Wraps a better-sqlite3 database so each distinct SQL text is prepared once. Kysely's SQLite
 * driver prepares on every query, which costs as much as running an indexed lookup; the queries
 * Portcullis sends come from a small fixed set of shapes, so a bounded cache holds all of them.
 *
 * @param maxStatements - cache size; the oldest entry is evicted past it. Default: 500.
 */
export function withStatementCache(database: SqliteDatabase, maxStatements = 500): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (cache.size >= maxStatements) cache.delete(cache.keys().next().value!);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}
