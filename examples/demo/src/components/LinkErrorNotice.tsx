import { isMagicLinkError, socialErrorMessage } from '@portcullis/react';
import type { DemoText } from '../i18n.js';
import { useDemoText } from '../language.js';
import { navigate, useLocation } from '../router.js';

// The `error=` values Portcullis appends to a callbackURL when an emailed link fails, and their
// text in the demo's dictionary (i18n.ts `linkErrors`).
const EMAIL_LINK_MESSAGES: Record<string, keyof DemoText['linkErrors']> = {
  invalid_token: 'invalidToken',
  token_expired: 'expiredToken',
  user_not_found: 'userNotFound',
  unauthorized: 'otherAccount',
};

/**
 * Explains an `?error=…` the app was sent back with, with a way to dismiss it: a failed email
 * link (`/?error=invalid_token`) or a failed sign-in or link with a provider
 * (`/sign-in?error=account_not_linked`), whose code is shown too.
 */
export function LinkErrorNotice() {
  const error = useLocation().searchParams.get('error');
  const text = useDemoText().linkErrors;
  // A refused magic link: the sign-in screen's email-link form says so, and sends a new one.
  if (!error || isMagicLinkError(error)) return null;
  const emailLinkKey = Object.hasOwn(EMAIL_LINK_MESSAGES, error)
    ? EMAIL_LINK_MESSAGES[error]
    : undefined;
  const emailLink = emailLinkKey ? text[emailLinkKey] : undefined;
  return (
    <div className="notice" role="alert">
      <p>
        {emailLink ?? socialErrorMessage(error)}
        {emailLink ? null : (
          <>
            {' '}
            <span className="notice-code">
              {text.code} <code>{error}</code>
            </span>
          </>
        )}
      </p>
      <button
        type="button"
        className="link-button"
        onClick={() => navigate('/', { replace: true })}
      >
        {text.dismiss}
      </button>
    </div>
  );
}
