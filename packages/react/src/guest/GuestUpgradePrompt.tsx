'use client';

import { useClassNames } from '../forms/appearance.js';
import { guestUpgradePrompt as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { useSession } from '../useSession.js';
import { isGuest } from './anonymous-client.js';

/**
 * The visible text of {@link GuestUpgradePrompt}. Defaults: message `"You're browsing as a
 * guest: create an account to keep your data."`, createAccount `'Create an account'`.
 */
export interface GuestUpgradePromptLabels {
  message: string;
  createAccount: string;
}

/** Props of {@link GuestUpgradePrompt}. */
export interface GuestUpgradePromptProps {
  /** The sign-up page: "Create an account" is then a link to it. */
  signUpHref?: string;
  /** Runs on "Create an account" (a button) when there is no `signUpHref`. */
  onCreateAccount?: () => void;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<GuestUpgradePromptLabels>;
  /** Added to the prompt's `portcullis-guest-prompt` class. */
  className?: string;
}

/**
 * A notice for guests (a session of the `anonymous()` plugin, `user.isAnonymous`): "You're
 * browsing as a guest: create an account to keep your data", with "Create an account" (a link to
 * `signUpHref`, or a button running `onCreateAccount`). Signing up or in from the guest session
 * links it on the server (`onLinkAccount`). A `role="status"` region; renders nothing for a real
 * user, while loading or signed out.
 *
 * DOM hook for end-to-end tests: the link or button "Create an account" (default label).
 *
 * @example
 * <GuestUpgradePrompt signUpHref="/sign-up" />
 */
export function GuestUpgradePrompt(props: GuestUpgradePromptProps) {
  const cx = useClassNames();
  const { data } = useSession();
  const text = useLabels('guestUpgradePrompt', DEFAULT_LABELS, props.labels);
  if (!isGuest(data?.user)) return null;
  return (
    <div role="status" className={cx('portcullis-guest-prompt', props.className)}>
      <p className={cx('portcullis-guest-prompt-message')}>{text.message}</p>
      {props.signUpHref ? (
        <a className={cx('portcullis-button')} href={props.signUpHref}>
          {text.createAccount}
        </a>
      ) : props.onCreateAccount ? (
        <button
          type="button"
          className={cx('portcullis-button')}
          onClick={() => props.onCreateAccount?.()}
        >
          {text.createAccount}
        </button>
      ) : null}
    </div>
  );
}
