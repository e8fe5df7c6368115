import { APIError } from './api-error.js';

/** What was out of reach: the SQL database or the secondary storage (Redis). */
export type UnavailableDependency = 'database' | 'secondary-storage';

/**
 * Seconds a client is asked to wait before retrying (`Retry-After`) when a dependency is down:
 * long enough that a retrying client does not add to the load of a recovering server, short
 * enough that it comes back soon after the usual restart or failover (seconds).
 */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;

/**
 * The 503 `SERVICE_UNAVAILABLE` answer for a database or secondary storage that cannot be
 * reached in time. An {@link APIError}, so routes that pass APIErrors through (most do) pass
 * this one through too; its body is `{ code, message }` only, never the driver's error, whose
 * text (host names, SQL) stays in `cause` for the log.
 *
 * @example
 * throw new ServiceUnavailableError('database', error);
 * // → 503 { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }, Retry-After: 5
 * @see docs/deployment.md, "When the database or Redis fails"
 */
export class ServiceUnavailableError extends APIError {
  override readonly cause: unknown;

  constructor(
    readonly dependency: UnavailableDependency,
    cause?: unknown,
    retryAfterSeconds: number = DEFAULT_RETRY_AFTER_SECONDS,
  ) {
    super('SERVICE_UNAVAILABLE', 'SERVICE_UNAVAILABLE', {
      'Retry-After': String(retryAfterSeconds),
    });
    this.name = 'ServiceUnavailableError';
    this.cause = cause;
  }
}

/** True when `value` is a {@link ServiceUnavailableError}. */
export function isServiceUnavailable(value: unknown): value is ServiceUnavailableError {
  return value instanceof ServiceUnavailableError;
}
