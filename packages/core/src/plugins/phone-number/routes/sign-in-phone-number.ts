import { z } from 'zod';
import { defineEndpoint, emitEvent, signInWithCredential } from '../../../plugin/index.js';
import { phoneNumberError } from '../phone-number-error.js';
import {
  answerUser,
  findUserByPhoneNumber,
  type PhoneNumberUser,
  type UserWithPhoneNumber,
} from '../phone-number-user.js';
import { issuePhoneOTP } from '../send-otp.js';
import type { PhoneNumberSettings } from '../settings.js';
import { assertValidPhoneNumber } from '../validate-phone-number.js';

/**
 * `POST /sign-in/phone-number` `{ phoneNumber, password, rememberMe? }`: checks the password of
 * the user holding the number and creates a session, as Better Auth 1.2.7 does. Answers
 * `{ token, user }` (see `PhoneNumberUser`) and sets the session cookie (a browser-session
 * cookie with `rememberMe: false`).
 *
 * The number is checked by `phoneNumberValidator` first (400 INVALID_PHONE_NUMBER). An unknown
 * number, a user without a password and a wrong password answer the same 401, after the same
 * work (the shared credential step: lockout per number, one hash for every failure, audit
 * events with `method: 'phone-number'`).
 *
 * With `requireVerification`, a right password for an unverified number texts a new code
 * (`sendOTP`, after the response) and answers 401 PHONE_NUMBER_NOT_VERIFIED. Differs from
 * Better Auth 1.2.7, which does so before checking the password (anyone could learn that the
 * number has an account and have it texted).
 *
 * @throws APIError 400 INVALID_PHONE_NUMBER; 401 INVALID_PHONE_NUMBER_OR_PASSWORD; 401
 *   PHONE_NUMBER_NOT_VERIFIED; 429 TOO_MANY_REQUESTS (lockout); 400 VALIDATION_ERROR.
 * @example
 * const { token } = await auth.api.signInPhoneNumber({
 *   body: { phoneNumber: '+14155552671', password: 'correct-horse-battery' },
 * });
 */
export function createSignInPhoneNumberEndpoint(settings: PhoneNumberSettings) {
  return defineEndpoint(
    '/sign-in/phone-number',
    {
      method: 'POST',
      body: z.object({
        phoneNumber: z.string(),
        password: z.string(),
        rememberMe: z.boolean().optional(),
      }),
      metadata: { summary: 'Sign in with a phone number and password', tags: ['Phone number'] },
    },
    async (ctx): Promise<{ token: string; user: PhoneNumberUser }> => {
      const { context, body } = ctx;
      await assertValidPhoneNumber(ctx, settings.validator, body.phoneNumber);
      const { user, session } = await signInWithCredential<UserWithPhoneNumber>(ctx, {
        method: 'phone-number',
        identifier: body.phoneNumber,
        findUser: () => findUserByPhoneNumber(context, body.phoneNumber),
        password: body.password,
        rememberMe: body.rememberMe,
        invalidCredentials: () =>
          phoneNumberError('UNAUTHORIZED', 'INVALID_PHONE_NUMBER_OR_PASSWORD'),
        checkUser: async (found) => {
          if (!settings.requireVerification || found.phoneNumberVerified) return;
          await issuePhoneOTP(
            ctx,
            settings.otp,
            settings.sendOTP,
            'verify',
            body.phoneNumber,
            false,
          );
          emitEvent(ctx, {
            type: 'sign-in.failure',
            userId: found.id,
            details: { method: 'phone-number', reason: 'phone_number_not_verified' },
          });
          throw phoneNumberError('UNAUTHORIZED', 'PHONE_NUMBER_NOT_VERIFIED');
        },
      });
      return { token: session.token, user: answerUser(user) };
    },
  );
}
