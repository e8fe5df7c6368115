/**
 * Portcullis on `node:http` via `toNodeHandler`: SQLite file (its own default setup: WAL,
 * synchronous = NORMAL), the real scrypt hasher, rate limiting off, optional cookie cache.
 */
import { createPortcullis, migrate } from '../../packages/core/src/index.js';
import { toNodeHandler } from '../../packages/core/src/integrations/node.js';
import { readConfig, serve } from './common.js';

const config = readConfig();
const auth = createPortcullis({
  baseURL: config.baseURL,
  secret: config.secret,
  database: config.database,
  logger: { disabled: true },
  rateLimit: { enabled: false },
  emailAndPassword: { enabled: true },
  session: { cookieCache: { enabled: config.cookieCache, maxAge: 300 } },
});
if (config.migrate) await migrate(auth);
serve(config, toNodeHandler(auth), () => auth.$context.adapter.close?.());
