import { z } from 'zod';
import { defineEndpoint, isValidEmail } from '../../../plugin/index.js';
import { emailOTPError } from '../email-otp-error.js';
import { OTP_TYPES, type OTPSettings } from '../otp.js';
import {
  type EmailRateLimit,
  enforceEmailRateLimit,
  type SendVerificationOTP,
  sendOTPAfterResponse,
} from '../send-otp.js';

/** What the send routes need besides the code settings. */
export interface SendSettings {
  sendVerificationOTP: SendVerificationOTP | undefined;
  rateLimitPerEmail: EmailRateLimit | false;
}

/**
 * `POST /email-otp/send-verification-otp` `{ email, type }`, `type` one of `'sign-in'`,
 * `'email-verification'`, `'forget-password'`: emails a code (`sendVerificationOTP`) and answers
 * `{ success: true }`, as Better Auth 1.2.7 does.
 *
 * The answer never depends on the address: the code is made and sent after the response, for
 * every address with `sign-in` (a first code signs the user up) and `email-verification`, and
 * only to users with `forget-password` or `disableSignUp` (Better Auth looks the user up before
 * answering; the answer is the same but its timing is not). A new code replaces the outstanding
 * one of the same type. Rate limits: 3 per 60 s per IP (Better Auth's) and
 * `rateLimitPerEmail` per address.
 *
 * @throws APIError 400 SEND_EMAIL_VERIFICATION_IS_NOT_IMPLEMENTED (no sender); 400
 *   INVALID_EMAIL 'Invalid email' (malformed or longer than `user.maxEmailLength`); 400
 *   VALIDATION_ERROR (no email, unknown type); 429 TOO_MANY_REQUESTS.
 * @example
 * await auth.api.sendVerificationOTP({ body: { email: 'ada@example.com', type: 'sign-in' } });
 */
export function createSendVerificationOTPEndpoint(settings: OTPSettings, send: SendSettings) {
  return defineEndpoint(
    '/email-otp/send-verification-otp',
    {
      method: 'POST',
      body: z.object({ email: z.string(), type: z.enum(OTP_TYPES) }),
      metadata: { summary: 'Email a one-time code', tags: ['Email OTP'] },
    },
    async (ctx): Promise<{ success: boolean }> => {
      const { context, body } = ctx;
      if (!send.sendVerificationOTP) {
        context.logger.error('send email verification is not implemented');
        throw emailOTPError('BAD_REQUEST', 'SEND_EMAIL_VERIFICATION_IS_NOT_IMPLEMENTED');
      }
      const email = body.email.toLowerCase();
      if (!isValidEmail(email, context.options.user.maxEmailLength)) {
        throw emailOTPError('BAD_REQUEST', 'INVALID_EMAIL');
      }
      await enforceEmailRateLimit(ctx, 'email-otp', email, send.rateLimitPerEmail);
      const onlyKnownUsers = body.type === 'forget-password' || settings.disableSignUp;
      sendOTPAfterResponse(
        ctx,
        settings,
        send.sendVerificationOTP,
        body.type,
        email,
        onlyKnownUsers,
      );
      return { success: true };
    },
  );
}
