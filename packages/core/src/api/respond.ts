import { APIError, isAPIError } from '../errors/api-error.js';
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

/**
 * Renders an error: APIErrors as their JSON body (`details` only with
 * `advanced.validationErrorDetails`), anything else as a logged 500.
 */
export function errorPlainResponse(error: unknown, context: AuthContext): PlainResponse {
  const apiError = isAPIError(error)
    ? error
    : new APIError('INTERNAL_SERVER_ERROR', 'INTERNAL_SERVER_ERROR');
  if (!isAPIError(error)) context.logger.error('Unhandled error in endpoint', error);
  const headers = applySecurityHeaders(new Headers(apiError.headers));
  headers.set('content-type', JSON_TYPE);
  const { code, message, details } = apiError.body;
  const body =
    details && !context.options.validationErrorDetails ? { code, message } : apiError.body;
  return { status: apiError.status, headers, body: JSON.stringify(body) };
}

/** {@link toPlainResponse} as a Web `Response` (server calls with `asResponse`). */
export const toResponse = (outcome: EndpointOutcome): Response =>
  toWebResponse(toPlainResponse(outcome));

/** {@link errorPlainResponse} as a Web `Response`. */
export const errorResponse = (error: unknown, context: AuthContext): Response =>
  toWebResponse(errorPlainResponse(error, context));
