import { generateRandomString, LOWERCASE_ALPHANUMERIC } from '../crypto/random.js';
import type { User } from '../db/entities.js';
import { APIError } from '../errors/api-error.js';
import type { AuthContext } from '../kernel/auth-context.js';
import type { EndpointContext } from '../kernel/endpoint.js';
import { sendTokenEmail } from '../verification/send-token-email.js';

/** Identifier prefix of account-deletion records: `delete-account-{token}` (SPEC §4). */
export const DELETE_ACCOUNT_PREFIX = 'delete-account-';

/**
 * Length of account-deletion tokens in characters (SPEC §9), drawn over `[a-z0-9]` as Better
 * Auth 1.2.7 draws them (`generateRandomString(32, "0-9", "a-z")`): 165 bits.
 */
export const DELETE_TOKEN_LENGTH = 32;

/**
 * Refuses every delete-user route unless `user.deleteUser.enabled`.
 *
 * @throws APIError 404 NOT_FOUND 'Not Found' (SPEC §6: "Delete-user must be enabled, else not
 *   found"; §8: disabled paths).
 */
export function assertDeleteUserEnabled(context: AuthContext): void {
  if (!context.options.user.deleteUser.enabled) throw new APIError('NOT_FOUND', 'NOT_FOUND');
}

/**
 * Stores a single-use deletion token, 32 characters over `[a-z0-9]` (value: the user id; lifetime
 * `user.deleteUser.deleteTokenExpiresIn`, default 86400 s) and hands
 * `{ user, url, token }` to `sendDeleteAccountVerification`, awaited. The link,
 * `{baseURL}/delete-user/callback?token=…&callbackURL=…`, is built from the configured base URL;
 * `callbackURL` is in it only when the caller gave one.
 *
 * @throws APIError 500 UNABLE_TO_CREATE_VERIFICATION when the record cannot be written; 500
 *   FAILED_TO_SEND_EMAIL when the sender throws (the record is then deleted).
 * @see SPEC §4, §9
 */
export async function sendDeleteAccountVerification(
  ctx: EndpointContext<any, any>,
  user: User,
  callbackURL: string | undefined,
): Promise<void> {
  const { options, store, logger } = ctx.context;
  const { sendDeleteAccountVerification: sender, deleteTokenExpiresIn } = options.user.deleteUser;
  if (!sender) return;
  const token = generateRandomString(DELETE_TOKEN_LENGTH, LOWERCASE_ALPHANUMERIC);
  try {
    await store.createVerification({
      identifier: `${DELETE_ACCOUNT_PREFIX}${token}`,
      value: user.id,
      expiresAt: new Date(Date.now() + deleteTokenExpiresIn * 1000),
    });
  } catch (error) {
    logger.error('Unable to create verification', error);
    throw new APIError('INTERNAL_SERVER_ERROR', 'UNABLE_TO_CREATE_VERIFICATION');
  }
  const url = new URL(`${options.baseURL}/delete-user/callback`);
  url.searchParams.set('token', token);
  if (callbackURL) url.searchParams.set('callbackURL', callbackURL);
  await sendTokenEmail(
    ctx,
    `${DELETE_ACCOUNT_PREFIX}${token}`,
    'sendDeleteAccountVerification',
    () => sender({ user, url: url.toString(), token }, ctx.request),
  );
}

/**
 * Checks a deletion token for `userId` and returns its record identifier, to be consumed by
 * {@link deleteUserAccount} in the deletion's transaction (so of two uses, one wins). An expired
 * record of this user is deleted on the way.
 *
 * @throws APIError 404 INVALID_TOKEN 'invalid token' for an unknown or expired token, or one
 *   issued to another user (Better Auth 1.2.7's status for all three).
 */
export async function checkDeleteToken(
  context: AuthContext,
  token: string,
  userId: string,
): Promise<string> {
  const identifier = `${DELETE_ACCOUNT_PREFIX}${token}`;
  const record = await context.store.findVerification(identifier);
  if (!record || record.value !== userId) throw new APIError('NOT_FOUND', 'INVALID_TOKEN');
  if (record.expiresAt.getTime() <= Date.now()) {
    await context.store.consumeVerification(identifier);
    throw new APIError('NOT_FOUND', 'INVALID_TOKEN');
  }
  return identifier;
}
