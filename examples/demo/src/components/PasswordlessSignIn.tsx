import { EmailOTPForm, MagicLinkForm } from '@portcullis/react';
import { useState } from 'react';

type Method = 'link' | 'code';

/**
 * The sign-in tab's passwordless options: "Sign in with an email link" opens `MagicLinkForm`
 * (the link in the outbox signs the user in, or up, and lands on `/`), "Sign in with an email
 * code" opens `EmailOTPForm` (the code is in the outbox email's subject). One shows at a time;
 * the buttons say which is open (`aria-expanded`).
 */
export function PasswordlessSignIn() {
  const [open, setOpen] = useState<Method | null>(null);
  const toggle = (method: Method) => setOpen((current) => (current === method ? null : method));
  return (
    <div className="passwordless">
      <p className="form-footnote">
        <button
          type="button"
          className="link-button"
          aria-expanded={open === 'link'}
          aria-controls="passwordless-link"
          onClick={() => toggle('link')}
        >
          Sign in with an email link
        </button>
        {' · '}
        <button
          type="button"
          className="link-button"
          aria-expanded={open === 'code'}
          aria-controls="passwordless-code"
          onClick={() => toggle('code')}
        >
          Sign in with an email code
        </button>
      </p>
      {open === 'link' ? (
        <div id="passwordless-link">
          <MagicLinkForm callbackURL="/" errorCallbackURL="/sign-in" />
        </div>
      ) : null}
      {open === 'code' ? (
        <div id="passwordless-code">
          <EmailOTPForm />
        </div>
      ) : null}
    </div>
  );
}
