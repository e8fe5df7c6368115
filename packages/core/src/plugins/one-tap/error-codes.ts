/**
 * Messages of the one-tap plugin, word for word from Better Auth 1.2.7. Each key is the code the
 * error answers with.
 *
 * | Code | Status | When |
 * |---|---|---|
 * | `INVALID_ID_TOKEN` | 400 | the ID token does not verify (signature against Google's keys, issuer, audience, expiry), or no Google client id is configured |
 * | `USER_NOT_FOUND` | 502 | no user with the token's email and `disableSignup` (Better Auth's status) |
 * | `GOOGLE_SUB_DOESNT_MATCH` | 401 | a user has the email but no Google account, and linking is off or the email is not verified by Google |
 * | `COULD_NOT_CREATE_USER` | 500 | the new user could not be stored |
 */
export const ONE_TAP_ERROR_CODES = {
  INVALID_ID_TOKEN: 'invalid id token',
  USER_NOT_FOUND: 'User not found',
  GOOGLE_SUB_DOESNT_MATCH: "Google sub doesn't match",
  COULD_NOT_CREATE_USER: 'Could not create user',
} as const;
