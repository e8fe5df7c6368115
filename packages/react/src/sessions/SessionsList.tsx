'use client';

import type { Session } from '@portcullis/core/client';
import { useId, useRef, useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { ConfirmStep } from '../forms/ConfirmStep.js';
import { sessionsList as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { useSessions } from '../useSessions.js';
import { useDeviceName } from './use-device-name.js';

/**
 * The visible text of {@link SessionsList}. Defaults: list `'Active sessions'` (its accessible
 * name), loading `'Loading sessions…'`, thisDevice `'This device'`, unknownDevice `'Unknown
 * device'`, signedIn `'Signed in'`, expires `'Expires'`, ipAddress `'IP address'` (before the
 * session's address, when the server recorded one), revoke `'Revoke'`, revokeOthers `'Sign
 * out other devices'`, confirmRevoke `'Sign out {device}? That device will have to sign in
 * again.'` (the question "Revoke" asks first), cancel `'Cancel'`.
 */
export interface SessionsListLabels {
  list: string;
  loading: string;
  thisDevice: string;
  unknownDevice: string;
  signedIn: string;
  expires: string;
  ipAddress: string;
  revoke: string;
  revokeOthers: string;
  confirmRevoke: string;
  cancel: string;
}

/** Props of {@link SessionsList}. */
export interface SessionsListProps {
  /**
   * How dates are shown. Default: relative to now in the provider's `locale` (else the
   * browser's), e.g. "3 hours ago", "in 7 days"; "il y a 3 heures" in French.
   */
  formatDate?: (date: Date) => string;
  /** Added to the wrapper's `portcullis-sessions` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<SessionsListLabels>;
}

/**
 * The signed-in user's sessions, newest first: the device (browser and system, read from the
 * User-Agent, which is also the row's tooltip), when it signed in and when it expires, a
 * "This device" badge on the current session, a "Revoke" button on every other one (which asks
 * first: "Cancel" keeps the session, "Revoke" signs that device out), and "Sign
 * out other devices" when there are others. Buttons are disabled and `aria-busy` while their
 * call runs; failures are announced with `role="alert"`. Renders nothing while signed out.
 *
 * DOM hooks for end-to-end tests: `list[name="Active sessions"]`, buttons "Revoke" (described by
 * their row's device), the confirm step's form "Revoke {device}" with "Cancel" and "Revoke",
 * and "Sign out other devices" (with the default labels).
 *
 * @example
 * <SessionsList />
 */
export function SessionsList({ className, labels, ...props }: SessionsListProps) {
  const cx = useClassNames();
  const { formatRelative } = useLocalization();
  const formatDate = props.formatDate ?? formatRelative;
  const { data, isPending, error, currentToken, revoke, revokeOthers } = useSessions();
  const text = useLabels('sessionsList', DEFAULT_LABELS, labels);
  const { errorMessage } = useLocalization();
  // The call in flight: a session's token, 'others', or null.
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (key: string, call: () => Promise<{ error: { message: string } | null }>) => {
    setBusy(key);
    setFailure(null);
    const result = await call();
    setBusy(null);
    if (result.error) setFailure(errorMessage(result.error));
  };

  if (!currentToken) return null;
  const message = failure ?? (error && !data ? errorMessage(error) : null);
  const hasOthers = data?.some((session) => session.token !== currentToken) ?? false;
  return (
    <div className={cx('portcullis-sessions', className)}>
      {message ? (
        <p role="alert" className={cx('portcullis-error portcullis-alert')}>
          {message}
        </p>
      ) : null}
      {isPending && !data ? (
        <p className={cx('portcullis-hint')} aria-live="polite" aria-busy="true">
          {text.loading}
        </p>
      ) : (
        <ul className={cx('portcullis-session-list')} aria-label={text.list}>
          {data?.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              isCurrent={session.token === currentToken}
              isBusy={busy === session.token}
              disabled={busy !== null}
              onRevoke={() => run(session.token, () => revoke(session.token))}
              formatDate={formatDate}
              text={text}
            />
          ))}
        </ul>
      )}
      {hasOthers ? (
        <div className={cx('portcullis-actions')}>
          <button
            type="button"
            className={cx('portcullis-button portcullis-button--secondary')}
            disabled={busy !== null}
            aria-busy={busy === 'others'}
            onClick={() => run('others', revokeOthers)}
          >
            {text.revokeOthers}
          </button>
        </div>
      ) : null}
    </div>
  );
}

interface SessionItemProps {
  session: Session;
  isCurrent: boolean;
  isBusy: boolean;
  disabled: boolean;
  onRevoke: () => void;
  formatDate: (date: Date) => string;
  text: SessionsListLabels;
}

function SessionItem(props: SessionItemProps) {
  const cx = useClassNames();
  const { session, isCurrent, isBusy, disabled, onRevoke, formatDate, text } = props;
  const deviceId = useId();
  const deviceName = useDeviceName();
  const device = deviceName(session.userAgent) ?? text.unknownDevice;
  const [confirming, setConfirming] = useState(false);
  const revokeRef = useRef<HTMLButtonElement | null>(null);
  const stopConfirming = () => {
    setConfirming(false);
    // Back to the button that asked, once it is rendered again.
    requestAnimationFrame(() => revokeRef.current?.focus());
  };
  return (
    <li className={cx('portcullis-session')} aria-current={isCurrent ? 'true' : undefined}>
      <div className={cx('portcullis-session-info')}>
        <p
          id={deviceId}
          className={cx('portcullis-session-device')}
          title={session.userAgent ?? undefined}
        >
          {device}
          {isCurrent ? <span className={cx('portcullis-badge')}>{text.thisDevice}</span> : null}
        </p>
        <p className={cx('portcullis-session-meta')}>
          {text.signedIn}{' '}
          <time dateTime={session.createdAt.toISOString()}>{formatDate(session.createdAt)}</time>
          {' · '}
          {text.expires}{' '}
          <time dateTime={session.expiresAt.toISOString()}>{formatDate(session.expiresAt)}</time>
          {session.ipAddress ? (
            <>
              {' · '}
              {text.ipAddress}{' '}
              <span className={cx('portcullis-session-ip')}>{session.ipAddress}</span>
            </>
          ) : null}
        </p>
      </div>
      {isCurrent ? null : confirming ? (
        <ConfirmStep
          label={`${text.revoke} ${device}`}
          question={text.confirmRevoke.replace('{device}', device)}
          confirm={text.revoke}
          cancel={text.cancel}
          busy={isBusy}
          onCancel={stopConfirming}
          onConfirm={onRevoke}
        />
      ) : (
        <button
          ref={revokeRef}
          type="button"
          className={cx('portcullis-button portcullis-button--secondary portcullis-button--small')}
          aria-describedby={deviceId}
          disabled={disabled}
          onClick={() => setConfirming(true)}
        >
          {text.revoke}
        </button>
      )}
    </li>
  );
}
