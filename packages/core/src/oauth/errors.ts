/**
 * Why a request to a provider failed, by failure mode: the callback route maps these to the
 * error codes of SPEC §8 (`invalid_code`, `unable_to_get_user_info`).
 *
 * - `network`: no response (DNS, refused, timeout).
 * - `http`: a non-2xx answer without an OAuth error body.
 * - `oauth`: an RFC 6749 §5.2 error body, e.g. `invalid_grant`.
 * - `response`: a 2xx answer that is not what the protocol promises (not JSON, no access token).
 */
export class OAuthRequestError extends Error {
  constructor(
    readonly kind: 'network' | 'http' | 'oauth' | 'response',
    message: string,
    readonly details: { status?: number; code?: string; description?: string } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OAuthRequestError';
  }
}
