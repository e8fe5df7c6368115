'use client';

import { useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { FormAlert } from '../forms/FormAlert.js';
import { continueAsGuestButton as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { useRequiredClient } from '../useAuthClient.js';
import { hasAnonymousClient } from './anonymous-client.js';

/** The visible text of {@link ContinueAsGuestButton}. Default: label `'Continue as guest'`. */
export interface ContinueAsGuestButtonLabels {
  label: string;
}

/** Props of {@link ContinueAsGuestButton}. */
export interface ContinueAsGuestButtonProps {
  /** Runs after the guest session is created, once `useSession` shows it. */
  onSuccess?: () => void;
  /** Where to go then, with a full-page navigation. */
  callbackURL?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<ContinueAsGuestButtonLabels>;
  /** Added to the button's `portcullis-button` class. */
  className?: string;
}

/**
 * A button that signs the visitor in as a guest (`client.signIn.anonymous()`, the server's
 * `anonymous()` plugin): a real session without an account, linked to the account they create or
 * sign in to later. A failure shows the server's message, localized, as an alert; busy
 * (`aria-busy`, disabled) while the request runs.
 *
 * DOM hook for end-to-end tests: the button "Continue as guest" (default label).
 *
 * @throws Error "ContinueAsGuestButton requires anonymousClient()…" for a client created without it.
 * @example
 * <ContinueAsGuestButton callbackURL="/shop" />
 */
export function ContinueAsGuestButton(props: ContinueAsGuestButtonProps) {
  const cx = useClassNames();
  const client = useRequiredClient('ContinueAsGuestButton');
  const text = useLabels('continueAsGuestButton', DEFAULT_LABELS, props.labels);
  const { errorMessage } = useLocalization();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!hasAnonymousClient(client)) {
    throw new Error(
      'ContinueAsGuestButton requires anonymousClient() in createAuthClient({ plugins }): create ' +
        'the client with createAuthClient({ plugins: [anonymousClient()] }), importing ' +
        "anonymousClient from '@portcullis/core/client'.",
    );
  }
  const signIn = async () => {
    setBusy(true);
    setError(null);
    const result = await client.signIn.anonymous();
    setBusy(false);
    if (result.error) {
      setError(errorMessage(result.error));
      return;
    }
    props.onSuccess?.();
    if (props.callbackURL) window.location.assign(props.callbackURL);
  };
  return (
    <div className={cx('portcullis-guest-sign-in')}>
      <FormAlert message={error} />
      <button
        type="button"
        className={cx('portcullis-button', 'portcullis-button--secondary', props.className)}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void signIn()}
      >
        {text.label}
      </button>
    </div>
  );
}
