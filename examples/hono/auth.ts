/**
 * The example's Portcullis instance: SQLite storage and email-and-password accounts.
 *
 * @module
 */
import { createPortcullis, type PasswordHasher } from '@portcullis/core';

/** Options of {@link createAuth}; everything has a default suited to `npm start`. */
export interface AuthOptions {
  /** SQLite file. Default: `PORTCULLIS_DB` or `./auth.db`. */
  database?: string;
  /** Public origin. Default: `PORTCULLIS_URL` or `http://localhost:3000`. */
  baseURL?: string;
  /** Signing secret (32+ characters). Default: `PORTCULLIS_SECRET` (a dev secret without it). */
  secret?: string;
  /** Password hasher. Default: Portcullis's scrypt hasher (tests pass a cheaper one). */
  password?: PasswordHasher;
}

/**
 * Creates the Portcullis instance of this example (not migrated: `createApp` does that).
 *
 * @example
 * const auth = createAuth({ database: ':memory:' });
 */
export function createAuth(options: AuthOptions = {}) {
  return createPortcullis({
    baseURL: options.baseURL ?? process.env.PORTCULLIS_URL ?? 'http://localhost:3000',
    database: options.database ?? process.env.PORTCULLIS_DB ?? './auth.db',
    secret: options.secret ?? process.env.PORTCULLIS_SECRET,
    emailAndPassword: { enabled: true, password: options.password },
  });
}

/** The example's Portcullis instance type. */
export type Auth = ReturnType<typeof createAuth>;
