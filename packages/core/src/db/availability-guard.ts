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
    // Every method is carried over, those added to the interface later included, so that an
    // optional one (`lockRows`, `findOneWithReference`) is never lost: callers test for them.
    const guarded: Record<string, unknown> = { id: inner.id };
    for (const name of methodNames(inner)) {
      const method = (inner as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[
        name
      ]!.bind(inner);
      guarded[name] = UNGUARDED.has(name)
        ? method
        : name === 'transaction'
          ? // The callback works on a guarded adapter too: what fails inside answers 503 as well.
            (fn: (tx: DatabaseAdapter) => Promise<unknown>) =>
              guard(() => method((tx: DatabaseAdapter) => fn(wrap(tx))))
          : (...args: unknown[]) => guard(() => method(...args));
    }
    return guarded as unknown as DatabaseAdapter;
  };
  return wrap(adapter);
}

/**
 * Tooling and start-up calls, not requests: their callers (the CLI, `migrate()` at start) report
 * the driver's own error, which says more than a 503.
 */
const UNGUARDED = new Set(['migrate', 'planMigration', 'listTables', 'close']);

/** The names of an adapter's methods, own or inherited (an adapter may be a class instance). */
function methodNames(adapter: DatabaseAdapter): string[] {
  const names = new Set<string>();
  for (
    let object: object | null = adapter;
    object && object !== Object.prototype;
    object = Object.getPrototypeOf(object)
  ) {
    for (const name of Object.getOwnPropertyNames(object)) {
      if (name !== 'constructor' && typeof (adapter as never)[name] === 'function') names.add(name);
    }
  }
  return [...names];
}
