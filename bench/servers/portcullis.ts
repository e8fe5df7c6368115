/**
 * Portcullis on `node:http` via `toNodeHandler`: a SQLite file (its own default setup: WAL,
 * synchronous = NORMAL) or a pg pool, the real scrypt hasher (its default concurrency, or
 * `BENCH_HASH_CONCURRENCY` for experiments), rate limiting off, optional cookie cache.
 * `BENCH_REDIS_URL` adds Redis secondary storage (scenario (i)), `BENCH_ORGANIZATION=1` the
 * organization plugin (scenarios (j), (k)).
 * For bench/audit-log.ts: `BENCH_AUDIT_LOG=1` turns `auditLog` on, and `BENCH_PLAIN_HASHER=1`
 * swaps scrypt for a trivial hasher (to see the sign-in path's own cost).
 */
import {
  createPortcullis,
  createScryptHasher,
  migrate,
  organization,
  type PasswordHasher,
  redisStorage,
} from '../../packages/core/src/index.js';
import { toNodeHandler } from '../../packages/core/src/integrations/node.js';
import { isPostgres, openPostgresPool, openRedis, readConfig, serve } from './common.js';

const config = readConfig();
const hashConcurrency = Number(process.env.BENCH_HASH_CONCURRENCY) || undefined;
const plainHasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async ({ hash, password }) => hash === `plain:${password}`,
};
const password =
  process.env.BENCH_PLAIN_HASHER === '1'
    ? plainHasher
    : hashConcurrency
      ? createScryptHasher({ concurrency: hashConcurrency })
      : undefined;
const pool = isPostgres(config) ? await openPostgresPool(config.database) : undefined;
const redis = await openRedis();
const auth = createPortcullis({
  baseURL: config.baseURL,
  secret: config.secret,
  database: pool ?? config.database,
  logger: { disabled: true },
  rateLimit: { enabled: false },
  emailAndPassword: { enabled: true, ...(password ? { password } : {}) },
  session: { cookieCache: { enabled: config.cookieCache, maxAge: 300 } },
  ...(redis ? { secondaryStorage: redisStorage(redis.client, { keyPrefix: redis.prefix }) } : {}),
  ...(process.env.BENCH_AUDIT_LOG === '1' ? { auditLog: { enabled: true } } : {}),
  // The list-members scenarios seed members with SQL, so the limit only has to allow the owner.
  ...(config.organization ? { plugins: [organization()] } : {}),
});
if (config.migrate) await migrate(auth);
serve(config, toNodeHandler(auth), async () => {
  await auth.$context.adapter.close?.();
  await pool?.end();
  redis?.client.disconnect();
});
