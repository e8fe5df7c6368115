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
