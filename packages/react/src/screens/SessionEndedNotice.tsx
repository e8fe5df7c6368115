'use client';

import { useClassNames } from '../forms/appearance.js';
import { signIn as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { useSession } from '../useSession.js';

// The plain "no session" answer: its message ("Unauthorized") would add nothing to ours.
const PLAIN_CODES = new Set(['UNAUTHORIZED', 'NOT_AUTHENTICATED', 'FAILED_TO_GET_SESSION']);

/**
 * Says why the user is signed out when the session store dropped a session the server no longer
 * honours (`useSession().ended`: a call made with it answered 401 and the server confirmed there
 * is no session: revoked elsewhere, expired, the user banned). An alert (`role="alert"`) with
 * the `signIn` section's `sessionEnded` text, followed by the server's own message when its code
 * says more than "unauthorized" (e.g. a ban's). Renders nothing otherwise; `SignIn` shows it
 * above its form, so an app need not.
 *
 * @example
 * <SessionEndedNotice />
 */
export function SessionEndedNotice({ className }: { className?: string }) {
  const cx = useClassNames();
  const { errorMessage } = useLocalization();
  const text = useLabels('signIn', DEFAULT_LABELS, undefined);
  const ended = useSession().ended;
  if (!ended) return null;
  const reason = PLAIN_CODES.has(ended.code) ? null : errorMessage(ended);
  return (
    <p role="alert" className={cx('portcullis-error portcullis-alert', className)}>
      {reason ? `${text.sessionEnded} ${reason}` : text.sessionEnded}
    </p>
  );
}
