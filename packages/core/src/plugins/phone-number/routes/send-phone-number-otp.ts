import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import { phoneNumberError } from '../phone-number-error.js';
import { enforcePhoneNumberRateLimit, issuePhoneOTP } from '../send-otp.js';
import type { PhoneNumberSettings } from '../settings.js';
import { assertValidPhoneNumber } from '../validate-phone-number.js';

/**
 * `POST /phone-number/send-otp` `{ phoneNumber }`: texts a code (`sendOTP`) to verify the
 * number, sign in with it (up, with `signUpOnVerification`) or set it on the signed-in user, and
 * answers `{ message: 'code sent' }`, as Better Auth 1.2.7 does. A new code replaces the
 * outstanding one.
 *
 * The code is stored before the answer and texted after it: the answer and its timing are the
 * same for every number and however slow the SMS provider; a sender that throws is logged and
 * its code withdrawn (Better Auth answers 500). Rate limits: 10 per 60 s per IP on `/phone-number/*`
 * (Better Auth's) and `rateLimitPerPhoneNumber` per number.
 *
 * @throws APIError 501 SENDOTP_NOT_IMPLEMENTED 'sendOTP not implemented' (no `sendOTP`); 400
 *   INVALID_PHONE_NUMBER; 429 TOO_MANY_REQUESTS; 400 VALIDATION_ERROR.
 * @example
 * await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: '+14155552671' } });
 */
export function createSendPhoneNumberOTPEndpoint(settings: PhoneNumberSettings) {
  return defineEndpoint(
    '/phone-number/send-otp',
    {
      method: 'POST',
      body: z.object({ phoneNumber: z.string() }),
      metadata: { summary: 'Text a one-time code to a phone number', tags: ['Phone number'] },
    },
    async (ctx): Promise<{ message: string }> => {
      const { context, body } = ctx;
      if (!settings.sendOTP) {
        context.logger.warn('sendOTP not implemented');
        throw phoneNumberError('NOT_IMPLEMENTED', 'SENDOTP_NOT_IMPLEMENTED');
      }
      await assertValidPhoneNumber(ctx, settings.validator, body.phoneNumber);
      await enforcePhoneNumberRateLimit(ctx, body.phoneNumber, settings.rateLimitPerPhoneNumber);
      await issuePhoneOTP(ctx, settings.otp, settings.sendOTP, 'verify', body.phoneNumber, false);
      return { message: 'code sent' };
    },
  );
}
