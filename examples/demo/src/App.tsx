import {
  GuestUpgradePrompt,
  OrganizationSwitcher,
  Protect,
  SignedIn,
  UserButton,
  useLocalization,
  useSession,
} from '@portcullis/react';
import { ImpersonationBanner } from '@portcullis/react/admin';
import { type ReactNode, useEffect, useState } from 'react';
import { isAdmin } from './admin.js';
import { AuthPanel } from './components/AuthPanel.js';
import { LinkErrorNotice } from './components/LinkErrorNotice.js';
import { useDemoConfig } from './demo-config.js';
import type { DemoText } from './i18n.js';
import { LanguageSwitch, useDemoText } from './language.js';
import { useOutbox } from './outbox.js';
import { AcceptInvitationPage } from './pages/AcceptInvitationPage.js';
import { AccountPage } from './pages/AccountPage.js';
import { AdminPage } from './pages/AdminPage.js';
import { OrganizationsPage } from './pages/OrganizationsPage.js';
import { OutboxPage } from './pages/OutboxPage.js';
import { ResetPasswordPage } from './pages/ResetPasswordPage.js';
import { Link, navigate, useLocation } from './router.js';
import { ThemeSwitch } from './theme.js';

const TITLES: Record<string, keyof DemoText['titles']> = {
  '/sign-in': 'signIn',
  '/add-account': 'addAccount',
  '/reset-password': 'resetPassword',
  '/outbox': 'outbox',
  '/organizations': 'organizations',
  '/admin': 'admin',
};

const INVITATION_PATH = /^\/accept-invitation\/([^/]+)$/;

/**
 * The page layout and the routes: `/` (account or sign-in), `/sign-in` (the same, where a
 * failed provider sign-in lands with `?error=`), `/reset-password`, `/outbox`,
 * `/organizations`, `/admin` (admins only) and `/accept-invitation/{id}` (where invitation
 * emails link to). While an admin impersonates someone, a banner says so on every page. The
 * header is one row from 1024 px on and keeps its place from page to page (the page is
 * top-aligned); every text, the tab's title included, is in the language of the header's switch.
 */
export function App() {
  const { pathname } = useLocation();
  const session = useSession().data;
  const signedIn = session !== null;
  const admin = isAdmin(session);
  // Only the dev server serves the outbox: its presence decides whether to link it.
  const { isAvailable: hasOutbox } = useOutbox();
  const apiReference = useDemoConfig()?.apiReference;
  const text = useDemoText();

  const isHome = pathname === '/' || pathname === '/sign-in';
  const invitationId = INVITATION_PATH.exec(pathname)?.[1];
  let page: ReactNode;
  let title: keyof DemoText['titles'] | undefined = TITLES[pathname];
  if (invitationId) {
    page = <AcceptInvitationPage invitationId={decodeURIComponent(invitationId)} />;
    title = 'invitation';
  } else if (pathname === '/organizations') page = signedIn ? <OrganizationsPage /> : <Home />;
  else if (pathname === '/admin') page = admin ? <AdminPage /> : <NotFound />;
  else if (pathname === '/reset-password') page = <ResetPasswordPage />;
  else if (pathname === '/add-account') page = signedIn ? <AddAccountPage /> : <Home />;
  else if (pathname === '/outbox') page = <OutboxPage />;
  else if (isHome) page = <Home />;
  else {
    page = <NotFound />;
    title = 'notFound';
  }
  if (pathname === '/admin' && !admin) title = 'notFound';

  const documentTitle = title ? `${text.titles[title]} · ${text.titles.app}` : text.titles.app;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

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
            <nav className="topnav" aria-label={text.header.nav}>
              <Link to="/" aria-current={isHome ? 'page' : undefined}>
                {text.header.account}
              </Link>
              <Link
                to="/organizations"
                aria-current={pathname === '/organizations' ? 'page' : undefined}
              >
                {text.header.organizations}
              </Link>
              {/* Admins in their own session only: an impersonation session can call no admin route. */}
              <Protect userRole="admin" condition={({ session }) => !session.impersonatedBy}>
                <Link to="/admin" aria-current={pathname === '/admin' ? 'page' : undefined}>
                  {text.header.admin}
                </Link>
              </Protect>
              <OrganizationSwitcher className="topnav-switcher" />
            </nav>
            <UserButton
              onAddAccount={() => navigate('/add-account')}
              onCreateAccount={() => navigate('/')}
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
          {text.footer.about}
          {hasOutbox ? (
            <>
              {' · '}
              <Link to="/outbox">{text.footer.outbox}</Link>
            </>
          ) : null}
          {apiReference ? (
            <>
              {' · '}
              {/* A server page, not a route of this app: a plain link. */}
              <a href={apiReference}>{text.footer.apiReference}</a>
            </>
          ) : null}
        </footer>
      </div>
    </>
  );
}

/** `/`: loading, unreachable server, the account page, or the sign-in card. */
/**
 * `/add-account`: the sign-in screen while signed in (the account menu's "Add account"). Signing
 * in there adds the account to this browser (`multiSession()`), which becomes the active one;
 * then back to the account page.
 */
function AddAccountPage() {
  const { data } = useSession();
  const [firstUserId] = useState(() => data?.user.id);
  useEffect(() => {
    if (data && data.user.id !== firstUserId) navigate('/', { replace: true });
  }, [data, firstUserId]);
  return <AuthPanel />;
}

function Home() {
  const { data, isPending, error, refetch } = useSession();
  const { errorMessage } = useLocalization();
  const { pathname } = useLocation();
  const text = useDemoText().home;
  // Signed in now: a provider's earlier failure on /sign-in is history.
  useEffect(() => {
    if (data && pathname === '/sign-in') navigate('/', { replace: true });
  }, [data, pathname]);
  if (isPending && !data) {
    return <section className="card card-loading" aria-busy="true" aria-label={text.loading} />;
  }
  if (error && !data) {
    return (
      <section className="card" role="alert">
        <h1>{text.unreachable}</h1>
        <p className="muted">
          {text.loadFailed} {errorMessage(error)}
        </p>
        <button type="button" className="button-secondary" onClick={() => refetch()}>
          {text.retry}
        </button>
      </section>
    );
  }
  return (
    <>
      <LinkErrorNotice />
      {data && (data.user as { isAnonymous?: boolean | null }).isAnonymous === true ? (
        // A guest: the prompt, then sign-up (or sign-in), which links the guest on the server.
        <>
          <GuestUpgradePrompt className="card" />
          <AuthPanel guest />
        </>
      ) : data ? (
        <AccountPage data={data} />
      ) : (
        <AuthPanel />
      )}
    </>
  );
}

function NotFound() {
  const text = useDemoText().notFound;
  return (
    <section className="card">
      <h1>{text.title}</h1>
      <p className="muted">
        {text.text} <Link to="/">{text.start}</Link>.
      </p>
    </section>
  );
}
