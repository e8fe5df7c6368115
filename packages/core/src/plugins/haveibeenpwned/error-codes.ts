/**
 * Messages of the `haveIBeenPwned()` plugin. `PASSWORD_COMPROMISED` is Better Auth 1.2.7's code
 * and message, word for word; `FAILED_TO_CHECK_PASSWORD_PLEASE_TRY_AGAIN_LATER` answers when the Pwned Passwords
 * service fails and the plugin fails closed (Better Auth answers that case 500 with the same
 * message).
 *
 * | Code | Status | When |
 * |---|---|---|
 * | `PASSWORD_COMPROMISED` | 400 | the new password is listed by Pwned Passwords (count above 0); the message is `customPasswordCompromisedMessage` when set |
 * | `FAILED_TO_CHECK_PASSWORD_PLEASE_TRY_AGAIN_LATER` | 503 | the service failed (network, error status, timeout) and `failOpen` is false (the default) |
 */
export const HAVE_I_BEEN_PWNED_ERROR_CODES = {
  PASSWORD_COMPROMISED:
    'The password you entered has been compromised. Please choose a different password.',
  FAILED_TO_CHECK_PASSWORD_PLEASE_TRY_AGAIN_LATER:
    'Failed to check password. Please try again later.',
} as const;

/** A code of {@link HAVE_I_BEEN_PWNED_ERROR_CODES}. */
export type HaveIBeenPwnedErrorCode = keyof typeof HAVE_I_BEEN_PWNED_ERROR_CODES;
