import type { User } from '../../plugin/index.js';

/**
 * The answers of the two-factor routes, Better Auth 1.2.7's shapes. Plain types, shared by the
 * routes and the client (which imports them as types only).
 */

/**
 * The user as the verify routes answer with it: the seven core fields (`id`, `email`,
 * `emailVerified`, `name`, `image`, `createdAt`, `updatedAt`), Better Auth 1.2.7's.
 */
export type TwoFactorUser = Pick<
  User,
  'id' | 'email' | 'emailVerified' | 'name' | 'image' | 'createdAt' | 'updatedAt'
>;

/** `POST /two-factor/enable` → the `otpauth://totp/…` URI to show as a QR code, and the backup codes in clear (shown once). */
export interface EnableTwoFactorResult {
  totpURI: string;
  backupCodes: string[];
}

/** `POST /two-factor/get-totp-uri` → the `otpauth://totp/…` URI of the stored secret. */
export interface GetTotpUriResult {
  totpURI: string;
}

/** `POST /two-factor/disable`, `POST /two-factor/send-otp` → `{ status: true }`. */
export interface TwoFactorStatusResult {
  status: true;
}

/** `POST /two-factor/generate-backup-codes` → the new backup codes in clear (the old ones stop working). */
export interface GenerateBackupCodesResult {
  status: true;
  backupCodes: string[];
}

/** `GET /two-factor/view-backup-codes` (server only) → the user's unused backup codes. */
export interface ViewBackupCodesResult {
  status: true;
  backupCodes: string[];
}

/**
 * `POST /two-factor/verify-totp` and `/two-factor/verify-otp` → the session token (the new
 * session's when the call finished a sign-in) and the user.
 */
export interface TwoFactorVerifyResult {
  token: string;
  user: TwoFactorUser;
}

/**
 * `POST /two-factor/verify-backup-code` → as {@link TwoFactorVerifyResult}; with
 * `disableSession: true` during a sign-in no session is created and `token` is absent.
 */
export interface VerifyBackupCodeResult {
  token?: string;
  user: TwoFactorUser;
}

/** What `/sign-in/email` and `/sign-in/username` answer for a user with two-factor enabled. */
export interface TwoFactorRedirect {
  twoFactorRedirect: true;
}
