'use client';

import type { ListInvitationsResult } from '@portcullis/core/client';
import { useId } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { invitationsList as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { EmailAddress } from '../tables/EmailAddress.js';
import { useHasPermission } from '../useOrganization.js';
import { useAction } from './use-action.js';
import {
  cacheOf,
  useOrganizationClient,
  useOrganizationQuery,
  useOrganizationScope,
} from './use-organization-query.js';
import { useRoleName } from './use-role-name.js';

/** An invitation as list-invitations answers it. */
type Invitation = ListInvitationsResult[number];

/**
 * The visible text of {@link InvitationsList}. Defaults: list `'Pending invitations'`, empty
 * `'No pending invitations.'`, expires `'Expires'`, cancel `'Cancel invitation'`, loading
 * `'Loading invitations…'`.
 */
export interface InvitationsListLabels {
  list: string;
  empty: string;
  expires: string;
  cancel: string;
  loading: string;
}

/** Props of {@link InvitationsList}. */
export interface InvitationsListProps {
  formatDate?: (date: Date) => string;
  className?: string;
  labels?: Partial<InvitationsListLabels>;
}

/**
 * The active organization's pending, unexpired invitations, newest first: email, role and
 * expiry, with "Cancel invitation" for members whose role grants `invitation:cancel`. Any
 * member may see the list. Renders nothing without an active organization.
 *
 * DOM hooks: `list[name="Pending invitations"]`, buttons "Cancel invitation" (described by the
 * invited email).
 *
 * @example
 * <InvitationsList />
 */
export function InvitationsList({
  formatDate: formatDateProp,
  className,
  labels,
}: InvitationsListProps) {
  const cx = useClassNames();
  const text = useLabels('invitationsList', DEFAULT_LABELS, labels);
  const { formatDateTime, errorMessage } = useLocalization();
  const formatDate = formatDateProp ?? formatDateTime;
  const client = useOrganizationClient('InvitationsList');
  const scope = useOrganizationScope('InvitationsList');
  const { userId, activeOrganizationId } = scope;
  const key =
    userId && activeOrganizationId ? `invitations:${userId}:${activeOrganizationId}` : null;
  const { data, isPending, error } = useOrganizationQuery(scope, key, (c) =>
    c.organization.listInvitations({ organizationId: activeOrganizationId ?? undefined }),
  );
  const canCancel = useHasPermission({ invitation: ['cancel'] });
  const { busy, failure, run } = useAction();
  if (!activeOrganizationId) return null;
  const now = Date.now();
  const pending = (data ?? []).filter(
    (invitation) => invitation.status === 'pending' && invitation.expiresAt.getTime() > now,
  );
  const message = failure ?? (error && !data ? errorMessage(error) : null);
  const cancel = async (invitation: Invitation) => {
    const ok = await run(invitation.id, () =>
      client.organization.cancelInvitation({ invitationId: invitation.id }),
    );
    if (ok) await cacheOf(client).invalidate();
  };

  return (
    <div className={cx('portcullis-invitations', className)}>
      {message ? (
        <p role="alert" className={cx('portcullis-error portcullis-alert')}>
          {message}
        </p>
      ) : null}
      {isPending && !data ? (
        <p className={cx('portcullis-hint')} aria-live="polite" aria-busy="true">
          {text.loading}
        </p>
      ) : pending.length === 0 ? (
        <p className={cx('portcullis-hint')}>{text.empty}</p>
      ) : (
        <ul className={cx('portcullis-session-list')} aria-label={text.list}>
          {pending.map((invitation) => (
            <InvitationItem
              key={invitation.id}
              invitation={invitation}
              canCancel={canCancel.allowed}
              busy={busy}
              onCancel={() => void cancel(invitation)}
              formatDate={formatDate}
              text={text}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

interface InvitationItemProps {
  invitation: Invitation;
  canCancel: boolean;
  busy: string | null;
  onCancel: () => void;
  formatDate: (date: Date) => string;
  text: InvitationsListLabels;
}

function InvitationItem({
  invitation,
  canCancel,
  busy,
  onCancel,
  formatDate,
  text,
}: InvitationItemProps) {
  const cx = useClassNames();
  const roleName = useRoleName();
  const emailId = useId();
  return (
    <li className={cx('portcullis-session')}>
      <div className={cx('portcullis-session-info')}>
        <p id={emailId} className={cx('portcullis-session-device')}>
          <EmailAddress email={invitation.email} />
          <span className={cx('portcullis-badge')}>{roleName(invitation.role)}</span>
        </p>
        <p className={cx('portcullis-session-meta')}>
          {text.expires} {formatDate(invitation.expiresAt)}
        </p>
      </div>
      {canCancel ? (
        <button
          type="button"
          className={cx('portcullis-button portcullis-button--secondary portcullis-button--small')}
          aria-describedby={emailId}
          disabled={busy !== null}
          aria-busy={busy === invitation.id}
          onClick={onCancel}
        >
          {text.cancel}
        </button>
      ) : null}
    </li>
  );
}
