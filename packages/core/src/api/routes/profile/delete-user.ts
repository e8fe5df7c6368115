import { z } from 'zod';
import {
  assertDeleteUserEnabled,
  checkDeleteToken,
  sendDeleteAccountVerification,
} from '../../../account/delete-account-token.js';
import { deleteUserAccount } from '../../../account/delete-user-account.js';
import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import { assertCurrentPassword } from '../../../password/current-password.js';
import { assertSafeRedirects } from '../../../security/redirect-url.js';
import { isFresh, requireSession } from '../../../session/require-session.js';

/**
 * `POST /delete-user` `{ callbackURL?, password?, token? }`: deletes the signed-in user and
 * everything they own (`user.deleteUser.enabled`). The body may be omitted.
 *
 * Checked in this order, as Better Auth 1.2.7 does:
 * - `password`, when given: must be the user's password (a wrong one stops here).
 * - `token`: a deletion token from the email, as `GET /delete-user/callback` takes it; the
 *   user is deleted at once.
 * - with `sendDeleteAccountVerification` set: a deletion link is emailed (in the background) and
 *   nothing is deleted yet — a correct password included: with confirmation on, only the link
 *   (or its token) deletes.
 * - without a sender: deleted at once after a correct password; without a password the session
 *   must be fresh (younger than `session.freshAge`).
 *
 * Response: `{ success: true, message: 'User deleted' }` (session cookies cleared) or
 * `{ success: true, message: 'Verification email sent' }`.
 *
 * @throws APIError 404 NOT_FOUND 'Not Found' when deletion is not enabled; 403 'Invalid
 *   callbackURL'; 401 UNAUTHORIZED; 400 NO_PASSWORD_CREDENTIAL_FOUND / INVALID_PASSWORD; 404
 *   INVALID_TOKEN 'invalid token'; 400 SESSION_EXPIRED_REAUTHENTICATE_TO_PERFORM_THIS_ACTION
 *   'Session expired. Re-authenticate to perform this action.'; 500
 *   UNABLE_TO_CREATE_VERIFICATION; whatever `beforeDelete` throws.
 * @see SPEC §4, §6 ("Delete-user must be enabled, else not found"), §7, §8, §9
 * @example
 * const { message } = await auth.api.deleteUser({ body: { password: 'current-secret' }, headers });
 * // 'User deleted', or 'Verification email sent' with sendDeleteAccountVerification
 */
export const deleteUser = defineEndpoint(
  '/delete-user',
  {
    method: 'POST',
    body: z
      .object({
        callbackURL: z.string().optional(),
        password: z.string().optional(),
        token: z.string().optional(),
      })
      .optional(),
    metadata: { summary: 'Delete the signed-in user', tags: ['Profile'] },
  },
  async (ctx): Promise<{ success: true; message: 'User deleted' | 'Verification email sent' }> => {
    const { context } = ctx;
    const body = ctx.body ?? {};
    assertDeleteUserEnabled(context);
    assertSafeRedirects({ callbackURL: body.callbackURL }, context.trustedOrigins);
    const found = await requireSession(ctx, { sensitive: true });
    const { user } = found;

    if (body.password !== undefined) {
      await assertCurrentPassword(context, user.id, body.password);
    }
    if (body.token !== undefined) {
      const identifier = await checkDeleteToken(context, body.token, user.id);
      await deleteUserAccount(ctx, user, identifier);
      return { success: true, message: 'User deleted' };
    }
    // With confirmation on, only the emailed link deletes, even after a correct password: the
    // link also proves the mailbox, which a stolen session and password do not.
    if (context.options.user.deleteUser.sendDeleteAccountVerification) {
      await sendDeleteAccountVerification(ctx, user, body.callbackURL);
      return { success: true, message: 'Verification email sent' };
    }
    if (body.password === undefined && !isFresh(ctx, found)) {
      throw new APIError('BAD_REQUEST', 'SESSION_EXPIRED_REAUTHENTICATE_TO_PERFORM_THIS_ACTION');
    }
    await deleteUserAccount(ctx, user);
    return { success: true, message: 'User deleted' };
  },
);
