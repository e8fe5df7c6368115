import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import { emailOTPError } from '../email-otp-error.js';
import { OTP_TYPES, type OTPSettings, otpIdentifier } from '../otp.js';

/**
 * `auth.api.getVerificationOTP({ query: { email, type } })` (server only, as in Better Auth
 * 1.2.7; over HTTP it answers 404): the outstanding code's stored value as Better Auth 1.2.7
 * answers it, `{ otp: '{code}:{attempts}' }`, or `{ otp: null }` when there is none or it has
 * expired. Only with `storeOTP: 'plain'`: a hashed code cannot be read back.
 *
 * @throws APIError 400 OTP_IS_HASHED with the default `storeOTP: 'hashed'`; 400 VALIDATION_ERROR.
 * @example
 * const { otp } = await auth.api.getVerificationOTP({ query: { email, type: 'sign-in' } });
 */
export function createGetVerificationOTPEndpoint(settings: OTPSettings) {
  return defineEndpoint(
    '/email-otp/get-verification-otp',
    {
      method: 'GET',
      serverOnly: true,
      query: z.object({ email: z.string(), type: z.enum(OTP_TYPES) }),
      metadata: { summary: 'Read an outstanding one-time code', tags: ['Email OTP'] },
    },
    async (ctx): Promise<{ otp: string | null }> => {
      if (settings.storeOTP !== 'plain') throw emailOTPError('BAD_REQUEST', 'OTP_IS_HASHED');
      const { type, email } = ctx.query;
      const record = await ctx.context.store.findVerification(
        otpIdentifier(type, email.toLowerCase()),
      );
      if (!record || record.expiresAt.getTime() < Date.now()) return { otp: null };
      return { otp: record.value };
    },
  );
}
