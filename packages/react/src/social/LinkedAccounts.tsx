'use client';

import type { ClientError, LinkedAccount } from '@portcullis/core/client';
import { useId, useMemo, useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { FormAlert } from '../forms/FormAlert.js';
import { FormStatus } from '../forms/FormStatus.js';
import { linkedAccounts as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { useAccounts } from '../useAccounts.js';
import { useSession } from '../useSession.js';
import {
  providerDisplayName,
  type SocialProviderInfo,
  toNamedProviders,
} from './provider-names.js';
import { SocialButtons, type SocialButtonsLabels } from './SocialButtons.js';

/**
 * The visible text of {@link LinkedAccounts}; `{provider}` stands for a provider's name.
 * Defaults: list `'Linked accounts'` (its accessible name), loading `'Loading accounts…'`,
 * credential `'Email and password'`, added `'Added'`, unlink `'Unlink'`, lastAccount `"You
 * can't unlink your last account: link another one first."`, unlinked `'{provider} unlinked.'`,
 * signInAgain `'Sign out and in again to unlink an account.'` (after the server's 'Session is
 * not fresh'), link `'Link {provider}'`, linkGroup `'Link an account'`, redirecting
 * `'Redirecting to {provider}…'`.
 */
export interface LinkedAccountsLabels
  extends Pick<SocialButtonsLabels, 'link' | 'linkGroup' | 'redirecting'> {
  list: string;
  loading: string;
  credential: string;
  added: string;
  unlink: string;
  lastAccount: string;
  unlinked: string;
  signInAgain: string;
}

/** Props of {@link LinkedAccounts}. */
export interface LinkedAccountsProps {
  /**
   * The providers the server has (`socialProviders`), as ids or `{ id, name? }`: each one not
   * linked yet gets a "Link {name}" button, and the names label the rows. Default: none (the
   * list only).
   */
  providers?: ReadonlyArray<string | SocialProviderInfo>;
  /**
   * Where the browser comes back after linking (a relative path or a trusted origin). Default:
   * the current page, without an `error` parameter.
   */
  callbackURL?: string;
  /** Where a failed link lands, with `?error=CODE`. Default: `callbackURL`. */
  errorCallbackURL?: string;
  /** How dates are shown. Default: the reader's locale, e.g. "Mar 4, 2026". */
  formatDate?: (date: Date) => string;
  /** Added to the wrapper's `portcullis-accounts` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<LinkedAccountsLabels>;
}

/** The password account's provider id (SPEC §3). */
const CREDENTIAL = 'credential';

/**
 * The signed-in user's ways to sign in: one row per linked account (the provider's name, or
 * "Email and password", and when it was added) with an "Unlink" button, then a "Link {name}"
 * button for each of `providers` not linked yet. The last account cannot be unlinked: its
 * button is `aria-disabled` and described by a line saying why. The server's refusals ('Session
 * is not fresh', "You can't unlink your last account") are announced with `role="alert"`, a
 * successful unlink with `role="status"`. Renders nothing while signed out.
 *
 * DOM hooks for end-to-end tests: `list[name="Linked accounts"]`, buttons "Unlink" (described
 * by their row's provider) and "Link {name}" (with the default labels).
 *
 * @example
 * <LinkedAccounts providers={['github', { id: 'keycloak', name: 'Company SSO' }]} />
 */
export function LinkedAccounts(props: LinkedAccountsProps) {
  const cx = useClassNames();
  const { providers = [], className, labels } = props;
  const { formatDay } = useLocalization();
  const formatDate = props.formatDate ?? formatDay;
  const { data: session } = useSession();
  const { data, isPending, error, unlink } = useAccounts();
  const text = useLabels('linkedAccounts', DEFAULT_LABELS, labels);
  const { errorMessage } = useLocalization();
  const configured = useMemo(() => toNamedProviders(providers), [providers]);
  const hintId = useId();
  // The account whose unlink is in flight, by row id.
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  if (!session) return null;

  const nameOf = (providerId: string) =>
    providerId === CREDENTIAL
      ? text.credential
      : (configured.find((provider) => provider.id === providerId)?.name ??
        providerDisplayName(providerId));
  const explain = (cause: ClientError) =>
    cause.code === 'SESSION_IS_NOT_FRESH'
      ? `${errorMessage(cause)}. ${text.signInAgain}`
      : errorMessage(cause);

  const onUnlink = async (account: LinkedAccount) => {
    setBusy(account.id);
    setFailure(null);
    setStatus(null);
    const result = await unlink({ providerId: account.provider, accountId: account.accountId });
    setBusy(null);
    if (result.error) setFailure(explain(result.error));
    else setStatus(text.unlinked.replaceAll('{provider}', nameOf(account.provider)));
  };

  const isLast = (data?.length ?? 0) <= 1;
  const linked = new Set(data?.map((account) => account.provider));
  const linkable = data ? configured.filter((provider) => !linked.has(provider.id)) : [];
  const callbackURL = props.callbackURL ?? currentPage();
  const message = failure ?? (error && !data ? errorMessage(error) : null);

  return (
    <div className={cx('portcullis-accounts', className)}>
      <FormAlert message={message} />
      <FormStatus message={status} />
      {isPending && !data ? (
        <p className={cx('portcullis-hint')} aria-live="polite" aria-busy="true">
          {text.loading}
        </p>
      ) : (
        <ul className={cx('portcullis-account-list')} aria-label={text.list}>
          {data?.map((account) => (
            <AccountItem
              key={account.id}
              account={account}
              name={nameOf(account.provider)}
              isLast={isLast}
              lastHintId={hintId}
              isBusy={busy === account.id}
              disabled={busy !== null}
              onUnlink={() => onUnlink(account)}
              formatDate={formatDate}
              text={text}
            />
          ))}
        </ul>
      )}
      {data && isLast ? (
        <p id={hintId} className={cx('portcullis-hint')}>
          {text.lastAccount}
        </p>
      ) : null}
      {linkable.length > 0 ? (
        <SocialButtons
          mode="link"
          providers={linkable}
          callbackURL={callbackURL}
          errorCallbackURL={props.errorCallbackURL ?? callbackURL}
          labels={{ link: text.link, linkGroup: text.linkGroup, redirecting: text.redirecting }}
        />
      ) : null}
    </div>
  );
}

interface AccountItemProps {
  account: LinkedAccount;
  name: string;
  isLast: boolean;
  lastHintId: string;
  isBusy: boolean;
  disabled: boolean;
  onUnlink: () => void;
  formatDate: (date: Date) => string;
  text: LinkedAccountsLabels;
}

function AccountItem(props: AccountItemProps) {
  const cx = useClassNames();
  const { account, name, isLast, lastHintId, isBusy, disabled, onUnlink, formatDate, text } = props;
  const nameId = useId();
  return (
    <li className={cx('portcullis-account')} data-provider={account.provider}>
      <div className={cx('portcullis-account-info')}>
        <p id={nameId} className={cx('portcullis-account-name')}>
          {name}
        </p>
        <p className={cx('portcullis-account-meta')}>
          {text.added}{' '}
          <time dateTime={account.createdAt.toISOString()}>{formatDate(account.createdAt)}</time>
        </p>
      </div>
      <button
        type="button"
        className={cx('portcullis-button portcullis-button--secondary portcullis-button--small')}
        // aria-disabled rather than disabled: the button stays focusable, so its explanation
        // (aria-describedby) is read out and shown as a tooltip.
        aria-disabled={isLast || undefined}
        aria-describedby={isLast ? `${nameId} ${lastHintId}` : nameId}
        title={isLast ? text.lastAccount : undefined}
        disabled={disabled}
        aria-busy={isBusy}
        onClick={isLast ? undefined : onUnlink}
      >
        {text.unlink}
      </button>
    </li>
  );
}

/** This page's URL without a previous failure's `error` parameters: where linking returns. */
function currentPage(): string {
  if (typeof window === 'undefined') return '/';
  const url = new URL(window.location.href);
  url.searchParams.delete('error');
  url.searchParams.delete('error_description');
  return url.href;
}
