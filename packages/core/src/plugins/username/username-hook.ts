import type { BeforeHookResult, HookContext } from '../../hooks/endpoint-hooks.js';
import { readSessionToken } from '../../session/session-token.js';
import { findUserByUsername } from './find-user-by-username.js';
import { assertValidUsername, type UsernameRules, usernameError } from './validate-username.js';

/** The routes whose input may carry `username` / `displayUsername`. */
const USERNAME_INPUT_PATHS = new Set(['/sign-up/email', '/update-user']);

/**
 * The before hook of the username plugin, for `/sign-up/email` and `/update-user` when the body
 * has a string `username`:
 *
 * 1. checks it as typed (length, then characters — SPEC §5);
 * 2. refuses it when another user holds it, compared lowercased;
 * 3. replaces the input with `username` lowercased and `displayUsername` defaulting to the
 *    username as typed.
 *
 * Where the route will refuse anyway — sign-up while it is disabled, `/update-user` without a
 * valid session — it does nothing, so that the route's own error answers and the hook never
 * becomes a way to learn which usernames exist. A user re-submitting their own username (in
 * any case) is not "taken".
 *
 * @throws APIError 400 USERNAME_IS_TOO_SHORT / USERNAME_IS_TOO_LONG / USERNAME_IS_INVALID;
 *   422 USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER.
 */
export function createUsernameHook(rules: UsernameRules) {
  return async (ctx: HookContext): Promise<BeforeHookResult> => {
    if (!USERNAME_INPUT_PATHS.has(ctx.path)) return;
    const body = ctx.body as Record<string, unknown> | undefined;
    // Anything but a string is left to the route's own validation (null clears the field).
    if (typeof body?.username !== 'string') return;

    let callerId: string | null = null;
    if (ctx.path === '/sign-up/email') {
      const { enabled, disableSignUp } = ctx.context.options.emailAndPassword;
      if (!enabled || disableSignUp) return;
    } else {
      callerId = await currentUserId(ctx);
      if (!callerId) return;
    }
    const typed = body.username;
    await assertValidUsername(typed, rules);
    const username = typed.toLowerCase();
    const owner = await findUserByUsername(ctx.context, username);
    if (owner && owner.id !== callerId) {
      throw usernameError('UNPROCESSABLE_ENTITY', 'USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER');
    }
    return {
      body: {
        ...body,
        username,
        displayUsername: body.displayUsername === undefined ? typed : body.displayUsername,
      },
    };
  };
}

// A plain read: unlike getSession it neither refreshes the session nor touches cookies, which
// stay the route's business.
async function currentUserId(ctx: HookContext): Promise<string | null> {
  const token = readSessionToken(ctx);
  if (!token) return null;
  const found = await ctx.context.store.findSession(token);
  if (!found || found.session.expiresAt.getTime() <= Date.now()) return null;
  return found.user.id;
}
