/**
 * `url` with `params` added to its query string, before any `#fragment`. Works for absolute
 * URLs and relative paths alike (both are valid callback URLs).
 */
export function withQuery(url: string, params: Record<string, string | undefined>): string {
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? '' : url.slice(hash);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.set(name, value);
  }
  const text = query.toString();
  if (!text) return url;
  const separator = base.includes('?')
    ? base.endsWith('?') || base.endsWith('&')
      ? ''
      : '&'
    : '?';
  return `${base}${separator}${text}${fragment}`;
}

/**
 * A provider's `error` parameter, fit to pass on: RFC 6749 §4.1.2.1 codes are short ASCII
 * tokens, so anything else (an attempt to put text on the app's error page) becomes
 * `oauth_error`.
 */
export function providerErrorCode(error: string): string {
  return /^[\w.-]{1,64}$/.test(error) ? error : 'oauth_error';
}

/** A provider's `error_description`, cut to 200 characters. */
export function providerErrorDescription(description: string | undefined): string | undefined {
  return description ? description.slice(0, 200) : undefined;
}
