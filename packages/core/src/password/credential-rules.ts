import { APIError } from '../errors/api-error.js';
import type { AuthContext } from '../kernel/auth-context.js';
import { isCommonPassword } from '../security/common-passwords.js';
import { checkPwnedPassword } from '../security/pwned-passwords.js';

/**
 * Checks a new password's length against `minPasswordLength`/`maxPasswordLength`
 * (default 8 to 128 characters, SPEC §5).
 *
 * @throws APIError 400 PASSWORD_TOO_SHORT 'Password too short' / PASSWORD_TOO_LONG 'Password too long'
 */
export function assertPasswordLength(context: AuthContext, password: string): void {
  const { minPasswordLength, maxPasswordLength } = context.options.emailAndPassword;
  if (password.length < minPasswordLength) throw new APIError('BAD_REQUEST', 'PASSWORD_TOO_SHORT');
  if (password.length > maxPasswordLength) throw new APIError('BAD_REQUEST', 'PASSWORD_TOO_LONG');
}

/**
 * Checks a new password (sign-up, reset, change, set) against known-bad passwords, after its
 * length: the bundled list of the 10,000 most common passwords (`rejectCommonPasswords`, on by
 * default, compared case-insensitively, OWASP ASVS 5.0 6.2.4), then, with `haveIBeenPwned`
 * enabled, the Pwned Passwords range API (only a 5-character hash prefix leaves the process).
 *
 * @throws APIError 400 PASSWORD_TOO_COMMON 'Password too common'; 400
 *   PASSWORD_HAS_APPEARED_IN_A_DATA_BREACH; 503 PASSWORD_BREACH_CHECK_IS_UNAVAILABLE when the
 *   service fails and `haveIBeenPwned.failOpen` is false.
 */
export async function assertPasswordNotKnown(
  context: AuthContext,
  password: string,
): Promise<void> {
  const config = context.options.emailAndPassword;
  if (config.rejectCommonPasswords && (await isCommonPassword(password))) {
    throw new APIError('BAD_REQUEST', { message: 'Password too common' });
  }
  const pwned = config.haveIBeenPwned;
  if (pwned.enabled) {
    const verdict = await checkPwnedPassword(password, {
      timeoutMs: pwned.timeoutMs,
      logger: context.logger,
    });
    if (verdict === 'unavailable' && pwned.failOpen === false) {
      throw new APIError('SERVICE_UNAVAILABLE', {
        message: 'Password breach check is unavailable. Please try again later.',
        code: 'PASSWORD_BREACH_CHECK_IS_UNAVAILABLE',
      });
    }
    if (verdict === 'breached') {
      throw new APIError('BAD_REQUEST', { message: 'Password has appeared in a data breach' });
    }
  }
}

/**
 * Hashes a new password for storage, after every plugin's `checkNewPassword` (e.g.
 * `haveIBeenPwned()`) has accepted it, in plugin order. Every route that stores a new password
 * hashes it through here (sign-up, change-, reset- and set-password, the email-OTP reset, the
 * admin plugin's create-user and set-user-password), at the point Better Auth hashes it, so a
 * plugin's rule runs where and when Better Auth's runs (after the token or the existing-user
 * check). The sign-in routes' equalising hash does not: an existing password keeps working, and
 * an unknown account answers as a known one.
 *
 * @throws APIError whatever a plugin's check throws.
 */
export async function hashNewPassword(context: AuthContext, password: string): Promise<string> {
  for (const plugin of context.options.plugins) {
    if (plugin.checkNewPassword) await plugin.checkNewPassword(password, context);
  }
  return context.password.hash(password);
}
