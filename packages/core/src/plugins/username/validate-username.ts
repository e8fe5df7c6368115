import { APIError } from '../../plugin/index.js';
import { USERNAME_ERROR_CODES, type UsernameErrorCode } from './error-codes.js';

/** The default character rule: ASCII letters, digits, underscore and dot (SPEC §5). */
const USERNAME_PATTERN = /^[A-Za-z0-9_.]+$/;

/** The rules {@link assertValidUsername} applies, with every default resolved. */
export interface UsernameRules {
  /** Fewest characters. Default: 3 (SPEC §9). */
  minUsernameLength: number;
  /** Most characters. Default: 30 (SPEC §9). */
  maxUsernameLength: number;
  /** Replaces the character rule (the length limits still apply). */
  usernameValidator?: (username: string) => boolean | Promise<boolean>;
}

/**
 * The default character rule: true when `username` is made only of letters (`A–Z`, `a–z`),
 * digits, `_` and `.`.
 *
 * @example isDefaultValidUsername('ada.lovelace_1815') // true
 */
export function isDefaultValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}

/** An {@link APIError} with one of the plugin's messages; the code is derived from it. */
export function usernameError(
  status: 'UNAUTHORIZED' | 'UNPROCESSABLE_ENTITY',
  code: UsernameErrorCode,
): APIError {
  return new APIError(status, { code, message: USERNAME_ERROR_CODES[code] });
}

/**
 * Checks a username as typed: length first, then characters (or the custom validator). 422, as
 * Better Auth 1.2.7 answers, on sign-up, update-user and sign-in alike.
 *
 * @throws APIError 422 USERNAME_IS_TOO_SHORT 'username is too short', 422 USERNAME_IS_TOO_LONG
 *   'username is too long', 422 USERNAME_IS_INVALID 'username is invalid'.
 * @see SPEC §5
 */
export async function assertValidUsername(username: string, rules: UsernameRules): Promise<void> {
  if (username.length < rules.minUsernameLength) {
    throw usernameError('UNPROCESSABLE_ENTITY', 'USERNAME_IS_TOO_SHORT');
  }
  if (username.length > rules.maxUsernameLength) {
    throw usernameError('UNPROCESSABLE_ENTITY', 'USERNAME_IS_TOO_LONG');
  }
  const valid = rules.usernameValidator
    ? await rules.usernameValidator(username)
    : isDefaultValidUsername(username);
  if (!valid) throw usernameError('UNPROCESSABLE_ENTITY', 'USERNAME_IS_INVALID');
}
