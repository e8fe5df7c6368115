import { z } from 'zod';
import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import {
  createResetPasswordToken,
  RESET_PASSWORD_PREFIX,
} from '../../../password/reset-password-token.js';
import { assertSafeRedirects } from '../../../security/redirect-url.js';
import { runAfterResponse } from '../../../security/run-after-response.js';
import { assertValidEmailField } from '../../../user/email-address.js';
import { sendTokenEmail } from '../../../verification/send-token-email.js';

/**
 * `POST /forget-password`: emails a password-reset link.
 *
 * Answers `{ status: true }` for known and unknown emails alike, in the same time: the user
 * lookup, the token and the call to `emailAndPassword.sendResetPassword` all run after the
 * response, which therefore never waits on the database or the mail server (no account
 * enumeration). The sender receives `{ user, url, token }`, where `url` is
 * `{baseURL}/reset-password/{token}?callbackURL={redirectTo}` and the token (24 characters over
 * [A-Za-z0-9], stored as `reset-password:{token}`) lives
 * `emailAndPassword.resetPasswordTokenExpiresIn` seconds (default 3600) and works once.
 *
 * Body: `email` (required), `redirectTo` (optional; the page that asks for the new password, a
 * relative path or a trusted origin).
 *
 * Checked in Better Auth 1.2.7's order: `redirectTo`, then the email (as body validation), then
 * the configuration.
 *
 * @throws APIError 403 'Invalid redirectURL' (an unsafe `redirectTo`); 400 VALIDATION_ERROR
 *   (a malformed or too long `email` too); 400 EMAIL_AND_PASSWORD_IS_NOT_ENABLED; 400
 *   RESET_PASSWORD_ISNT_ENABLED "Reset password isn't enabled" (no `sendResetPassword`).
 * @see SPEC §4, §7, §8, §9
 * @example
 * await auth.api.forgetPassword({ body: { email: 'ada@example.com', redirectTo: '/reset' } });
 */
export const forgetPassword = defineEndpoint(
  '/forget-password',
  {
    method: 'POST',
    body: z.object({ email: z.string(), redirectTo: z.string().optional() }),
    metadata: { summary: 'Email a password reset link', tags: ['Password reset'] },
  },
  async (ctx): Promise<{ status: boolean }> => {
    const { context, body } = ctx;
    assertSafeRedirects({ redirectTo: body.redirectTo }, context.trustedOrigins);
    const email = body.email.toLowerCase();
    assertValidEmailField(context, email, 'email');
    const { enabled, sendResetPassword } = context.options.emailAndPassword;
    if (!enabled) throw new APIError('BAD_REQUEST', 'EMAIL_AND_PASSWORD_IS_NOT_ENABLED');
    if (!sendResetPassword) throw new APIError('BAD_REQUEST', 'RESET_PASSWORD_ISNT_ENABLED');

    runAfterResponse(context, async () => {
      const user = await context.store.findUserByEmail(email);
      if (!user) return;
      const { token, url } = await createResetPasswordToken(ctx, user, body.redirectTo);
      // After the response, so the answer is the same for every address; a link that could not
      // be sent is withdrawn (the failure is logged, not answered).
      await sendTokenEmail(ctx, `${RESET_PASSWORD_PREFIX}${token}`, 'sendResetPassword', () =>
        sendResetPassword({ user, url, token }, ctx.request),
      );
    });
    return { status: true };
  },
);
