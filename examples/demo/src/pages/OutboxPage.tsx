import { type ReactNode, useId } from 'react';
import { formatDateTime, formatRelative } from '../format.js';
import { type OutboxEmail, useOutbox } from '../outbox.js';
import { Link } from '../router.js';

const TYPE_LABELS: Record<OutboxEmail['type'], string> = {
  'verify-email': 'Verification',
  'reset-password': 'Password reset',
  'change-email': 'Email change',
  'delete-account': 'Account deletion',
  'organization-invitation': 'Invitation',
  'new-device': 'New device',
  'two-factor-code': 'Sign-in code',
  'magic-link': 'Sign-in link',
  'email-otp': 'Email code',
};

/**
 * `/outbox` (development only): the emails the dev mailer "sent", newest first, with their
 * links, so every flow can be followed without a real inbox.
 */
export function OutboxPage() {
  const { emails, isAvailable, isLoading, reload } = useOutbox({ refreshOnFocus: true });

  let content: ReactNode;
  if (emails === null && isLoading) content = <p className="muted">Loading…</p>;
  else if (!isAvailable) content = <p role="alert">The outbox is only served in development.</p>;
  else if (!emails?.length) content = <p className="muted">No emails yet. Sign up to get one.</p>;
  else {
    content = (
      <ol className="outbox" aria-label="Sent emails">
        {emails.map((email) => (
          <OutboxItem key={`${email.sentAt}-${email.token}`} email={email} />
        ))}
      </ol>
    );
  }

  return (
    <section className="card" aria-labelledby="outbox-title">
      <header className="card-header outbox-header">
        <div>
          <h1 id="outbox-title">Outbox</h1>
          <p className="muted">Emails the dev mailer sent, newest first. Links open here.</p>
        </div>
        <button
          type="button"
          className="portcullis-button portcullis-button--secondary portcullis-button--small"
          onClick={() => reload()}
          disabled={isLoading}
          aria-busy={isLoading}
        >
          Refresh
        </button>
      </header>
      {content}
      <p className="form-footnote">
        <Link to="/">Back to the app</Link>
      </p>
    </section>
  );
}

function OutboxItem({ email }: { email: OutboxEmail }) {
  const subjectId = useId();
  return (
    <li>
      <article className="outbox-item" aria-labelledby={subjectId}>
        <p className="outbox-meta">
          <span className={`badge badge-${email.type}`}>
            {TYPE_LABELS[email.type] ?? email.type}
          </span>
          <time dateTime={email.sentAt} title={formatDateTime(email.sentAt)}>
            {formatRelative(email.sentAt)}
          </time>
        </p>
        <h2 id={subjectId}>{email.subject}</h2>
        {/* An address can be 254 characters without a single break opportunity. */}
        <p className="muted outbox-recipient">To {email.to}</p>
        {/* A full-page load: these are server links, as in a real email. */}
        <a className="outbox-link" href={email.url}>
          {email.url}
        </a>
      </article>
    </li>
  );
}
