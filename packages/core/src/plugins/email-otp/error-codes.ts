/**
 * Messages of the email-otp plugin, word for word from Better Auth 1.2.7 (`otp expired` in lower
 * case as it has it). Each key is the code the error answers with (SPEC §8).
 *
 * | Code | Status | When |
 * |---|---|---|
 * | `INVALID_OTP` | 400 | no code outstanding for that email and purpose, or a wrong code |
 * | `OTP_EXPIRED` | 400 | the code is older than `expiresIn` |
 * | `TOO_MANY_ATTEMPTS` | 403 | `allowedAttempts` wrong codes were tried: the code is deleted |
 * | `INVALID_EMAIL` | 400 | a malformed address on send-verification-otp and verify-email |
 * | `USER_NOT_FOUND` | 400 | a right code for an address without a user (verify-email; sign-in with `disableSignUp`) |
 * | `SEND_EMAIL_VERIFICATION_IS_NOT_IMPLEMENTED` | 400 | no `sendVerificationOTP` configured |
 * | `OTP_IS_HASHED` | 400 | `auth.api.getVerificationOTP` while codes are stored hashed (the default) |
 */
export const EMAIL_OTP_ERROR_CODES = {
  OTP_EXPIRED: 'otp expired',
  INVALID_OTP: 'Invalid OTP',
  INVALID_EMAIL: 'Invalid email',
  USER_NOT_FOUND: 'User not found',
  TOO_MANY_ATTEMPTS: 'Too many attempts',
  SEND_EMAIL_VERIFICATION_IS_NOT_IMPLEMENTED: 'send email verification is not implemented',
  OTP_IS_HASHED: 'OTP is hashed, cannot return the plain text OTP',
} as const;

/** A code of {@link EMAIL_OTP_ERROR_CODES}. */
export type EmailOTPErrorCode = keyof typeof EMAIL_OTP_ERROR_CODES;
