/**
 * Better Auth on `node:http` via its `toNodeHandler`: a better-sqlite3 file with the same pragmas
 * Portcullis applies to its own (WAL, synchronous = NORMAL, busy_timeout, mmap_size) or the same pg pool as
 * Portcullis's server, its default scrypt hasher, rate limiting and telemetry off, optional
 * cookie cache. Tables come from its own `getMigrations`.
 */
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { toNodeHandler } from 'better-auth/node';
import { isPostgres, openPostgresPool, readConfig, serve } from './common.js';

const config = readConfig();
const database = isPostgres(config)
  ? await openPostgresPool(config.database)
  : await openSqlite(config.database);

// Loaded only for SQLite, as Portcullis loads its drivers.
async function openSqlite(file: string) {
  const { default: Database } = await import('better-sqlite3');
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('mmap_size = 134217728');
  return sqlite;
}

const options = {
  baseURL: config.baseURL,
  secret: config.secret,
  database,
  emailAndPassword: { enabled: true },
  rateLimit: { enabled: false },
  telemetry: { enabled: false },
  logger: { disabled: true },
  session: { cookieCache: { enabled: config.cookieCache, maxAge: 300 } },
};
const auth = betterAuth(options);
if (config.migrate) {
  const { runMigrations } = await getMigrations(options);
  await runMigrations();
}
serve(config, toNodeHandler(auth), () => ('end' in database ? database.end() : database.close()));
