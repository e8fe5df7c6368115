import { z } from 'zod';
import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import { assertSafeRedirects } from '../../../security/redirect-url.js';
import { runAfterResponse } from '../../../security/run-after-response.js';
import { assertValidEmailField } from '../../../user/email-address.js';
import { sendVerificationEmail as sendVerificationTo } from '../../../verification/email-verification.js';

/**
 * `POST /send-verification-email`: (re)sends the email-verification link.
 *
 * Answers `{ status: true }` whether or not the address belongs to an account, and sends
 * nothing for an unknown or already-verified address; the lookup and the mail happen after the
 * response, so neither its body nor its timing tells whether the account exists. A session, if
 * any, plays no part: the address in the body is the one answered for, as in Better Auth 1.2.7.
 *
 * Body: `email` (required), `callbackURL` (optional; carried into the link, a relative path or a
 * trusted origin).
 *
 * Checked in Better Auth 1.2.7's order: `callbackURL`, then the email (as body validation), then
 * the configuration.
 *
 * @throws APIError 403 'Invalid callbackURL'; 400 VALIDATION_ERROR (a malformed or too long
 *   `email` too); 400 VERIFICATION_EMAIL_ISNT_ENABLED "Verification email isn't enabled" (no
 *   `emailVerification.sendVerificationEmail`).
 * @see SPEC §2, §4, §8
 * @example
 * await auth.api.sendVerificationEmail({
 *   body: { email: 'ada@example.com', callbackURL: '/welcome' },
 * });
 */
export const sendVerificationEmail = defineEndpoint(
  '/send-verification-email',
  {
    method: 'POST',
    body: z.object({ email: z.string(), callbackURL: z.string().optional() }),
    metadata: { summary: 'Send the email verification link', tags: ['Email verification'] },
  },
  async (ctx): Promise<{ status: boolean }> => {
    const { context, body } = ctx;
    assertSafeRedirects(body, context.trustedOrigins);
    const email = body.email.toLowerCase();
    assertValidEmailField(context, email, 'email');
    if (!context.options.emailVerification.sendVerificationEmail) {
      throw new APIError('BAD_REQUEST', 'VERIFICATION_EMAIL_ISNT_ENABLED');
    }
    runAfterResponse(context, async () => {
      const user = await context.store.findUserByEmail(email);
      if (!user || user.emailVerified) return;
      await sendVerificationTo(ctx, user, body.callbackURL);
    });
    return { status: true };
  },
);
