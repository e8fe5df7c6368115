/**
 * Better Auth on `node:http` via its `toNodeHandler`: a better-sqlite3 file with the same pragmas
 * Portcullis applies to its own (WAL, synchronous = NORMAL, busy_timeout, mmap_size) or the same pg pool as
 * Portcullis's server, its default scrypt hasher, rate limiting and telemetry off, optional
 * cookie cache, Redis secondary storage with `BENCH_REDIS_URL` (scenario (i)), and the
 * organization plugin with `BENCH_ORGANIZATION=1` (scenarios (j), (k)). Tables come
 * from its own `getMigrations`.
 */
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { toNodeHandler } from 'better-auth/node';
import { organization } from 'better-auth/plugins';
import { isPostgres, openPostgresPool, openRedis, readConfig, serve } from './common.js';

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

const redis = await openRedis();
// Better Auth's secondary-storage interface over the same client Portcullis gets.
const secondaryStorage = redis && {
  get: (key: string) => redis.client.get(redis.prefix + key),
  set: async (key: string, value: string, ttl?: number) => {
    if (ttl) await redis.client.set(redis.prefix + key, value, 'EX', ttl);
    else await redis.client.set(redis.prefix + key, value);
  },
  delete: async (key: string) => {
    await redis.client.del(redis.prefix + key);
  },
  // Required by Better Auth 1.7's interface; get-session uses neither.
  getAndDelete: (key: string) => redis.client.getdel(redis.prefix + key),
  increment: async (key: string, ttl: number) => {
    const [[, value]] = (await redis.client
      .multi()
      .incr(redis.prefix + key)
      .expire(redis.prefix + key, ttl, 'NX')
      .exec()) as [[unknown, number], unknown];
    return value;
  },
};

const options = {
  baseURL: config.baseURL,
  secret: config.secret,
  database,
  emailAndPassword: { enabled: true },
  rateLimit: { enabled: false },
  telemetry: { enabled: false },
  logger: { disabled: true },
  session: { cookieCache: { enabled: config.cookieCache, maxAge: 300 } },
  ...(secondaryStorage ? { secondaryStorage } : {}),
  ...(config.organization ? { plugins: [organization()] } : {}),
};
const auth = betterAuth(options);
if (config.migrate) {
  const { runMigrations } = await getMigrations(options);
  await runMigrations();
}
serve(config, toNodeHandler(auth), () => {
  redis?.client.disconnect();
  return 'end' in database ? database.end() : database.close();
});
