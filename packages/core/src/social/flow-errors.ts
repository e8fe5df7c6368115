import { APIError } from '../errors/api-error.js';

/**
 * Why a provider identity could not be signed in or linked, as the redirect codes of SPEC §8
 * (`unable_to_create_user` is Better Auth's code for a failed insert; the spec does not list it).
 */
export type SocialFlowError =
  | 'account_already_linked_to_different_user'
  | 'unable_to_link_account'
  | 'account_not_linked'
  | 'signup_disabled'
  | 'unable_to_create_user';

/**
 * The API error of a flow error, for answers that are JSON rather than a redirect (ID-token
 * sign-in): 401 for linking refusals (as Better Auth), 422 'Failed to create user'.
 */
export function socialFlowAPIError(error: SocialFlowError): APIError {
  switch (error) {
    case 'account_already_linked_to_different_user':
      return new APIError('UNAUTHORIZED', 'SOCIAL_ACCOUNT_ALREADY_LINKED');
    case 'unable_to_link_account':
      return new APIError('UNAUTHORIZED', 'UNABLE_TO_LINK_ACCOUNT');
    case 'account_not_linked':
      return new APIError('UNAUTHORIZED', 'ACCOUNT_NOT_LINKED');
    case 'signup_disabled':
      return new APIError('UNAUTHORIZED', 'SIGNUP_DISABLED');
    case 'unable_to_create_user':
      return new APIError('UNPROCESSABLE_ENTITY', 'FAILED_TO_CREATE_USER');
  }
}
