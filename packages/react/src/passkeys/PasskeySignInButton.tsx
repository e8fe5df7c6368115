'use client';

import { useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { FormAlert } from '../forms/FormAlert.js';
import { passkeySignInButton as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { useRequiredClient } from '../useAuthClient.js';
import { requirePasskeyClient } from './passkey-client.js';

/** The visible text of {@link PasskeySignInButton}. Default: signIn `'Sign in with a passkey'`. */
export interface PasskeySignInButtonLabels {
  signIn: string;
}

/** Props of {@link PasskeySignInButton}. */
export interface PasskeySignInButtonProps {
  /** Runs after sign-in, once `useSession` already shows the new session. */
  onSuccess?: () => void;
  /** Where to go after sign-in, with a full-page navigation. */
  callbackURL?: string;
  /** The button's text. Default: the `signIn` label (`'Sign in with a passkey'`). */
  label?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<PasskeySignInButtonLabels>;
  /** Added to the button's `portcullis-button` class. */
  className?: string;
}

/**
 * A button that signs in with a passkey (`client.signIn.passkey()`): the browser asks the user
 * to pick one of this site's passkeys (discoverable credentials: no email needed) and to unlock
 * it. A failure shows the server's message (e.g. 'Authentication failed') as an alert; a
 * cancelled ceremony shows "The passkey sign-in was cancelled" (the server's 'auth cancelled',
 * reworded). Busy (`aria-busy`, disabled)
 * while the ceremony runs.
 *
 * DOM hook for end-to-end tests: the button "Sign in with a passkey" (default label).
 *
 * @throws Error "PasskeySignInButton requires passkeyClient()…" for a client created without it.
 * @example
 * <PasskeySignInButton onSuccess={() => navigate('/account')} />
 */
export function PasskeySignInButton(props: PasskeySignInButtonProps) {
  const cx = useClassNames();
  const { onSuccess, callbackURL, className } = props;
  const text = useLabels('passkeySignInButton', DEFAULT_LABELS, props.labels);
  const label = props.label ?? text.signIn;
  const client = requirePasskeyClient(
    useRequiredClient('PasskeySignInButton'),
    'PasskeySignInButton',
  );
  const [busy, setBusy] = useState(false);
  const { errorMessage } = useLocalization();
  const [error, setError] = useState<string | null>(null);
  const signIn = async () => {
    setBusy(true);
    setError(null);
    const result = await client.signIn.passkey();
    setBusy(false);
    if (result.error) {
      setError(errorMessage(result.error));
      return;
    }
    onSuccess?.();
    if (callbackURL) window.location.assign(callbackURL);
  };
  return (
    <div className={cx('portcullis-passkey-sign-in')}>
      <FormAlert message={error} />
      <button
        type="button"
        className={cx('portcullis-button', 'portcullis-button--secondary', className)}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void signIn()}
      >
        {label}
      </button>
    </div>
  );
}
