import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createPortcullis } from '@portcullis/core';

/** Options of {@link createDemoAuth}. */
export interface DemoAuthOptions {
  /** Public URL of the demo, e.g. `http://localhost:3000`. */
  baseURL: string;
  /** SQLite file (its folder is created) or `':memory:'`. */
  dbPath: string;
}

/**
 * The demo's Portcullis configuration, in one place: email-and-password accounts over a SQLite
 * file. `PORTCULLIS_SECRET` and `PORTCULLIS_TRUSTED_ORIGINS` are read from the environment by
 * `@portcullis/core`; without a secret, core uses its development one and logs an error.
 *
 * @throws Error (configuration) from `createPortcullis`, e.g. no secret with `NODE_ENV=production`.
 * @example
 * const auth = createDemoAuth({ baseURL: 'http://localhost:3000', dbPath: '.data/auth.db' });
 * await migrate(auth);
 */
export function createDemoAuth({ baseURL, dbPath }: DemoAuthOptions) {
  // better-sqlite3 creates the file but not its folder.
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
  return createPortcullis({
    appName: 'Portcullis demo',
    baseURL,
    database: dbPath,
    emailAndPassword: { enabled: true },
  });
}

/** The demo's auth instance type. */
export type DemoAuth = ReturnType<typeof createDemoAuth>;
