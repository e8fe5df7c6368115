/**
 * The error catalogue of SPEC §8, word for word. Each key is the message upper-cased with spaces
 * turned into underscores and other punctuation dropped (see {@link toErrorCode}); a test keeps
 * every key in step with its message.
 *
 * @see SPEC §5 (validation messages) and §8 (error catalogue)
 */
export const ERROR_CODES = {
  NOT_FOUND: 'Not Found',
  INTERNAL_SERVER_ERROR: 'Internal Server Error',
  PAYLOAD_TOO_LARGE: 'Payload too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported media type',
  USER_NOT_FOUND: 'User not found',
  FAILED_TO_CREATE_USER: 'Failed to create user',
  FAILED_TO_CREATE_SESSION: 'Failed to create session',
  FAILED_TO_UPDATE_USER: 'Failed to update user',
  FAILED_TO_GET_SESSION: 'Failed to get session',
  INVALID_PASSWORD: 'Invalid password',
  INVALID_EMAIL: 'Invalid email',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
  PASSWORD_TOO_SHORT: 'Password too short',
  PASSWORD_TOO_LONG: 'Password too long',
  USER_ALREADY_EXISTS: 'User already exists',
  EMAIL_NOT_VERIFIED: 'Email not verified',
  EMAIL_CAN_NOT_BE_UPDATED: 'Email can not be updated',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Credential account not found',
  SESSION_EXPIRED_REAUTHENTICATE_TO_PERFORM_THIS_ACTION:
    'Session expired. Re-authenticate to perform this action.',
  SESSION_IS_NOT_FRESH: 'Session is not fresh',
  EMAIL_AND_PASSWORD_IS_NOT_ENABLED: 'Email and password is not enabled',
  EMAIL_AND_PASSWORD_SIGN_UP_IS_NOT_ENABLED: 'Email and password sign up is not enabled',
  UNAUTHORIZED: 'Unauthorized',
  INVALID_ORIGIN: 'Invalid origin',
  INVALID_CALLBACKURL: 'Invalid callbackURL',
  HEADERS_IS_REQUIRED: 'Headers is required',
  REQUEST_IS_REQUIRED: 'Request is required',
  UNABLE_TO_CREATE_VERIFICATION: 'Unable to create verification',
  VERIFICATION_EMAIL_ISNT_ENABLED: "Verification email isn't enabled",
  RESET_PASSWORD_ISNT_ENABLED: "Reset password isn't enabled",
  INVALID_TOKEN: 'invalid token',
  TOKEN_EXPIRED: 'Token expired',
  EMAIL_IS_THE_SAME: 'Email is the same',
  COULDNT_UPDATE_YOUR_EMAIL: "Couldn't update your email",
  CHANGE_EMAIL_IS_DISABLED: 'Change email is disabled',
  NO_PASSWORD_CREDENTIAL_FOUND: 'No password credential found',
  USER_ALREADY_HAS_A_PASSWORD: 'user already has a password',
  // Social sign-in and linked accounts (SPEC §5, §8).
  CALLBACKURL_IS_REQUIRED: 'callbackURL is required',
  SOCIAL_ACCOUNT_ALREADY_LINKED: 'Social account already linked',
  PROVIDER_NOT_FOUND: 'Provider not found',
  ID_TOKEN_NOT_SUPPORTED: 'id_token not supported',
  FAILED_TO_GET_USER_INFO: 'Failed to get user info',
  USER_EMAIL_NOT_FOUND: 'User email not found',
  YOU_CANT_UNLINK_YOUR_LAST_ACCOUNT: "You can't unlink your last account",
  ACCOUNT_NOT_FOUND: 'Account not found',
  KEYS_NOT_FOUND: 'Keys not found',
  // Not worded by the spec; the ID-token twins of the callback's redirect codes, and refresh.
  ACCOUNT_NOT_LINKED: 'Account not linked',
  UNABLE_TO_LINK_ACCOUNT: 'Unable to link account',
  SIGNUP_DISABLED: 'Signup disabled',
  TOKEN_REFRESH_NOT_SUPPORTED: 'Token refresh not supported',
  REFRESH_TOKEN_NOT_FOUND: 'Refresh token not found',
  FAILED_TO_REFRESH_ACCESS_TOKEN: 'Failed to refresh access token',
  FAILED_TO_GET_A_VALID_ACCESS_TOKEN: 'Failed to get a valid access token',
  AUDIT_LOG_IS_NOT_ENABLED: 'Audit log is not enabled',
  // Faults (docs/deployment.md): the database or secondary storage cannot be reached in time,
  // and an app's email callback threw.
  SERVICE_UNAVAILABLE: 'Service unavailable',
  FAILED_TO_SEND_EMAIL: 'Failed to send email',
} as const;

/** A code of the catalogue, e.g. `'USER_ALREADY_EXISTS'`. */
export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Derives an error code from a message: upper-cased, spaces to underscores, every other
 * character that is not a letter, digit or underscore dropped.
 *
 * @example toErrorCode("Couldn't update your email") // 'COULDNT_UPDATE_YOUR_EMAIL'
 * @see SPEC §8
 */
export function toErrorCode(message: string): string {
  return message
    .toUpperCase()
    .replace(/\s+/g, '_')
    .replace(/[^A-Z0-9_]/g, '');
}
