import type { PasswordHasher } from '../crypto/password.js';
import type { EmailMessage } from './user-options.js';

/** Options of email-and-password accounts (SPEC §5). */
export interface EmailAndPasswordOptions {
  /** Turns the email routes on. Default: false. */
  enabled: boolean;
  /** Refuses `/sign-up/email` with 'Email and password sign up is not enabled'. Default: false. */
  disableSignUp?: boolean;
  /** Minimum password length in characters. Default: 8. */
  minPasswordLength?: number;
  /** Maximum password length in characters. Default: 128. */
  maxPasswordLength?: number;
  /** Signs the user in after sign-up. Default: true. */
  autoSignIn?: boolean;
  /** Replaces the scrypt hasher, e.g. with argon2. Default: scrypt (SPEC §9). */
  password?: PasswordHasher;
  /**
   * Unverified users cannot sign in (403 'Email not verified', the verification email is sent
   * again) and sign-up creates no session. Default: false.
   */
  requireEmailVerification?: boolean;
  /** Sends the password-reset email. Without it: 'Reset password isn't enabled'. */
  sendResetPassword?: (message: EmailMessage, request?: Request) => Promise<void> | void;
  /** Lifetime of reset tokens in seconds. Default: 3600 (SPEC §9). */
  resetPasswordTokenExpiresIn?: number;
  /** Deletes every session of the user after a password reset. Default: false. */
  revokeSessionsOnPasswordReset?: boolean;
  /**
   * Refuses new passwords (sign-up, reset, change, set) found in the bundled list of the 10,000
   * most common passwords, compared case-insensitively: 400 PASSWORD_TOO_COMMON (OWASP ASVS 5.0
   * 6.2.4). Default: true.
   */
  rejectCommonPasswords?: boolean;
  /**
   * Also refuses new passwords known from data breaches, asking the Pwned Passwords range API
   * (k-anonymity: only the first 5 hex characters of the password's SHA-1 leave the process):
   * 400 'Password has appeared in a data breach'. Default: off.
   */
  haveIBeenPwned?: {
    enabled: boolean;
    /**
     * When the service cannot be reached (or answers an error), accept the password (true) or
     * refuse with 503 'Password breach check is unavailable' (false). Default: true.
     */
    failOpen?: boolean;
    /** Deadline of the range request in milliseconds. Default: 3000. */
    timeoutMs?: number;
  };
}
