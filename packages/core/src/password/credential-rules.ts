import { APIError } from '../errors/api-error.js';
import type { AuthContext } from '../kernel/auth-context.js';
import { isCommonPassword } from '../security/common-passwords.js';
import { isPwnedPassword } from '../security/pwned-passwords.js';

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
  if (!pwned.enabled) return;
  let breached: boolean;
  try {
    breached = await isPwnedPassword(password, pwned.timeoutMs);
  } catch (error) {
    context.logger.warn('The Pwned Passwords check failed', error);
    if (pwned.failOpen !== false) return;
    throw new APIError('SERVICE_UNAVAILABLE', {
      message: 'Password breach check is unavailable. Please try again later.',
      code: 'PASSWORD_BREACH_CHECK_IS_UNAVAILABLE',
    });
  }
  if (breached) {
    throw new APIError('BAD_REQUEST', { message: 'Password has appeared in a data breach' });
  }
}
