/**
 * Better Auth on `node:http` via its `toNodeHandler`: a better-sqlite3 file with the same pragmas
 * Portcullis applies to its own (WAL, synchronous = NORMAL, busy_timeout), its default scrypt
 * hasher, rate limiting and telemetry off, optional cookie cache. Tables come from its own
 * `getMigrations`.
 */
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { toNodeHandler } from 'better-auth/node';
import Database from 'better-sqlite3';
import { readConfig, serve } from './common.js';

const config = readConfig();
const database = new Database(config.database);
database.pragma('journal_mode = WAL');
database.pragma('busy_timeout = 5000');
database.pragma('synchronous = NORMAL');

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
serve(config, toNodeHandler(auth), () => database.close());
