/**
 * Shared plumbing for the benchmark servers: configuration from the environment, a loopback
 * listener, a `ready` line on stdout once listening, and a clean exit on SIGTERM / SIGINT (so
 * `node --cpu-prof` writes its profile).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface ServerConfig {
  port: number;
  /** SQLite file or `postgres://` URL (empty for the bare server). */
  database: string;
  cookieCache: boolean;
  /** Run migrations before listening (off when a second server reuses a migrated file). */
  migrate: boolean;
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

export function serve(
  config: ServerConfig,
  listener: (request: IncomingMessage, response: ServerResponse) => void,
  close: () => unknown = () => undefined,
): void {
  const server = createServer({ keepAliveTimeout: 30_000 }, listener);
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
