'use client';

import { useLabels, useLocalization, useSession } from '@portcullis/react';
import { type MouseEvent, useEffect, useState } from 'react';
import { AppearanceBridge } from '../appearance-bridge.js';
import { useClassNames } from '../forms/appearance.js';
import { type PasswordLengthLimits, passwordLengthRules } from '../forms/password-length.js';
import { adminUsersTable as DEFAULT_LABELS } from '../localization/en.js';
import { TableRegion } from '../tables/TableRegion.js';
import { displayName, UserRow, type UserRowLabels } from './AdminUserRow.js';
import { useAdminClient } from './admin-client.js';
import type { AdminUser } from './admin-types.js';
import {
  type AdminUsersFilter,
  type AdminUsersSortField,
  DEFAULT_PAGE_SIZE,
} from './list-users-query.js';
import { TablePager } from './TablePager.js';
import {
  ADMIN_USER_ACTIONS,
  type AdminUserAction,
  type BanDuration,
  DEFAULT_BAN_DURATIONS,
  UserActions,
  type UserActionsLabels,
} from './UserActions.js';
import { UserDetails, type UserDetailsProps } from './UserDetails.js';
import { UsersToolbar, type UsersToolbarLabels } from './UsersToolbar.js';
import { useAdminUsers } from './useAdminUsers.js';

/**
 * The visible text of {@link AdminUsersTable}: the toolbar (`search`, `searchPlaceholder`,
 * `searchIn`, `byEmail`, `byName`, `match`, `contains`, `startsWith`, `show`, `allUsers`,
 * `bannedUsers`, `withRole` with `{role}`), the columns (`table`, `name`, `email`, `role`,
 * `status`, `created`, `actions`), the rows (`you`, `active`, `bannedBadge`, `bannedUntil` with
 * `{date}`, `details`, `manage`), paging (`previous`, `next`, `range`, `pages` 'Users pages', the
 * pagination's name), `loading`, `empty`, and
 * every label of the row actions ({@link UserActionsLabels}).
 */
export interface AdminUsersTableLabels
  extends UserActionsLabels,
    UsersToolbarLabels,
    UserRowLabels {
  table: string;
  name: string;
  email: string;
  role: string;
  status: string;
  created: string;
  actions: string;
  previous: string;
  next: string;
  range: string;
  loading: string;
  empty: string;
  pages: string;
}

/** Props of {@link AdminUsersTable}; the password limits are the ones "Set password" checks. */
export interface AdminUsersTableProps extends PasswordLengthLimits {
  /** Users per page (1–1000). Default: 20. */
  pageSize?: number;
  /** The roles offered by "Set role" and the "Show" filter. Default: `['user', 'admin']`. */
  roles?: readonly string[];
  /** The row actions offered, in this order. Default: all of them. */
  actions?: readonly AdminUserAction[];
  /** The ban form's "Ban ends" choices. Default: never, 1 hour, 1 day, 7 days, 30 days. */
  banDurations?: readonly BanDuration[];
  /** How long typing pauses before the search runs, in milliseconds. Default: 300. */
  searchDelayMs?: number;
  /**
   * Called when a row (or its "Details" button) is chosen. Without it the table shows
   * {@link UserDetails} of that user below itself.
   */
  onOpenUser?: (user: AdminUser) => void;
  /** Called after "Impersonate" succeeded: the session is now the user's (e.g. go home). */
  onImpersonate?: (user: AdminUser) => void;
  /** Props of the built-in {@link UserDetails} (without `onOpenUser`). */
  detailsProps?: Omit<UserDetailsProps, 'userId' | 'onClose'>;
  /** How the table's dates (creation, ban end) are shown. Default: the reader's locale, e.g. "Mar 4, 2026". */
  formatDate?: (date: Date) => string;
  /** Added to the wrapper's `portcullis-admin-users` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<AdminUsersTableLabels>;
}

/** The order a column sorts in when first chosen: dates newest first, text A to Z. */
const FIRST_DIRECTION: Record<AdminUsersSortField, 'asc' | 'desc'> = {
  name: 'asc',
  email: 'asc',
  role: 'asc',
  createdAt: 'desc',
};

const DEFAULT_ROLES: readonly string[] = ['user', 'admin'];

/**
 * The users of the app for an admin (`adminClient()`): a search by email or name (contains or
 * starts with), a filter (a role, or banned users), sortable columns, and server-side paging
 * with the total (only the page is fetched, so it stays fast over 100,000 users). Each row has
 * "Details" (or click the row: {@link UserDetails}, or `onOpenUser`) and "Manage", which opens
 * the row's actions — ban (reason and end), unban, set role, impersonate, revoke sessions, set
 * password, remove — each behind a confirm step. The server checks every permission: a refusal
 * (403 'You are not allowed to …') is announced with `role="alert"`, success with
 * `role="status"`.
 *
 * DOM hooks: `search[name="Search users"]`, `table[name="Users"]`, buttons "Details" and
 * "Manage" (described by the row's user), `group[name="Actions for {name}"]`, forms named
 * "{action} {name}" (e.g. "Ban Ada Lovelace").
 *
 * @throws Error when there is no provider above, or the client lacks `adminClient()`.
 * @example
 * <AdminUsersTable roles={['user', 'support', 'admin']} onImpersonate={() => navigate('/')} />
 */
export function AdminUsersTable(props: AdminUsersTableProps) {
  return (
    <AppearanceBridge>
      <AdminUsersTableContent {...props} />
    </AppearanceBridge>
  );
}

/** {@link AdminUsersTable}, reading the app's `appearance`. */
function AdminUsersTableContent(props: AdminUsersTableProps) {
  const cx = useClassNames();
  const {
    pageSize = DEFAULT_PAGE_SIZE,
    roles = DEFAULT_ROLES,
    actions = ADMIN_USER_ACTIONS,
  } = props;
  const { banDurations = DEFAULT_BAN_DURATIONS, searchDelayMs = 300, onOpenUser } = props;
  const { onImpersonate, detailsProps, className, labels } = props;
  const { formatDay, errorMessage } = useLocalization();
  const formatDate = props.formatDate ?? formatDay;
  const text = useLabels('adminUsersTable', DEFAULT_LABELS, labels);
  const client = useAdminClient('AdminUsersTable');
  const passwordLength = passwordLengthRules('AdminUsersTable', props, {
    hint: text.newPasswordHint,
    tooShort: text.passwordTooShort,
    tooLong: text.passwordTooLong,
  });
  const me = useSession().data?.user.id ?? null;

  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [searchField, setSearchField] = useState<'email' | 'name'>('email');
  const [searchOperator, setSearchOperator] = useState<'contains' | 'starts_with'>('contains');
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<{ by: AdminUsersSortField; direction: 'asc' | 'desc' }>({
    by: 'createdAt',
    direction: 'desc',
  });
  const [offset, setOffset] = useState(0);
  const [managing, setManaging] = useState<string | null>(null);
  const [opened, setOpened] = useState<AdminUser | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => {
      setSearch(typed);
      setOffset(0);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed, search, searchDelayMs]);

  const query = useAdminUsers({
    search,
    searchField,
    searchOperator,
    filter: toFilter(filter),
    sortBy: sort.by,
    sortDirection: sort.direction,
    limit: pageSize,
    offset,
  });
  const { data, isPending, isFetching, error } = query;
  const total = data?.total ?? 0;
  // A removal can leave the last page empty: step back to the page that now holds the end.
  useEffect(() => {
    if (data && data.users.length === 0 && offset > 0 && total > 0) {
      setOffset(Math.max(0, Math.floor((total - 1) / pageSize) * pageSize));
    }
  }, [data, offset, total, pageSize]);

  const changeFilter = (change: () => void) => {
    change();
    setOffset(0);
    setManaging(null);
  };
  const sortBy = (by: AdminUsersSortField) =>
    changeFilter(() =>
      setSort((current) =>
        current.by === by
          ? { by, direction: current.direction === 'asc' ? 'desc' : 'asc' }
          : { by, direction: FIRST_DIRECTION[by] },
      ),
    );
  const open = (user: AdminUser) => {
    if (onOpenUser) onOpenUser(user);
    else setOpened(user);
  };
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, user: AdminUser) => {
    // Clicks on the row's own controls do what the control says.
    if ((event.target as Element).closest('button, a, input, select, textarea, label')) return;
    open(user);
  };
  const done = (user: AdminUser, action: AdminUserAction, message: string) => {
    setStatus(message);
    setManaging(null);
    if (action === 'remove' && opened?.id === user.id) setOpened(null);
    if (action === 'impersonate') onImpersonate?.(user);
  };
  const columns: Array<{ field: AdminUsersSortField | null; label: string }> = [
    { field: 'name', label: text.name },
    { field: 'email', label: text.email },
    { field: 'role', label: text.role },
    { field: null, label: text.status },
    { field: 'createdAt', label: text.created },
  ];

  return (
    <div className={cx('portcullis-admin-users', className)}>
      <UsersToolbar
        text={text}
        roles={roles}
        typed={typed}
        onType={(value) => {
          setTyped(value);
          setStatus(null);
        }}
        onSearchNow={() => {
          setSearch(typed);
          setOffset(0);
        }}
        searchField={searchField}
        onSearchField={(value) => changeFilter(() => setSearchField(value))}
        searchOperator={searchOperator}
        onSearchOperator={(value) => changeFilter(() => setSearchOperator(value))}
        filter={filter}
        onFilter={(value) => changeFilter(() => setFilter(value))}
      />
      {error ? (
        <p role="alert" className={cx('portcullis-error portcullis-alert')}>
          {errorMessage(error)}
        </p>
      ) : null}
      {status ? (
        <p role="status" className={cx('portcullis-status')}>
          {status}
        </p>
      ) : null}
      {isPending && !error ? (
        <p className={cx('portcullis-hint')} aria-live="polite" aria-busy="true">
          {text.loading}
        </p>
      ) : null}
      {data ? (
        <TableRegion label={text.table}>
          <table className={cx('portcullis-table')} aria-label={text.table} aria-busy={isFetching}>
            <thead>
              <tr>
                {columns.map(({ field, label }) => (
                  <th
                    key={label}
                    scope="col"
                    aria-sort={
                      field && sort.by === field
                        ? sort.direction === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : undefined
                    }
                  >
                    {field ? (
                      <button
                        type="button"
                        className={cx('portcullis-sort-button')}
                        onClick={() => sortBy(field)}
                      >
                        {label}
                        <span aria-hidden="true" className={cx('portcullis-sort-mark')}>
                          {sort.by === field ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                ))}
                <th scope="col">
                  <span className={cx('portcullis-visually-hidden')}>{text.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data?.users.length === 0 ? (
                <tr>
                  <td colSpan={columns.length + 1} className={cx('portcullis-hint')}>
                    {text.empty}
                  </td>
                </tr>
              ) : null}
              {data?.users.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isSelf={user.id === me}
                  isManaging={managing === user.id}
                  isOpen={opened?.id === user.id}
                  columnCount={columns.length + 1}
                  text={text}
                  formatDate={formatDate}
                  onClick={(event) => onRowClick(event, user)}
                  onOpen={() => open(user)}
                  onManage={() => {
                    setStatus(null);
                    setManaging((current) => (current === user.id ? null : user.id));
                  }}
                  actionsPanel={
                    <UserActions
                      client={client}
                      user={user}
                      name={displayName(user)}
                      // Nobody bans, impersonates or removes themselves from here.
                      actions={
                        user.id === me
                          ? actions.filter(
                              (a) => a !== 'ban' && a !== 'impersonate' && a !== 'remove',
                            )
                          : actions
                      }
                      roles={roles}
                      banDurations={banDurations}
                      passwordLength={passwordLength}
                      text={text}
                      onDone={(action, message) => done(user, action, message)}
                    />
                  }
                />
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
      <TablePager
        label={text.pages}
        offset={offset}
        pageSize={pageSize}
        total={total}
        text={text}
        onChange={(next) => {
          setManaging(null);
          setOffset(next);
        }}
      />
      {opened && !onOpenUser ? (
        <UserDetails
          {...detailsProps}
          key={opened.id}
          userId={opened.id}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </div>
  );
}

function toFilter(value: string): AdminUsersFilter | undefined {
  if (value === 'banned') return { banned: true };
  if (value.startsWith('role:')) return { role: value.slice('role:'.length) };
  return undefined;
}
