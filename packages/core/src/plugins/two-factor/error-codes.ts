/**
 * Messages of the two-factor plugin, word for word Better Auth 1.2.7's `TWO_FACTOR_ERROR_CODES`.
 * Each key is the code the error answers with: the message upper-cased, spaces to underscores,
 * other punctuation dropped (SPEC §8), which is the code Better Auth 1.2.7 sends on the wire. Three
 * keys therefore differ from the keys of Better Auth's object: `TWO_FACTOR_ISNT_ENABLED` (its
 * `TWO_FACTOR_NOT_ENABLED`), `BACKUP_CODES_ARENT_ENABLED` (`BACKUP_CODES_NOT_ENABLED`) and
 * `TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE` (`TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE`).
 *
 * | Code | Status | When |
 * |---|---|---|
 * | `OTP_NOT_ENABLED` | 400 | send-otp / verify-otp for a user without a `twoFactor` row |
 * | `OTP_HAS_EXPIRED` | 400 | verify-otp without a live code (none sent, expired, or used) |
 * | `TOTP_NOT_ENABLED` | 400 | get-totp-uri / verify-totp without a `twoFactor` row (get-totp-uri: or 2FA off) |
 * | `TWO_FACTOR_ISNT_ENABLED` | 400 | generate-backup-codes while 2FA is off |
 * | `BACKUP_CODES_ARENT_ENABLED` | 400 | verify-backup-code / view-backup-codes without a `twoFactor` row |
 * | `INVALID_BACKUP_CODE` | 401 | a wrong or already used backup code |
 * | `INVALID_CODE` | 401 | during a sign-in: a wrong, out-of-window or replayed TOTP code, or a wrong email OTP (signed in, Better Auth answers `INVALID_TWO_FACTOR_COOKIE` instead) |
 * | `TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE` | 400 | an email OTP after `otpOptions.allowedAttempts` wrong tries |
 * | `INVALID_TWO_FACTOR_COOKIE` | 401 | no session and no live two-factor cookie (missing, expired, forged, or invalidated after too many wrong codes); a wrong TOTP or email code from a signed-in user |
 *
 * @see docs/two-factor.md
 */
export const TWO_FACTOR_ERROR_CODES = {
  OTP_NOT_ENABLED: 'OTP not enabled',
  OTP_HAS_EXPIRED: 'OTP has expired',
  TOTP_NOT_ENABLED: 'TOTP not enabled',
  TWO_FACTOR_ISNT_ENABLED: "Two factor isn't enabled",
  BACKUP_CODES_ARENT_ENABLED: "Backup codes aren't enabled",
  INVALID_BACKUP_CODE: 'Invalid backup code',
  INVALID_CODE: 'Invalid code',
  TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE: 'Too many attempts. Please request a new code.',
  INVALID_TWO_FACTOR_COOKIE: 'Invalid two factor cookie',
} as const;

/** A code of {@link TWO_FACTOR_ERROR_CODES}. */
export type TwoFactorErrorCode = keyof typeof TWO_FACTOR_ERROR_CODES;
