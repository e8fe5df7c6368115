import { z } from 'zod';
import { defineEndpoint, isValidEmail } from '../../../plugin/index.js';
import type { OTPSettings } from '../otp.js';
import { enforceEmailRateLimit, sendOTPAfterResponse } from '../send-otp.js';
import type { SendSettings } from './send-verification-otp.js';

/**
 * `POST /forget-password/email-otp` `{ email }`: emails a `forget-password` code to the user of
 * `email` and answers `{ success: true }`.
 *
 * Differs from Better Auth 1.2.7, which answers 400 'User not found' for an unknown address
 * (account enumeration): Portcullis answers `{ success: true }` for every address, and looks the
 * user up, makes the code and sends it after the response, so neither the answer nor its timing
 * tells whether the address has an account. A malformed address is sent nothing. Rate limits: 3
 * per 60 s per IP and `rateLimitPerEmail` per address.
 *
 * @throws APIError 400 SEND_EMAIL_VERIFICATION_IS_NOT_IMPLEMENTED (no sender); 400
 *   VALIDATION_ERROR (no email); 429 TOO_MANY_REQUESTS.
 * @example
 * await auth.api.forgetPasswordEmailOTP({ body: { email: 'ada@example.com' } });
 */
export function createForgetPasswordEmailOTPEndpoint(settings: OTPSettings, send: SendSettings) {
  return defineEndpoint(
    '/forget-password/email-otp',
    {
      method: 'POST',
      body: z.object({ email: z.string() }),
      metadata: { summary: 'Email a password-reset code', tags: ['Email OTP'] },
    },
    async (ctx): Promise<{ success: boolean }> => {
      const { context, body } = ctx;
      const email = body.email.toLowerCase();
      await enforceEmailRateLimit(ctx, 'email-otp', email, send.rateLimitPerEmail);
      if (send.sendVerificationOTP && isValidEmail(email, context.options.user.maxEmailLength)) {
        sendOTPAfterResponse(
          ctx,
          settings,
          send.sendVerificationOTP,
          'forget-password',
          email,
          true,
        );
      }
      return { success: true };
    },
  );
}
