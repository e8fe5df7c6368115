import type { RequestScope } from '../kernel/request-scope.js';

/**
 * Sets the signed session cookie (`{prefix}.session_token`, value `token.signature`).
 * A remembered session's cookie lives as long as the session (Max-Age in seconds, at most 400
 * days); a non-remembered one is a browser-session cookie, flagged by a signed `dont_remember`
 * cookie so that get-session does not extend it.
 *
 * @see SPEC §5, §9; RFC 6265 §4.1
 */
export function setSessionCookie(
  ctx: RequestScope,
  token: string,
  options: { rememberMe: boolean; maxAgeSeconds: number },
): void {
  const { cookies } = ctx.context;
  if (options.rememberMe) {
    ctx.setSignedCookie(cookies.sessionToken, token, { maxAge: options.maxAgeSeconds });
    return;
  }
  ctx.setSignedCookie(cookies.sessionToken, token);
  ctx.setSignedCookie(cookies.dontRemember, 'true');
}

/** Expires every session cookie (Max-Age=0). */
export function deleteSessionCookies(ctx: RequestScope): void {
  const { cookies } = ctx.context;
  for (const name of [cookies.sessionToken, cookies.sessionData, cookies.dontRemember]) {
    ctx.setCookie(name, '', { maxAge: 0 });
  }
}

/**
 * Sets the session token cookie again, for the full `session.expiresIn` (seconds) unless the
 * session is not remembered (then a browser-session cookie and `dont_remember` again). Routes
 * that change what the session shows call it next to `setCookieCache`, as Better Auth 1.2.7
 * does on update-user, on change-email of an unverified address and on organization set-active;
 * the `set-auth-token` header follows from the cookie for bearer clients.
 */
export function reissueSessionCookie(ctx: RequestScope, token: string): void {
  const { cookies, options } = ctx.context;
  setSessionCookie(ctx, token, {
    rememberMe: ctx.getSignedCookie(cookies.dontRemember) === null,
    maxAgeSeconds: options.session.expiresIn,
  });
}
