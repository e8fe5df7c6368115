import { isMagicLinkError, socialErrorMessage } from '@portcullis/react';
import { navigate, useLocation } from '../router.js';

// The `error=` values Portcullis appends to a callbackURL when an emailed link fails.
const EMAIL_LINK_MESSAGES: Record<string, string> = {
  invalid_token: 'That link is invalid or was already used. Ask for a new one.',
  token_expired: 'That link has expired. Ask for a new one.',
  user_not_found: 'That link belongs to an account that no longer exists.',
  unauthorized: 'That link is for another account. Sign out first, then open it again.',
};

/**
 * Explains an `?error=…` the app was sent back with, with a way to dismiss it: a failed email
 * link (`/?error=invalid_token`) or a failed sign-in or link with a provider
 * (`/sign-in?error=account_not_linked`), whose code is shown too.
 */
export function LinkErrorNotice() {
  const error = useLocation().searchParams.get('error');
  // A refused magic link: the sign-in screen's email-link form says so, and sends a new one.
  if (!error || isMagicLinkError(error)) return null;
  const emailLink = EMAIL_LINK_MESSAGES[error];
  return (
    <div className="notice" role="alert">
      <p>
        {emailLink ?? socialErrorMessage(error)}
        {emailLink ? null : (
          <>
            {' '}
            <span className="notice-code">
              Error code: <code>{error}</code>
            </span>
          </>
        )}
      </p>
      <button
        type="button"
        className="link-button"
        onClick={() => navigate('/', { replace: true })}
      >
        Dismiss
      </button>
    </div>
  );
}
