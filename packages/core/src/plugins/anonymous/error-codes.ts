/**
 * Messages of the anonymous plugin, word for word Better Auth 1.2.7's. Each key is the code the
 * error answers with: the message upper-cased, spaces to underscores (SPEC §8).
 *
 * | Code | Status | When |
 * |---|---|---|
 * | `ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY` | 400 | `POST /sign-in/anonymous` from a browser already signed in as an anonymous user |
 * | `FAILED_TO_CREATE_USER` | 500 | the anonymous user's row could not be written |
 * | `COULD_NOT_CREATE_SESSION` | 400 | the session could not be written (Better Auth's status) |
 */
export const ANONYMOUS_ERROR_CODES = {
  FAILED_TO_CREATE_USER: 'Failed to create user',
  COULD_NOT_CREATE_SESSION: 'Could not create session',
  ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY:
    'Anonymous users cannot sign in again anonymously',
} as const;

/** A code of {@link ANONYMOUS_ERROR_CODES}. */
export type AnonymousErrorCode = keyof typeof ANONYMOUS_ERROR_CODES;
