/**
 * Messages of the username plugin, word for word from SPEC §5; the sign-in failure, which SPEC
 * does not give, is Better Auth 1.2.7's (lower case). Each key is the code the error answers
 * with: the message upper-cased, spaces to underscores, other punctuation dropped (SPEC §8).
 *
 * | Code | Status | When |
 * |---|---|---|
 * | `USERNAME_IS_TOO_SHORT` | 422 | fewer than `minUsernameLength` characters |
 * | `USERNAME_IS_TOO_LONG` | 422 | more than `maxUsernameLength` characters |
 * | `USERNAME_IS_INVALID` | 422 | a character other than a letter, digit, `_` or `.` (or the custom validator said no) |
 * | `USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER` | 422 | a user has it (compared lowercased) |
 * | `INVALID_USERNAME_OR_PASSWORD` | 401 | `POST /sign-in/username` with an unknown username, no password, or a wrong one |
 *
 * @see SPEC §5, §8
 */
export const USERNAME_ERROR_CODES = {
  USERNAME_IS_TOO_SHORT: 'username is too short',
  USERNAME_IS_TOO_LONG: 'username is too long',
  USERNAME_IS_INVALID: 'username is invalid',
  USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER: 'username is already taken. please try another',
  INVALID_USERNAME_OR_PASSWORD: 'invalid username or password',
} as const;

/** A code of {@link USERNAME_ERROR_CODES}. */
export type UsernameErrorCode = keyof typeof USERNAME_ERROR_CODES;
