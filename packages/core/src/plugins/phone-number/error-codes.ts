/**
 * Messages of the phone-number plugin, word for word from Better Auth 1.2.7 (its
 * `PHONE_NUMBER_EXIST` 'Phone number already exist' included). Each key is the code the error
 * answers with (SPEC §8), derived from the message as Better Auth derives it on the wire; Better
 * Auth's own key `PHONE_NUMBER_EXIST` is kept beside `PHONE_NUMBER_ALREADY_EXIST`, the code the
 * answer carries, so `client.$ERROR_CODES.PHONE_NUMBER_EXIST` still reads the message.
 *
 * | Code | Status | When |
 * |---|---|---|
 * | `INVALID_PHONE_NUMBER` | 400 | the validator refused the number (sign-in, send-otp) |
 * | `PHONE_NUMBER_ALREADY_EXIST` | 400 | verify with `updatePhoneNumber`: a user already holds the number |
 * | `INVALID_PHONE_NUMBER_OR_PASSWORD` | 401 | sign-in: unknown number, no password, wrong password |
 * | `UNEXPECTED_ERROR` | 400 | reset-password: a right code whose user was deleted since |
 * | `OTP_NOT_FOUND` | 400 | no code outstanding for the number |
 * | `OTP_EXPIRED` | 400 | the code is older than `expiresIn` |
 * | `INVALID_OTP` | 400 | a wrong code |
 * | `TOO_MANY_ATTEMPTS` | 403 | `allowedAttempts` wrong codes were tried: the code is deleted |
 * | `PHONE_NUMBER_NOT_VERIFIED` | 401 | sign-in with `requireVerification`, right password, number unverified |
 * | `SENDOTP_NOT_IMPLEMENTED` | 501 | send-otp without a `sendOTP` option |
 */
export const PHONE_NUMBER_ERROR_CODES = {
  INVALID_PHONE_NUMBER: 'Invalid phone number',
  PHONE_NUMBER_EXIST: 'Phone number already exist',
  PHONE_NUMBER_ALREADY_EXIST: 'Phone number already exist',
  INVALID_PHONE_NUMBER_OR_PASSWORD: 'Invalid phone number or password',
  UNEXPECTED_ERROR: 'Unexpected error',
  OTP_NOT_FOUND: 'OTP not found',
  OTP_EXPIRED: 'OTP expired',
  INVALID_OTP: 'Invalid OTP',
  PHONE_NUMBER_NOT_VERIFIED: 'Phone number not verified',
  TOO_MANY_ATTEMPTS: 'Too many attempts',
  SENDOTP_NOT_IMPLEMENTED: 'sendOTP not implemented',
} as const;

/** A code of {@link PHONE_NUMBER_ERROR_CODES}. */
export type PhoneNumberErrorCode = keyof typeof PHONE_NUMBER_ERROR_CODES;
