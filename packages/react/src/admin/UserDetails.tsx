'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { joinClassNames } from '../forms/class-names.js';
import { roleName } from '../organization/roles.js';
import { useAction } from '../organization/use-action.js';
import { describeUserAgent } from '../sessions/describe-user-agent.js';
import { AuditLog, type AuditLogProps } from './AuditLog.js';
import { emitAdminChange } from './admin-changes.js';
import { useAdminClient } from './admin-client.js';
import { type AdminSession, type AdminUser, fill, formatDateTime, toDate } from './admin-types.js';
import { useAdminUser } from './useAdminUser.js';
import { useUserSessions } from './useUserSessions.js';

/**
 * The visible text of {@link UserDetails}. Defaults: close `'Close'`, loading `'Loading user…'`,
 * the fields (`email` `'Email'`, `id` `'User ID'`, `role` `'Role'`, `emailVerified` `'Email
 * verified'`, `yes`/`no`, `status` `'Status'`, `active` `'Active'`, `banned` `'Banned'`,
 * `banReason` `'Ban reason'`, `banEnds` `'Ban ends'`, `never` `'Never'`, `created` `'Created'`,
 * `updated` `'Updated'`), the sessions (`sessions` `'Sessions'`, `sessionsOf` `'Sessions of
 * {name}'`, `noSessions`, `unknownDevice`, `impersonation` `'Impersonation session'`,
 * `signedIn`, `expires`, `expired`, `revoke`, `revokeAll`, `confirmRevokeAll` with `{name}`,
 * `cancel`, `revoked`, `allRevoked` with `{name}`) and `activity` `'Activity'`.
 */
export interface UserDetailsLabels {
  close: string;
  loading: string;
  email: string;
  id: string;
  role: string;
  emailVerified: string;
  yes: string;
  no: string;
  status: string;
  active: string;
  banned: string;
  banReason: string;
  banEnds: string;
  never: string;
  created: string;
  updated: string;
  sessions: string;
  sessionsOf: string;
  noSessions: string;
  unknownDevice: string;
  impersonation: string;
  signedIn: string;
  expires: string;
  expired: string;
  revoke: string;
  revokeAll: string;
  confirmRevokeAll: string;
  cancel: string;
  revoked: string;
  allRevoked: string;
  activity: string;
}

const DEFAULT_LABELS: UserDetailsLabels = {
  close: 'Close',
  loading: 'Loading user…',
  email: 'Email',
  id: 'User ID',
  role: 'Role',
  emailVerified: 'Email verified',
  yes: 'Yes',
  no: 'No',
  status: 'Status',
  active: 'Active',
  banned: 'Banned',
  banReason: 'Ban reason',
  banEnds: 'Ban ends',
  never: 'Never',
  created: 'Created',
  updated: 'Updated',
  sessions: 'Sessions',
  sessionsOf: 'Sessions of {name}',
  noSessions: 'No sessions.',
  unknownDevice: 'Unknown device',
  impersonation: 'Impersonation session',
  signedIn: 'Signed in',
  expires: 'Expires',
  expired: 'Expired',
  revoke: 'Revoke',
  revokeAll: 'Revoke all sessions',
  confirmRevokeAll: 'Sign {name} out on every device?',
  cancel: 'Cancel',
  revoked: 'Session revoked.',
  allRevoked: '{name} is signed out on every device.',
  activity: 'Activity',
};

/** Props of {@link UserDetails}. */
export interface UserDetailsProps {
  /** The user shown. */
  userId: string;
  /** Shows a "Close" button that calls this. */
  onClose?: () => void;
  /** Shows the user's audit events under "Activity" (needs `auditLog` on the server). Default: true. */
  showActivity?: boolean;
  /** Props of the activity's {@link AuditLog} (its `userId` is this user's). Default: 10 per page, no filters. */
  activityProps?: Omit<AuditLogProps, 'userId' | 'scope'>;
  /** How dates are shown. Default: the reader's locale, e.g. "Mar 4, 2026, 9:40 AM". */
  formatDate?: (date: Date) => string;
  /** Added to the wrapper's `portcullis-user-details` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<UserDetailsLabels>;
}

/**
 * One user for an admin: their fields (email, id, role, verification, ban with reason and end,
 * dates), their sessions — device, when it signed in and expires, impersonation sessions
 * marked — with "Revoke" on each and "Revoke all sessions" (confirmed), and their audit events
 * under "Activity" (an {@link AuditLog} for that user). A region named by the user's name;
 * refusals are announced with `role="alert"`, success with `role="status"`.
 *
 * DOM hooks: `region[name="{name}"]`, `list[name="Sessions of {name}"]`, buttons "Revoke"
 * (described by the session's device), "Revoke all sessions", "Close".
 *
 * @throws Error when there is no provider above, or the client lacks `adminClient()`.
 * @example
 * <UserDetails userId={selected.id} onClose={() => setSelected(null)} />
 */
export function UserDetails(props: UserDetailsProps) {
  const { userId, onClose, showActivity = true, activityProps, className, labels } = props;
  const formatDate = props.formatDate ?? formatDateTime;
  const text = { ...DEFAULT_LABELS, ...labels };
  const headingId = useId();
  const user = useAdminUser(userId);
  const name = user.data ? user.data.name || user.data.email : '';

  return (
    <section
      className={joinClassNames('portcullis-user-details', className)}
      aria-labelledby={headingId}
      aria-busy={user.isPending && !user.error}
    >
      <div className="portcullis-user-details-header">
        <div>
          <h2 id={headingId} className="portcullis-heading">
            {user.data ? name : text.loading}
          </h2>
          {user.data ? (
            <p className="portcullis-hint">
              {text.id} <code className="portcullis-id">{user.data.id}</code>
            </p>
          ) : null}
        </div>
        {onClose ? (
          <button
            type="button"
            className="portcullis-button portcullis-button--secondary portcullis-button--small"
            onClick={onClose}
          >
            {text.close}
          </button>
        ) : null}
      </div>
      {user.error ? (
        <p role="alert" className="portcullis-error portcullis-alert">
          {user.error.message}
        </p>
      ) : null}
      {user.data ? <UserFields user={user.data} text={text} formatDate={formatDate} /> : null}
      {user.data ? (
        <UserSessions userId={userId} name={name} text={text} formatDate={formatDate} />
      ) : null}
      {user.data && showActivity ? (
        <div className="portcullis-user-details-section">
          <h3 className="portcullis-subheading">{text.activity}</h3>
          <AuditLog
            pageSize={10}
            showFilters={false}
            formatDate={formatDate}
            {...activityProps}
            userId={userId}
            scope="all"
          />
        </div>
      ) : null}
    </section>
  );
}

function UserFields(props: {
  user: AdminUser;
  text: UserDetailsLabels;
  formatDate: (date: Date) => string;
}) {
  const { user, text, formatDate } = props;
  const date = (value: Date | string) => {
    const parsed = toDate(value);
    return <time dateTime={parsed.toISOString()}>{formatDate(parsed)}</time>;
  };
  const field = (term: string, value: ReactNode) => (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="portcullis-user-fields">
      {field(text.email, user.email)}
      {field(text.role, user.role ? roleName(user.role) : '—')}
      {field(text.emailVerified, user.emailVerified ? text.yes : text.no)}
      {field(
        text.status,
        user.banned ? (
          <span className="portcullis-badge portcullis-badge--danger">{text.banned}</span>
        ) : (
          text.active
        ),
      )}
      {user.banned ? field(text.banReason, user.banReason || '—') : null}
      {user.banned
        ? field(text.banEnds, user.banExpires ? date(user.banExpires) : text.never)
        : null}
      {field(text.created, date(user.createdAt))}
      {field(text.updated, date(user.updatedAt))}
    </dl>
  );
}

function UserSessions(props: {
  userId: string;
  name: string;
  text: UserDetailsLabels;
  formatDate: (date: Date) => string;
}) {
  const { userId, name, text, formatDate } = props;
  const client = useAdminClient('UserDetails');
  const sessions = useUserSessions(userId);
  const { busy, failure, run } = useAction();
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
  const message = failure ?? (sessions.error && !sessions.data ? sessions.error.message : null);
  const now = Date.now();

  return (
    <div className="portcullis-user-details-section">
      <div className="portcullis-user-details-header">
        <h3 className="portcullis-subheading">{text.sessions}</h3>
        {list.length > 0 && !confirming ? (
          <button
            ref={revokeAllRef}
            type="button"
            className="portcullis-button portcullis-button--secondary portcullis-button--small"
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
        <p role="alert" className="portcullis-error portcullis-alert">
          {message}
        </p>
      ) : null}
      {status ? (
        <p role="status" className="portcullis-status">
          {status}
        </p>
      ) : null}
      {sessions.data && list.length === 0 ? (
        <p className="portcullis-hint">{text.noSessions}</p>
      ) : null}
      {list.length > 0 ? (
        <ul className="portcullis-session-list" aria-label={fill(text.sessionsOf, { name })}>
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
          className="portcullis-confirm portcullis-admin-confirm"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && busy === null) {
              refocus.current = true;
              setConfirming(false);
            }
          }}
        >
          <p className="portcullis-warning">{fill(text.confirmRevokeAll, { name })}</p>
          <div className="portcullis-actions">
            <button
              type="button"
              className="portcullis-button portcullis-button--secondary"
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
              className="portcullis-button portcullis-button--danger"
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
  const { session, isExpired, isBusy, disabled, text, formatDate, onRevoke } = props;
  const deviceId = useId();
  const created = toDate(session.createdAt);
  const expires = toDate(session.expiresAt);
  const device = session.impersonatedBy
    ? text.impersonation
    : (describeUserAgent(session.userAgent) ?? text.unknownDevice);
  return (
    <li className="portcullis-session">
      <div className="portcullis-session-info">
        <p
          id={deviceId}
          className="portcullis-session-device"
          title={session.userAgent || undefined}
        >
          {device}
          {isExpired ? <span className="portcullis-badge">{text.expired}</span> : null}
        </p>
        <p className="portcullis-session-meta">
          {text.signedIn} <time dateTime={created.toISOString()}>{formatDate(created)}</time>
          {' · '}
          {text.expires} <time dateTime={expires.toISOString()}>{formatDate(expires)}</time>
          {session.ipAddress ? ` · ${session.ipAddress}` : null}
        </p>
      </div>
      <button
        type="button"
        className="portcullis-button portcullis-button--secondary portcullis-button--small"
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
