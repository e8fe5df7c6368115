import { APIError } from '../errors/api-error.js';

/** The message of every 429 (SPEC §8). */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';

/**
 * The 429 answered over a limit: `{ code: 'TOO_MANY_REQUESTS', message }` with the whole seconds
 * (at least 1) until the window ends in `X-Retry-After` (Better Auth's header) and in the
 * standard `Retry-After` (RFC 9110 §10.2.3), which proxies and HTTP clients understand.
 *
 * @param resetAt When the window ends, in epoch milliseconds.
 */
export function tooManyRequests(resetAt: number): APIError {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'TOO_MANY_REQUESTS', message: TOO_MANY_REQUESTS_MESSAGE },
    { 'X-Retry-After': String(seconds), 'Retry-After': String(seconds) },
  );
}
