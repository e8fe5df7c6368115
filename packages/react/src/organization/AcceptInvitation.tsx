'use client';

import type { AcceptInvitationResult } from '@portcullis/core/client';
import { useState } from 'react';
import { joinClassNames } from '../forms/class-names.js';
import { FormStatus } from '../forms/FormStatus.js';
import { useInvitation } from '../useOrganization.js';
import { roleName } from './roles.js';
import { useAction } from './use-action.js';

/**
 * The visible text of {@link AcceptInvitation}. Defaults: heading `'Join {organization}'`,
 * invitedBy `'{inviter} invited you to join {organization} as {role}.'`, accept `'Accept
 * invitation'`, reject `'Decline'`, accepted `'You joined {organization}.'`, rejected
 * `'Invitation declined.'`, loading `'Loading invitation…'`.
 */
export interface AcceptInvitationLabels {
  heading: string;
  invitedBy: string;
  accept: string;
  reject: string;
  accepted: string;
  rejected: string;
  loading: string;
}

/** Props of {@link AcceptInvitation}. */
export interface AcceptInvitationProps {
  /** The invitation id, from the emailed link (`/accept-invitation/{id}`). */
  invitationId: string;
  /** Runs after accepting: the organization is then the active one. */
  onAccepted?: (result: AcceptInvitationResult) => void;
  /** Runs after declining. */
  onRejected?: () => void;
  className?: string;
  labels?: Partial<AcceptInvitationLabels>;
}

const DEFAULT_LABELS: AcceptInvitationLabels = {
  heading: 'Join {organization}',
  invitedBy: '{inviter} invited you to join {organization} as {role}.',
  accept: 'Accept invitation',
  reject: 'Decline',
  accepted: 'You joined {organization}.',
  rejected: 'Invitation declined.',
  loading: 'Loading invitation…',
};

/**
 * The page an invitation link opens, for the signed-in invitee: the organization, who invited
 * them and with which role, and "Accept invitation" / "Decline". Accepting makes the
 * organization active and reloads organization data everywhere. Errors are announced with
 * `role="alert"`: 'Invitation not found' (answered, canceled, expired), 'You are not the
 * recipient of the invitation', 'Email verification required before accepting or rejecting
 * invitation'. Render it only when signed in (send others to sign in first).
 *
 * DOM hooks: heading "Join {organization}", buttons "Accept invitation", "Decline".
 *
 * @example
 * <AcceptInvitation invitationId={params.id} onAccepted={() => navigate('/organization')} />
 */
export function AcceptInvitation(props: AcceptInvitationProps) {
  const { invitationId, onAccepted, onRejected, className } = props;
  const text = { ...DEFAULT_LABELS, ...props.labels };
  const { data, isPending, error, accept, reject } = useInvitation(invitationId);
  const { busy, failure, run } = useAction();
  const [outcome, setOutcome] = useState<'accepted' | 'rejected' | null>(null);
  const [organizationName, setOrganizationName] = useState<string | null>(null);

  const fill = (template: string, name: string) =>
    template
      .replace('{organization}', name)
      .replace('{inviter}', data?.inviterEmail ?? '')
      .replace('{role}', roleName(data?.role ?? ''));

  if (outcome) {
    const name = organizationName ?? '';
    return (
      <div className={joinClassNames('portcullis-accept-invitation', className)}>
        <FormStatus
          message={outcome === 'accepted' ? fill(text.accepted, name) : text.rejected}
          focus
        />
      </div>
    );
  }

  const message = failure ?? (error && !data ? error.message : null);
  return (
    <div className={joinClassNames('portcullis-accept-invitation', className)}>
      {message ? (
        <p role="alert" className="portcullis-error portcullis-alert">
          {message}
        </p>
      ) : null}
      {isPending && !data ? (
        <p className="portcullis-hint" aria-live="polite" aria-busy="true">
          {text.loading}
        </p>
      ) : null}
      {data ? (
        <>
          <h2 className="portcullis-heading">{fill(text.heading, data.organizationName)}</h2>
          <p className="portcullis-invitation-text">
            {fill(text.invitedBy, data.organizationName)}
          </p>
          <div className="portcullis-actions">
            <button
              type="button"
              className="portcullis-button"
              disabled={busy !== null}
              aria-busy={busy === 'accept'}
              onClick={async () => {
                let accepted: AcceptInvitationResult | null = null;
                const ok = await run('accept', async () => {
                  const result = await accept();
                  accepted = result.data;
                  return result;
                });
                if (!ok || !accepted) return;
                setOrganizationName(data.organizationName);
                setOutcome('accepted');
                onAccepted?.(accepted);
              }}
            >
              {text.accept}
            </button>
            <button
              type="button"
              className="portcullis-button portcullis-button--secondary"
              disabled={busy !== null}
              aria-busy={busy === 'reject'}
              onClick={async () => {
                if (!(await run('reject', reject))) return;
                setOrganizationName(data.organizationName);
                setOutcome('rejected');
                onRejected?.();
              }}
            >
              {text.reject}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
