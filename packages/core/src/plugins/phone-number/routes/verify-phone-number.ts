import { z } from 'zod';
import {
  APIError,
  createSession,
  defineEndpoint,
  type EndpointContext,
  emitEvent,
  getSession,
  setCookieCache,
  UniqueConstraintError,
} from '../../../plugin/index.js';
import { checkPhoneOTP } from '../otp.js';
import { phoneNumberError } from '../phone-number-error.js';
import {
  answerUser,
  findUserByPhoneNumber,
  type PhoneNumberUser,
  type UserWithPhoneNumber,
} from '../phone-number-user.js';
import type { PhoneNumberSettings } from '../settings.js';

/** What `/phone-number/verify` answers (or `null`: a right code, no user, no sign-up). */
export type VerifyPhoneNumberResult = {
  status: boolean;
  token: string | null;
  user: PhoneNumberUser;
} | null;

/**
 * `POST /phone-number/verify` `{ phoneNumber, code, disableSession?, updatePhoneNumber? }`:
 * checks the code texted by `/phone-number/send-otp`, consumes it, and then, as Better Auth 1.2.7:
 *
 * - with `updatePhoneNumber: true`: sets the number (verified) on the signed-in user and answers
 *   `{ status: true, token: <the current session's>, user }`; 401 USER_NOT_FOUND without a
 *   session, 400 PHONE_NUMBER_ALREADY_EXIST when any user already holds the number;
 * - else marks the user holding the number verified, or, with `signUpOnVerification`, makes one
 *   (`getTempEmail`, `getTempName`, the number verified); runs `callbackOnVerification`; creates a
 *   session (cookie set) and answers `{ status: true, token, user }`, or `token: null` with
 *   `disableSession: true`. A right code for a number without a user and without
 *   `signUpOnVerification` answers `null`.
 *
 * The code works once; `allowedAttempts` (default 3) wrong codes delete it. Records
 * `phone-number.verify` (and `sign-up` for a new user). A temporary email that another user
 * holds answers 422 USER_ALREADY_EXISTS (Better Auth answers 500).
 *
 * @throws APIError 400 OTP_NOT_FOUND / OTP_EXPIRED / INVALID_OTP; 403 TOO_MANY_ATTEMPTS; 401
 *   USER_NOT_FOUND; 400 PHONE_NUMBER_ALREADY_EXIST; 422 USER_ALREADY_EXISTS; 400 VALIDATION_ERROR.
 * @example
 * const result = await auth.api.verifyPhoneNumber({
 *   body: { phoneNumber: '+14155552671', code: '123456' },
 * });
 */
export function createVerifyPhoneNumberEndpoint(settings: PhoneNumberSettings) {
  return defineEndpoint(
    '/phone-number/verify',
    {
      method: 'POST',
      body: z.object({
        phoneNumber: z.string(),
        code: z.string(),
        disableSession: z.boolean().optional(),
        updatePhoneNumber: z.boolean().optional(),
      }),
      metadata: { summary: 'Verify a phone number with a one-time code', tags: ['Phone number'] },
    },
    async (ctx): Promise<VerifyPhoneNumberResult> => {
      const { body } = ctx;
      await checkPhoneOTP(ctx, settings.otp, 'verify', body.phoneNumber, body.code);
      if (body.updatePhoneNumber) return updateSignedInUser(ctx, body.phoneNumber);
      const found = await findUserByPhoneNumber(ctx.context, body.phoneNumber);
      const user = found
        ? await markVerified(ctx, found)
        : settings.signUpOnVerification
          ? await signUp(ctx, settings, body.phoneNumber)
          : null;
      if (!user) return null;
      emitEvent(ctx, {
        type: 'phone-number.verify',
        userId: user.id,
        details: { created: !found },
      });
      await settings.callbackOnVerification?.({ phoneNumber: body.phoneNumber, user }, ctx.request);
      if (body.disableSession) return { status: true, token: null, user: answerUser(user) };
      const session = await createSession(ctx, user);
      return { status: true, token: session.token, user: answerUser(user) };
    },
  );
}

type Ctx = EndpointContext<any, any>;

async function markVerified(ctx: Ctx, user: UserWithPhoneNumber): Promise<UserWithPhoneNumber> {
  const updated = await ctx.context.store.updateUser(user.id, { phoneNumberVerified: true });
  return (updated as UserWithPhoneNumber | null) ?? { ...user, phoneNumberVerified: true };
}

async function signUp(
  ctx: Ctx,
  settings: PhoneNumberSettings,
  phoneNumber: string,
): Promise<UserWithPhoneNumber> {
  const { getTempEmail, getTempName } = settings.signUpOnVerification!;
  try {
    const user = await ctx.context.store.createUser({
      email: getTempEmail(phoneNumber),
      emailVerified: false,
      name: getTempName ? getTempName(phoneNumber) : phoneNumber,
      image: null,
      phoneNumber,
      phoneNumberVerified: true,
    });
    emitEvent(ctx, { type: 'sign-up', userId: user.id, details: { method: 'phone-number' } });
    return user as UserWithPhoneNumber;
  } catch (error) {
    // The temporary email (or, in a race, the number) is another user's.
    if (error instanceof UniqueConstraintError) {
      throw new APIError('UNPROCESSABLE_ENTITY', 'USER_ALREADY_EXISTS');
    }
    throw error;
  }
}

async function updateSignedInUser(ctx: Ctx, phoneNumber: string): Promise<VerifyPhoneNumberResult> {
  const current = await getSession(ctx);
  if (!current) throw new APIError('UNAUTHORIZED', 'USER_NOT_FOUND');
  if (await findUserByPhoneNumber(ctx.context, phoneNumber)) {
    throw phoneNumberError('BAD_REQUEST', 'PHONE_NUMBER_ALREADY_EXIST');
  }
  let updated: UserWithPhoneNumber | null;
  try {
    updated = (await ctx.context.store.updateUser(current.user.id, {
      phoneNumber,
      phoneNumberVerified: true,
    })) as UserWithPhoneNumber | null;
  } catch (error) {
    // Another user took the number between the read and the write.
    if (error instanceof UniqueConstraintError) {
      throw phoneNumberError('BAD_REQUEST', 'PHONE_NUMBER_ALREADY_EXIST');
    }
    throw error;
  }
  if (!updated) throw new APIError('UNAUTHORIZED', 'USER_NOT_FOUND');
  // The cookie cache must not keep showing the old number.
  setCookieCache(ctx, { session: current.session, user: updated });
  emitEvent(ctx, {
    type: 'phone-number.verify',
    userId: updated.id,
    details: { updated: true },
  });
  return { status: true, token: current.session.token, user: answerUser(updated) };
}
