import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { DatabaseAdapter } from './adapter.js';
import { sqliteDialect } from './kysely/dialects/sqlite.js';
import { withStatementCache } from './kysely/dialects/sqlite-statement-cache.js';
import { createKyselyAdapter } from './kysely/kysely-adapter.js';
import type { DatabaseSchema } from './schema.js';

/**
 * What `options.database` accepts: a SQLite file path (`':memory:'` for a throwaway database),
 * a better-sqlite3 `Database`, or a ready {@link DatabaseAdapter} factory.
 */
export type DatabaseInput =
  | string
  | BetterSqlite3.Database
  | ((schema: DatabaseSchema) => DatabaseAdapter);

/**
 * Turns `options.database` into an adapter over the merged schema.
 *
 * @throws Error when better-sqlite3 is needed but not installed, with the command to install it.
 */
export function resolveDatabase(input: DatabaseInput, schema: DatabaseSchema): DatabaseAdapter {
  if (typeof input === 'function') return input(schema);
  const ownsConnection = typeof input === 'string';
  const database = typeof input === 'string' ? openSqlite(input) : input;
  // Foreign keys are per connection in SQLite; ON DELETE CASCADE needs them on.
  database.pragma('foreign_keys = ON');
  return createKyselyAdapter({
    db: new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(database) }) }),
    dialect: sqliteDialect,
    schema,
    onClose: () => {
      if (ownsConnection) database.close();
    },
  });
}

function openSqlite(path: string): BetterSqlite3.Database {
  let Database: typeof BetterSqlite3;
  try {
    Database = createRequire(import.meta.url)('better-sqlite3');
  } catch (cause) {
    throw new Error(
      '[portcullis] options.database is a SQLite path, which needs better-sqlite3: npm install better-sqlite3',
      { cause },
    );
  }
  const database = new Database(path);
  // WAL lets readers proceed during a write.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  return database;
}
