import type { User } from '../../plugin/index.js';

/** `totpOptions` of {@link TwoFactorOptions}: the authenticator-app codes (RFC 6238). */
export interface TotpOptions {
  /** Digits of a code: 6 or 8. Default: 6 (Better Auth's). */
  digits?: 6 | 8;
  /** Seconds a code is valid for (the TOTP step). Default: 30 (RFC 6238's, Better Auth's). */
  period?: number;
  /**
   * Turns the TOTP routes off (get-totp-uri and verify-totp answer 400 'totp isn't
   * configured'), as Better Auth's `totpOptions.disable`. Default: false.
   */
  disable?: boolean;
}

/** `otpOptions` of {@link TwoFactorOptions}: one-time codes sent by the app (email, SMS). */
export interface OtpOptions {
  /**
   * Minutes a sent code is valid for. Default: 3 (Better Auth's). As in Better Auth 1.2.7, when
   * set, the same number is also the two-factor cookie's lifetime in **seconds** (default 300).
   */
  period?: number;
  /** Digits of a sent code. Default: 6. */
  digits?: number;
  /**
   * Delivers a code: `{ user, otp }` and the request (absent for server calls). Without it,
   * send-otp answers 400 'otp isn't configured'. Better Auth's name and signature.
   */
  sendOTP?: (data: { user: User; otp: string }, request?: Request) => Promise<void> | void;
  /**
   * Wrong codes allowed per sent code; the next try answers 400
   * `TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE` and the code is forgotten. Default: 5 (Better Auth's).
   */
  allowedAttempts?: number;
}

/** `backupCodeOptions` of {@link TwoFactorOptions}. */
export interface BackupCodeOptions {
  /** How many codes `enable` and `generate-backup-codes` make. Default: 10. */
  amount?: number;
  /**
   * Random characters per code, shown as two halves joined by `-` after the fifth. Default: 10
   * (`abcde-23456`). Letters and digits as in Better Auth 1.2.7, without `l`, `1`, `I`, `o`, `O`
   * and `0`, which readers confuse (Better Auth uses all 62; codes are compared exactly either
   * way, so both kinds keep working). `customBackupCodesGenerate` makes others.
   */
  length?: number;
  /** Makes the codes instead (each a string). Default: none. */
  customBackupCodesGenerate?: () => string[];
}

/** Options of {@link twoFactor}: Better Auth 1.2.7's, plus the security options at the end. */
export interface TwoFactorOptions {
  /** The issuer authenticator apps show. Default: the app's `appName`. */
  issuer?: string;
  /** TOTP (authenticator app) settings. */
  totpOptions?: TotpOptions;
  /** Sent one-time codes (email, SMS). */
  otpOptions?: OtpOptions;
  /** Backup codes. */
  backupCodeOptions?: BackupCodeOptions;
  /**
   * Turns two-factor on at `/two-factor/enable` instead of at the first verified code.
   * Default: false.
   */
  skipVerificationOnEnable?: boolean;
  /**
   * Asks users with two-factor on for their second factor after a social sign-in too (Better
   * Auth 1.2.7 asks only after `/sign-in/email`, `/sign-in/username` and
   * `/sign-in/phone-number`). The OAuth callback then creates no session: it sets the pending
   * sign-in's `two_factor` cookie and redirects to `twoFactorPage` with the address the sign-in
   * was going to as `callbackURL` (`/two-factor?callbackURL=%2Fdashboard`); that page shows the
   * challenge (`TwoFactorChallenge`) and goes on to `callbackURL`. An ID-token sign-in
   * (`/sign-in/social` with `idToken`) answers `{ twoFactorRedirect: true }` as a password
   * sign-in does. A trusted device skips it. Default: off.
   */
  socialSignIn?: { twoFactorPage: string };
  /**
   * Asks users with two-factor on for their second factor after a passwordless sign-in too:
   * `POST /sign-in/email-otp` (the `emailOTP()` plugin) then answers `{ twoFactorRedirect: true }`
   * as `/sign-in/email` does, and `GET /magic-link/verify` (the `magicLink()` plugin) creates no
   * session: it sets the pending sign-in's `two_factor` cookie and redirects to the address it
   * was going to with `twoFactorRedirect=true` added to its query (`/dashboard?twoFactorRedirect=true`;
   * a navigation cannot carry Better Auth's JSON flag, so the page reads it from its URL and shows
   * `TwoFactorChallenge`), or, called without `callbackURL`, answers `{ twoFactorRedirect: true }`.
   * A trusted device skips it. Passkeys are not covered (a passkey counts as both factors), nor
   * social sign-ins (see `socialSignIn`). Off, nothing differs from Better Auth 1.2.7, which
   * never asks after these routes. Default: false.
   */
  requireForPasswordless?: boolean;
  /**
   * Seconds a trusted device (`trustDevice: true`) skips the second factor; each sign-in through
   * it starts the period again. Default: 2,592,000 (30 days, Better Auth's).
   */
  trustDeviceMaxAge?: number;
  /**
   * Accepts a code again, as Better Auth 1.2.7 does: a TOTP code within its validity window,
   * and a sent code until it expires. By default each TOTP time step is accepted once per user
   * (a code older than the last accepted one is refused too, RFC 6238 §5.2) and a sent code is
   * consumed by its first successful use. Default: false.
   */
  allowCodeReplay?: boolean;
  /**
   * Wrong codes (TOTP, email OTP or backup code) after which a pending two-factor sign-in is
   * invalidated: the next verify answers 401 `INVALID_TWO_FACTOR_COOKIE` and the user signs in
   * again. `false` restores Better Auth 1.2.7 (no limit). Wrong codes also count toward the
   * account lockout (`rateLimit.accountLockout`) either way. Default: 5.
   */
  maxFailedAttempts?: number | false;
  /**
   * Keeps trusted devices trusted after the password changes (change-password, reset-password,
   * set-password, admin set-user-password), as Better Auth 1.2.7 does. By default a new password
   * revokes every trusted device of the user. Default: false.
   */
  keepTrustedDevicesOnPasswordChange?: boolean;
}
