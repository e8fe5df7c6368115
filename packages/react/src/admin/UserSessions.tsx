'use client';

import { type HeadingLevel, useLocalization } from '@portcullis/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { useAction } from '../organization/use-action.js';
import { emitAdminChange } from './admin-changes.js';
import { useAdminClient } from './admin-client.js';
import { type AdminSession, fill, toDate } from './admin-types.js';
import type { UserDetailsLabels } from './UserDetails.js';
import { useDeviceName } from './use-event-labels.js';
import { useUserSessions } from './useUserSessions.js';

/**
 * The sessions section of `UserDetails`: the user's sessions, each revocable, and "revoke all"
 * behind a confirmation.
 */
export function UserSessions(props: {
  userId: string;
  name: string;
  text: UserDetailsLabels;
  formatDate: (date: Date) => string;
  /** The "Sessions" heading's element: one level below the user's name. */
  Subheading: `h${HeadingLevel}`;
}) {
  const cx = useClassNames();
  const { userId, name, text, formatDate, Subheading } = props;
  const client = useAdminClient('UserDetails');
  const sessions = useUserSessions(userId);
  const { busy, failure, run } = useAction();
  const { errorMessage } = useLocalization();
  const [status, setStatus] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const revokeAllRef = useRef<HTMLButtonElement | null>(null);
  const confirmRef = useRef<HTMLFieldSetElement | null>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (confirming) confirmRef.current?.querySelector<HTMLElement>('button')?.focus();
    else if (refocus.current) {
      refocus.current = false;
      revokeAllRef.current?.focus();
    }
  }, [confirming]);

  const change = async (
    key: string,
    message: string,
    call: () => Promise<{ error: { message: string } | null }>,
  ) => {
    setStatus(null);
    if (await run(key, call)) {
      setStatus(message);
      setConfirming(false);
      emitAdminChange(client);
    }
  };
  const list = sessions.data ?? [];
  const message =
    failure ?? (sessions.error && !sessions.data ? errorMessage(sessions.error) : null);
  const now = Date.now();

  return (
    <div className={cx('portcullis-user-details-section')}>
      <div className={cx('portcullis-user-details-header')}>
        <Subheading className={cx('portcullis-subheading')}>{text.sessions}</Subheading>
        {list.length > 0 && !confirming ? (
          <button
            ref={revokeAllRef}
            type="button"
            className={cx(
              'portcullis-button portcullis-button--secondary portcullis-button--small',
            )}
            disabled={busy !== null}
            onClick={() => {
              setStatus(null);
              setConfirming(true);
            }}
          >
            {text.revokeAll}
          </button>
        ) : null}
      </div>
      {message ? (
        <p role="alert" className={cx('portcullis-error portcullis-alert')}>
          {message}
        </p>
      ) : null}
      {status ? (
        <p role="status" className={cx('portcullis-status')}>
          {status}
        </p>
      ) : null}
      {sessions.data && list.length === 0 ? (
        <p className={cx('portcullis-hint')}>{text.noSessions}</p>
      ) : null}
      {list.length > 0 ? (
        <ul className={cx('portcullis-session-list')} aria-label={fill(text.sessionsOf, { name })}>
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              isExpired={toDate(session.expiresAt).getTime() <= now}
              isBusy={busy === session.id}
              disabled={busy !== null}
              text={text}
              formatDate={formatDate}
              onRevoke={() =>
                void change(session.id, text.revoked, () =>
                  client.admin.revokeUserSession({ sessionToken: session.token }),
                )
              }
            />
          ))}
        </ul>
      ) : null}
      {list.length > 0 && confirming ? (
        <fieldset
          ref={confirmRef}
          aria-label={text.revokeAll}
          className={cx('portcullis-confirm portcullis-admin-confirm')}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && busy === null) {
              refocus.current = true;
              setConfirming(false);
            }
          }}
        >
          <p className={cx('portcullis-warning')}>{fill(text.confirmRevokeAll, { name })}</p>
          <div className={cx('portcullis-actions')}>
            <button
              type="button"
              className={cx('portcullis-button portcullis-button--secondary')}
              disabled={busy !== null}
              onClick={() => {
                refocus.current = true;
                setConfirming(false);
              }}
            >
              {text.cancel}
            </button>
            <button
              type="button"
              className={cx('portcullis-button portcullis-button--danger')}
              disabled={busy !== null}
              aria-busy={busy === 'all'}
              onClick={() =>
                void change('all', fill(text.allRevoked, { name }), () =>
                  client.admin.revokeUserSessions({ userId }),
                )
              }
            >
              {text.revokeAll}
            </button>
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

function SessionRow(props: {
  session: AdminSession;
  isExpired: boolean;
  isBusy: boolean;
  disabled: boolean;
  text: UserDetailsLabels;
  formatDate: (date: Date) => string;
  onRevoke: () => void;
}) {
  const cx = useClassNames();
  const { session, isExpired, isBusy, disabled, text, formatDate, onRevoke } = props;
  const deviceId = useId();
  const deviceName = useDeviceName();
  const created = toDate(session.createdAt);
  const expires = toDate(session.expiresAt);
  const device = session.impersonatedBy
    ? text.impersonation
    : (deviceName(session.userAgent) ?? text.unknownDevice);
  return (
    <li className={cx('portcullis-session')}>
      <div className={cx('portcullis-session-info')}>
        <p
          id={deviceId}
          className={cx('portcullis-session-device')}
          title={session.userAgent || undefined}
        >
          {device}
          {isExpired ? <span className={cx('portcullis-badge')}>{text.expired}</span> : null}
        </p>
        <p className={cx('portcullis-session-meta')}>
          {text.signedIn} <time dateTime={created.toISOString()}>{formatDate(created)}</time>
          {' · '}
          {text.expires} <time dateTime={expires.toISOString()}>{formatDate(expires)}</time>
          {session.ipAddress ? ` · ${session.ipAddress}` : null}
        </p>
      </div>
      <button
        type="button"
        className={cx('portcullis-button portcullis-button--secondary portcullis-button--small')}
        aria-describedby={deviceId}
        disabled={disabled}
        aria-busy={isBusy}
        onClick={onRevoke}
      >
        {text.revoke}
      </button>
    </li>
  );
}
