'use client';

import { Fragment, type MouseEvent, type ReactNode, useId } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { EmailAddress } from '../tables/EmailAddress.js';
import { type AdminUser, fill, toDate } from './admin-types.js';
import { useRoleName } from './use-event-labels.js';

/**
 * The text of one row of `AdminUsersTable`: `you` (the caller's badge), `active`, `bannedBadge`,
 * `bannedUntil` (with `{date}`), and the `details` and `manage` buttons.
 */
export interface UserRowLabels {
  you: string;
  active: string;
  bannedBadge: string;
  bannedUntil: string;
  details: string;
  manage: string;
}

/** The name a row and its questions use: the user's name, else their email. */
export function displayName(user: AdminUser): string {
  return user.name || user.email;
}

/** Props of {@link UserRow}. */
export interface UserRowProps {
  user: AdminUser;
  isSelf: boolean;
  isManaging: boolean;
  isOpen: boolean;
  columnCount: number;
  text: UserRowLabels;
  formatDate: (date: Date) => string;
  onClick: (event: MouseEvent<HTMLTableRowElement>) => void;
  onOpen: () => void;
  onManage: () => void;
  actionsPanel: ReactNode;
}

/** One user of `AdminUsersTable`: its cells, and below them its actions panel when open. */
export function UserRow(props: UserRowProps) {
  const cx = useClassNames();
  const roleName = useRoleName();
  const { user, isSelf, isManaging, isOpen, columnCount, text, formatDate } = props;
  const nameId = useId();
  const panelId = useId();
  const created = toDate(user.createdAt);
  return (
    <Fragment>
      <tr
        className={cx('portcullis-admin-row')}
        aria-current={isSelf ? 'true' : undefined}
        data-open={isOpen ? 'true' : undefined}
        // The mouse shortcut of the row's "Details" button, which keyboards use.
        onClick={props.onClick}
      >
        <th scope="row" id={nameId} className={cx('portcullis-member-name')}>
          {user.name || '—'}
          {isSelf ? <span className={cx('portcullis-badge')}>{text.you}</span> : null}
        </th>
        <td>
          <EmailAddress email={user.email} />
        </td>
        <td>{user.role ? roleName(user.role) : '—'}</td>
        <td>
          <BanStatus user={user} text={text} formatDate={formatDate} />
        </td>
        <td>
          <time dateTime={created.toISOString()}>{formatDate(created)}</time>
        </td>
        <td className={cx('portcullis-table-actions')}>
          <button
            type="button"
            className={cx(
              'portcullis-button portcullis-button--secondary portcullis-button--small',
            )}
            aria-describedby={nameId}
            onClick={props.onOpen}
          >
            {text.details}
          </button>{' '}
          <button
            type="button"
            className={cx(
              'portcullis-button portcullis-button--secondary portcullis-button--small',
            )}
            aria-describedby={nameId}
            aria-expanded={isManaging}
            aria-controls={isManaging ? panelId : undefined}
            onClick={props.onManage}
          >
            {text.manage}
          </button>
        </td>
      </tr>
      {isManaging ? (
        <tr id={panelId} className={cx('portcullis-admin-actions-row')}>
          <td colSpan={columnCount}>{props.actionsPanel}</td>
        </tr>
      ) : null}
    </Fragment>
  );
}

function BanStatus(props: {
  user: AdminUser;
  text: UserRowLabels;
  formatDate: (date: Date) => string;
}) {
  const cx = useClassNames();
  const { user, text, formatDate } = props;
  if (!user.banned) return <span className={cx('portcullis-hint')}>{text.active}</span>;
  const expires = user.banExpires ? toDate(user.banExpires) : null;
  return (
    <span className={cx('portcullis-ban-status')} title={user.banReason ?? undefined}>
      <span className={cx('portcullis-badge portcullis-badge--danger')}>{text.bannedBadge}</span>
      {expires ? (
        <span className={cx('portcullis-hint')}>
          {fill(text.bannedUntil, { date: formatDate(expires) })}
        </span>
      ) : null}
    </span>
  );
}
