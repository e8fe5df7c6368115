import { APIError } from '../errors/api-error.js';
import { type OriginMatcher, originOf } from './trusted-origins.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True for the methods that change state (RFC 9110 §9.2.1: not safe), which the check covers. */
export const isUnsafeMethod = (method: string): boolean => UNSAFE_METHODS.has(method);

/**
 * Cross-site request forgery defence for cookie-authenticated writes: a POST (or other unsafe
 * method) that carries cookies must name a trusted origin in `Origin`, or failing that in
 * `Referer`. Requests without cookies cannot act as anyone and pass. The caller exempts requests
 * a non-cookie credential (a bearer token) authenticates, since their cookies are never used.
 *
 * @throws APIError 403 'Invalid origin'
 * @see SPEC §5; OWASP CSRF Prevention Cheat Sheet (verifying origin with standard headers)
 */
export function assertTrustedOrigin(
  request: Pick<Request, 'method' | 'headers'>,
  origins: OriginMatcher,
): void {
  if (!isUnsafeMethod(request.method)) return;
  const { headers } = request;
  if (!headers.has('cookie')) return;

  const origin = headers.get('origin');
  const claimed = origin && origin !== 'null' ? origin : originOf(headers.get('referer') ?? '');
  if (claimed && origins.isTrusted(claimed)) return;
  throw new APIError('FORBIDDEN', 'INVALID_ORIGIN');
}
