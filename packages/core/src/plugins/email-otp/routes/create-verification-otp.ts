import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import { createOTP, OTP_TYPES, type OTPSettings } from '../otp.js';

/**
 * `auth.api.createVerificationOTP({ body: { email, type } })` (server only, as in Better Auth
 * 1.2.7; over HTTP it answers 404): makes a code for `email` and `type`, replacing the
 * outstanding one, and returns it as a string without emailing it — for an app that delivers
 * codes itself. Lives `expiresIn` seconds.
 *
 * @throws APIError 400 VALIDATION_ERROR (no email, unknown type).
 * @example
 * const otp = await auth.api.createVerificationOTP({ body: { email, type: 'sign-in' } });
 */
export function createCreateVerificationOTPEndpoint(settings: OTPSettings) {
  return defineEndpoint(
    '/email-otp/create-verification-otp',
    {
      method: 'POST',
      serverOnly: true,
      body: z.object({ email: z.string(), type: z.enum(OTP_TYPES) }),
      metadata: { summary: 'Create a one-time code without sending it', tags: ['Email OTP'] },
    },
    (ctx): Promise<string> => createOTP(ctx, settings, ctx.body.type, ctx.body.email.toLowerCase()),
  );
}
