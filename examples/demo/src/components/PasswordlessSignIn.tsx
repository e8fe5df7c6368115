import { EmailOTPForm, MagicLinkForm } from '@portcullis/react';
import { Fragment, useState } from 'react';

const METHODS = [
  { id: 'link', label: 'Sign in with an email link' },
  { id: 'code', label: 'Sign in with an email code' },
] as const;

type Method = (typeof METHODS)[number]['id'];

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
        {METHODS.map(({ id, label }, index) => (
          <Fragment key={id}>
            {index > 0 ? ' · ' : null}
            <button
              type="button"
              className="link-button"
              aria-expanded={open === id}
              aria-controls={`passwordless-${id}`}
              onClick={() => toggle(id)}
            >
              {label}
            </button>
          </Fragment>
        ))}
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
