import { z } from 'zod';
import {
  assertPasswordLength,
  assertPasswordNotKnown,
  defineEndpoint,
  emitEvent,
  hashNewPassword,
} from '../../../plugin/index.js';
import { emailOTPError } from '../email-otp-error.js';
import { checkOTP, type OTPSettings } from '../otp.js';

/**
 * `POST /email-otp/reset-password` `{ email, otp, password }`: checks a `forget-password` code
 * and sets the user's password (creating the credential account of a user who had none), as
 * Better Auth 1.2.7 does; with `emailAndPassword.revokeSessionsOnPasswordReset` the user's
 * sessions are deleted. Answers `{ success: true }`; no session is created. Records
 * `password.reset` (and a refused code `email-otp.failure`).
 *
 * Differs from Better Auth 1.2.7 in two checks: the password's length (and, with
 * `emailAndPassword.rejectCommonPasswords`, its commonness) is checked first, as `/reset-password`
 * does (Better Auth stores any password here); and an unknown address answers 400 'Invalid OTP'
 * like a known one without a code, where Better Auth answers 400 'User not found' (account
 * enumeration). An expired code is deleted.
 *
 * @throws APIError 400 PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG / the common-password refusal; 400
 *   INVALID_OTP 'Invalid OTP'; 400 OTP_EXPIRED 'otp expired'; 403 TOO_MANY_ATTEMPTS 'Too many
 *   attempts'; 400 VALIDATION_ERROR.
 * @example
 * await auth.api.resetPasswordEmailOTP({ body: { email, otp: '123456', password: 'a-new-one' } });
 */
export function createResetPasswordEmailOTPEndpoint(settings: OTPSettings) {
  return defineEndpoint(
    '/email-otp/reset-password',
    {
      method: 'POST',
      body: z.object({ email: z.string(), otp: z.string(), password: z.string() }),
      metadata: { summary: 'Set a new password with a one-time code', tags: ['Email OTP'] },
    },
    async (ctx): Promise<{ success: boolean }> => {
      const { context, body } = ctx;
      const email = body.email.toLowerCase();
      assertPasswordLength(context, body.password);
      await assertPasswordNotKnown(context, body.password);
      await checkOTP(ctx, settings, {
        type: 'forget-password',
        email,
        otp: body.otp,
        deleteExpired: true,
      });
      const user = await context.store.findUserByEmail(email);
      // A code is only ever sent to a user's address: the user was deleted since.
      if (!user) throw emailOTPError('BAD_REQUEST', 'INVALID_OTP');
      // Hash before any write: never hold a transaction during a slow hash.
      const hash = await hashNewPassword(context, body.password);
      await context.store.transaction(async (store) => {
        await store.setPassword(user.id, hash);
        if (context.options.emailAndPassword.revokeSessionsOnPasswordReset) {
          await store.deleteUserSessions(user.id);
        }
      });
      emitEvent(ctx, { type: 'password.reset', userId: user.id, details: { method: 'email-otp' } });
      return { success: true };
    },
  );
}
