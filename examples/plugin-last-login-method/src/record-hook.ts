import { type HookContext, setCookieCache } from '@portcullis/core/plugin';

/** Picks the method a call signs in with, or null/undefined when it is not a sign-in. */
export type ResolveMethod = (ctx: HookContext) => string | null | undefined;

/**
 * The after-hook that stores `user.lastLoginMethod`: when `resolveMethod` names a method and the
 * call created a session (`ctx.newSession`), that session's user gets that method. With the cookie cache on,
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
    const created = ctx.newSession;
    if (!created) return;
    try {
      const user = await ctx.context.store.updateUser(created.user.id, { lastLoginMethod: method });
      if (user) setCookieCache(ctx, { session: created.session, user });
    } catch (error) {
      ctx.context.logger.error('lastLoginMethod(): could not record the sign-in method', error);
    }
  };
}
