'use client';

import { type ReactNode, useState } from 'react';
import { signOutButton as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useClassNames } from './appearance.js';

/** The visible text of {@link SignOutButton}. Default: signOut `'Sign out'`. */
export interface SignOutButtonLabels {
  signOut: string;
}

/** Props of {@link SignOutButton}. */
export interface SignOutButtonProps {
  /** Runs after sign-out, once `useSession` already shows no session. */
  onSuccess?: () => void;
  /** The button's content. Default: the `signOut` label (`'Sign out'`). */
  children?: ReactNode;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<SignOutButtonLabels>;
  /** Added to the button's `portcullis-button portcullis-button--secondary` classes. */
  className?: string;
}

/**
 * A button that signs out. Disabled and `aria-busy` while signing out; a failure (e.g. the
 * network is down) is announced with `role="alert"` next to it.
 *
 * DOM hook for end-to-end tests: button "Sign out" (with the default content).
 *
 * @example
 * <SignOutButton onSuccess={() => navigate('/')} />
 */
export function SignOutButton({ onSuccess, children, className, labels }: SignOutButtonProps) {
  const text = useLabels('signOutButton', DEFAULT_LABELS, labels);
  const cx = useClassNames();
  const client = useRequiredClient('SignOutButton');
  const { errorMessage } = useLocalization();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onClick = async () => {
    setPending(true);
    setError(null);
    const result = await client.signOut();
    setPending(false);
    // FAILED_TO_GET_SESSION: the server had no session (it expired, or another tab signed out),
    // so the user is signed out all the same.
    if (result.error && result.error.code !== 'FAILED_TO_GET_SESSION')
      setError(errorMessage(result.error));
    else onSuccess?.();
  };

  return (
    <>
      <button
        type="button"
        className={cx('portcullis-button portcullis-button--secondary', className)}
        disabled={isPending}
        aria-busy={isPending}
        onClick={onClick}
      >
        {children ?? text.signOut}
      </button>
      {error ? (
        <p role="alert" className={cx('portcullis-error portcullis-alert')}>
          {error}
        </p>
      ) : null}
    </>
  );
}
