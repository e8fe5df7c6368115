/**
 * The example's Portcullis instance: email and password accounts and organizations in a SQLite
 * file. The browser talks to it through `/api/auth` (the React kit's forms); server components
 * read the session with `auth.api.getSession`.
 *
 * Environment: `PORTCULLIS_DB` (default `.data/auth.db`), `PORTCULLIS_URL` (default
 * `http://localhost:3000`), `PORTCULLIS_SECRET` (required by `next start`). Tables are created
 * at server start by `instrumentation.ts`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createPortcullis, organization } from '@portcullis/core';
import Database from 'better-sqlite3';

// `next build` evaluates this module to collect page data (with NODE_ENV=production, usually
// without the runtime secrets). That instance never serves a request: it gets an in-memory
// database and a placeholder secret instead of touching the real ones.
const building = process.env.NEXT_PHASE === 'phase-production-build';

function openDatabase() {
  if (building) return new Database(':memory:');
  if (process.env.PORTCULLIS_DB) return new Database(process.env.PORTCULLIS_DB);
  const dir = join(process.cwd(), '.data');
  mkdirSync(dir, { recursive: true });
  return new Database(join(dir, 'auth.db'));
}

export const auth = createPortcullis({
  baseURL: process.env.PORTCULLIS_URL ?? 'http://localhost:3000',
  secret:
    process.env.PORTCULLIS_SECRET ?? (building ? 'next-build-only-placeholder-secret!' : undefined),
  // An opened better-sqlite3 database rather than a path: the driver is imported here, where
  // Next.js sees it (and leaves it unbundled, see next.config.ts).
  database: openDatabase(),
  emailAndPassword: { enabled: true },
  // The organization switcher's server half; organizationClient() is its client half.
  plugins: [organization()],
});
