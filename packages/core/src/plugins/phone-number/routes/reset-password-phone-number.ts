import { z } from 'zod';
import {
  assertPasswordLength,
  assertPasswordNotKnown,
  defineEndpoint,
  emitEvent,
  hashNewPassword,
} from '../../../plugin/index.js';
import { checkPhoneOTP } from '../otp.js';
import { phoneNumberError } from '../phone-number-error.js';
import { findUserByPhoneNumber } from '../phone-number-user.js';
import type { PhoneNumberSettings } from '../settings.js';

/**
 * `POST /phone-number/reset-password` `{ phoneNumber, otp, newPassword }`: checks a code of
 * `/phone-number/forget-password` and sets the user's password (creating the credential account
 * of a user who had none); answers `{ status: true }`; no session is created. With
 * `emailAndPassword.revokeSessionsOnPasswordReset` the user's sessions are deleted. Records
 * `password.reset` with `method: 'phone-number'`.
 *
 * Differs from Better Auth 1.2.7 in two checks: the new password's length (and, with
 * `emailAndPassword.rejectCommonPasswords`, its commonness) is checked first, as
 * `/reset-password` does (Better Auth stores any password here); and the code is consumed by a
 * reset (Better Auth leaves it usable until it expires, so one code resets the password again
 * and again).
 *
 * @throws APIError 400 PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG / the common-password refusal; what
 *   a plugin's `checkNewPassword` throws (400 PASSWORD_COMPROMISED with `haveIBeenPwned()`); 400
 *   OTP_NOT_FOUND / OTP_EXPIRED / INVALID_OTP; 403 TOO_MANY_ATTEMPTS; 400 UNEXPECTED_ERROR (the
 *   user was deleted since the code was sent); 400 VALIDATION_ERROR.
 * @example
 * await auth.api.resetPasswordPhoneNumber({
 *   body: { phoneNumber: '+14155552671', otp: '123456', newPassword: 'a-new-passphrase' },
 * });
 */
export function createResetPasswordPhoneNumberEndpoint(settings: PhoneNumberSettings) {
  return defineEndpoint(
    '/phone-number/reset-password',
    {
      method: 'POST',
      body: z.object({ otp: z.string(), phoneNumber: z.string(), newPassword: z.string() }),
      metadata: { summary: 'Set a new password with a texted code', tags: ['Phone number'] },
    },
    async (ctx): Promise<{ status: boolean }> => {
      const { context, body } = ctx;
      assertPasswordLength(context, body.newPassword);
      await assertPasswordNotKnown(context, body.newPassword);
      await checkPhoneOTP(ctx, settings.otp, 'forget-password', body.phoneNumber, body.otp);
      const user = await findUserByPhoneNumber(context, body.phoneNumber);
      // A code is only ever sent to a user's number: the user was deleted (or the number
      // moved) since. A number that never had a user answers the same.
      if (!user) throw phoneNumberError('BAD_REQUEST', 'UNEXPECTED_ERROR');
      // Hash before any write: never hold a transaction during a slow hash. Through
      // hashNewPassword, so plugins' checks of a new password (haveIBeenPwned()) run here too.
      const hash = await hashNewPassword(context, body.newPassword);
      await context.store.transaction(async (store) => {
        await store.setPassword(user.id, hash);
        if (context.options.emailAndPassword.revokeSessionsOnPasswordReset) {
          await store.deleteUserSessions(user.id);
        }
      });
      emitEvent(ctx, {
        type: 'password.reset',
        userId: user.id,
        details: { method: 'phone-number' },
      });
      return { status: true };
    },
  );
}
