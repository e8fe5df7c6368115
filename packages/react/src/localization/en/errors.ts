/** The kit's English text: the messages of every error code, of a validation error's fields and of the social callback codes. Composed into `en` by `../en.ts`. */
import {
  ADMIN_ERROR_CODES,
  ANONYMOUS_ERROR_CODES,
  API_KEY_ERROR_CODES,
  CAPTCHA_ERROR_CODES,
  EMAIL_OTP_ERROR_CODES,
  ERROR_CODES,
  GENERIC_OAUTH_ERROR_CODES,
  HAVE_I_BEEN_PWNED_ERROR_CODES,
  MULTI_SESSION_ERROR_CODES,
  ONE_TAP_ERROR_CODES,
  ONE_TIME_TOKEN_ERROR_CODES,
  ORGANIZATION_ERROR_CODES,
  PASSKEY_CLIENT_ERROR_CODES,
  PASSKEY_ERROR_CODES,
  PHONE_NUMBER_ERROR_CODES,
  TWO_FACTOR_ERROR_CODES,
  USERNAME_ERROR_CODES,
} from '@portcullis/core/client';
import type { FieldErrorsLabels } from '../../forms/validation-detail.js';
import type { LocalizedErrorCode, SocialErrorCode } from '../types.js';
import { readableErrors } from './readable-errors.js';

/**
 * The messages of every error code the kit can show, in English: the server's own catalogues
 * (the core's and every first-party plugin's, as `@portcullis/core/client` exports them, word for
 * word: Better Auth 1.2.7's where it has them) except where that wording is not for people
 * (lower case, validator or developer terms, a bare HTTP status: {@link readableErrors} replaces
 * it), the codes the server answers with outside them, and the client's `NETWORK_ERROR`,
 * `INVALID_RESPONSE` and `UNKNOWN_ERROR`. A code shared by two catalogues has the same message in
 * both.
 */
// One pure call rather than an object of spreads, which a bundler must keep (a spread may run
// getters): the kit's main entry, which falls back to the server's own messages, drops it.
export const errors: Record<LocalizedErrorCode, string> = /* @__PURE__ */ Object.assign(
  {},
  ERROR_CODES,
  ADMIN_ERROR_CODES,
  ANONYMOUS_ERROR_CODES,
  API_KEY_ERROR_CODES,
  EMAIL_OTP_ERROR_CODES,
  CAPTCHA_ERROR_CODES,
  GENERIC_OAUTH_ERROR_CODES,
  HAVE_I_BEEN_PWNED_ERROR_CODES,
  MULTI_SESSION_ERROR_CODES,
  ONE_TAP_ERROR_CODES,
  ONE_TIME_TOKEN_ERROR_CODES,
  ORGANIZATION_ERROR_CODES,
  PASSKEY_ERROR_CODES,
  PASSKEY_CLIENT_ERROR_CODES,
  PHONE_NUMBER_ERROR_CODES,
  TWO_FACTOR_ERROR_CODES,
  USERNAME_ERROR_CODES,
  {
    TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
    NETWORK_ERROR: 'Network error',
    UNKNOWN_ERROR: 'Unknown error',
  },
  readableErrors,
);

/** What a form says beside a field a 400 `VALIDATION_ERROR` names, in English. */
export const fieldErrors: FieldErrorsLabels = {
  tooLong: 'Too long: use at most {max} characters.',
  tooShort: 'Too short: use at least {min} characters.',
  required: 'This field is required.',
  invalidEmail: 'Invalid email',
  invalid: 'This value is not valid.',
};

/** What a failed social sign-in's `?error=` code means, in English (see `socialErrorMessage`). */
export const socialErrors: Record<SocialErrorCode, string> = {
  access_denied: 'The sign-in was cancelled at the provider.',
  invalid_callback_request: 'The provider sent back an incomplete answer. Please try again.',
  state_not_found: 'The provider sent back an incomplete answer. Please try again.',
  please_restart_the_process:
    'The sign-in took too long, was already completed, or began in another browser. Please start again.',
  no_code: 'The provider did not finish the sign-in. Please try again.',
  oauth_provider_not_found: 'This sign-in provider is not available.',
  invalid_code: 'The provider did not accept the sign-in. Please try again.',
  unable_to_get_user_info: 'The provider did not share your profile.',
  email_not_found: 'The provider did not share an email address, and one is needed to sign in.',
  no_callback_url: 'The sign-in did not say where to continue. Please start again.',
  account_already_linked_to_different_user: 'That account is already linked to another user.',
  unable_to_link_account:
    'That account could not be linked. Its email may differ from the one on your account.',
  account_not_linked:
    'An account with this email already exists. Sign in the way you did before, then link this provider from your account page.',
  signup_disabled: 'New accounts cannot be created with this provider.',
  unable_to_create_user: 'Your account could not be created. Please try again.',
  unable_to_create_session: 'You could not be signed in. Please try again.',
  unknown: 'The sign-in with the provider did not complete.',
};
