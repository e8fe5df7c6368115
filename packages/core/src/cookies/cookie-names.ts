/**
 * The cookies Portcullis sets, named `{prefix}.{name}`, with the `__Secure-` prefix when the
 * cookies are Secure (RFC 6265bis §4.1.3.1).
 */
export interface CookieNames {
  /** The signed session token. */
  sessionToken: string;
  /** The signed cookie-cached session (issue: cookie cache). */
  sessionData: string;
  /** Present (signed) when the session was created with `rememberMe: false`. */
  dontRemember: string;
  /** The signed OAuth `state` of a social sign-in in progress, binding it to this browser. */
  state: string;
}

/** Computes the cookie names once, at start-up. */
export function createCookieNames(prefix: string, secure: boolean): CookieNames {
  const name = (suffix: string) => `${secure ? '__Secure-' : ''}${prefix}.${suffix}`;
  return {
    sessionToken: name('session_token'),
    sessionData: name('session_data'),
    dontRemember: name('dont_remember'),
    state: name('state'),
  };
}
