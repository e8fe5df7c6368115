import { useSession } from '@portcullis/react';
import type { ReactNode } from 'react';
import { AccountCard } from './components/AccountCard.js';
import { AuthPanel } from './components/AuthPanel.js';

/** Picks the view from the session: loading, unreachable server, signed in or signed out. */
export function App() {
  const { data, isPending, error, refetch } = useSession();

  let content: ReactNode;
  if (isPending && !data) {
    content = <section className="card card-loading" aria-busy="true" aria-label="Loading" />;
  } else if (error && !data) {
    content = (
      <section className="card" role="alert">
        <h1>Can't reach the server</h1>
        <p className="muted">The session could not be loaded: {error.message}</p>
        <button type="button" className="button-secondary" onClick={() => refetch()}>
          Try again
        </button>
      </section>
    );
  } else if (data) {
    content = <AccountCard user={data.user} session={data.session} />;
  } else {
    content = <AuthPanel />;
  }

  return (
    <div className="page">
      <div className="brand">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>Portcullis</span>
      </div>
      <main>{content}</main>
      <footer className="footer muted">
        Demo app · Hono + SQLite on the server, React on the client
      </footer>
    </div>
  );
}
