import { useAuthClient } from '@portcullis/react';
import { useState } from 'react';

/**
 * "Resend verification email": asks the server to email a fresh verification link to the
 * signed-in user's address, then says so (`role="status"`) or shows why not (`role="alert"`).
 */
export function ResendVerification({ email }: { email: string }) {
  const client = useAuthClient();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    setState('sending');
    setError(null);
    const result = await client.sendVerificationEmail({ email, callbackURL: '/' });
    setState(result.error ? 'idle' : 'sent');
    if (result.error) setError(result.error.message);
  };

  return (
    <div className="resend">
      <button
        type="button"
        className="portcullis-button portcullis-button--secondary portcullis-button--small"
        disabled={state === 'sending'}
        aria-busy={state === 'sending'}
        onClick={resend}
      >
        Resend verification email
      </button>
      {state === 'sent' ? (
        <p role="status" className="muted small">
          Sent. Check your inbox for the link.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="portcullis-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
