'use client';

import { useState } from 'react';
import { useRequiredClient } from '../useAuthClient.js';

/** The texts of {@link VerifyEmailNotice}; `{email}` is filled in. */
export interface VerifyEmailNoticeTexts {
  message: string;
  resend: string;
  sent: string;
}

/**
 * Why an action was refused for an unverified email, with "Resend verification email": a click
 * asks the server (`sendVerificationEmail`) for a new link to `email`, leading to `callbackURL`
 * (default: this page, so the user comes back to finish), then confirms with `role="status"`;
 * a refusal is announced with `role="alert"`. The button stays usable for another resend.
 */
export function VerifyEmailNotice(props: {
  caller: string;
  email: string;
  callbackURL: string | undefined;
  texts: VerifyEmailNoticeTexts;
}) {
  const { caller, email, texts } = props;
  const client = useRequiredClient(caller);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const resend = async () => {
    setState('sending');
    setFailure(null);
    // Read at click time: there is no location while rendering on the server.
    const callbackURL = props.callbackURL ?? `${window.location.pathname}${window.location.search}`;
    const result = await client.sendVerificationEmail({ email, callbackURL });
    setState(result.error ? 'idle' : 'sent');
    if (result.error) setFailure(result.error.message);
  };

  return (
    <>
      <p role="alert" className="portcullis-error portcullis-alert">
        {texts.message.replace('{email}', email)}
      </p>
      <div className="portcullis-actions">
        <button
          type="button"
          className="portcullis-button portcullis-button--secondary portcullis-button--small"
          disabled={state === 'sending'}
          aria-busy={state === 'sending'}
          onClick={resend}
        >
          {texts.resend}
        </button>
      </div>
      {state === 'sent' ? (
        <p role="status" className="portcullis-status">
          {texts.sent.replace('{email}', email)}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="portcullis-error">
          {failure}
        </p>
      ) : null}
    </>
  );
}
