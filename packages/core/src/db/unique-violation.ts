import { APIError } from '../errors/api-error.js';
import type { ErrorCode } from '../errors/codes.js';
import type { UniqueConstraintError } from './adapter.js';
import type { DatabaseSchema } from './schema.js';

/**
 * The 422 a route answers when a write lost a race on a unique field: the field's declared
 * `uniqueMessage` (e.g. 'User already exists' for `user.email`, 'username is already taken.
 * please try another' for `user.username`), else the route's fallback.
 */
export function uniqueViolationError(
  schema: DatabaseSchema,
  error: UniqueConstraintError,
  fallback: ErrorCode,
): APIError {
  const message = error.field ? schema[error.model]?.fields[error.field]?.uniqueMessage : undefined;
  return new APIError('UNPROCESSABLE_ENTITY', message ? { message } : fallback);
}
