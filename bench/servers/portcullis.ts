/**
 * Portcullis on `node:http` via `toNodeHandler`: a SQLite file (its own default setup: WAL,
 * synchronous = NORMAL) or a pg pool, the real scrypt hasher (its default concurrency, or
 * `BENCH_HASH_CONCURRENCY` for experiments), rate limiting off, optional cookie cache.
 */
import { createPortcullis, createScryptHasher, migrate } from '../../packages/core/src/index.js';
import { toNodeHandler } from '../../packages/core/src/integrations/node.js';
import { isPostgres, openPostgresPool, readConfig, serve } from './common.js';

const config = readConfig();
const hashConcurrency = Number(process.env.BENCH_HASH_CONCURRENCY) || undefined;
const pool = isPostgres(config) ? await openPostgresPool(config.database) : undefined;
const auth = createPortcullis({
  baseURL: config.baseURL,
  secret: config.secret,
  database: pool ?? config.database,
  logger: { disabled: true },
  rateLimit: { enabled: false },
  emailAndPassword: {
    enabled: true,
    ...(hashConcurrency ? { password: createScryptHasher({ concurrency: hashConcurrency }) } : {}),
  },
  session: { cookieCache: { enabled: config.cookieCache, maxAge: 300 } },
});
if (config.migrate) await migrate(auth);
serve(config, toNodeHandler(auth), async () => {
  await auth.$context.adapter.close?.();
  await pool?.end();
});
