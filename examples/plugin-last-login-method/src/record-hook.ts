import { type HookContext, setCookieCache, verifyCookieValue } from '@portcullis/core/plugin';

/** Picks the method a call signs in with, or null/undefined when it is not a sign-in. */
export type ResolveMethod = (ctx: HookContext) => string | null | undefined;

/**
 * The session token of the session cookie this call set, or null when it set none. A sign-in
 * route announces its new session only through that cookie (the JSON answer of a social
 * callback is a redirect), so the cookie is what every sign-in has in common. The value is
 * percent-encoded and signed (`token.signature`); an unverifiable one counts as none.
 */
export function readNewSessionToken(ctx: HookContext): string | null {
  const prefix = `${ctx.context.cookies.sessionToken}=`;
  const cookie = ctx.responseHeaders.getSetCookie().findLast((line) => line.startsWith(prefix));
  const value = cookie?.slice(prefix.length).split(';', 1)[0];
  // An empty value is sign-out expiring the cookie.
  if (!value) return null;
  return verifyCookieValue(decodeURIComponent(value), ctx.context.secret);
}

/**
 * The after-hook that stores `user.lastLoginMethod`: when `resolveMethod` names a method and the
 * call set a new session cookie, the session's user gets that method. With the cookie cache on,
 * the `session_data` cookie the sign-in just wrote is written again with the updated user, so
 * get-session does not answer the previous method for `cookieCache.maxAge` seconds.
 *
 * A failure to record is logged and swallowed: the sign-in has already succeeded, and the
 * method is informational.
 *
 * @example
 * hooks: { after: createRecordHook(resolveDefaultMethod) }
 */
export function createRecordHook(resolveMethod: ResolveMethod) {
  return async (ctx: HookContext): Promise<undefined> => {
    const method = resolveMethod(ctx);
    if (!method) return;
    const token = readNewSessionToken(ctx);
    if (!token) return;
    try {
      const found = await ctx.context.store.findSession(token);
      if (!found) return;
      const user = await ctx.context.store.updateUser(found.user.id, { lastLoginMethod: method });
      if (user) setCookieCache(ctx, { session: found.session, user });
    } catch (error) {
      ctx.context.logger.error('lastLoginMethod(): could not record the sign-in method', error);
    }
  };
}
