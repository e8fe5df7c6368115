import { initialsOf, SignOutButton } from '@portcullis/react';
import { formatDateTime, formatRelative } from '../format.js';
import { VerifiedBadge } from './VerifiedBadge.js';

/** The fields of the session and user this card shows. */
export interface AccountCardProps {
  user: { name: string; email: string; emailVerified: boolean; image: string | null };
  /** The username as the user typed it, when they chose one. */
  username: string | null;
  session: { expiresAt: Date | string; createdAt: Date | string };
}

/** The signed-in view's header: who you are, how long the session lasts, and a way out. */
export function AccountCard({ user, username, session }: AccountCardProps) {
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
          <p className="eyebrow">Signed in as</p>
          {/* A passwordless sign-up has no name until the user gives one: the address stands in. */}
          <h1 id="account-title">{user.name.trim() || user.email}</h1>
          {username ? <p className="muted handle">@{username}</p> : null}
        </div>
      </header>
      <dl className="details">
        <div>
          <dt>Email</dt>
          <dd>
            {user.email} <VerifiedBadge verified={user.emailVerified} />
          </dd>
        </div>
        <div>
          <dt>Signed in</dt>
          <dd>{formatDateTime(session.createdAt)}</dd>
        </div>
        <div>
          <dt>Session expires</dt>
          <dd>
            <time dateTime={new Date(session.expiresAt).toISOString()}>
              {formatDateTime(session.expiresAt)}
            </time>{' '}
            <span className="muted">({formatRelative(session.expiresAt)})</span>
          </dd>
        </div>
      </dl>
      <div className="actions">
        <SignOutButton />
      </div>
    </section>
  );
}
