import { generateRandomString } from '../crypto/random.js';
import type { User } from '../db/entities.js';
import type { EndpointContext } from '../kernel/endpoint.js';

/** Identifier prefix of password-reset records: `reset-password:{token}` (SPEC §4). */
export const RESET_PASSWORD_PREFIX = 'reset-password:';

/** Length of password-reset tokens in characters, over [A-Za-z0-9] (SPEC §9). */
export const RESET_PASSWORD_TOKEN_LENGTH = 24;

/**
 * Stores a single-use password-reset token for `user` (value: the user id; lifetime
 * `emailAndPassword.resetPasswordTokenExpiresIn`, default 3600 s) and returns it with its link
 * `{baseURL}/reset-password/{token}?callbackURL={redirectTo}`, built from the configured base
 * URL, never from the request. Without `redirectTo` the link has no `callbackURL`.
 *
 * @see SPEC §4, §9
 * @example
 * const { token, url } = await createResetPasswordToken(ctx, user, '/reset');
 */
export async function createResetPasswordToken(
  ctx: EndpointContext<any, any>,
  user: User,
  redirectTo?: string,
): Promise<{ token: string; url: string }> {
  const { options, store } = ctx.context;
  const token = generateRandomString(RESET_PASSWORD_TOKEN_LENGTH);
  await store.createVerification({
    identifier: `${RESET_PASSWORD_PREFIX}${token}`,
    value: user.id,
    expiresAt: new Date(Date.now() + options.emailAndPassword.resetPasswordTokenExpiresIn * 1000),
  });
  const query = redirectTo ? `?callbackURL=${encodeURIComponent(redirectTo)}` : '';
  return { token, url: `${options.baseURL}/reset-password/${token}${query}` };
}

/**
 * The id of the user a reset token belongs to, when the token exists and has not expired; else
 * null. Does not consume the token.
 *
 * @example
 * const userId = await findResetPasswordUserId(ctx, token);
 */
export async function findResetPasswordUserId(
  ctx: EndpointContext<any, any>,
  token: string,
): Promise<string | null> {
  if (!token) return null;
  const record = await ctx.context.store.findVerification(`${RESET_PASSWORD_PREFIX}${token}`);
  if (!record || record.expiresAt.getTime() <= Date.now()) return null;
  return record.value;
}
