'use client';

import { useState } from 'react';
import { resendVerificationButton as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useClassNames } from './appearance.js';

/**
 * The visible text of {@link ResendVerificationButton}; `{email}` is filled in. Defaults: button
 * `'Resend verification email'`, sent `'Sent. Check your inbox for the link.'`.
 */
export interface ResendVerificationButtonLabels {
  button: string;
  sent: string;
}

/** Props of {@link ResendVerificationButton}. */
export interface ResendVerificationButtonProps {
  /** The address to send the link to: the signed-in user's (the server refuses another). */
  email: string;
  /**
   * Where the link leads once followed (a relative path or a trusted origin). Default: the page
   * the button is on, read at click time, so the user comes back to finish what they were doing.
   */
  callbackURL?: string;
  /** Added to the wrapper's `portcullis-resend-verification` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<ResendVerificationButtonLabels>;
}

/**
 * "Resend verification email": asks the server (`sendVerificationEmail`, `POST
 * /send-verification-email`) for a new link to `email`, then says so with `role="status"`, or
 * shows the server's refusal with `role="alert"`. The button is disabled and `aria-busy` while
 * the call runs and stays usable for another resend.
 *
 * @example
 * {user.emailVerified ? null : <ResendVerificationButton email={user.email} callbackURL="/" />}
 */
export function ResendVerificationButton(props: ResendVerificationButtonProps) {
  const cx = useClassNames();
  const { email, className, labels } = props;
  const client = useRequiredClient('ResendVerificationButton');
  const text = useLabels('resendVerificationButton', DEFAULT_LABELS, labels);
  const { errorMessage } = useLocalization();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const resend = async () => {
    setState('sending');
    setFailure(null);
    // Read at click time: there is no location while rendering on the server.
    const callbackURL = props.callbackURL ?? `${window.location.pathname}${window.location.search}`;
    const result = await client.sendVerificationEmail({ email, callbackURL });
    setState(result.error ? 'idle' : 'sent');
    if (result.error) setFailure(errorMessage(result.error));
  };

  return (
    <div className={cx('portcullis-resend-verification', className)}>
      <div className={cx('portcullis-actions')}>
        <button
          type="button"
          className={cx('portcullis-button portcullis-button--secondary portcullis-button--small')}
          disabled={state === 'sending'}
          aria-busy={state === 'sending'}
          onClick={resend}
        >
          {text.button.replace('{email}', email)}
        </button>
      </div>
      {state === 'sent' ? (
        <p role="status" className={cx('portcullis-status')}>
          {text.sent.replace('{email}', email)}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className={cx('portcullis-error')}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}
