import type { EndpointContext } from '../api/endpoint.js';

/**
 * Sets the signed session cookie (`{prefix}.session_token`, value `token.signature`).
 * A remembered session's cookie lives as long as the session (Max-Age in seconds, at most 400
 * days); a non-remembered one is a browser-session cookie, flagged by a signed `dont_remember`
 * cookie so that get-session does not extend it.
 *
 * @see SPEC §5, §9; RFC 6265 §4.1
 */
export function setSessionCookie(
  ctx: EndpointContext<any, any>,
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
export function deleteSessionCookies(ctx: EndpointContext<any, any>): void {
  const { cookies } = ctx.context;
  for (const name of [cookies.sessionToken, cookies.sessionData, cookies.dontRemember]) {
    ctx.setCookie(name, '', { maxAge: 0 });
  }
}
