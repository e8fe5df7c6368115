/**
 * Messages of the passkey plugin, word for word Better Auth 1.2.7's (`$ERROR_CODES` of its
 * `passkey()` plugin). Each key is the code the error answers with.
 *
 * | Code | Status | When |
 * |---|---|---|
 * | `CHALLENGE_NOT_FOUND` | 400 | verify-registration or verify-authentication without the signed challenge cookie; verify-authentication when the challenge is unknown, used or expired |
 * | `YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY` | 401 | verify-registration with a challenge issued to another user; update-passkey of another user's passkey |
 * | `FAILED_TO_VERIFY_REGISTRATION` | 400 | the attestation does not verify (wrong origin, wrong rpID, wrong challenge, malformed) |
 * | `PASSKEY_NOT_FOUND` | 401 / 404 | verify-authentication with an unknown credential (401); update-passkey of an unknown id (404) |
 * | `AUTHENTICATION_FAILED` | 400 | the assertion does not verify (signature, origin, rpID, challenge, counter gone backwards) |
 * | `UNABLE_TO_CREATE_SESSION` | 500 | the session row could not be written |
 * | `FAILED_TO_UPDATE_PASSKEY` | 500 | the rename could not be written |
 *
 * @see docs/passkeys.md
 */
export const PASSKEY_ERROR_CODES = {
  CHALLENGE_NOT_FOUND: 'Challenge not found',
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: 'You are not allowed to register this passkey',
  FAILED_TO_VERIFY_REGISTRATION: 'Failed to verify registration',
  PASSKEY_NOT_FOUND: 'Passkey not found',
  AUTHENTICATION_FAILED: 'Authentication failed',
  UNABLE_TO_CREATE_SESSION: 'Unable to create session',
  FAILED_TO_UPDATE_PASSKEY: 'Failed to update passkey',
} as const;

/** A code of {@link PASSKEY_ERROR_CODES}. */
export type PasskeyErrorCode = keyof typeof PASSKEY_ERROR_CODES;
