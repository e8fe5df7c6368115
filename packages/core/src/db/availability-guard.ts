import type { OutageLog } from '../errors/outage-log.js';
import {
  DEFAULT_RETRY_AFTER_SECONDS,
  isServiceUnavailable,
  ServiceUnavailableError,
} from '../errors/service-unavailable.js';
import type { DatabaseAdapter } from './adapter.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

/** Options of {@link guardAvailability}. */
export interface AvailabilityGuardOptions {
  /** Where an outage is reported, once per burst. Default: nowhere. */
  outage?: OutageLog;
  /** The `Retry-After` of the 503, in seconds. Default: 5. */
  retryAfterSeconds?: number;
}

/**
 * The one place where a driver error meaning "the database is unavailable" (see
 * {@link isDatabaseUnavailable}) becomes the 503 `SERVICE_UNAVAILABLE` answer: every request-path
 * method of `adapter` (not `migrate`, `planMigration`, `listTables`), and of the adapter a
 * transaction hands its callback, rethrows such an error as a
 * {@link ServiceUnavailableError} (an `APIError`, so the routes that catch database errors to
 * answer something else let it through). Other errors, unique violations included, pass
 * unchanged. The first failure of a burst and the first success after it go to `outage`.
 *
 * @example
 * const adapter = guardAvailability(createKyselyAdapter({ db, dialect, schema }), { outage });
 */
export function guardAvailability(
  adapter: DatabaseAdapter,
  options: AvailabilityGuardOptions = {},
): DatabaseAdapter {
  const { outage, retryAfterSeconds = DEFAULT_RETRY_AFTER_SECONDS } = options;
  const succeeded = <T>(value: T): T => {
    if (outage?.down) outage.succeeded();
    return value;
  };
  const failed = (error: unknown): never => {
    if (isServiceUnavailable(error) || !isDatabaseUnavailable(error)) throw error;
    outage?.failed(error);
    throw new ServiceUnavailableError('database', error, retryAfterSeconds);
  };
  const guard = <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return run().then(succeeded, failed);
    } catch (error) {
      // A method that throws before returning its promise.
      return Promise.reject(error).catch(failed);
    }
  };

  const wrap = (inner: DatabaseAdapter): DatabaseAdapter => {
    const guarded: DatabaseAdapter = {
      id: inner.id,
      create: (args) => guard(() => inner.create(args)),
      findOne: (args) => guard(() => inner.findOne(args)),
      findMany: (args) => guard(() => inner.findMany(args)),
      count: (args) => guard(() => inner.count(args)),
      update: (args) => guard(() => inner.update(args)),
      updateMany: (args) => guard(() => inner.updateMany(args)),
      delete: (args) => guard(() => inner.delete(args)),
      deleteMany: (args) => guard(() => inner.deleteMany(args)),
      // The callback works on a guarded adapter too, so what fails inside answers 503 as well.
      transaction: (fn) => guard(() => inner.transaction((tx) => fn(wrap(tx)))),
    };
    // Optional methods stay absent when the adapter lacks them (callers test for them).
    if (inner.findOneWithReference) {
      const find = inner.findOneWithReference.bind(inner);
      guarded.findOneWithReference = (args) => guard(() => find(args)) as never;
    }
    if (inner.incrementRateLimit) {
      const increment = inner.incrementRateLimit.bind(inner);
      guarded.incrementRateLimit = (args) => guard(() => increment(args));
    }
    if (inner.lockRows) {
      const lock = inner.lockRows.bind(inner);
      guarded.lockRows = (args) => guard(() => lock(args));
    }
    // Tooling and start-up calls, not requests: their callers (the CLI, `migrate()` at start)
    // report the driver's own error, which says more than a 503.
    if (inner.migrate) guarded.migrate = inner.migrate.bind(inner);
    if (inner.planMigration) guarded.planMigration = inner.planMigration.bind(inner);
    if (inner.listTables) guarded.listTables = inner.listTables.bind(inner);
    if (inner.close) guarded.close = inner.close.bind(inner);
    return guarded;
  };
  return wrap(adapter);
}
