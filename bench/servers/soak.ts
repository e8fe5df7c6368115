/**
 * The soak server (bench/soak.ts): Portcullis with the organization plugin and the audit log on
 * a SQLite file, real scrypt, rate limiting off, via `toNodeHandler`. Every 5 s it sends the
 * driver a sample over IPC: resident and heap memory, and the live handles and requests
 * (`process.getActiveResourcesInfo()`), after a forced GC when `--expose-gc` is on.
 */
import { createPortcullis, migrate } from '../../packages/core/src/index.js';
import { toNodeHandler } from '../../packages/core/src/integrations/node.js';
import { organization } from '../../packages/core/src/plugins/organization/index.js';
import { readConfig, serve } from './common.js';

const config = readConfig();
const auth = createPortcullis({
  baseURL: config.baseURL,
  secret: config.secret,
  database: config.database,
  logger: { level: 'error' },
  rateLimit: { enabled: false },
  emailAndPassword: { enabled: true },
  auditLog: { enabled: true },
  plugins: [organization()],
});
await migrate(auth);

const gc = (globalThis as { gc?: () => void }).gc;
setInterval(() => {
  gc?.();
  const memory = process.memoryUsage();
  const resources = process.getActiveResourcesInfo();
  process.send?.({
    at: Date.now(),
    rss: memory.rss,
    heapUsed: memory.heapUsed,
    external: memory.external,
    handles: resources.length,
    kinds: Object.fromEntries(
      [...new Set(resources)].map((kind) => [kind, resources.filter((k) => k === kind).length]),
    ),
    auditLog: { ...auth.$context.auditLog!.stats },
  });
}, 5_000).unref();

serve(config, toNodeHandler(auth), () => auth.$context.adapter.close?.());
