import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import { enforcePhoneNumberRateLimit, issuePhoneOTP } from '../send-otp.js';
import type { PhoneNumberSettings } from '../settings.js';
import { acceptsPhoneNumber } from '../validate-phone-number.js';

/**
 * `POST /phone-number/forget-password` `{ phoneNumber }`: texts a password-reset code
 * (`sendForgetPasswordOTP`) to the user holding the number and answers `{ status: true }`.
 *
 * Differs from Better Auth 1.2.7, which answers 400 "phone number isn't registered" for an
 * unknown number (account enumeration): Portcullis answers `{ status: true }` for every number,
 * stores a code for it, and looks the user up and texts the code after the response, so neither
 * the answer nor its timing tells whether the number has an account. A number without a user gets a code
 * stored but sent to nobody (reset-password then answers alike); a number the validator refuses
 * gets nothing. Rate limits: 10 per 60 s per IP on `/phone-number/*` (Better Auth's) and
 * `rateLimitPerPhoneNumber` per number.
 *
 * @throws APIError 429 TOO_MANY_REQUESTS; 400 VALIDATION_ERROR.
 * @example
 * await auth.api.forgetPasswordPhoneNumber({ body: { phoneNumber: '+14155552671' } });
 */
export function createForgetPasswordPhoneNumberEndpoint(settings: PhoneNumberSettings) {
  return defineEndpoint(
    '/phone-number/forget-password',
    {
      method: 'POST',
      body: z.object({ phoneNumber: z.string() }),
      metadata: { summary: 'Text a password-reset code', tags: ['Phone number'] },
    },
    async (ctx): Promise<{ status: boolean }> => {
      const { phoneNumber } = ctx.body;
      await enforcePhoneNumberRateLimit(ctx, phoneNumber, settings.rateLimitPerPhoneNumber);
      if (await acceptsPhoneNumber(ctx, settings.validator, phoneNumber)) {
        await issuePhoneOTP(
          ctx,
          settings.otp,
          settings.sendForgetPasswordOTP,
          'forget-password',
          phoneNumber,
          true,
        );
      }
      return { status: true };
    },
  );
}
