'use client';

import { useEffect, useMemo, useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { FormAlert } from '../forms/FormAlert.js';
import { socialButtons as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { useRequiredClient } from '../useAuthClient.js';
import { type NamedProvider, type SocialProviderInfo, toNamedProviders } from './provider-names.js';

/**
 * The visible text of {@link SocialButtons}; `{provider}` stands for the provider's name.
 * Defaults: signIn `'Continue with {provider}'`, link `'Link {provider}'`, redirecting
 * `'Redirecting to {provider}…'`, signInGroup `'Sign in with a provider'` and linkGroup
 * `'Link an account'` (the group's accessible name in each mode).
 */
export interface SocialButtonsLabels {
  signIn: string;
  link: string;
  redirecting: string;
  signInGroup: string;
  linkGroup: string;
}

/** Props of {@link SocialButtons}. */
export interface SocialButtonsProps {
  /**
   * The providers to offer, in order: ids the server has in `socialProviders` (`['github',
   * 'google']`), or `{ id, name? }` to name one the built-in table does not know (a
   * `genericOAuthProvider` provider). A button for a provider the server lacks fails with 'Provider not
   * found'.
   */
  providers: ReadonlyArray<string | SocialProviderInfo>;
  /** Where the browser lands after the provider (a relative path or a trusted origin). */
  callbackURL: string;
  /** Sign-in mode: where a user who was just created lands instead. Default: `callbackURL`. */
  newUserCallbackURL?: string;
  /**
   * Where a failed flow lands, with `?error=CODE` appended (see `socialErrorMessage`). Default:
   * the server's error page.
   */
  errorCallbackURL?: string;
  /**
   * `'sign-in'` (default): signs in or up (`client.signIn.social`). `'link'`: attaches the
   * identity to the signed-in user (`client.linkSocial`).
   */
  mode?: 'sign-in' | 'link';
  /** Sign-in mode: asks to create the user even when the provider has `disableImplicitSignUp`. */
  requestSignUp?: boolean;
  /** Scopes to ask for on top of the provider's defaults. */
  scopes?: string[];
  /** Added to the wrapper's `portcullis-social` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<SocialButtonsLabels>;
}

const fill = (template: string, provider: NamedProvider) =>
  template.replaceAll('{provider}', provider.name);

/**
 * One button per provider, "Continue with GitHub" (or "Link GitHub" with `mode="link"`). A
 * click asks the server for the provider's authorization URL and sends the page there; until
 * the page leaves, every button is disabled, the clicked one `aria-busy`, and a `role="status"`
 * line says where the browser is going. A refusal (an untrusted `callbackURL`, an unknown
 * provider, a network failure…) is announced with `role="alert"` and the buttons come back.
 * Text only, no icons: style `[data-provider="github"]` to add your own.
 *
 * DOM hooks for end-to-end tests: `group[name="Sign in with a provider"]`, buttons
 * "Continue with {name}" / "Link {name}" (with the default labels).
 *
 * @example
 * <SocialButtons providers={['github', 'google']} callbackURL="/dashboard" errorCallbackURL="/sign-in" />
 */
export function SocialButtons(props: SocialButtonsProps) {
  const cx = useClassNames();
  const { providers, callbackURL, newUserCallbackURL, errorCallbackURL } = props;
  const { mode = 'sign-in', requestSignUp, scopes, className, labels } = props;
  const client = useRequiredClient('SocialButtons');
  const text = useLabels('socialButtons', DEFAULT_LABELS, labels);
  const { errorMessage } = useLocalization();
  const named = useMemo(() => toNamedProviders(providers), [providers]);
  const [busy, setBusy] = useState<NamedProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // Back from the provider through the back/forward cache: the page is restored as it was
    // left, busy. Make the buttons usable again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = async (provider: NamedProvider) => {
    setBusy(provider);
    setError(null);
    const result =
      mode === 'link'
        ? await client.linkSocial({ provider: provider.id, callbackURL, errorCallbackURL, scopes })
        : await client.signIn.social({
            provider: provider.id,
            callbackURL,
            newUserCallbackURL,
            errorCallbackURL,
            scopes,
            requestSignUp,
          });
    // On success the page is on its way to the provider: stay busy until it is gone.
    if (!result.error) return;
    setBusy(null);
    setError(errorMessage(result.error));
  };

  if (named.length === 0) return null;
  return (
    <div className={cx('portcullis-social', className)}>
      <FormAlert message={error} />
      <fieldset
        aria-label={mode === 'link' ? text.linkGroup : text.signInGroup}
        className={cx('portcullis-social-buttons')}
      >
        {named.map((provider) => (
          <button
            key={provider.id}
            type="button"
            className={cx(
              'portcullis-button portcullis-button--secondary portcullis-social-button',
            )}
            data-provider={provider.id}
            disabled={busy !== null}
            aria-busy={busy?.id === provider.id}
            onClick={() => start(provider)}
          >
            {fill(mode === 'link' ? text.link : text.signIn, provider)}
          </button>
        ))}
      </fieldset>
      <p role="status" className={cx('portcullis-hint portcullis-social-status')}>
        {busy ? fill(text.redirecting, busy) : null}
      </p>
    </div>
  );
}
