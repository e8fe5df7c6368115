import {
  OrganizationSwitcher,
  Protect,
  SignedIn,
  UserButton,
  useLocalization,
  useSession,
} from '@portcullis/react';
import { ImpersonationBanner } from '@portcullis/react/admin';
import { type ReactNode, useEffect } from 'react';
import { isAdmin } from './admin.js';
import { AuthPanel } from './components/AuthPanel.js';
import { LinkErrorNotice } from './components/LinkErrorNotice.js';
import { useDemoConfig } from './demo-config.js';
import { LanguageSwitch } from './language.js';
import { useOutbox } from './outbox.js';
import { AcceptInvitationPage } from './pages/AcceptInvitationPage.js';
import { AccountPage } from './pages/AccountPage.js';
import { AdminPage } from './pages/AdminPage.js';
import { OrganizationsPage } from './pages/OrganizationsPage.js';
import { OutboxPage } from './pages/OutboxPage.js';
import { ResetPasswordPage } from './pages/ResetPasswordPage.js';
import { Link, navigate, useLocation } from './router.js';
import { ThemeSwitch } from './theme.js';

const TITLES: Record<string, string> = {
  '/sign-in': 'Sign in',
  '/reset-password': 'Reset password',
  '/outbox': 'Outbox',
  '/organizations': 'Organizations',
  '/admin': 'Admin',
};

const INVITATION_PATH = /^\/accept-invitation\/([^/]+)$/;

/**
 * The page layout and the routes: `/` (account or sign-in), `/sign-in` (the same, where a
 * failed provider sign-in lands with `?error=`), `/reset-password`, `/outbox`,
 * `/organizations`, `/admin` (admins only) and `/accept-invitation/{id}` (where invitation
 * emails link to). While an admin impersonates someone, a banner says so on every page.
 */
export function App() {
  const { pathname } = useLocation();
  const session = useSession().data;
  const signedIn = session !== null;
  const admin = isAdmin(session);
  // Only the dev server serves the outbox: its presence decides whether to link it.
  const { isAvailable: hasOutbox } = useOutbox();
  const apiReference = useDemoConfig()?.apiReference;

  useEffect(() => {
    const title = INVITATION_PATH.test(pathname) ? 'Invitation' : TITLES[pathname];
    document.title = title ? `${title} · Portcullis demo` : 'Portcullis demo';
  }, [pathname]);

  const isHome = pathname === '/' || pathname === '/sign-in';
  const invitationId = INVITATION_PATH.exec(pathname)?.[1];
  let page: ReactNode;
  if (invitationId) page = <AcceptInvitationPage invitationId={decodeURIComponent(invitationId)} />;
  else if (pathname === '/organizations') page = signedIn ? <OrganizationsPage /> : <Home />;
  else if (pathname === '/admin') page = admin ? <AdminPage /> : <NotFound />;
  else if (pathname === '/reset-password') page = <ResetPasswordPage />;
  else if (pathname === '/outbox') page = <OutboxPage />;
  else if (isHome) page = <Home />;
  else page = <NotFound />;
  // Forms alone read best in a narrow column; the account page and the outbox need more room,
  // the admin tables most.
  const wide = pathname === '/outbox' || ((isHome || pathname === '/organizations') && signedIn);
  const layout = pathname === '/admin' && admin ? 'page page-wide page-admin' : 'page';

  return (
    <>
      {/* Above the page, stuck to the top of the viewport while it scrolls. */}
      <ImpersonationBanner onStop={() => navigate('/admin')} />
      <div className={wide ? 'page page-wide' : layout}>
        <header className="topbar">
          <Link to="/" className="brand">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>Portcullis</span>
          </Link>
          <SignedIn>
            <nav className="topnav" aria-label="Main">
              <Link to="/" aria-current={isHome ? 'page' : undefined}>
                Account
              </Link>
              <Link
                to="/organizations"
                aria-current={pathname === '/organizations' ? 'page' : undefined}
              >
                Organizations
              </Link>
              {/* Admins in their own session only: an impersonation session can call no admin route. */}
              <Protect userRole="admin" condition={({ session }) => !session.impersonatedBy}>
                <Link to="/admin" aria-current={pathname === '/admin' ? 'page' : undefined}>
                  Admin
                </Link>
              </Protect>
              <OrganizationSwitcher className="topnav-switcher" />
            </nav>
            <UserButton
              onManageAccount={() => navigate('/')}
              onSignOut={() => navigate('/')}
              onStopImpersonating={() => navigate('/admin')}
            />
          </SignedIn>
          <LanguageSwitch />
          <ThemeSwitch />
        </header>
        <main>{page}</main>
        <footer className="footer muted">
          Demo app · Hono + SQLite on the server, React on the client
          {hasOutbox ? (
            <>
              {' · '}
              <Link to="/outbox">Outbox</Link>
            </>
          ) : null}
          {apiReference ? (
            <>
              {' · '}
              {/* A server page, not a route of this app: a plain link. */}
              <a href={apiReference}>API reference</a>
            </>
          ) : null}
        </footer>
      </div>
    </>
  );
}

/** `/`: loading, unreachable server, the account page, or the sign-in card. */
function Home() {
  const { data, isPending, error, refetch } = useSession();
  const { errorMessage } = useLocalization();
  const { pathname } = useLocation();
  // Signed in now: a provider's earlier failure on /sign-in is history.
  useEffect(() => {
    if (data && pathname === '/sign-in') navigate('/', { replace: true });
  }, [data, pathname]);
  if (isPending && !data) {
    return <section className="card card-loading" aria-busy="true" aria-label="Loading" />;
  }
  if (error && !data) {
    return (
      <section className="card" role="alert">
        <h1>Can't reach the server</h1>
        <p className="muted">The session could not be loaded: {errorMessage(error)}</p>
        <button type="button" className="button-secondary" onClick={() => refetch()}>
          Try again
        </button>
      </section>
    );
  }
  return (
    <>
      <LinkErrorNotice />
      {data ? <AccountPage data={data} /> : <AuthPanel />}
    </>
  );
}

function NotFound() {
  return (
    <section className="card">
      <h1>Page not found</h1>
      <p className="muted">
        There is nothing at this address. <Link to="/">Go to the start page</Link>.
      </p>
    </section>
  );
}
