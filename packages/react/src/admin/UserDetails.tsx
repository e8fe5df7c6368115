'use client';

import { type HeadingLevel, useLabels, useLocalization } from '@portcullis/react';
import { type ReactNode, useId } from 'react';
import { AppearanceBridge } from '../appearance-bridge.js';
import { useClassNames } from '../forms/appearance.js';
import { userDetails as DEFAULT_LABELS } from '../localization/en.js';
import { AuditLog, type AuditLogProps } from './AuditLog.js';
import { type AdminUser, toDate } from './admin-types.js';
import { UserSessions } from './UserSessions.js';
import { useRoleName } from './use-event-labels.js';
import { useAdminUser } from './useAdminUser.js';

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
  /**
   * The level of the user's name heading, 1 to 6; "Sessions" and "Activity" are one level
   * below (at most 6). Default: 2.
   */
  headingLevel?: HeadingLevel;
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
  return (
    <AppearanceBridge>
      <UserDetailsContent {...props} />
    </AppearanceBridge>
  );
}

/** {@link UserDetails}, reading the app's `appearance`. */
function UserDetailsContent(props: UserDetailsProps) {
  const cx = useClassNames();
  const { userId, onClose, showActivity = true, activityProps, className, labels } = props;
  const { formatDateTime, errorMessage } = useLocalization();
  const formatDate = props.formatDate ?? formatDateTime;
  const text = useLabels('userDetails', DEFAULT_LABELS, labels);
  const headingId = useId();
  const user = useAdminUser(userId);
  const name = user.data ? user.data.name || user.data.email : '';
  const level = props.headingLevel ?? 2;
  const Heading = `h${level}` as const;
  const Subheading = `h${Math.min(level + 1, 6) as HeadingLevel}` as const;

  return (
    <section
      className={cx('portcullis-user-details', className)}
      aria-labelledby={headingId}
      aria-busy={user.isPending && !user.error}
    >
      <div className={cx('portcullis-user-details-header')}>
        <div>
          <Heading id={headingId} className={cx('portcullis-heading')}>
            {user.data ? name : text.loading}
          </Heading>
          {user.data ? (
            <p className={cx('portcullis-hint')}>
              {text.id} <code className={cx('portcullis-id')}>{user.data.id}</code>
            </p>
          ) : null}
        </div>
        {onClose ? (
          <button
            type="button"
            className={cx(
              'portcullis-button portcullis-button--secondary portcullis-button--small',
            )}
            onClick={onClose}
          >
            {text.close}
          </button>
        ) : null}
      </div>
      {user.error ? (
        <p role="alert" className={cx('portcullis-error portcullis-alert')}>
          {errorMessage(user.error)}
        </p>
      ) : null}
      {user.data ? <UserFields user={user.data} text={text} formatDate={formatDate} /> : null}
      {user.data ? (
        <UserSessions
          userId={userId}
          name={name}
          text={text}
          formatDate={formatDate}
          Subheading={Subheading}
        />
      ) : null}
      {user.data && showActivity ? (
        <div className={cx('portcullis-user-details-section')}>
          <Subheading className={cx('portcullis-subheading')}>{text.activity}</Subheading>
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
  const cx = useClassNames();
  const roleName = useRoleName();
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
    <dl className={cx('portcullis-user-fields')}>
      {field(text.email, user.email)}
      {field(text.role, user.role ? roleName(user.role) : '—')}
      {field(text.emailVerified, user.emailVerified ? text.yes : text.no)}
      {field(
        text.status,
        user.banned ? (
          <span className={cx('portcullis-badge portcullis-badge--danger')}>{text.banned}</span>
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
