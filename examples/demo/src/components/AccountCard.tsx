import { initialsOf, SignOutButton, useLocalization } from '@portcullis/react';
import { useDemoText } from '../language.js';
import { VerifiedBadge } from './VerifiedBadge.js';

/** The fields of the session and user this card shows. */
export interface AccountCardProps {
  user: { name: string; email: string; emailVerified: boolean; image: string | null };
  /** The username as the user typed it, when they chose one. */
  username: string | null;
  session: { expiresAt: Date | string; createdAt: Date | string };
}

/**
 * The signed-in view's header: who you are, how long the session lasts, and a way out; dates
 * in the kit's locale (`useLocalization`), like the kit's own.
 */
export function AccountCard({ user, username, session }: AccountCardProps) {
  const text = useDemoText().account;
  const { formatDateTime, formatRelative } = useLocalization();
  const createdAt = new Date(session.createdAt);
  const expiresAt = new Date(session.expiresAt);
  return (
    <section className="card" aria-labelledby="account-title">
      <header className="account-header">
        {user.image ? (
          <img className="avatar" src={user.image} alt="" width={52} height={52} />
        ) : (
          <span className="avatar" aria-hidden="true">
            {initialsOf(user.name, user.email)}
          </span>
        )}
        <div>
          <p className="eyebrow">{text.signedInAs}</p>
          {/* A passwordless sign-up has no name until the user gives one: the address stands in. */}
          <h1 id="account-title">{user.name.trim() || user.email}</h1>
          {username ? <p className="muted handle">@{username}</p> : null}
        </div>
      </header>
      <dl className="details">
        <div>
          <dt>{text.email}</dt>
          <dd>
            {user.email} <VerifiedBadge verified={user.emailVerified} />
          </dd>
        </div>
        <div>
          <dt>{text.signedIn}</dt>
          <dd>
            <time dateTime={createdAt.toISOString()}>{formatDateTime(createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{text.expires}</dt>
          <dd>
            <time dateTime={expiresAt.toISOString()}>{formatDateTime(expiresAt)}</time>{' '}
            <span className="muted">({formatRelative(expiresAt)})</span>
          </dd>
        </div>
      </dl>
      <div className="actions">
        <SignOutButton />
      </div>
    </section>
  );
}
