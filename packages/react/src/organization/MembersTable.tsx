'use client';

import type { MemberWithUser } from '@portcullis/core/client';
import { useEffect, useRef, useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { Field } from '../forms/Field.js';
import { membersTable as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { EmailAddress } from '../tables/EmailAddress.js';
import { TableRegion } from '../tables/TableRegion.js';
import { useActiveMember, useHasPermission } from '../useOrganization.js';
import { DEFAULT_ROLES } from './roles.js';
import { useAction } from './use-action.js';
import {
  cacheOf,
  useOrganizationClient,
  useOrganizationQuery,
  useOrganizationScope,
} from './use-organization-query.js';
import { useRoleName } from './use-role-name.js';

/**
 * The visible text of {@link MembersTable}. Defaults: table `'Members'`, name `'Name'`, email
 * `'Email'`, role `'Role'`, actions `'Actions'`, roleOf `'Role of {name}'`, remove `'Remove'`,
 * you `'You'`, previous `'Previous'`, next `'Next'`, range `'{from}–{to} of {total}'`, loading
 * `'Loading members…'`, pages `'Members pages'` (the pagination's name), search `'Search
 * members'`, noMatches `'No members match “{query}”.'`, matches `'Members found: {count}'`
 * (announced politely after each search), roleUpdated `'Role updated: {name} is now {role}.'`
 * (announced with `role="status"` once a role change succeeded).
 */
export interface MembersTableLabels {
  table: string;
  name: string;
  email: string;
  role: string;
  actions: string;
  roleOf: string;
  remove: string;
  you: string;
  previous: string;
  next: string;
  range: string;
  loading: string;
  pages: string;
  search: string;
  noMatches: string;
  matches: string;
  roleUpdated: string;
}

/** Props of {@link MembersTable}. */
export interface MembersTableProps {
  /** Members per page (1–1000). Default: 10. */
  pageSize?: number;
  /** The roles offered in the role picker. Default: `['member', 'admin', 'owner']`. */
  roles?: readonly string[];
  /**
   * Shows a search box above the table: the server's `searchValue` (user name or email, case
   * ignored), sent 300 ms after the last keystroke, paging over the matches. Default: `false`.
   */
  searchable?: boolean;
  className?: string;
  labels?: Partial<MembersTableLabels>;
}

/** How long the search box waits after the last keystroke before asking the server, in ms. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 300;

/**
 * The active organization's members, a page at a time (`listMembers`, oldest first): name,
 * email and role. Members whose role grants `member:update` get a role picker on the others'
 * rows (a change that succeeded is announced with `role="status"`: "Role updated: Bob is now
 * Admin."), and with `member:delete` a "Remove" button; the server's refusals (such as 'You cannot
 * leave the organization as the only owner') are announced with `role="alert"`. Renders nothing
 * without an active organization.
 *
 * With `searchable`, a search box ("Search members") filters on the server; the number of
 * matches is announced politely, and "No members match …" replaces an empty table.
 *
 * DOM hooks: `table[name="Members"]`, comboboxes "Role of {name}", buttons "Remove {name}",
 * "Previous", "Next", searchbox "Search members".
 *
 * @example
 * <MembersTable pageSize={25} roles={['member', 'admin', 'owner', 'billing']} />
 */
export function MembersTable({
  pageSize = 10,
  roles = DEFAULT_ROLES,
  searchable = false,
  className,
  labels,
}: MembersTableProps) {
  const cx = useClassNames();
  const text = useLabels('membersTable', DEFAULT_LABELS, labels);
  const { errorMessage, formatNumber } = useLocalization();
  const client = useOrganizationClient('MembersTable');
  const scope = useOrganizationScope('MembersTable');
  const { userId, activeOrganizationId } = scope;
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), MEMBER_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState({ organizationId: activeOrganizationId, search, offset: 0 });
  // Another organization or another search starts from its first page.
  const offset =
    page.organizationId === activeOrganizationId && page.search === search ? page.offset : 0;
  const key =
    userId && activeOrganizationId
      ? `members:${userId}:${activeOrganizationId}:${offset}:${pageSize}:${search}`
      : null;
  const query = useOrganizationQuery(scope, key, (c) =>
    c.organization.listMembers({
      organizationId: activeOrganizationId ?? undefined,
      limit: pageSize,
      offset,
      ...(search ? { searchValue: search } : {}),
    }),
  );
  // While the next page loads, keep showing this one (same organization only).
  const shownPage = useRef<{ key: string | null; data: typeof query.data }>({
    key: null,
    data: null,
  });
  if (query.data) shownPage.current = { key: activeOrganizationId, data: query.data };
  const data =
    query.data ?? (shownPage.current.key === activeOrganizationId ? shownPage.current.data : null);
  const { isPending, error } = query;
  const me = useActiveMember();
  const canUpdate = useHasPermission({ member: ['update'] });
  const canDelete = useHasPermission({ member: ['delete'] });
  const { busy, failure, run } = useAction();
  const roleName = useRoleName();
  // The last role change that succeeded, announced politely.
  const [updated, setUpdated] = useState<string | null>(null);

  if (!activeOrganizationId) return null;
  const goTo = (nextOffset: number) =>
    setPage({ organizationId: activeOrganizationId, search, offset: nextOffset });
  const change = async (
    key: string,
    call: () => Promise<{ error: { message: string } | null }>,
  ) => {
    setUpdated(null);
    const ok = await run(key, call);
    if (ok) await cacheOf(client).invalidate();
    return ok;
  };
  const changeRole = async (member: MemberWithUser, role: string) => {
    const ok = await change(`role:${member.id}`, () =>
      client.organization.updateMemberRole({
        memberId: member.id,
        role,
        organizationId: activeOrganizationId,
      }),
    );
    const name = member.user.name || member.user.email;
    if (ok) setUpdated(text.roleUpdated.replace('{name}', name).replace('{role}', roleName(role)));
  };
  const total = data?.total ?? 0;
  const message = failure ?? (error && !data ? errorMessage(error) : null);
  const noMatches = Boolean(search) && data !== null && data.members.length === 0;

  return (
    <div className={cx('portcullis-members', className)}>
      {searchable ? (
        <div className={cx('portcullis-member-search')}>
          <Field
            name="search"
            label={text.search}
            type="search"
            autoComplete="off"
            required={false}
            maxLength={100}
            value={typed}
            onChange={setTyped}
          />
          <p className={cx('portcullis-visually-hidden')} aria-live="polite">
            {search && query.data
              ? text.matches.replace('{count}', formatNumber(query.data.total))
              : ''}
          </p>
        </div>
      ) : null}
      {message ? (
        <p role="alert" className={cx('portcullis-error portcullis-alert')}>
          {message}
        </p>
      ) : null}
      {/* Always in the page (hidden while empty), so the first change is announced too. */}
      <p role="status" className={cx(updated ? 'portcullis-status' : 'portcullis-visually-hidden')}>
        {updated}
      </p>
      {isPending && !data ? (
        <p className={cx('portcullis-hint')} aria-live="polite" aria-busy="true">
          {text.loading}
        </p>
      ) : noMatches ? (
        <p className={cx('portcullis-hint')}>{text.noMatches.replace('{query}', search)}</p>
      ) : (
        <TableRegion label={text.table}>
          <table className={cx('portcullis-table')} aria-label={text.table}>
            <thead>
              <tr>
                <th scope="col">{text.name}</th>
                <th scope="col">{text.email}</th>
                <th scope="col">{text.role}</th>
                <th scope="col">
                  <span className={cx('portcullis-visually-hidden')}>{text.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data?.members.map((member) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  isSelf={member.id === me.data?.id}
                  roles={roles}
                  canUpdate={canUpdate.allowed}
                  canDelete={canDelete.allowed}
                  busy={busy}
                  text={text}
                  onRole={(role) => void changeRole(member, role)}
                  onRemove={() =>
                    void change(`remove:${member.id}`, () =>
                      client.organization.removeMember({
                        memberIdOrEmail: member.id,
                        organizationId: activeOrganizationId,
                      }),
                    )
                  }
                />
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      {total > pageSize ? (
        <nav className={cx('portcullis-pagination')} aria-label={text.pages}>
          <button
            type="button"
            className={cx(
              'portcullis-button portcullis-button--secondary portcullis-button--small',
            )}
            disabled={offset === 0}
            onClick={() => goTo(Math.max(0, offset - pageSize))}
          >
            {text.previous}
          </button>
          <span className={cx('portcullis-hint')}>
            {text.range
              .replace('{from}', String(offset + 1))
              .replace('{to}', String(Math.min(offset + pageSize, total)))
              .replace('{total}', String(total))}
          </span>
          <button
            type="button"
            className={cx(
              'portcullis-button portcullis-button--secondary portcullis-button--small',
            )}
            disabled={offset + pageSize >= total}
            onClick={() => goTo(offset + pageSize)}
          >
            {text.next}
          </button>
        </nav>
      ) : null}
    </div>
  );
}

interface MemberRowProps {
  member: MemberWithUser;
  isSelf: boolean;
  roles: readonly string[];
  canUpdate: boolean;
  canDelete: boolean;
  busy: string | null;
  text: MembersTableLabels;
  onRole: (role: string) => void;
  onRemove: () => void;
}

function MemberRow(props: MemberRowProps) {
  const cx = useClassNames();
  const roleName = useRoleName();
  const { member, isSelf, roles, canUpdate, canDelete, busy, text, onRole, onRemove } = props;
  const options = roles.includes(member.role) ? roles : [member.role, ...roles];
  const name = member.user.name || member.user.email;
  return (
    <tr aria-current={isSelf ? 'true' : undefined}>
      <th scope="row" className={cx('portcullis-member-name')}>
        {name}
        {isSelf ? <span className={cx('portcullis-badge')}>{text.you}</span> : null}
      </th>
      <td>
        <EmailAddress email={member.user.email} />
      </td>
      <td>
        {canUpdate && !isSelf ? (
          <select
            className={cx('portcullis-input portcullis-select portcullis-select--small')}
            aria-label={text.roleOf.replace('{name}', name)}
            value={member.role}
            disabled={busy !== null}
            aria-busy={busy === `role:${member.id}`}
            onChange={(event) => onRole(event.target.value)}
          >
            {options.map((role) => (
              <option key={role} value={role}>
                {roleName(role)}
              </option>
            ))}
          </select>
        ) : (
          roleName(member.role)
        )}
      </td>
      <td className={cx('portcullis-table-actions')}>
        {canDelete && !isSelf ? (
          <button
            type="button"
            className={cx(
              'portcullis-button portcullis-button--secondary portcullis-button--small',
            )}
            aria-label={`${text.remove} ${name}`}
            disabled={busy !== null}
            aria-busy={busy === `remove:${member.id}`}
            onClick={onRemove}
          >
            {text.remove}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/** `value`, once it has stayed the same for `ms` milliseconds. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
