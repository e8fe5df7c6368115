import { AcceptInvitation, useSession } from '@portcullis/react';
import { AuthPanel } from '../components/AuthPanel.js';
import { useDemoText } from '../language.js';
import { Link, navigate } from '../router.js';

/**
 * `/accept-invitation/{id}`, where invitation emails link to: the invitation, with Accept and
 * Decline, for the signed-in invitee; the sign-in card first for everyone else. Another
 * signed-in account is told the invitation is another address's, with "Sign out and switch
 * account", which brings the sign-in card here.
 */
export function AcceptInvitationPage({ invitationId }: { invitationId: string }) {
  const { data, isPending } = useSession();
  const text = useDemoText();
  if (isPending && !data) {
    return (
      <section className="card card-loading" aria-busy="true" aria-label={text.home.loading} />
    );
  }
  if (!data) {
    return (
      <div className="stack">
        <p className="notice">{text.invitation.signInFirst}</p>
        <AuthPanel />
      </div>
    );
  }
  return (
    <section className="card invitation-card" aria-label={text.invitation.label}>
      {/* The page's main heading: "Join {organization}" is its h1. */}
      <AcceptInvitation
        invitationId={invitationId}
        headingLevel={1}
        onAccepted={() => navigate('/organizations')}
      />
      <p className="form-footnote">
        <Link to="/">{text.invitation.back}</Link>
      </p>
    </section>
  );
}
