/** The kit's own English for the error codes whose server wording is not meant for people. */
import type { LocalizedErrorCode } from '../types.js';

/**
 * English messages for the codes whose server message is not one to show a person: lower-case
 * or validator wording ('username is invalid', 'otp expired'), developer terms ('Invalid
 * callbackURL', 'id_token not supported', 'Invalid OTP'), a bare HTTP status ('Unauthorized',
 * 'Not Found'), and the codes the server answers with outside its catalogues ('Forbidden',
 * 'Session not found'…). `en.errors` takes them over the server's catalogues, and the kit shows
 * them when the provider has no dictionary, so English readers never see the raw wording either.
 * Every other code keeps the server's message word for word.
 *
 * @see SPEC §8 (the server's messages, which stay Better Auth 1.2.7's on the wire)
 * @example
 * readableErrors.USERNAME_IS_INVALID; // 'This username has characters that are not allowed'
 */
export const readableErrors = {
  NOT_FOUND: 'This page or item does not exist',
  INTERNAL_SERVER_ERROR: 'Something went wrong on the server. Please try again.',
  UNAUTHORIZED: 'Please sign in to continue',
  FORBIDDEN: 'You are not allowed to do this',
  SERVICE_UNAVAILABLE: 'The service is unavailable for a moment. Please try again shortly.',
  INVALID_CALLBACKURL: 'This return address is not allowed',
  CALLBACKURL_IS_REQUIRED: 'A return address is required',
  INVALID_REDIRECTURL: 'This redirect address is not allowed',
  INVALID_TOKEN: 'This link has expired or was already used',
  USER_ALREADY_HAS_A_PASSWORD: 'This account already has a password',
  ID_TOKEN_NOT_SUPPORTED: 'This provider does not support signing in with an identity token',
  OTP_EXPIRED: 'This code has expired. Request a new one.',
  INVALID_OTP: 'This code is not the right one. Check it and try again.',
  OTP_NOT_FOUND: 'No code is waiting for this number. Request a new one.',
  PHONE_NUMBER_EXIST: 'This phone number is already used by another account',
  PHONE_NUMBER_ALREADY_EXIST: 'This phone number is already used by another account',
  SENDOTP_NOT_IMPLEMENTED: 'Sending codes by text message is not set up',
  SEND_EMAIL_VERIFICATION_IS_NOT_IMPLEMENTED: 'Sending verification emails is not set up',
  OTP_IS_HASHED: 'The code is stored hashed, so it cannot be shown',
  SLUG_IS_TAKEN: 'This slug is already taken',
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE:
    'You are not allowed to invite users with this role',
  AUTH_CANCELLED: 'The passkey sign-in was cancelled',
  REGISTRATION_CANCELLED: 'The passkey registration was cancelled',
  PREVIOUSLY_REGISTERED: 'This passkey is already registered',
  OTP_NOT_ENABLED: 'Codes by email are not enabled',
  OTP_HAS_EXPIRED: 'This code has expired. Request a new one.',
  TOTP_NOT_ENABLED: 'Authenticator app codes are not enabled',
  USERNAME_IS_TOO_SHORT: 'This username is too short',
  USERNAME_IS_TOO_LONG: 'This username is too long',
  USERNAME_IS_INVALID: 'This username has characters that are not allowed',
  USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER:
    'This username is already taken. Please try another.',
  INVALID_USERNAME_OR_PASSWORD: 'Invalid username or password',
  VALIDATION_ERROR: 'Some fields are not valid. Check them and try again.',
  SESSION_NOT_FOUND: 'This session no longer exists',
  PASSWORD_TOO_COMMON: 'This password is too common. Choose another one.',
  PASSWORD_HAS_APPEARED_IN_A_DATA_BREACH:
    'This password has appeared in a data breach. Choose another one.',
  PASSWORD_BREACH_CHECK_IS_UNAVAILABLE:
    'The password could not be checked right now. Please try again later.',
  MISSING_CAPTCHA_RESPONSE: 'Please complete the challenge first.',
  INVALID_ID_TOKEN: 'The sign-in could not be verified. Please try again.',
  CAPTCHA_VERIFICATION_FAILED: 'The challenge could not be verified. Please try it again.',
  CAPTCHA_SERVICE_UNAVAILABLE:
    'The challenge could not be checked right now. Please try again later.',
  YOU_ARE_NOT_IMPERSONATING_ANYONE: 'You are not signed in as another user',
  FAILED_TO_FIND_ADMIN_SESSION: 'Your administrator session could not be found. Sign in again.',
  FAILED_TO_FIND_USER: 'The user could not be found',
  ORIGIN_MISSING: 'The browser did not say which site asked. Please try again.',
  INVALID_RESPONSE: 'The server sent an answer that could not be read. Please try again.',
  METADATA_MUST_BE_AN_OBJECT_OR_UNDEFINED: 'The key’s metadata must be an object',
  REFILLAMOUNT_IS_REQUIRED_WHEN_REFILLINTERVAL_IS_PROVIDED:
    'A refill interval needs a refill amount',
  REFILLINTERVAL_IS_REQUIRED_WHEN_REFILLAMOUNT_IS_PROVIDED:
    'A refill amount needs a refill interval',
  THE_EXPIRESIN_IS_SMALLER_THAN_THE_PREDEFINED_MINIMUM_VALUE: 'This expiry is shorter than allowed',
  THE_EXPIRESIN_IS_LARGER_THAN_THE_PREDEFINED_MAXIMUM_VALUE: 'This expiry is longer than allowed',
  THE_REMAINING_COUNT_IS_EITHER_TOO_LARGE_OR_TOO_SMALL: 'The number of uses left is out of range',
  THE_PREFIX_LENGTH_IS_EITHER_TOO_LARGE_OR_TOO_SMALL: 'The key prefix is too long or too short',
  THE_NAME_LENGTH_IS_EITHER_TOO_LARGE_OR_TOO_SMALL: 'The key name is too long or too short',
  THE_USER_ID_FROM_THE_API_KEY_IS_INVALID: 'This API key belongs to no user',
  API_KEY_GETTER_RETURNED_AN_INVALID_KEY_TYPE_EXPECTED_STRING:
    'The API key could not be read from the request',
} as const satisfies Partial<Record<LocalizedErrorCode, string>>;
