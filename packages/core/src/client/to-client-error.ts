import type { ClientError } from './types.js';

/** The error of a request that got no response (offline, DNS, CORS refusal, abort). */
export const NETWORK_ERROR: ClientError = Object.freeze({
  status: 0,
  code: 'NETWORK_ERROR',
  message: 'Network error',
});

/**
 * Builds a {@link ClientError} from an error response: the server's `{ code, message, details? }`
 * body when there is one, else a fallback derived from the status (404 → `NOT_FOUND`, as the
 * server answers unknown routes with no body, SPEC §8).
 */
export function toClientError(status: number, body: unknown): ClientError {
  if (isErrorBody(body)) {
    const error: ClientError = { status, code: body.code, message: body.message };
    if (Array.isArray(body.details)) error.details = body.details.filter(isDetail);
    return error;
  }
  if (status === 404) return { status, code: 'NOT_FOUND', message: 'Not Found' };
  return { status, code: 'UNKNOWN_ERROR', message: `Request failed with status ${status}` };
}

function isErrorBody(body: unknown): body is { code: string; message: string; details?: unknown } {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message } = body as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string';
}

function isDetail(value: unknown): value is { path: string; message: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { path, message } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof message === 'string';
}
