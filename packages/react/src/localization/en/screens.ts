/** The kit's English text: the composed screens and the user button. Composed into `en` by `../en.ts`. */
import type { OrganizationProfileLabels } from '../../screens/OrganizationProfile.js';
import type { SignInLabels } from '../../screens/SignIn.js';
import type { SignUpLabels } from '../../screens/SignUp.js';
import type { UserProfileLabels } from '../../screens/UserProfile.js';
import type { UserButtonLabels } from '../../user-button/UserButton.js';

/** {@link SignInLabels} in English. */
export const signIn: SignInLabels = {
  heading: 'Sign in',
  magicLinkHeading: 'Sign in with an email link',
  emailOtpHeading: 'Sign in with an email code',
  forgotPasswordHeading: 'Reset your password',
  alternatives: 'or continue with',
  alternativesGroup: 'Other ways to sign in',
  usePassword: 'Sign in with a password',
  useMagicLink: 'Sign in with an email link',
  useEmailOtp: 'Sign in with an email code',
  passkey: 'Sign in with a passkey',
  forgotPassword: 'Forgot password?',
  backToSignIn: 'Back to sign in',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
  sessionEnded:
    'You have been signed out: your session ended (signed out from another device, expired, or the account was suspended). Sign in again to continue.',
};

/** {@link SignUpLabels} in English. */
export const signUp: SignUpLabels = {
  heading: 'Create an account',
  verifyHeading: 'Verify your email',
  alternatives: 'or sign up with your email',
  verify: 'We sent a link to {email}. Open it to verify your email address and finish signing up.',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
};

/** {@link UserProfileLabels} in English. */
export const userProfile: UserProfileLabels = {
  title: 'Account',
  nav: 'Account sections',
  profile: 'Profile',
  profileDescription: 'How you appear to others.',
  email: 'Email',
  emailDescription: 'Where we send links. Changing a verified address needs its approval.',
  verified: 'Verified',
  unverified: 'Not verified',
  password: 'Password',
  noPassword: 'You sign in with a provider, so there is no password to change.',
  setPasswordHint: 'To add one, we email you a link to set it.',
  setPasswordForm: 'Set a password',
  setPasswordSubmit: 'Email me a link',
  twoFactor: 'Two-factor authentication',
  twoFactorDescription: 'Ask for a code from an authenticator app after your password.',
  passkeys: 'Passkeys',
  passkeysDescription:
    "Sign in with your device's screen lock or a security key instead of a password.",
  apiKeys: 'API keys',
  apiKeysDescription: 'Keys that let scripts and other apps act as you. Keep them secret.',
  sessions: 'Sessions',
  sessionsDescription: "Where you are signed in. Revoke anything you don't recognise.",
  linkedAccounts: 'Linked accounts',
  linkedAccountsDescription: 'The ways you can sign in.',
  activity: 'Security activity',
  activityDescription: 'Sign-ins, failed attempts and changes to your account, newest first.',
  danger: 'Danger zone',
  dangerDescription: 'Delete your account and everything in it.',
};

/** {@link OrganizationProfileLabels} in English. */
export const organizationProfile: OrganizationProfileLabels = {
  nav: 'Organization sections',
  subtitle: 'Organization · {slug}',
  general: 'General',
  generalDescription: "The organization's name, slug and logo.",
  members: 'Members',
  membersDescription: 'Who belongs here, and with which role.',
  invitations: 'Invitations',
  invitationsDescription: 'Invite people by email; they accept from the link we send them.',
  teams: 'Teams',
  teamsDescription: 'Group members inside the organization.',
  danger: 'Danger zone',
  dangerDescription: 'Leave the organization, or delete it.',
  leave: 'Leave organization',
  confirmLeave: 'Leave {name}? You lose access until someone invites you again.',
  confirmLeaveButton: 'Leave',
  cancel: 'Cancel',
  deleteOrganization: 'Delete organization',
  confirmDelete:
    'Delete {name}? Its members, invitations and teams go with it. This cannot be undone.',
  typeToConfirm: 'Type “{slug}” to confirm',
  confirmDeleteButton: 'Delete organization',
};

/** {@link UserButtonLabels} in English. */
export const userButton: UserButtonLabels = {
  manageAccount: 'Manage account',
  organization: 'Organization',
  personal: 'Personal account',
  stopImpersonating: 'Stop impersonating',
  signOut: 'Sign out',
  guest: 'Guest',
  guestNotice: "You're browsing as a guest: create an account to keep your data.",
  createAccount: 'Create an account',
  accounts: 'Accounts',
  addAccount: 'Add account',
  signOutAll: 'Sign out of all accounts',
};
