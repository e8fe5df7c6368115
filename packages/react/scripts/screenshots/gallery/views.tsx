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
  OrganizationSettings,
  OrganizationSwitcher,
  ResendVerificationButton,
  ResetPasswordForm,
  SessionsList,
  SignInForm,
  SignOutButton,
  SignUpForm,
  SocialButtons,
  TeamsPanel,
  UpdateProfileForm,
} from '@portcullis/react';
import type { ReactElement } from 'react';

/** What a view may read from the page's query string besides `view` itself. */
export interface ViewParams {
  /** `?invitation=`: the invitation {@link AcceptInvitation} shows. */
  invitation: string;
}

const PROVIDERS = ['github', 'google'];

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
  'linked-accounts': () => <LinkedAccounts providers={PROVIDERS} />,
  'organization-switcher': () => <OrganizationSwitcher />,
  'create-organization': () => <CreateOrganizationForm />,
  'organization-settings': () => <OrganizationSettings />,
  'members-table': () => <MembersTable />,
  'invite-member': () => <InviteMemberForm />,
  'invitations-list': () => <InvitationsList />,
  'accept-invitation': ({ invitation }) => <AcceptInvitation invitationId={invitation} />,
  'teams-panel': () => <TeamsPanel />,
};
