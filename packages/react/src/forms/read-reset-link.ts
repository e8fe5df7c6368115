/** What a password-reset link brought to the page: `?token=…` or `?error=…`. */
export interface ResetLink {
  token: string | null;
  error: string | null;
}

/**
 * Reads `token` and `error` from the page's query string, where the server's reset link
 * (`GET /reset-password/{token}?callbackURL=…`) redirects to. Outside a browser both are null.
 *
 * @example
 * // on /reset-password?token=abc
 * readResetLink(); // { token: 'abc', error: null }
 */
export function readResetLink(): ResetLink {
  if (typeof window === 'undefined') return { token: null, error: null };
  const params = new URLSearchParams(window.location.search);
  return { token: params.get('token'), error: params.get('error') };
}
