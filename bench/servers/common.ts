/**
 * Shared plumbing for the benchmark servers: configuration from the environment, a loopback
 * listener, a `ready` line on stdout once listening, a clean exit on SIGTERM / SIGINT (so
 * `node --cpu-prof` writes its profile), and `GET /__bench/memory` (what the peak RSS was made
 * of, see memoryWindow).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getHeapSpaceStatistics } from 'node:v8';

export interface ServerConfig {
  port: number;
  /** SQLite file or `postgres://` URL (empty for the bare server). */
  database: string;
  cookieCache: boolean;
  /** Run migrations before listening (off when a second server reuses a migrated file). */
  migrate: boolean;
  /** Adds the organization plugin (`BENCH_ORGANIZATION=1`, the list-members scenarios). */
  organization: boolean;
  baseURL: string;
  secret: string;
}

export function readConfig(): ServerConfig {
  const port = Number(process.env.BENCH_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('BENCH_PORT is required');
  return {
    port,
    database: process.env.BENCH_DATABASE ?? '',
    cookieCache: process.env.BENCH_COOKIE_CACHE === '1',
    migrate: process.env.BENCH_MIGRATE !== '0',
    organization: process.env.BENCH_ORGANIZATION === '1',
    baseURL: `http://127.0.0.1:${port}`,
    secret: 'bench-secret-with-at-least-32-characters-0123456789',
  };
}

/**
 * The ioredis client both libraries get for secondary storage when `BENCH_REDIS_URL` is set
 * (scenario (i)), and the key prefix of this server (`BENCH_REDIS_PREFIX`); undefined otherwise.
 * ioredis is loaded only then. Auto-pipelining (the setting docs/deployment.md recommends) sends
 * the commands of one event-loop turn in one write: under 32 connections it cut the share of the
 * server's CPU spent in socket writes from about 50 % to about 22 %.
 */
export async function openRedis() {
  const url = process.env.BENCH_REDIS_URL;
  if (!url) return undefined;
  const { Redis } = await import('ioredis');
  return {
    client: new Redis(url, { enableAutoPipelining: true }),
    prefix: process.env.BENCH_REDIS_PREFIX ?? 'bench:',
  };
}

/** True when the configured database is a PostgreSQL URL rather than a SQLite file. */
export function isPostgres(config: ServerConfig): boolean {
  return /^postgres(ql)?:\/\//.test(config.database);
}

/**
 * The pg pool both libraries get for PostgreSQL: node-postgres defaults (10 clients), the URL's
 * `options` carrying the run's `search_path`. pg is loaded only then, so SQLite servers do not
 * pay for it in memory.
 */
export async function openPostgresPool(url: string) {
  const { default: pg } = await import('pg');
  return new pg.Pool({ connectionString: url, max: 10 });
}

/** `process.memoryUsage()` fields and the size of each V8 heap space, bytes. */
type Memory = ReturnType<typeof process.memoryUsage> & { spaces: Record<string, number> };

const memoryUsage = (): Memory => ({
  ...process.memoryUsage(),
  spaces: Object.fromEntries(getHeapSpaceStatistics().map((s) => [s.space_name, s.space_size])),
});

/**
 * Samples `process.memoryUsage()` every 200 ms and keeps the sample taken at the highest RSS
 * since the last reset (with V8's heap spaces: a young generation grown under load shows in
 * `new_space`): the harness asks for it over `GET /__bench/memory` (`?reset=1` starts a
 * new window) to tell what a peak was made of (V8 heap, `external`, `arrayBuffers`, or memory
 * outside V8: scrypt's buffers, SQLite's page cache, the allocator).
 */
function memoryWindow() {
  let peak = memoryUsage();
  const timer = setInterval(() => {
    const now = memoryUsage();
    if (now.rss > peak.rss) peak = now;
  }, 200);
  timer.unref();
  return {
    answer(url: string): string {
      // `?gc=1` with `node --expose-gc`: live memory after a full collection.
      if (url.includes('gc=1')) (globalThis as { gc?: () => void }).gc?.();
      const now = memoryUsage();
      const body = JSON.stringify({ now, peak: now.rss > peak.rss ? now : peak });
      if (url.includes('reset=1')) peak = now;
      return body;
    },
  };
}

export function serve(
  config: ServerConfig,
  listener: (request: IncomingMessage, response: ServerResponse) => void,
  close: () => unknown = () => undefined,
): void {
  const memory = memoryWindow();
  // The bench's own endpoint, answered before the library sees the request.
  const withMemory = (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith('/__bench/memory')) return listener(request, response);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(memory.answer(request.url));
  };
  const server = createServer({ keepAliveTimeout: 30_000 }, withMemory);
  server.listen(config.port, '127.0.0.1', () => {
    process.stdout.write(`ready ${process.pid}\n`);
  });
  const stop = () => {
    server.closeAllConnections();
    server.close(() => {
      Promise.resolve(close()).finally(() => process.exit(0));
    });
    // Never hang: leave after a second whatever happens.
    setTimeout(() => process.exit(0), 1000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
