import { mysqlDialect } from './kysely/dialects/mysql.js';
import { postgresDialect } from './kysely/dialects/postgres.js';

/** Runs of a transaction that keeps losing deadlocks before its error is thrown. */
const MAX_ATTEMPTS = 5;

/**
 * True when `error` says the database chose the statement's transaction as a deadlock victim
 * and rolled it back: PostgreSQL's `40P01`, MySQL/MariaDB's errno 1213 (and 1205, a lock wait
 * timeout). InnoDB's gap locks make two transactions that delete and then insert the same
 * non-unique key deadlock when they run at the same moment.
 */
export function isDeadlockError(error: unknown): boolean {
  return Boolean(postgresDialect.isDeadlock?.(error) || mysqlDialect.isDeadlock?.(error));
}

/**
 * Runs `run` (which opens a transaction of its own) again when the database rolled its
 * transaction back as a deadlock victim, up to 5 runs in all; other errors, and the fifth
 * deadlock, are thrown. Safe only when `run` has no effect outside the database before its
 * transaction commits (no email sent, no event emitted inside it): everything else it did was
 * rolled back.
 *
 * @example
 * await retryOnDeadlock(() =>
 *   ctx.context.store.transaction(async (store) => {
 *     await store.consumeVerification(identifier);
 *     await store.createVerification({ identifier, value, expiresAt });
 *   }),
 * );
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isDeadlockError(error)) throw error;
    }
  }
}
