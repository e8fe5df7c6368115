import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { APIError, isAPIError } from '../errors/api-error.js';
import { createOutageLog, type OutageLog } from '../errors/outage-log.js';
import { ServiceUnavailableError } from '../errors/service-unavailable.js';
import { type PlainResponse, toWebResponse } from '../http/plain-response.js';
import type { AuthContext } from '../kernel/auth-context.js';
import { applySecurityHeaders, JSON_HEADERS } from '../security/response-headers.js';
import { type EndpointOutcome, isRaw, isRedirect } from './run-endpoint.js';

const JSON_TYPE = 'application/json';

/**
 * Turns a handler outcome into a {@link PlainResponse} (JSON, redirect or raw body). The router
 * and `auth.api` with `asResponse: true` both answer through here, so the two responses agree.
 */
export function toPlainResponse({ result, headers: set }: EndpointOutcome): PlainResponse {
  if (!set && !isRedirect(result) && !isRaw(result)) {
    return { status: 200, headers: JSON_HEADERS, body: JSON.stringify(result ?? null) };
  }
  const headers = set ?? new Headers();
  if (isRedirect(result)) {
    headers.set('location', result.location);
    applySecurityHeaders(headers, 'redirect');
    return { status: result.status, headers, body: null };
  }
  applySecurityHeaders(headers);
  if (isRaw(result)) {
    headers.set('content-type', result.contentType);
    return { status: result.status, headers, body: result.body };
  }
  headers.set('content-type', JSON_TYPE);
  return { status: 200, headers, body: JSON.stringify(result ?? null) };
}

// Outages of databases reached around the adapter (an app's hook querying its own pool), logged
// once per burst per instance. The adapter reports its own (db/availability-guard.ts).
const outages = new WeakMap<AuthContext, OutageLog>();

/**
 * Renders an error: APIErrors as their JSON body (`details` only with
 * `advanced.validationErrorDetails`); a driver error that means the database is unreachable as
 * 503 SERVICE_UNAVAILABLE with `Retry-After` (logged once per outage); anything else as a logged
 * 500. No body ever carries a stack trace or a driver's message.
 */
export function errorPlainResponse(error: unknown, context: AuthContext): PlainResponse {
  const apiError = isAPIError(error) ? error : fromUnknownError(error, context);
  const headers = applySecurityHeaders(new Headers(apiError.headers));
  headers.set('content-type', JSON_TYPE);
  const { code, message, details } = apiError.body;
  const body =
    details && !context.options.validationErrorDetails ? { code, message } : apiError.body;
  return { status: apiError.status, headers, body: JSON.stringify(body) };
}

function fromUnknownError(error: unknown, context: AuthContext): APIError {
  if (isDatabaseUnavailable(error)) {
    let outage = outages.get(context);
    if (!outage) {
      outage = createOutageLog(context.logger, 'A database', 'answering 503 SERVICE_UNAVAILABLE');
      outages.set(context, outage);
    }
    outage.failed(error);
    return new ServiceUnavailableError('database', error);
  }
  context.logger.error('Unhandled error in endpoint', error);
  return new APIError('INTERNAL_SERVER_ERROR', 'INTERNAL_SERVER_ERROR');
}

/** {@link toPlainResponse} as a Web `Response` (server calls with `asResponse`). */
export const toResponse = (outcome: EndpointOutcome): Response =>
  toWebResponse(toPlainResponse(outcome));

/** {@link errorPlainResponse} as a Web `Response`. */
export const errorResponse = (error: unknown, context: AuthContext): Response =>
  toWebResponse(errorPlainResponse(error, context));
