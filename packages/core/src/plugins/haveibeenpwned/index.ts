/**
 * @module haveibeenpwned
 *
 * The `haveIBeenPwned()` plugin: Better Auth 1.2.7's plugin of that name, refusing new passwords
 * that Have I Been Pwned's Pwned Passwords lists, on Portcullis's one breached-password check.
 */
import {
  APIError,
  checkPwnedPassword,
  definePlugin,
  PWNED_PASSWORDS_TIMEOUT_MS,
} from '../../plugin/index.js';
import { HAVE_I_BEEN_PWNED_ERROR_CODES } from './error-codes.js';

export { HAVE_I_BEEN_PWNED_ERROR_CODES, type HaveIBeenPwnedErrorCode } from './error-codes.js';

/** Options of {@link haveIBeenPwned}. */
export interface HaveIBeenPwnedOptions {
  /**
   * The message of the 400 `PASSWORD_COMPROMISED` answer. Default: 'The password you entered has
   * been compromised. Please choose a different password.' (Better Auth 1.2.7's).
   */
  customPasswordCompromisedMessage?: string;
  /**
   * What happens when the service cannot answer (network error, an error status, or no answer
   * within `timeoutMs`): `false` refuses the request with 503 `FAILED_TO_CHECK_PASSWORD_PLEASE_TRY_AGAIN_LATER`, as
   * Better Auth refuses it (with a 500); `true` accepts the password and logs a warning.
   * Default: false (fail closed). Portcullis only; Better Auth has no such option.
   */
  failOpen?: boolean;
  /**
   * Deadline of the range request in milliseconds; a slower answer counts as a failure (see
   * `failOpen`). Default: 3000. Portcullis only: Better Auth waits as long as `fetch` does.
   */
  timeoutMs?: number;
}

/**
 * The haveIBeenPwned plugin (Better Auth 1.2.7's `haveIBeenPwned`).
 *
 * Every new password is checked before it is hashed for storage: `POST /sign-up/email`,
 * `/change-password`, `/reset-password`, `/set-password` (server), `/email-otp/reset-password`,
 * the admin plugin's `/admin/create-user` and `/admin/set-user-password`, and any plugin route
 * that stores a password through `hashNewPassword`. It asks the Pwned Passwords range API with
 * k-anonymity: only the first 5 hex characters of the password's SHA-1 leave the process
 * (`GET https://api.pwnedpasswords.com/range/{prefix}` with `Add-Padding: true`, through the
 * global `fetch`), and the rest of the hash is compared here in constant time; padding entries
 * (count 0) never match. The same check serves `emailAndPassword.haveIBeenPwned`.
 *
 * Errors: 400 `PASSWORD_COMPROMISED` (message: `customPasswordCompromisedMessage` or Better
 * Auth's); 503 `FAILED_TO_CHECK_PASSWORD_PLEASE_TRY_AGAIN_LATER` 'Failed to check password. Please try again later.'
 * when the service fails and `failOpen` is false.
 *
 * Differences from Better Auth 1.2.7 (docs/haveibeenpwned.md):
 * - Sign-in is never checked. Better Auth checks the password of a sign-in with an unknown email
 *   (its equalising hash goes through the check), so a breached password answers 400 there and
 *   401 for a known email: an account-enumeration oracle.
 * - The service failing answers 503 (or, with `failOpen: true`, accepts the password), not 500;
 *   the request has a deadline (`timeoutMs`).
 *
 * @throws Error (configuration) at start-up when `timeoutMs` is not a positive integer.
 * @example
 * const auth = createPortcullis({
 *   database: './auth.db',
 *   emailAndPassword: { enabled: true },
 *   plugins: [haveIBeenPwned({ customPasswordCompromisedMessage: 'Choose another password' })],
 * });
 * @see https://haveibeenpwned.com/API/v3#PwnedPasswords
 */
export function haveIBeenPwned(options: HaveIBeenPwnedOptions = {}) {
  const timeoutMs = options.timeoutMs ?? PWNED_PASSWORDS_TIMEOUT_MS;
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error('haveIBeenPwned({ timeoutMs }) must be a positive integer (milliseconds)');
  }
  const compromisedMessage =
    options.customPasswordCompromisedMessage || HAVE_I_BEEN_PWNED_ERROR_CODES.PASSWORD_COMPROMISED;
  return definePlugin({
    id: 'haveIBeenPwned',
    async checkNewPassword(password, context) {
      // Better Auth skips an empty password (the length rules refuse it first anyway).
      if (!password) return;
      const verdict = await checkPwnedPassword(password, { timeoutMs, logger: context.logger });
      if (verdict === 'breached') {
        throw new APIError('BAD_REQUEST', {
          code: 'PASSWORD_COMPROMISED',
          message: compromisedMessage,
        });
      }
      if (verdict === 'unavailable' && !options.failOpen) {
        throw new APIError('SERVICE_UNAVAILABLE', {
          code: 'FAILED_TO_CHECK_PASSWORD_PLEASE_TRY_AGAIN_LATER',
          message: HAVE_I_BEEN_PWNED_ERROR_CODES.FAILED_TO_CHECK_PASSWORD_PLEASE_TRY_AGAIN_LATER,
        });
      }
    },
    $ERROR_CODES: HAVE_I_BEEN_PWNED_ERROR_CODES,
  });
}
