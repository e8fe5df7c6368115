import { ERROR_CODES, type ErrorCode, toErrorCode } from './codes.js';

/** HTTP statuses an endpoint may answer with, by their RFC 9110 names. */
export const STATUS = {
  OK: 200,
  FOUND: 302,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_ENTITY: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

/** A status name of {@link STATUS}, e.g. `'UNPROCESSABLE_ENTITY'`. */
export type StatusName = keyof typeof STATUS;

/** The JSON body every error response carries. `details` is present on validation errors only. */
export interface APIErrorBody {
  /** Machine-readable code: the message upper-cased (SPEC §8). */
  code: string;
  /** Human-readable message, word for word from SPEC §8 where the spec names it. */
  message: string;
  /** For `VALIDATION_ERROR`: which fields failed and why. */
  details?: ReadonlyArray<{ path: string; message: string }>;
}

/**
 * The one error type endpoints throw. The router renders it as `{ code, message }` JSON with its
 * status; server calls (`auth.api.*`) throw it to the caller.
 *
 * @example
 * throw new APIError('UNPROCESSABLE_ENTITY', 'USER_ALREADY_EXISTS');
 * throw new APIError('BAD_REQUEST', { message: 'Custom problem' }); // code CUSTOM_PROBLEM
 * @see SPEC §8
 */
export class APIError extends Error {
  /** The status name, e.g. `'BAD_REQUEST'`. */
  readonly statusName: StatusName;
  /** The numeric HTTP status, e.g. 400. */
  readonly status: number;
  /** The JSON body sent to the client. */
  readonly body: APIErrorBody;
  /** Extra response headers, e.g. `X-Retry-After` on 429. */
  readonly headers: Record<string, string>;

  constructor(
    status: StatusName,
    error: ErrorCode | { message: string; code?: string; details?: APIErrorBody['details'] },
    headers: Record<string, string> = {},
  ) {
    const body: APIErrorBody =
      typeof error === 'string'
        ? { code: error, message: ERROR_CODES[error] }
        : {
            code: error.code ?? toErrorCode(error.message),
            message: error.message,
            ...(error.details ? { details: error.details } : {}),
          };
    super(body.message);
    this.name = 'APIError';
    this.statusName = status;
    this.status = STATUS[status];
    this.body = body;
    this.headers = headers;
  }

  /** The error as the `{ code, message }` JSON the client receives. */
  toJSON(): APIErrorBody {
    return this.body;
  }
}

/** True when `value` is an {@link APIError}. */
export function isAPIError(value: unknown): value is APIError {
  return value instanceof APIError;
}

/**
 * The 400 `VALIDATION_ERROR` for a body or query that failed its schema (SPEC §5):
 * message 'Invalid body parameters' or 'Invalid query parameters', with per-field `details`.
 */
export function validationError(
  part: 'body' | 'query',
  details: APIErrorBody['details'] = [],
): APIError {
  return new APIError('BAD_REQUEST', {
    code: 'VALIDATION_ERROR',
    message: part === 'body' ? 'Invalid body parameters' : 'Invalid query parameters',
    details,
  });
}
