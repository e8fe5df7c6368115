import { z } from 'zod';
import { createSession, defineEndpoint, emitEvent, type User } from '../../../plugin/index.js';
import { emailOTPError } from '../email-otp-error.js';
import { answerUser, checkOTP, type EmailOTPUser, type OTPSettings } from '../otp.js';

/**
 * `POST /sign-in/email-otp` `{ email, otp }`: checks a `sign-in` code and signs in, as Better
 * Auth 1.2.7 does: an address without a user is signed up (`emailVerified: true`, name `''`)
 * unless `disableSignUp`; an unverified email becomes verified (the code proved it). Answers
 * `{ token, user }` and sets the session cookie; `user` is `{ id, email, emailVerified, name,
 * image, createdAt, updatedAt }`.
 *
 * The code works once; `allowedAttempts` (default 3) wrong codes delete it. Records
 * `sign-in.success` (and `sign-up` for a new user) or `sign-in.failure`, with
 * `method: 'email-otp'`. Rate limit: 3 per 60 s per IP (Better Auth's).
 *
 * @throws APIError 400 INVALID_OTP 'Invalid OTP'; 400 OTP_EXPIRED 'otp expired'; 403
 *   TOO_MANY_ATTEMPTS 'Too many attempts'; 400 USER_NOT_FOUND 'User not found' (right code, no
 *   user, `disableSignUp`); 400 VALIDATION_ERROR.
 * @example
 * const { token } = await auth.api.signInEmailOTP({ body: { email, otp: '123456' } });
 */
export function createSignInEmailOTPEndpoint(settings: OTPSettings) {
  return defineEndpoint(
    '/sign-in/email-otp',
    {
      method: 'POST',
      body: z.object({ email: z.string(), otp: z.string() }),
      metadata: { summary: 'Sign in with a one-time code', tags: ['Email OTP'] },
    },
    async (ctx): Promise<{ token: string; user: EmailOTPUser }> => {
      const { context, body } = ctx;
      const email = body.email.toLowerCase();
      await checkOTP(ctx, settings, { type: 'sign-in', email, otp: body.otp });
      let user: User | null = await context.store.findUserByEmail(email);
      let created = false;
      let sessionUser = user;
      if (!user) {
        if (settings.disableSignUp) throw emailOTPError('BAD_REQUEST', 'USER_NOT_FOUND');
        user = await context.store.createUser({
          email,
          emailVerified: true,
          name: '',
          image: null,
        });
        sessionUser = user;
        created = true;
      } else if (!user.emailVerified) {
        // Better Auth answers with the user as read, before the update; the session has it after.
        sessionUser = (await context.store.updateUser(user.id, { emailVerified: true })) ?? user;
      }
      const session = await createSession(ctx, sessionUser ?? user);
      const details = { method: 'email-otp' };
      if (created)
        emitEvent(ctx, { type: 'sign-up', userId: user.id, sessionId: session.id, details });
      emitEvent(ctx, { type: 'sign-in.success', userId: user.id, sessionId: session.id, details });
      return { token: session.token, user: answerUser(user) };
    },
  );
}
