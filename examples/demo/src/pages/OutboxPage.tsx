import { useLocalization } from '@portcullis/react';
import { type ReactNode, useId } from 'react';
import { useDemoText } from '../language.js';
import { type OutboxEmail, useOutbox } from '../outbox.js';
import { Link } from '../router.js';

/**
 * `/outbox` (development only): the emails the dev mailer "sent", newest first, with their
 * links, so every flow can be followed without a real inbox. The page's words and its dates
 * follow the header's language (the emails are the server's, in English).
 */
export function OutboxPage() {
  const { emails, isAvailable, isLoading, reload } = useOutbox({ refreshOnFocus: true });
  const text = useDemoText().outbox;

  let content: ReactNode;
  if (emails === null && isLoading) content = <p className="muted">{text.loading}</p>;
  else if (!isAvailable) content = <p role="alert">{text.unavailable}</p>;
  else if (!emails?.length) content = <p className="muted">{text.empty}</p>;
  else {
    content = (
      <ol className="outbox" aria-label={text.list}>
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
          <h1 id="outbox-title">{text.title}</h1>
          <p className="muted">{text.intro}</p>
        </div>
        <button
          type="button"
          className="portcullis-button portcullis-button--secondary portcullis-button--small"
          onClick={() => reload()}
          disabled={isLoading}
          aria-busy={isLoading}
        >
          {text.refresh}
        </button>
      </header>
      {content}
      <p className="form-footnote">
        <Link to="/">{text.back}</Link>
      </p>
    </section>
  );
}

function OutboxItem({ email }: { email: OutboxEmail }) {
  const subjectId = useId();
  const text = useDemoText().outbox;
  const { formatDateTime, formatRelative } = useLocalization();
  const sentAt = new Date(email.sentAt);
  return (
    <li>
      <article className="outbox-item" aria-labelledby={subjectId}>
        <p className="outbox-meta">
          <span className={`badge badge-${email.type}`}>
            {text.types[email.type] ?? email.type}
          </span>
          <time dateTime={email.sentAt} title={formatDateTime(sentAt)}>
            {formatRelative(sentAt)}
          </time>
        </p>
        <h2 id={subjectId}>{email.subject}</h2>
        {/* An address can be 254 characters without a single break opportunity. */}
        <p className="muted outbox-recipient">
          {text.to} {email.to}
        </p>
        {/* A full-page load: these are server links, as in a real email. */}
        <a className="outbox-link" href={email.url}>
          {email.url}
        </a>
      </article>
    </li>
  );
}
