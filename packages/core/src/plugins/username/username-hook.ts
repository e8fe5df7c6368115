import { type BeforeHookResult, type HookContext, readSessionToken } from '../../plugin/index.js';
import { findUserByUsername } from './find-user-by-username.js';
import { assertValidUsername, type UsernameRules, usernameError } from './validate-username.js';

/** The routes whose input may carry `username` / `displayUsername`. */
const USERNAME_INPUT_PATHS = new Set(['/sign-up/email', '/update-user']);

/**
 * The before hook of the username plugin, for `/sign-up/email` and `/update-user` when the body
 * has a string `username`, in Better Auth 1.2.7's order:
 *
 * 1. checks it as typed (length, then characters — SPEC §5), before the route checks anything;
 * 2. refuses it when a user holds it, compared lowercased — the caller too, as Better Auth does:
 *    to change only how a username is written, send `displayUsername` alone;
 * 3. replaces the input with `username` lowercased and `displayUsername`, when missing or empty,
 *    the username as typed.
 *
 * Where the route will refuse anyway — sign-up while it is disabled, `/update-user` without a
 * valid session — step 2 is skipped and the route's own error answers, so the hook never becomes
 * a way to learn which usernames exist (Better Auth answers "taken" there too).
 *
 * @throws APIError 422 USERNAME_IS_TOO_SHORT / USERNAME_IS_TOO_LONG / USERNAME_IS_INVALID /
 *   USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER.
 */
export function createUsernameHook(rules: UsernameRules) {
  return async (ctx: HookContext): Promise<BeforeHookResult> => {
    if (!USERNAME_INPUT_PATHS.has(ctx.path)) return;
    const body = ctx.body as Record<string, unknown> | undefined;
    // Anything but a string is left to the route's own validation (null clears the field).
    if (typeof body?.username !== 'string') return;
    const typed = body.username;
    await assertValidUsername(typed, rules);
    if (!(await routeWouldServe(ctx))) return;
    const username = typed.toLowerCase();
    if (await findUserByUsername(ctx.context, username)) {
      throw usernameError('UNPROCESSABLE_ENTITY', 'USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER');
    }
    return {
      body: { ...body, username, displayUsername: body.displayUsername || typed },
    };
  };
}

/** False for a sign-up while it is disabled and an update-user without a valid session. */
async function routeWouldServe(ctx: HookContext): Promise<boolean> {
  if (ctx.path === '/sign-up/email') {
    const { enabled, disableSignUp } = ctx.context.options.emailAndPassword;
    return enabled && !disableSignUp;
  }
  // A plain read: unlike getSession it neither refreshes the session nor touches cookies, which
  // stay the route's business.
  const token = readSessionToken(ctx);
  if (!token) return false;
  const found = await ctx.context.store.findSession(token);
  return found !== null && found.session.expiresAt.getTime() > Date.now();
}
