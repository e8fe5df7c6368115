import { z } from 'zod';
import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import {
  assertPasswordLength,
  assertPasswordNotKnown,
  hashNewPassword,
} from '../../../password/credential-rules.js';
import {
  findResetPasswordUserId,
  RESET_PASSWORD_PREFIX,
} from '../../../password/reset-password-token.js';
import { emitEvent } from '../../../security/audit-events.js';

/**
 * `POST /reset-password`: sets a new password with a reset token.
 *
 * The token works once (of two concurrent uses exactly one succeeds). In one transaction it is
 * consumed, the password of the user's credential account is set (the account is created when
 * the user had none, e.g. a social-only user), every other outstanding reset token of the user
 * is deleted, and, with `emailAndPassword.revokeSessionsOnPasswordReset`, every session of the
 * user is deleted — and, once that commits, evicted from secondary storage, so no instance keeps
 * answering for them. No session is created: the user signs in with the new password.
 *
 * Body: `newPassword` (length per `minPasswordLength`/`maxPasswordLength`, default 8 to 128),
 * `token` (or, as Better Auth 1.2.7 takes it, `?token=` in the query). Response: `{ status: true }`.
 *
 * @throws APIError 400 EMAIL_AND_PASSWORD_IS_NOT_ENABLED; 400 INVALID_TOKEN 'invalid token' (no
 *   token, checked first as Better Auth 1.2.7 does; unknown, expired or used token, or its user is
 *   gone); 400 PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG; 400 VALIDATION_ERROR.
 * @see SPEC §4, §5, §7, §8
 * @example
 * await auth.api.resetPassword({ body: { token, newPassword: 'a-new-long-password' } });
 */
export const resetPassword = defineEndpoint(
  '/reset-password',
  {
    method: 'POST',
    // A missing token is Better Auth 1.2.7's 400 INVALID_TOKEN, not a body error: '' stands for it.
    body: z.object({ newPassword: z.string(), token: z.string().catch('') }),
    query: z.object({ token: z.string().optional() }).optional(),
    metadata: { summary: 'Set a new password with a reset token', tags: ['Password reset'] },
  },
  async (ctx): Promise<{ status: boolean }> => {
    const { context, body } = ctx;
    const config = context.options.emailAndPassword;
    if (!config.enabled) throw new APIError('BAD_REQUEST', 'EMAIL_AND_PASSWORD_IS_NOT_ENABLED');
    const token = body.token || ctx.query?.token;
    if (!token) throw new APIError('BAD_REQUEST', 'INVALID_TOKEN');
    assertPasswordLength(context, body.newPassword);
    await assertPasswordNotKnown(context, body.newPassword);
    const userId = await findResetPasswordUserId(ctx, token);
    const user = userId ? await context.store.findUserById(userId) : null;
    if (!user) throw new APIError('BAD_REQUEST', 'INVALID_TOKEN');

    // Hash before any write: never hold the database (or a transaction) during a slow hash.
    const hash = await hashNewPassword(context, body.newPassword);
    // Sessions deleted here leave secondary storage once the transaction commits.
    await context.store.transaction(async (store) => {
      if (!(await store.consumeVerification(`${RESET_PASSWORD_PREFIX}${token}`))) {
        throw new APIError('BAD_REQUEST', 'INVALID_TOKEN');
      }
      await store.setPassword(user.id, hash);
      await store.deleteVerifications(RESET_PASSWORD_PREFIX, user.id);
      if (config.revokeSessionsOnPasswordReset) await store.deleteUserSessions(user.id);
    });
    emitEvent(ctx, { type: 'password.reset', userId: user.id });
    return { status: true };
  },
);
