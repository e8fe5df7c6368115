import { exposeHeader, type HookContext } from '../../plugin/index.js';

/** The response header that carries a new session's signed token. */
export const AUTH_TOKEN_HEADER = 'set-auth-token';

/**
 * After-hook: when the response sets the session cookie to a new (non-empty) value — sign-in,
 * sign-up, a refresh — copy that value into `set-auth-token` exactly as the cookie carries it
 * (signed, percent-encoded: `token.sig%3D`, as Better Auth 1.2.7 sends it), and list the header
 * in `Access-Control-Expose-Headers` (appended to what is there, never replacing it) so browser
 * code on another origin may read it. `Authorization: Bearer` takes it as is, or decoded.
 *
 * @see SPEC §7 ("Responses expose headers set-auth-token and set-auth-jwt")
 */
export function exposeAuthToken(ctx: HookContext): undefined {
  const prefix = `${ctx.context.cookies.sessionToken}=`;
  const cookie = ctx.responseHeaders.getSetCookie().findLast((header) => header.startsWith(prefix));
  if (!cookie) return;
  const value = cookie.slice(prefix.length).split(';', 1)[0]!;
  if (!value) return;
  ctx.setHeader(AUTH_TOKEN_HEADER, value);
  exposeHeader(ctx.responseHeaders, AUTH_TOKEN_HEADER);
}
