// What went wrong, in the user's terms, for the `error` codes a social flow appends to its
// errorCallbackURL (SPEC §8, docs/social-sign-in.md "Callback errors").
const MESSAGES: Readonly<Record<string, string>> = Object.freeze({
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
});

/**
 * A sentence for the `?error=` code a failed social sign-in or link lands with, e.g.
 * `account_not_linked` → "An account with this email already exists…". Unknown codes (a
 * provider's own, a database hook's) get a general sentence; show the code next to it.
 *
 * @see SPEC §8
 * @example
 * const code = new URLSearchParams(location.search).get('error');
 * if (code) showAlert(`${socialErrorMessage(code)} (${code})`);
 */
export function socialErrorMessage(code: string): string {
  return MESSAGES[code] ?? 'The sign-in with the provider did not complete.';
}
