import { z } from 'zod';
import { createSession, defineEndpoint, emitEvent, isValidEmail } from '../../../plugin/index.js';
import { emailOTPError } from '../email-otp-error.js';
import { answerUser, checkOTP, type EmailOTPUser, type OTPSettings } from '../otp.js';

/**
 * `POST /email-otp/verify-email` `{ email, otp }`: checks an `email-verification` code and marks
 * the user's email verified. Answers `{ status: true, token: null, user }`, or with
 * `emailVerification.autoSignInAfterVerification` a new session (cookie set) and its `token`,
 * as Better Auth 1.2.7 does. `user` is `{ id, email, emailVerified, name, image, createdAt,
 * updatedAt }`. Records `email.verify` (and a refused code `email-otp.failure`).
 *
 * The code works once; `allowedAttempts` (default 3) wrong codes delete it. Rate limit: 3 per
 * 60 s per IP (Better Auth's).
 *
 * @throws APIError 400 INVALID_EMAIL; 400 INVALID_OTP 'Invalid OTP' (none outstanding, or
 *   wrong); 400 OTP_EXPIRED 'otp expired'; 403 TOO_MANY_ATTEMPTS 'Too many attempts'; 400
 *   USER_NOT_FOUND 'User not found' (a right code for an address without a user); 400
 *   VALIDATION_ERROR.
 * @example
 * await auth.api.verifyEmailOTP({ body: { email: 'ada@example.com', otp: '123456' } });
 */
export function createVerifyEmailOTPEndpoint(settings: OTPSettings) {
  return defineEndpoint(
    '/email-otp/verify-email',
    {
      method: 'POST',
      body: z.object({ email: z.string(), otp: z.string() }),
      metadata: { summary: 'Verify an email address with a one-time code', tags: ['Email OTP'] },
    },
    async (ctx): Promise<{ status: boolean; token: string | null; user: EmailOTPUser }> => {
      const { context, body } = ctx;
      const email = body.email.toLowerCase();
      if (!isValidEmail(email, context.options.user.maxEmailLength)) {
        throw emailOTPError('BAD_REQUEST', 'INVALID_EMAIL');
      }
      await checkOTP(ctx, settings, { type: 'email-verification', email, otp: body.otp });
      const found = await context.store.findUserByEmail(email);
      if (!found) throw emailOTPError('BAD_REQUEST', 'USER_NOT_FOUND');
      const user = (await context.store.updateUser(found.id, { emailVerified: true })) ?? found;
      emitEvent(ctx, { type: 'email.verify', userId: user.id, details: { method: 'email-otp' } });
      if (!context.options.emailVerification.autoSignInAfterVerification) {
        return { status: true, token: null, user: answerUser(user) };
      }
      const session = await createSession(ctx, user);
      return { status: true, token: session.token, user: answerUser(user) };
    },
  );
}
