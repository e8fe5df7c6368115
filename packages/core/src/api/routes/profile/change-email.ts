import { z } from 'zod';
import { UniqueConstraintError } from '../../../db/adapter.js';
import type { SessionWithUser, User } from '../../../db/entities.js';
import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint, type EndpointContext } from '../../../kernel/endpoint.js';
import { emitEvent } from '../../../security/audit-events.js';
import { assertSafeRedirects } from '../../../security/redirect-url.js';
import { setCookieCache } from '../../../session/cookie-cache.js';
import { requireSession } from '../../../session/require-session.js';
import { reissueSessionCookie } from '../../../session/session-cookie.js';
import { assertValidEmailField } from '../../../user/email-address.js';
import {
  createEmailVerification,
  sendVerificationEmail,
} from '../../../verification/email-verification.js';

/**
 * `POST /change-email` `{ newEmail, callbackURL? }`: moves the signed-in user to another email
 * address (`user.changeEmail.enabled`).
 *
 * - Current email not verified: the email changes at once (lowercased, `emailVerified: false`)
 *   and, when `emailVerification.sendVerificationEmail` is set, a verification link goes to the
 *   new address.
 * - Current email verified: nothing changes yet. `user.changeEmail.sendChangeEmailVerification`
 *   receives `{ user, newEmail, url, token }` for the CURRENT address; following the link
 *   (`GET /verify-email`) makes the change, the new email starting unverified (SPEC §4).
 *
 * Emails are sent in the background: the response never waits on the mail server.
 * Response: `{ status: true }`.
 *
 * `callbackURL` and then `newEmail` (as body validation) are checked first, as Better Auth 1.2.7
 * does, before the configuration and the session.
 *
 * @throws APIError 403 'Invalid callbackURL'; 400 VALIDATION_ERROR (a malformed or too long
 *   `newEmail` too); 400 CHANGE_EMAIL_IS_DISABLED 'Change email is disabled'; 401 UNAUTHORIZED;
 *   400 EMAIL_IS_THE_SAME 'Email is the same'
 *   (compared lowercased); 400 COULDNT_UPDATE_YOUR_EMAIL "Couldn't update your email" when the
 *   address belongs to another user; 400 VERIFICATION_EMAIL_ISNT_ENABLED "Verification email
 *   isn't enabled" for a verified user without `sendChangeEmailVerification`; 500
 *   UNABLE_TO_CREATE_VERIFICATION.
 * @see SPEC §4, §5 ("Change email"), §7
 * @example
 * await auth.api.changeEmail({ body: { newEmail: 'ada@new.example', callbackURL: '/settings' }, headers });
 */
export const changeEmail = defineEndpoint(
  '/change-email',
  {
    method: 'POST',
    body: z.object({ newEmail: z.string(), callbackURL: z.string().optional() }),
    metadata: { summary: 'Change the email of the signed-in user', tags: ['Profile'] },
  },
  async (ctx): Promise<{ status: true }> => {
    const { context, body } = ctx;
    assertSafeRedirects({ callbackURL: body.callbackURL }, context.trustedOrigins);
    const newEmail = body.newEmail.toLowerCase();
    assertValidEmailField(context, newEmail, 'newEmail');
    const config = context.options.user.changeEmail;
    if (!config.enabled) throw new APIError('BAD_REQUEST', 'CHANGE_EMAIL_IS_DISABLED');
    const found = await requireSession(ctx, { sensitive: true });
    const { user } = found;
    if (newEmail === user.email.toLowerCase()) {
      throw new APIError('BAD_REQUEST', 'EMAIL_IS_THE_SAME');
    }
    // The message says no more than this: which addresses exist is not the caller's business.
    if (await context.store.findUserByEmail(newEmail)) {
      throw new APIError('BAD_REQUEST', 'COULDNT_UPDATE_YOUR_EMAIL');
    }

    if (!user.emailVerified) {
      await changeUnverifiedEmail(ctx, found, newEmail, body.callbackURL);
      return { status: true };
    }

    const sender = config.sendChangeEmailVerification;
    if (!sender) throw new APIError('BAD_REQUEST', 'VERIFICATION_EMAIL_ISNT_ENABLED');
    let link: { token: string; url: string };
    try {
      link = await createEmailVerification(
        ctx,
        { userId: user.id, email: user.email, newEmail },
        body.callbackURL,
      );
    } catch (error) {
      context.logger.error('Unable to create verification', error);
      throw new APIError('INTERNAL_SERVER_ERROR', 'UNABLE_TO_CREATE_VERIFICATION');
    }
    context.runInBackground(() => sender({ user, newEmail, ...link }, ctx.request));
    return { status: true };
  },
);

// An unverified address proves nothing, so there is nobody to ask: change it directly.
async function changeUnverifiedEmail(
  ctx: EndpointContext<any, any>,
  found: SessionWithUser,
  newEmail: string,
  callbackURL: string | undefined,
): Promise<void> {
  const { context } = ctx;
  let updated: User | null;
  try {
    updated = await context.store.updateUser(found.user.id, {
      email: newEmail,
      emailVerified: false,
    });
  } catch (error) {
    // Another user took the address between the check and the write.
    if (error instanceof UniqueConstraintError) {
      throw new APIError('BAD_REQUEST', 'COULDNT_UPDATE_YOUR_EMAIL');
    }
    throw error;
  }
  if (!updated) throw new APIError('BAD_REQUEST', 'USER_NOT_FOUND');
  setCookieCache(ctx, { session: found.session, user: updated });
  reissueSessionCookie(ctx, found.session.token);
  emitEvent(ctx, { type: 'email.change', userId: updated.id });
  try {
    await sendVerificationEmail(ctx, updated, callbackURL);
  } catch (error) {
    // The change is done and cannot be reported as failed; /send-verification-email can retry.
    context.logger.error('Unable to create verification', error);
  }
}
