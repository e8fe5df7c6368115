import {
  AcceptInvitation,
  ChangeEmailForm,
  ChangePasswordForm,
  CreateOrganizationForm,
  DeleteAccountButton,
  ForgotPasswordForm,
  InvitationsList,
  InviteMemberForm,
  LinkedAccounts,
  MembersTable,
  NamePrompt,
  OrganizationList,
  OrganizationProfile,
  OrganizationSettings,
  OrganizationSwitcher,
  PasskeySignInButton,
  PasskeysList,
  ResendVerificationButton,
  ResetPasswordForm,
  SessionEndedNotice,
  SessionsList,
  SignIn,
  SignInForm,
  SignOutButton,
  SignUp,
  SignUpForm,
  SocialButtons,
  TeamsPanel,
  TwoFactorChallenge,
  UpdateProfileForm,
  UserButton,
  UserProfile,
  useAuthClient,
  useSession,
} from '@portcullis/react';
import {
  AdminUsersTable,
  AuditLog,
  ImpersonationBanner,
  SecurityActivity,
  UserDetails,
} from '@portcullis/react/admin';
import type { ReactElement } from 'react';

/** What a view may read from the page's query string besides `view` itself. */
export interface ViewParams {
  /** `?invitation=`: the invitation {@link AcceptInvitation} shows. */
  invitation: string;
  /** `?user=`: the user {@link UserDetails} shows. */
  user: string;
}

const PROVIDERS = ['github', 'google'];

/** "Mar 4, 9:40 AM": a date as a screenshot with many of them shows it. */
const shortDate = (date: Date) =>
  date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * The notice a page shows once the server no longer honours its session. While signed in, a
 * "Next action" button stands for whatever the user does next: a call made with the session
 * (listing sessions), whose 401 makes the store check and sign out. The scene revokes the
 * session first; then only the notice is left in the box.
 */
function SessionEndedView() {
  const client = useAuthClient();
  const signedIn = useSession().data !== null;
  return (
    <>
      {signedIn ? (
        <button type="button" onClick={() => void client.listSessions()}>
          Next action
        </button>
      ) : null}
      <SessionEndedNotice />
    </>
  );
}

/**
 * Every view the gallery can show, by the name `?view=` gives: each renders one component of
 * the kit as the docs show it. The screenshot scenes refer to these names.
 */
export const VIEWS: Record<string, (params: ViewParams) => ReactElement> = {
  'sign-in': () => <SignInForm identifier="email-or-username" />,
  'sign-up': () => <SignUpForm showUsername />,
  'social-buttons': () => <SocialButtons providers={PROVIDERS} callbackURL="/" />,
  'sign-out-button': () => <SignOutButton />,
  'forgot-password': () => <ForgotPasswordForm redirectTo="/reset-password" />,
  'reset-password': () => <ResetPasswordForm token="emailed-token" />,
  'change-password': () => <ChangePasswordForm />,
  'change-email': () => <ChangeEmailForm />,
  'update-profile': () => <UpdateProfileForm showUsername />,
  'delete-account': () => <DeleteAccountButton />,
  'resend-verification': () => <ResendVerificationButton email="ada@example.com" callbackURL="/" />,
  'sessions-list': () => <SessionsList />,
  'name-prompt': () => <NamePrompt />,
  'session-ended-notice': () => <SessionEndedView />,
  'passkey-sign-in-button': () => <PasskeySignInButton />,
  'sign-in-screen': () => (
    <SignIn socialProviders={PROVIDERS} signUpHref="#sign-up" headingLevel={2} />
  ),
  'sign-up-screen': () => (
    <SignUp socialProviders={PROVIDERS} signInHref="#sign-in" headingLevel={2} />
  ),
  // Room below the button for the open menu, which the screenshot shows.
  'user-button': () => (
    <div
      style={{
        minHeight: 300,
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'flex-start',
      }}
    >
      <UserButton accountHref="#account" />
    </div>
  ),
  'user-profile': () => <UserProfile sections={['profile', 'danger']} />,
  'organization-profile': () => <OrganizationProfile sections={['general', 'danger']} />,
  'two-factor-challenge': () => <TwoFactorChallenge methods={['totp', 'otp', 'backup']} />,
  'passkeys-list': () => <PasskeysList />,
  'linked-accounts': () => <LinkedAccounts providers={PROVIDERS} />,
  'organization-switcher': () => <OrganizationSwitcher />,
  'organization-list': () => <OrganizationList />,
  'create-organization': () => <CreateOrganizationForm />,
  'organization-settings': () => <OrganizationSettings />,
  'members-table': () => <MembersTable />,
  'invite-member': () => <InviteMemberForm />,
  'invitations-list': () => <InvitationsList />,
  'accept-invitation': ({ invitation }) => <AcceptInvitation invitationId={invitation} />,
  'teams-panel': () => <TeamsPanel />,
  // The banner shows while the table's "Impersonate" is in effect (the browser test uses it).
  'admin-users': () => (
    <>
      <ImpersonationBanner />
      <AdminUsersTable pageSize={4} searchDelayMs={100} />
    </>
  ),
  // Short dates (no year) keep the panel, which has many, within the docs' image budget.
  'user-details': ({ user }) => (
    <UserDetails userId={user} formatDate={shortDate} activityProps={{ pageSize: 2 }} />
  ),
  'audit-log': () => <AuditLog pageSize={4} />,
  'security-activity': () => <SecurityActivity pageSize={4} />,
  'impersonation-banner': () => <ImpersonationBanner />,
};
