import { navigate, useLocation } from '../router.js';

// The `error=` values Portcullis appends to a callbackURL when an emailed link fails.
const MESSAGES: Record<string, string> = {
  invalid_token: 'That link is invalid or was already used. Ask for a new one.',
  token_expired: 'That link has expired. Ask for a new one.',
  user_not_found: 'That link belongs to an account that no longer exists.',
  unauthorized: 'That link is for another account. Sign out first, then open it again.',
};

/** Explains a failed email link (`/?error=…`) once, with a way to dismiss it. */
export function LinkErrorNotice() {
  const error = useLocation().searchParams.get('error');
  if (!error) return null;
  return (
    <div className="notice" role="alert">
      <p>{MESSAGES[error] ?? `That link did not work (${error}).`}</p>
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
