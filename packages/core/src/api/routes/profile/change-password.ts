import { z } from 'zod';
import type { User } from '../../../db/entities.js';
import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import {
  assertPasswordLength,
  assertPasswordNotKnown,
  hashNewPassword,
} from '../../../password/credential-rules.js';
import { assertCurrentPassword } from '../../../password/current-password.js';
import { emitEvent } from '../../../security/audit-events.js';
import { createSession } from '../../../session/create-session.js';
import { requireSession } from '../../../session/require-session.js';
import { toAnswerUser } from '../../../user/answer-user.js';

/**
 * `POST /change-password` `{ newPassword, currentPassword, revokeOtherSessions? }`: replaces the
 * signed-in user's password after checking the current one. The session is always read from the
 * database (a revoked session cannot change a password from a cached cookie).
 *
 * With `revokeOtherSessions: true`, a new session is created (new token, new cookie, keeping the
 * remember-me choice of the current one) and every other session of the user — the current one
 * included — is deleted, so a stolen token stops working.
 *
 * Response: `{ token, user }`; `token` is the new session token, or null without
 * `revokeOtherSessions`; `user` has the seven SPEC §7 fields only (Better Auth 1.2.7).
 *
 * @throws APIError 401 UNAUTHORIZED without a session; 400 PASSWORD_TOO_SHORT /
 *   PASSWORD_TOO_LONG for `newPassword`; 400 CREDENTIAL_ACCOUNT_NOT_FOUND 'Credential account not
 *   found' (no password, e.g. a social-only user); 400 INVALID_PASSWORD 'Invalid password'; 500
 *   FAILED_TO_GET_SESSION when the replacing session cannot be created (Better Auth 1.2.7's
 *   codes).
 * @see SPEC §2 (Profile), §5, §7, §8
 * @example
 * await auth.api.changePassword({
 *   body: { currentPassword: 'old-secret', newPassword: 'new-secret', revokeOtherSessions: true },
 *   headers,
 * });
 */
export const changePassword = defineEndpoint(
  '/change-password',
  {
    method: 'POST',
    body: z.object({
      newPassword: z.string(),
      currentPassword: z.string(),
      revokeOtherSessions: z.boolean().optional(),
    }),
    metadata: { summary: 'Change the password of the signed-in user', tags: ['Profile'] },
  },
  async (ctx): Promise<{ token: string | null; user: User }> => {
    const { context, body } = ctx;
    const { user } = await requireSession(ctx, { sensitive: true });
    assertPasswordLength(context, body.newPassword);
    await assertCurrentPassword(
      context,
      user.id,
      body.currentPassword,
      'CREDENTIAL_ACCOUNT_NOT_FOUND',
    );
    await assertPasswordNotKnown(context, body.newPassword);

    // Hashed before the write: no connection or transaction is held during a ~80 ms hash.
    const hash = await hashNewPassword(context, body.newPassword);
    await context.store.setPassword(user.id, hash);
    emitEvent(ctx, { type: 'password.change', userId: user.id });
    if (!body.revokeOtherSessions) return { token: null, user: toAnswerUser(user) };

    // New session first, then everything else: the user is never left without a session.
    const rememberMe = ctx.getSignedCookie(context.cookies.dontRemember) === null;
    const session = await createSession(ctx, user, { rememberMe }).catch((error: unknown) => {
      if (error instanceof APIError && error.body.code === 'FAILED_TO_CREATE_SESSION') {
        throw new APIError('INTERNAL_SERVER_ERROR', 'FAILED_TO_GET_SESSION');
      }
      throw error;
    });
    await context.store.deleteUserSessions(user.id, session.token);
    return { token: session.token, user: toAnswerUser(user) };
  },
);
