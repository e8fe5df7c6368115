import { ResetPasswordForm } from '@portcullis/react';
import { useState } from 'react';
import { useDemoText } from '../language.js';
import { Link } from '../router.js';

/**
 * `/reset-password`: where the emailed reset link lands (`?token=…`, or `?error=INVALID_TOKEN`
 * for a used or expired one). `ResetPasswordForm` reads the query itself. Once the password is
 * reset, only the form's success message and a "Sign in" link stay (no length hint).
 */
export function ResetPasswordPage() {
  const [done, setDone] = useState(false);
  const text = useDemoText().resetPassword;
  return (
    <section className="card" aria-labelledby="reset-title">
      <header className="card-header">
        <h1 id="reset-title">{text.title}</h1>
        {done ? null : <p className="muted">{text.hint}</p>}
      </header>
      <ResetPasswordForm onSuccess={() => setDone(true)} />
      <p className="form-footnote">
        {/* Distinct keys: the button mounts as a button instead of fading in from a link. */}
        {done ? (
          <Link key="sign-in" to="/" className="portcullis-button">
            {text.signIn}
          </Link>
        ) : (
          <Link key="back" to="/">
            {text.back}
          </Link>
        )}
      </p>
    </section>
  );
}
