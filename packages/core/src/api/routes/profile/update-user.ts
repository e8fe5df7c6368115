import { z } from 'zod';
import { UniqueConstraintError } from '../../../db/adapter.js';
import type { User } from '../../../db/entities.js';
import { uniqueViolationError } from '../../../db/unique-violation.js';
import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import { setCookieCache } from '../../../session/cookie-cache.js';
import { requireSession } from '../../../session/require-session.js';
import { reissueSessionCookie } from '../../../session/session-cookie.js';
import { parseAdditionalFields } from '../../../user/additional-fields.js';

/**
 * `POST /update-user`: changes the signed-in user's profile — `name`, `image` (null removes it)
 * and any field clients may set (`user.additionalFields` with `input` not false, and plugin user
 * fields such as `username`). Keys that are none of these are ignored, so `emailVerified`, `id`
 * or `createdAt` in a body change nothing.
 *
 * Response: `{ status: true }`, also for a body that changes nothing (then nothing is written).
 * After a change the session cookie is set again and, with the cookie cache on, the
 * `session_data` cookie is rewritten so get-session does not serve the old profile; the session
 * itself is left as it is (Better Auth 1.2.7 answers alike).
 *
 * @throws APIError 401 UNAUTHORIZED without a session; 400 EMAIL_CAN_NOT_BE_UPDATED
 *   'Email can not be updated' when the body has an `email` (use /change-email); 400
 *   '{field} is not allowed to be set' / VALIDATION_ERROR for additional fields; 422
 *   FAILED_TO_UPDATE_USER when the write fails, e.g. a unique value (a username) already taken.
 * @see SPEC §2 (Profile), §5, §7
 * @example
 * await auth.api.updateUser({ body: { name: 'Ada King', image: null }, headers });
 */
export const updateUser = defineEndpoint(
  '/update-user',
  {
    method: 'POST',
    // Loose: additional and plugin fields ride along and are checked by parseAdditionalFields.
    body: z.looseObject({
      name: z.string().optional(),
      image: z.string().nullable().optional(),
    }),
    metadata: { summary: "Update the signed-in user's profile", tags: ['Profile'] },
  },
  async (ctx): Promise<{ status: true }> => {
    const { context, body } = ctx;
    const { session, user } = await requireSession(ctx, { sensitive: true });
    if (body.email !== undefined) throw new APIError('BAD_REQUEST', 'EMAIL_CAN_NOT_BE_UPDATED');

    const data = parseAdditionalFields(context.userInputFields, body, 'update');
    if (body.name !== undefined) data.name = body.name;
    if (body.image !== undefined) data.image = body.image;
    // Nothing to change: `{ status: true }` without a write. As Better Auth 1.2.7, the cookies
    // are set again unless the body was empty.
    if (Object.keys(data).length === 0) {
      if (Object.keys(body).length > 0) reissueSessionCookie(ctx, session.token);
      return { status: true };
    }

    let updated: User | null;
    try {
      updated = await context.store.updateUser(user.id, data);
    } catch (error) {
      if (error instanceof APIError) throw error;
      // A unique column (e.g. a username) lost a race with another user: a client error.
      if (error instanceof UniqueConstraintError) {
        throw uniqueViolationError(context.schema, error, 'FAILED_TO_UPDATE_USER');
      }
      context.logger.error('Failed to update user', error);
      throw new APIError('UNPROCESSABLE_ENTITY', 'FAILED_TO_UPDATE_USER');
    }
    if (!updated) throw new APIError('BAD_REQUEST', 'USER_NOT_FOUND');
    setCookieCache(ctx, { session, user: updated });
    reissueSessionCookie(ctx, session.token);
    return { status: true };
  },
);
