'use client';

import type { AcceptInvitationResult } from '@portcullis/core/client';
import { useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { FormStatus } from '../forms/FormStatus.js';
import { acceptInvitation as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import type { HeadingLevel } from '../screens/sign-in-screen-parts.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useInvitation } from '../useOrganization.js';
import { useSession } from '../useSession.js';
import { useAction } from './use-action.js';
import { useRoleName } from './use-role-name.js';
import { VerifyEmailNotice } from './VerifyEmailNotice.js';

// The server's answer to an unverified invitee (its requireEmailVerificationOnInvitation).
const VERIFICATION_REQUIRED =
  'EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION';
// The server's answer to a signed-in user who is not the invitee (403, no address given).
const NOT_RECIPIENT = 'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION';

/**
 * The visible text of {@link AcceptInvitation}. Defaults: heading `'Join {organization}'`,
 * invitedBy `'{inviter} invited you to join {organization} as {role}.'`, accept `'Accept
 * invitation'`, reject `'Decline'`, accepted `'You joined {organization}.'`, rejected
 * `'Invitation declined.'`, loading `'Loading invitation…'`, verifyEmail `'Verify your email
 * address to accept this invitation.'`, resendVerification `'Resend verification email'`,
 * verificationSent `'We sent a new verification link to {email}. Follow it, then accept the
 * invitation.'`, title `'Invitation'` (the heading when there is no invitation to show), sentTo
 * `'Sent to {email}.'`, otherRecipient `'This invitation was sent to another address.'`,
 * signedInAs `'You are signed in as {email}.'`, switchAccount `'Sign out and switch account'`.
 */
export interface AcceptInvitationLabels {
  heading: string;
  invitedBy: string;
  accept: string;
  reject: string;
  accepted: string;
  rejected: string;
  loading: string;
  verifyEmail: string;
  resendVerification: string;
  verificationSent: string;
  title: string;
  sentTo: string;
  otherRecipient: string;
  signedInAs: string;
  switchAccount: string;
}

/** Props of {@link AcceptInvitation}. */
export interface AcceptInvitationProps {
  /** The invitation id, from the emailed link (`/accept-invitation/{id}`). */
  invitationId: string;
  /** Runs after accepting: the organization is then the active one. */
  onAccepted?: (result: AcceptInvitationResult) => void;
  /** Runs after declining. */
  onRejected?: () => void;
  /**
   * Runs after "Sign out and switch account" signed the user out (shown when the invitation is
   * another address's), e.g. to show the sign-in form on the same page.
   */
  onSignedOut?: () => void;
  /**
   * Where the link of a resent verification email leads once the address is verified: a
   * relative path or a trusted origin. Default: this page (path and query), so the invitee
   * comes back to accept.
   */
  verificationCallbackURL?: string;
  /**
   * The level of the "Join {organization}" heading, 1 to 6: 1 when the invitation is the page's
   * main content (its only heading), as in a page of its own. Default: 2.
   */
  headingLevel?: HeadingLevel;
  className?: string;
  labels?: Partial<AcceptInvitationLabels>;
}

/**
 * The page an invitation link opens, for the signed-in invitee: the organization, who invited
 * them and with which role, and "Accept invitation" / "Decline". Accepting makes the
 * organization active and reloads organization data everywhere (but not the invitation, which
 * the server no longer returns once answered). Errors are announced with `role="alert"`:
 * 'Invitation not found!' (answered, canceled, expired), 'You are not the recipient of the
 * invitation' (not shown as such: see below). When the server wants a verified email first (its
 * `requireEmailVerificationOnInvitation`, on by default), the alert says "Verify your email
 * address to accept this invitation." and offers "Resend verification email", which emails a new
 * link to the signed-in user's address and confirms with `role="status"`. The invited address
 * is shown ("Sent to …") when the server hands the invitation over, which it does only to its
 * recipient. Opened by another account, the server refuses (403, as Better Auth 1.2.7 does,
 * without saying to whom it was sent): the page says "This invitation was sent to another
 * address.", which account is signed in, and offers "Sign out and switch account". Without an
 * invitation to show, the heading is "Invitation". Render it only when signed in (send others to
 * sign in first).
 *
 * DOM hooks: heading "Join {organization}" (or "Invitation"), buttons "Accept invitation",
 * "Decline", "Resend verification email", "Sign out and switch account".
 *
 * @example
 * <AcceptInvitation invitationId={params.id} onAccepted={() => navigate('/organization')} />
 */
export function AcceptInvitation(props: AcceptInvitationProps) {
  const cx = useClassNames();
  const roleName = useRoleName();
  const { invitationId, onAccepted, onRejected, onSignedOut, verificationCallbackURL, className } =
    props;
  const text = useLabels('acceptInvitation', DEFAULT_LABELS, props.labels);
  const { errorMessage } = useLocalization();
  const { data, isPending, error, accept, reject } = useInvitation(invitationId);
  const email = useSession().data?.user.email ?? null;
  const client = useRequiredClient('AcceptInvitation');
  const { busy, failure, failureCode, run } = useAction();
  const [outcome, setOutcome] = useState<'accepted' | 'rejected' | null>(null);
  const [organizationName, setOrganizationName] = useState<string | null>(null);
  const Heading = `h${props.headingLevel ?? 2}` as const;

  const fill = (template: string, name: string) =>
    template
      .replace('{organization}', name)
      .replace('{inviter}', data?.inviterEmail ?? '')
      .replace('{role}', roleName(data?.role ?? ''));

  if (outcome) {
    const name = organizationName ?? '';
    return (
      <div className={cx('portcullis-accept-invitation', className)}>
        <FormStatus
          message={outcome === 'accepted' ? fill(text.accepted, name) : text.rejected}
          focus
        />
      </div>
    );
  }

  const message = failure ?? (error && !data ? errorMessage(error) : null);
  const mustVerify = failureCode === VERIFICATION_REQUIRED && email !== null;
  const notForYou = !data && (error?.code === NOT_RECIPIENT || failureCode === NOT_RECIPIENT);
  if (notForYou) {
    return (
      <div className={cx('portcullis-accept-invitation', className)}>
        <Heading className={cx('portcullis-heading')}>{text.title}</Heading>
        <p role="alert" className={cx('portcullis-error portcullis-alert')}>
          {text.otherRecipient}
        </p>
        {email ? (
          <p className={cx('portcullis-invitation-text')}>
            {text.signedInAs.replace('{email}', email)}
          </p>
        ) : null}
        {failure && failureCode !== NOT_RECIPIENT ? (
          <p role="alert" className={cx('portcullis-error portcullis-alert')}>
            {failure}
          </p>
        ) : null}
        <div className={cx('portcullis-actions')}>
          <button
            type="button"
            className={cx('portcullis-button')}
            disabled={busy !== null}
            aria-busy={busy === 'sign-out'}
            onClick={async () => {
              if (await run('sign-out', () => client.signOut())) onSignedOut?.();
            }}
          >
            {text.switchAccount}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className={cx('portcullis-accept-invitation', className)}>
      {!data && !isPending ? (
        <Heading className={cx('portcullis-heading')}>{text.title}</Heading>
      ) : null}
      {mustVerify ? (
        <VerifyEmailNotice
          email={email}
          callbackURL={verificationCallbackURL}
          texts={{
            message: text.verifyEmail,
            resend: text.resendVerification,
            sent: text.verificationSent,
          }}
        />
      ) : message ? (
        <p role="alert" className={cx('portcullis-error portcullis-alert')}>
          {message}
        </p>
      ) : null}
      {isPending && !data ? (
        <p className={cx('portcullis-hint')} aria-live="polite" aria-busy="true">
          {text.loading}
        </p>
      ) : null}
      {data ? (
        <>
          <Heading className={cx('portcullis-heading')}>
            {fill(text.heading, data.organizationName)}
          </Heading>
          <p className={cx('portcullis-invitation-text')}>
            {fill(text.invitedBy, data.organizationName)}
          </p>
          <p className={cx('portcullis-hint')}>{text.sentTo.replace('{email}', data.email)}</p>
          <div className={cx('portcullis-actions')}>
            <button
              type="button"
              className={cx('portcullis-button')}
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
              className={cx('portcullis-button portcullis-button--secondary')}
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
