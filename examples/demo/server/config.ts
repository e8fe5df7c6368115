import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo folder (`examples/demo`), so default paths do not depend on the working directory. */
export const DEMO_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Everything the demo server needs to start; see {@link readDemoConfig} for the env mapping. */
export interface DemoConfig {
  /** TCP port; 0 picks a free one. Default: 3000. */
  port: number;
  /** Interface to bind. Default: `'localhost'` (loopback only). */
  hostname: string;
  /** The public URL; `undefined` derives it from the bound address once listening. */
  baseURL: string | undefined;
  /** SQLite database file, or `':memory:'`. Default: `examples/demo/.data/auth.db`. */
  dbPath: string;
  /** JSON-lines file the dev mailer appends to. Default: `examples/demo/.data/outbox.jsonl`. */
  outboxPath: string;
  /** Folder of the Vite build. Default: `examples/demo/dist`. */
  distDir: string;
  /** Mounts `/dev/*` helpers such as `GET /dev/outbox`. Default: true unless `NODE_ENV=production`. */
  devRoutes: boolean;
}

/**
 * Reads the demo's configuration from environment variables: `PORT`, `HOST`, `PORTCULLIS_URL`,
 * `PORTCULLIS_DB`, `PORTCULLIS_OUTBOX` and `NODE_ENV`. The default files live in the demo's
 * `.data/` folder whatever the working directory; paths you set resolve against the working
 * directory, as paths on a command line do. `PORTCULLIS_SECRET` and `PORTCULLIS_TRUSTED_ORIGINS`
 * are read by `@portcullis/core` itself.
 *
 * @throws Error when `PORT` is not an integer between 0 and 65535.
 * @example
 * const config = readDemoConfig({ PORT: '8080', PORTCULLIS_DB: '/tmp/auth.db' });
 * config.baseURL; // undefined → http://localhost:8080 once listening
 */
export function readDemoConfig(env: Record<string, string | undefined> = process.env): DemoConfig {
  return {
    port: parsePort(env.PORT),
    hostname: env.HOST || 'localhost',
    baseURL: env.PORTCULLIS_URL || undefined,
    dbPath: databasePath(env.PORTCULLIS_DB),
    outboxPath: env.PORTCULLIS_OUTBOX
      ? resolve(env.PORTCULLIS_OUTBOX)
      : resolve(DEMO_DIR, '.data/outbox.jsonl'),
    distDir: resolve(DEMO_DIR, 'dist'),
    devRoutes: env.NODE_ENV !== 'production',
  };
}

function databasePath(raw: string | undefined): string {
  if (!raw) return resolve(DEMO_DIR, '.data/auth.db');
  // SQLite's in-memory database is a name, not a file path.
  return raw === ':memory:' ? raw : resolve(raw);
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}".`);
  }
  return port;
}
