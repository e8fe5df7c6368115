/**
 * The kit's English text, one named export per component (each component imports only its
 * own, so an app pays for the strings of the components it uses), the English messages of every
 * error code, and {@link en}, the complete dictionary (its own module,
 * `@portcullis/react/locales/en`).
 */
import type { AdminUsersTableLabels } from '../admin/AdminUsersTable.js';
import type { AuditLogLabels } from '../admin/AuditLog.js';
import { AUDIT_EVENT_LABELS } from '../admin/audit-event-types.js';
import type { ImpersonationBannerLabels } from '../admin/ImpersonationBanner.js';
import type { SecurityActivityLabels } from '../admin/SecurityActivity.js';
import type { UserActionsLabels } from '../admin/UserActions.js';
import type { UserDetailsLabels } from '../admin/UserDetails.js';
import type { ChangeEmailFormLabels } from '../forms/ChangeEmailForm.js';
import type { ChangePasswordFormLabels } from '../forms/ChangePasswordForm.js';
import type { DeleteAccountButtonLabels } from '../forms/DeleteAccountButton.js';
import type { ForgotPasswordFormLabels } from '../forms/ForgotPasswordForm.js';
import type { ResendVerificationButtonLabels } from '../forms/ResendVerificationButton.js';
import type { ResetPasswordFormLabels } from '../forms/ResetPasswordForm.js';
import type { SignInFormLabels } from '../forms/SignInForm.js';
import type { SignOutButtonLabels } from '../forms/SignOutButton.js';
import type { SignUpFormLabels } from '../forms/SignUpForm.js';
import type { UpdateProfileFormLabels } from '../forms/UpdateProfileForm.js';
import type { AcceptInvitationLabels } from '../organization/AcceptInvitation.js';
import type { CreateOrganizationFormLabels } from '../organization/CreateOrganizationForm.js';
import type { InvitationsListLabels } from '../organization/InvitationsList.js';
import type { InviteMemberFormLabels } from '../organization/InviteMemberForm.js';
import type { MembersTableLabels } from '../organization/MembersTable.js';
import type { OrganizationSettingsLabels } from '../organization/OrganizationSettings.js';
import type { OrganizationSwitcherLabels } from '../organization/OrganizationSwitcher.js';
import type { TeamsPanelLabels } from '../organization/TeamsPanel.js';
import type { PasskeySignInButtonLabels } from '../passkeys/PasskeySignInButton.js';
import type { PasskeysListLabels } from '../passkeys/PasskeysList.js';
import type { EmailOTPFormLabels } from '../passwordless/EmailOTPForm.js';
import type { MagicLinkFormLabels } from '../passwordless/MagicLinkForm.js';
import type { OrganizationProfileLabels } from '../screens/OrganizationProfile.js';
import type { SignInLabels } from '../screens/SignIn.js';
import type { SignUpLabels } from '../screens/SignUp.js';
import type { UserProfileLabels } from '../screens/UserProfile.js';
import type { DeviceNameLabels } from '../sessions/describe-user-agent.js';
import type { SessionsListLabels } from '../sessions/SessionsList.js';
import type { LinkedAccountsLabels } from '../social/LinkedAccounts.js';
import type { SocialButtonsLabels } from '../social/SocialButtons.js';
import type { BackupCodeListLabels } from '../two-factor/BackupCodeList.js';
import type { BackupCodesLabels } from '../two-factor/BackupCodes.js';
import type { TwoFactorChallengeLabels } from '../two-factor/TwoFactorChallenge.js';
import type { TwoFactorSetupLabels } from '../two-factor/TwoFactorSetup.js';
import type { UserButtonLabels } from '../user-button/UserButton.js';
import type { Localization, LocalizedErrorCode, SocialErrorCode } from './types.js';

/** {@link SignInFormLabels} in English. */
export const signInForm: SignInFormLabels = {
  form: 'Sign in',
  email: 'Email',
  username: 'Username',
  emailOrUsername: 'Email or username',
  password: 'Password',
  rememberMe: 'Remember me',
  submit: 'Sign in',
};

/** {@link UserActionsLabels} in English. */
export const userActions: UserActionsLabels = {
  actionsFor: 'Actions for {name}',
  ban: 'Ban',
  unban: 'Unban',
  setRole: 'Set role',
  impersonate: 'Impersonate',
  revokeSessions: 'Revoke sessions',
  setPassword: 'Set password',
  remove: 'Remove',
  cancel: 'Cancel',
  confirmBan:
    'Ban {name}? They are signed out on every device and cannot sign in until the ban ends.',
  banReason: 'Reason',
  banReasonHint: 'Shown to admins, not to the user.',
  banEnds: 'Ban ends',
  confirmUnban: 'Unban {name}? They can sign in again.',
  confirmSetRole: 'Choose the role of {name}.',
  role: 'Role',
  confirmImpersonate:
    'Sign in as {name}? You see and act as them until you stop impersonating (at most an hour).',
  confirmRevokeSessions: 'Sign {name} out on every device?',
  confirmSetPassword: 'Choose a new password for {name}. Their sessions stay signed in.',
  newPassword: 'New password',
  newPasswordHint: 'At least {min} characters.',
  passwordTooShort: 'Password too short: use at least {min} characters.',
  passwordTooLong: 'Password too long: use at most {max} characters.',
  confirmRemove: 'Remove {name} and everything in their account? This cannot be undone.',
  banned: '{name} is banned.',
  unbanned: '{name} is no longer banned.',
  roleSet: '{name} is now {role}.',
  impersonating: 'You are signed in as {name}.',
  sessionsRevoked: '{name} is signed out on every device.',
  passwordSet: 'The password of {name} is changed.',
  removed: '{name} was removed.',
};

/** {@link AdminUsersTableLabels} in English. */
// Object.assign marked pure, so a bundle that does not use this section drops it (a spread
// would be kept).
export const adminUsersTable: AdminUsersTableLabels = /* @__PURE__ */ Object.assign(
  {},
  userActions,
  {
    search: 'Search users',
    searchPlaceholder: 'Search…',
    searchIn: 'Search in',
    byEmail: 'Email',
    byName: 'Name',
    match: 'Match',
    contains: 'Contains',
    startsWith: 'Starts with',
    show: 'Show',
    allUsers: 'All users',
    bannedUsers: 'Banned users',
    withRole: 'Role: {role}',
    table: 'Users',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    status: 'Status',
    created: 'Created',
    actions: 'Actions',
    you: 'You',
    active: 'Active',
    bannedBadge: 'Banned',
    bannedUntil: 'until {date}',
    details: 'Details',
    manage: 'Manage',
    previous: 'Previous',
    next: 'Next',
    range: '{from}–{to} of {total}',
    loading: 'Loading users…',
    empty: 'No user matches.',
  },
);

/** {@link AuditLogLabels} in English. */
export const auditLog: AuditLogLabels = {
  filters: 'Filter events',
  type: 'Event',
  allTypes: 'All events',
  userId: 'User ID',
  organizationId: 'Organization ID',
  from: 'From',
  to: 'To',
  apply: 'Apply',
  clear: 'Clear',
  table: 'Audit log',
  time: 'Time',
  event: 'Event',
  user: 'User',
  ipAddress: 'IP address',
  device: 'Device',
  details: 'Details',
  by: 'by {actor}',
  failure: 'Failed',
  loading: 'Loading events…',
  empty: 'No events match.',
  loadMore: 'Load more',
  shown: '{count} events shown',
  refresh: 'Refresh',
  export: 'Export CSV',
  exporting: 'Exporting… {count} events',
  exported: 'Exported {count} events.',
  exportTruncated: 'Exported the newest {count} events: the export stops there.',
};

/** {@link ImpersonationBannerLabels} in English. */
export const impersonationBanner: ImpersonationBannerLabels = {
  region: 'Impersonation',
  message: 'You are signed in as {name} ({email}), impersonating them.',
  stop: 'Stop impersonating',
};

/** {@link SecurityActivityLabels} in English. */
export const securityActivity: SecurityActivityLabels = {
  list: 'Security activity',
  loading: 'Loading activity…',
  empty: 'No activity yet.',
  failure: 'Failed',
  unknownDevice: 'Unknown device',
  byYou: 'by you, to another account',
  showMore: 'Show more',
};

/** {@link UserDetailsLabels} in English. */
export const userDetails: UserDetailsLabels = {
  close: 'Close',
  loading: 'Loading user…',
  email: 'Email',
  id: 'User ID',
  role: 'Role',
  emailVerified: 'Email verified',
  yes: 'Yes',
  no: 'No',
  status: 'Status',
  active: 'Active',
  banned: 'Banned',
  banReason: 'Ban reason',
  banEnds: 'Ban ends',
  never: 'Never',
  created: 'Created',
  updated: 'Updated',
  sessions: 'Sessions',
  sessionsOf: 'Sessions of {name}',
  noSessions: 'No sessions.',
  unknownDevice: 'Unknown device',
  impersonation: 'Impersonation session',
  signedIn: 'Signed in',
  expires: 'Expires',
  expired: 'Expired',
  revoke: 'Revoke',
  revokeAll: 'Revoke all sessions',
  confirmRevokeAll: 'Sign {name} out on every device?',
  cancel: 'Cancel',
  revoked: 'Session revoked.',
  allRevoked: '{name} is signed out on every device.',
  activity: 'Activity',
};

/** {@link ChangeEmailFormLabels} in English. */
export const changeEmailForm: ChangeEmailFormLabels = {
  form: 'Change email',
  newEmail: 'New email',
  submit: 'Change email',
  confirmationSent: 'Check your current email address for a link to approve the change.',
  changed: 'Your email address has been changed.',
};

/** {@link ChangePasswordFormLabels} in English. */
export const changePasswordForm: ChangePasswordFormLabels = {
  form: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: 'At least {min} characters.',
  passwordTooShort: 'Password too short: use at least {min} characters.',
  passwordTooLong: 'Password too long: use at most {max} characters.',
  revokeOtherSessions: 'Sign out other devices',
  submit: 'Change password',
  success: 'Your password has been changed.',
};

/** {@link DeleteAccountButtonLabels} in English. */
export const deleteAccountButton: DeleteAccountButtonLabels = {
  button: 'Delete account',
  form: 'Delete account',
  warning: 'This permanently deletes your account and everything in it. It cannot be undone.',
  password: 'Password',
  passwordHint: 'Without it, confirm by the link we email you or by a recent sign-in.',
  confirm: 'Delete my account',
  cancel: 'Cancel',
  deleted: 'Your account has been deleted.',
  emailSent: 'Check your email for a link to confirm deleting your account.',
};

/** {@link ForgotPasswordFormLabels} in English. */
export const forgotPasswordForm: ForgotPasswordFormLabels = {
  form: 'Forgot password',
  email: 'Email',
  submit: 'Send reset link',
  success: 'If an account exists for that email, we sent a link to reset the password.',
};

/** {@link ResendVerificationButtonLabels} in English. */
export const resendVerificationButton: ResendVerificationButtonLabels = {
  button: 'Resend verification email',
  sent: 'Sent. Check your inbox for the link.',
};

/** {@link ResetPasswordFormLabels} in English. */
export const resetPasswordForm: ResetPasswordFormLabels = {
  form: 'Reset password',
  newPassword: 'New password',
  newPasswordHint: 'At least {min} characters.',
  confirmPassword: 'Confirm new password',
  submit: 'Reset password',
  mismatch: 'Passwords do not match',
  passwordTooShort: 'Password too short: use at least {min} characters.',
  passwordTooLong: 'Password too long: use at most {max} characters.',
  invalidLink: 'This reset link is invalid or has expired. Ask for a new one.',
  success: 'Your password has been reset. You can now sign in with it.',
};

/** {@link SignUpFormLabels} in English. */
export const signUpForm: SignUpFormLabels = {
  form: 'Sign up',
  name: 'Name',
  username: 'Username',
  usernameHint: 'Optional. Letters, digits, _ and .',
  email: 'Email',
  password: 'Password',
  passwordHint: 'At least {min} characters.',
  passwordTooShort: 'Password too short: use at least {min} characters.',
  passwordTooLong: 'Password too long: use at most {max} characters.',
  submit: 'Create account',
};

/** {@link UpdateProfileFormLabels} in English. */
export const updateProfileForm: UpdateProfileFormLabels = {
  form: 'Profile',
  name: 'Name',
  image: 'Image URL',
  username: 'Username',
  submit: 'Save changes',
  success: 'Your profile has been updated.',
};

/** {@link AcceptInvitationLabels} in English. */
export const acceptInvitation: AcceptInvitationLabels = {
  heading: 'Join {organization}',
  invitedBy: '{inviter} invited you to join {organization} as {role}.',
  accept: 'Accept invitation',
  reject: 'Decline',
  accepted: 'You joined {organization}.',
  rejected: 'Invitation declined.',
  loading: 'Loading invitation…',
  verifyEmail: 'Verify your email address to accept this invitation.',
  resendVerification: 'Resend verification email',
  verificationSent:
    'We sent a new verification link to {email}. Follow it, then accept the invitation.',
};

/** {@link CreateOrganizationFormLabels} in English. */
export const createOrganizationForm: CreateOrganizationFormLabels = {
  form: 'Create an organization',
  name: 'Organization name',
  slug: 'Slug',
  slugHint: 'Used in links: lowercase letters, digits and dashes.',
  submit: 'Create organization',
};

/** {@link InvitationsListLabels} in English. */
export const invitationsList: InvitationsListLabels = {
  list: 'Pending invitations',
  empty: 'No pending invitations.',
  expires: 'Expires',
  cancel: 'Cancel invitation',
  loading: 'Loading invitations…',
};

/** {@link InviteMemberFormLabels} in English. */
export const inviteMemberForm: InviteMemberFormLabels = {
  email: 'Email',
  role: 'Role',
  submit: 'Send invitation',
  sent: 'Invitation sent to {email}.',
};

/** {@link MembersTableLabels} in English. */
export const membersTable: MembersTableLabels = {
  table: 'Members',
  name: 'Name',
  email: 'Email',
  role: 'Role',
  actions: 'Actions',
  roleOf: 'Role of {name}',
  remove: 'Remove',
  you: 'You',
  previous: 'Previous',
  next: 'Next',
  range: '{from}–{to} of {total}',
  loading: 'Loading members…',
  pages: 'Members pages',
  search: 'Search members',
  noMatches: 'No members match “{query}”.',
  matches: 'Members found: {count}',
};

/** {@link OrganizationSettingsLabels} in English. */
export const organizationSettings: OrganizationSettingsLabels = {
  name: 'Organization name',
  slug: 'Slug',
  logo: 'Logo URL',
  save: 'Save changes',
  saved: 'Organization updated.',
  delete: 'Delete organization',
  confirmDelete:
    'Delete {name}? Its members, invitations and teams go with it. This cannot be undone.',
  confirm: 'Delete',
  cancel: 'Cancel',
  none: 'No organization is active.',
  form: 'Organization settings',
};

/** {@link OrganizationSwitcherLabels} in English. */
export const organizationSwitcher: OrganizationSwitcherLabels = {
  label: 'Organization',
  personal: 'Personal account',
};

/** {@link TeamsPanelLabels} in English. */
export const teamsPanel: TeamsPanelLabels = {
  list: 'Teams',
  empty: 'No teams yet.',
  name: 'Team name',
  create: 'Create team',
  remove: 'Remove team',
  loading: 'Loading teams…',
};

/** {@link PasskeysListLabels} in English. */
export const passkeysList: PasskeysListLabels = {
  list: 'Passkeys',
  loading: 'Loading passkeys…',
  empty: 'No passkeys yet.',
  unnamed: 'Passkey',
  added: 'Added',
  newName: 'Passkey name',
  add: 'Add a passkey',
  rename: 'Rename',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
};

/** {@link EmailOTPFormLabels} in English. */
export const emailOTPForm: EmailOTPFormLabels = {
  form: 'Sign in with an email code',
  email: 'Email',
  send: 'Email me a code',
  sent: 'We sent a code to {email}. It works for 5 minutes.',
  code: 'Code',
  submit: 'Sign in',
  resend: 'Send a new code',
  again: 'Use another email',
};

/** {@link MagicLinkFormLabels} in English. */
export const magicLinkForm: MagicLinkFormLabels = {
  form: 'Email me a sign-in link',
  email: 'Email',
  submit: 'Email me a link',
  success: 'Check your email: we sent a sign-in link. It works once, for 5 minutes.',
  again: 'Use another email',
};

/** {@link SessionsListLabels} in English. */
export const sessionsList: SessionsListLabels = {
  list: 'Active sessions',
  loading: 'Loading sessions…',
  thisDevice: 'This device',
  unknownDevice: 'Unknown device',
  signedIn: 'Signed in',
  expires: 'Expires',
  revoke: 'Revoke',
  revokeOthers: 'Sign out other devices',
};

/** {@link LinkedAccountsLabels} in English. */
export const linkedAccounts: LinkedAccountsLabels = {
  list: 'Linked accounts',
  loading: 'Loading accounts…',
  credential: 'Email and password',
  added: 'Added',
  unlink: 'Unlink',
  lastAccount: "You can't unlink your last account: link another one first.",
  unlinked: '{provider} unlinked.',
  signInAgain: 'Sign out and in again to unlink an account.',
  link: 'Link {provider}',
  linkGroup: 'Link an account',
  redirecting: 'Redirecting to {provider}…',
};

/** {@link SocialButtonsLabels} in English. */
export const socialButtons: SocialButtonsLabels = {
  signIn: 'Continue with {provider}',
  link: 'Link {provider}',
  redirecting: 'Redirecting to {provider}…',
  signInGroup: 'Sign in with a provider',
  linkGroup: 'Link an account',
};

/** {@link BackupCodeListLabels} in English. */
export const backupCodeList: BackupCodeListLabels = {
  list: 'Backup codes',
  intro:
    'Keep these codes somewhere safe. Each one signs you in once if you lose your authenticator app.',
  copy: 'Copy codes',
  download: 'Download (.txt)',
  copied: 'Backup codes copied.',
  copyFailed: 'Could not copy: select the codes and copy them yourself.',
  fileTitle: 'Backup codes',
  done: 'Done',
};

/** {@link BackupCodesLabels} in English. */
export const backupCodes: BackupCodesLabels = {
  intro:
    'Backup codes sign you in when you cannot use your authenticator app. New codes replace all the old ones.',
  generate: 'Generate new backup codes',
  form: 'Generate new backup codes',
  description: 'Confirm with your password. Your old backup codes stop working.',
  password: 'Password',
  confirm: 'Generate codes',
  cancel: 'Cancel',
  list: backupCodeList,
};

/** {@link TwoFactorChallengeLabels} in English. */
export const twoFactorChallenge: TwoFactorChallengeLabels = {
  form: 'Two-factor authentication',
  totpIntro: 'Enter the 6-digit code from your authenticator app.',
  otpIntro: 'We can email you a 6-digit code.',
  backupIntro: 'Enter one of your backup codes. Each code works once.',
  code: 'Code',
  backupCode: 'Backup code',
  trustDevice: 'Trust this device',
  trustDeviceHint: 'Skip this step on this device for 30 days.',
  submit: 'Verify',
  sendOtp: 'Email me a code',
  resendOtp: 'Send a new code',
  otpSent: 'We sent a code to your email.',
  useTotp: 'Use your authenticator app',
  useOtp: 'Email me a code instead',
  useBackup: 'Use a backup code',
  cancel: 'Back to sign in',
  errors: {
    INVALID_CODE: "That code didn't work. Check it and try again.",
    INVALID_BACKUP_CODE: "That backup code didn't work. Each code works only once.",
    OTP_HAS_EXPIRED: 'That code has expired. Send a new one.',
    TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE: 'Too many attempts. Send a new code.',
    INVALID_TWO_FACTOR_COOKIE: 'This sign-in has expired. Sign in again.',
  },
};

/** {@link TwoFactorSetupLabels} in English. */
export const twoFactorSetup: TwoFactorSetupLabels = {
  off: 'Two-factor authentication is off. Turn it on to ask for a code from an authenticator app when you sign in.',
  on: 'Two-factor authentication is on.',
  enable: 'Turn on two-factor authentication',
  enableForm: 'Turn on two-factor authentication',
  enableDescription: 'Confirm with your password.',
  password: 'Password',
  continue: 'Continue',
  cancel: 'Cancel',
  scan: 'Scan this QR code with your authenticator app, or enter the key by hand.',
  qrCode: 'QR code for your authenticator app',
  manualKey: 'Key',
  copyKey: 'Copy key',
  keyCopied: 'Key copied.',
  copyFailed: 'Could not copy: select the key and copy it yourself.',
  verifyForm: 'Confirm two-factor authentication',
  code: 'Code from the app',
  codeHint: 'The 6-digit code the app shows now.',
  verify: 'Confirm',
  invalidCode: "That code didn't work. Check the time on your device and try again.",
  enabled: 'Two-factor authentication is on. Save your backup codes now: they are shown only once.',
  disable: 'Turn off',
  disableForm: 'Turn off two-factor authentication',
  disableDescription: 'Confirm with your password. Sign-in will no longer ask for a code.',
  disabled: 'Two-factor authentication is off.',
  backupCodes: backupCodeList,
};

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
};

/**
 * The messages of every error code the kit can show, in English: the server's own, word for
 * word (Better Auth 1.2.7's), and the client's for `NETWORK_ERROR`, `INVALID_RESPONSE` and
 * `UNKNOWN_ERROR`.
 */
export const errors: Record<LocalizedErrorCode, string> = {
  NOT_FOUND: 'Not Found',
  INTERNAL_SERVER_ERROR: 'Internal Server Error',
  PAYLOAD_TOO_LARGE: 'Payload too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported media type',
  USER_NOT_FOUND: 'User not found',
  FAILED_TO_CREATE_USER: 'Failed to create user',
  FAILED_TO_CREATE_SESSION: 'Failed to create session',
  FAILED_TO_UPDATE_USER: 'Failed to update user',
  FAILED_TO_GET_SESSION: 'Failed to get session',
  INVALID_PASSWORD: 'Invalid password',
  INVALID_EMAIL: 'Invalid email',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
  PASSWORD_TOO_SHORT: 'Password too short',
  PASSWORD_TOO_LONG: 'Password too long',
  USER_ALREADY_EXISTS: 'User already exists',
  EMAIL_NOT_VERIFIED: 'Email not verified',
  EMAIL_CAN_NOT_BE_UPDATED: 'Email can not be updated',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Credential account not found',
  SESSION_EXPIRED_REAUTHENTICATE_TO_PERFORM_THIS_ACTION:
    'Session expired. Re-authenticate to perform this action.',
  SESSION_IS_NOT_FRESH: 'Session is not fresh',
  EMAIL_AND_PASSWORD_IS_NOT_ENABLED: 'Email and password is not enabled',
  EMAIL_AND_PASSWORD_SIGN_UP_IS_NOT_ENABLED: 'Email and password sign up is not enabled',
  UNAUTHORIZED: 'Unauthorized',
  INVALID_ORIGIN: 'Invalid origin',
  INVALID_CALLBACKURL: 'Invalid callbackURL',
  HEADERS_IS_REQUIRED: 'Headers is required',
  REQUEST_IS_REQUIRED: 'Request is required',
  UNABLE_TO_CREATE_VERIFICATION: 'Unable to create verification',
  VERIFICATION_EMAIL_ISNT_ENABLED: "Verification email isn't enabled",
  RESET_PASSWORD_ISNT_ENABLED: "Reset password isn't enabled",
  INVALID_TOKEN: 'invalid token',
  TOKEN_EXPIRED: 'Token expired',
  EMAIL_IS_THE_SAME: 'Email is the same',
  COULDNT_UPDATE_YOUR_EMAIL: "Couldn't update your email",
  CHANGE_EMAIL_IS_DISABLED: 'Change email is disabled',
  NO_PASSWORD_CREDENTIAL_FOUND: 'No password credential found',
  USER_ALREADY_HAS_A_PASSWORD: 'user already has a password',
  CALLBACKURL_IS_REQUIRED: 'callbackURL is required',
  SOCIAL_ACCOUNT_ALREADY_LINKED: 'Social account already linked',
  PROVIDER_NOT_FOUND: 'Provider not found',
  ID_TOKEN_NOT_SUPPORTED: 'id_token not supported',
  FAILED_TO_GET_USER_INFO: 'Failed to get user info',
  USER_EMAIL_NOT_FOUND: 'User email not found',
  YOU_CANT_UNLINK_YOUR_LAST_ACCOUNT: "You can't unlink your last account",
  ACCOUNT_NOT_FOUND: 'Account not found',
  KEYS_NOT_FOUND: 'Keys not found',
  ACCOUNT_NOT_LINKED: 'Account not linked',
  UNABLE_TO_LINK_ACCOUNT: 'Unable to link account',
  SIGNUP_DISABLED: 'Signup disabled',
  TOKEN_REFRESH_NOT_SUPPORTED: 'Token refresh not supported',
  REFRESH_TOKEN_NOT_FOUND: 'Refresh token not found',
  FAILED_TO_REFRESH_ACCESS_TOKEN: 'Failed to refresh access token',
  FAILED_TO_GET_A_VALID_ACCESS_TOKEN: 'Failed to get a valid access token',
  AUDIT_LOG_IS_NOT_ENABLED: 'Audit log is not enabled',
  SERVICE_UNAVAILABLE: 'Service unavailable',
  FAILED_TO_SEND_EMAIL: 'Failed to send email',
  YOU_CANNOT_BAN_YOURSELF: 'You cannot ban yourself',
  YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE: 'You are not allowed to change users role',
  YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS: 'You are not allowed to create users',
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS: 'You are not allowed to list users',
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS: 'You are not allowed to list users sessions',
  YOU_ARE_NOT_ALLOWED_TO_BAN_USERS: 'You are not allowed to ban users',
  YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS: 'You are not allowed to impersonate users',
  YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS: 'You are not allowed to revoke users sessions',
  YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS: 'You are not allowed to delete users',
  YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PASSWORD: 'You are not allowed to set users password',
  BANNED_USER: 'You have been banned from this application',
  YOU_ARE_NOT_ALLOWED_TO_GET_USER: 'You are not allowed to get user',
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS: 'You are not allowed to update users',
  NO_DATA_TO_UPDATE: 'No data to update',
  PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER:
    'Password cannot be updated through update-user. Use the set-user-password endpoint instead',
  USER_ID_CANNOT_BE_UPDATED: 'User id cannot be updated',
  INVALID_ROLE_TYPE: 'Invalid role type',
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE:
    'You are not allowed to set a non-existent role value',
  YOU_ARE_NOT_ALLOWED_TO_SET_USERS_EMAIL: 'You are not allowed to update users email',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'User already exists. Use another email.',
  YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS: 'You are not allowed to list audit events',
  OTP_EXPIRED: 'otp expired',
  INVALID_OTP: 'Invalid OTP',
  TOO_MANY_ATTEMPTS: 'Too many attempts',
  SEND_EMAIL_VERIFICATION_IS_NOT_IMPLEMENTED: 'send email verification is not implemented',
  OTP_IS_HASHED: 'OTP is hashed, cannot return the plain text OTP',
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION:
    'You are not allowed to create a new organization',
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS:
    'You have reached the maximum number of organizations',
  ORGANIZATION_ALREADY_EXISTS: 'Organization already exists',
  SLUG_IS_TAKEN: 'slug is taken',
  ORGANIZATION_NOT_FOUND: 'Organization not found',
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: 'User is not a member of the organization',
  YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: 'You are not a member of this organization',
  ORGANIZATION_ID_IS_REQUIRED: 'Organization ID is required',
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION:
    'You are not allowed to update this organization',
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION:
    'You are not allowed to delete this organization',
  NO_ACTIVE_ORGANIZATION: 'No active organization',
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: 'User is already a member of this organization',
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: 'User is already invited to this organization',
  MEMBER_NOT_FOUND: 'Member not found',
  ROLE_NOT_FOUND: 'Role not found',
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER:
    'You cannot leave the organization as the only owner',
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER:
    'You cannot leave the organization without an owner',
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: 'You are not allowed to delete this member',
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER: 'You are not allowed to update this member',
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION:
    'You are not allowed to invite users to this organization',
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE:
    'you are not allowed to invite user with this role',
  INVITATION_NOT_FOUND: 'Invitation not found',
  INVITATION_LIMIT_REACHED: 'Invitation limit reached',
  FAILED_TO_RETRIEVE_INVITATION: 'Failed to retrieve invitation',
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: 'You are not the recipient of the invitation',
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION:
    'Email verification required before accepting or rejecting invitation',
  EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION: 'Email verification required for invitation',
  YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION: 'You are not allowed to cancel this invitation',
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION:
    'Inviter is no longer a member of the organization',
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: 'Organization membership limit reached',
  NOT_AUTHENTICATED: 'Not authenticated',
  TEAM_NOT_FOUND: 'Team not found',
  TEAM_ALREADY_EXISTS: 'Team already exists',
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM: 'You are not allowed to create a new team',
  YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION:
    'You are not allowed to create teams in this organization',
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM: 'You are not allowed to update this team',
  YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION:
    'You are not allowed to delete teams in this organization',
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS: 'You have reached the maximum number of teams',
  UNABLE_TO_REMOVE_LAST_TEAM: 'Unable to remove last team',
  USER_IS_NOT_A_MEMBER_OF_THE_TEAM: 'User is not a member of the team',
  YOU_ARE_NOT_ALLOWED_TO_LIST_THE_AUDIT_EVENTS_OF_THIS_ORGANIZATION:
    'You are not allowed to list the audit events of this organization',
  CHALLENGE_NOT_FOUND: 'Challenge not found',
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: 'You are not allowed to register this passkey',
  FAILED_TO_VERIFY_REGISTRATION: 'Failed to verify registration',
  PASSKEY_NOT_FOUND: 'Passkey not found',
  AUTHENTICATION_FAILED: 'Authentication failed',
  UNABLE_TO_CREATE_SESSION: 'Unable to create session',
  FAILED_TO_UPDATE_PASSKEY: 'Failed to update passkey',
  AUTH_CANCELLED: 'auth cancelled',
  REGISTRATION_CANCELLED: 'registration cancelled',
  PREVIOUSLY_REGISTERED: 'previously registered',
  OTP_NOT_ENABLED: 'OTP not enabled',
  OTP_HAS_EXPIRED: 'OTP has expired',
  TOTP_NOT_ENABLED: 'TOTP not enabled',
  TWO_FACTOR_ISNT_ENABLED: "Two factor isn't enabled",
  BACKUP_CODES_ARENT_ENABLED: "Backup codes aren't enabled",
  INVALID_BACKUP_CODE: 'Invalid backup code',
  INVALID_CODE: 'Invalid code',
  TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE: 'Too many attempts. Please request a new code.',
  INVALID_TWO_FACTOR_COOKIE: 'Invalid two factor cookie',
  USERNAME_IS_TOO_SHORT: 'username is too short',
  USERNAME_IS_TOO_LONG: 'username is too long',
  USERNAME_IS_INVALID: 'username is invalid',
  USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER: 'username is already taken. please try another',
  INVALID_USERNAME_OR_PASSWORD: 'invalid username or password',
  VALIDATION_ERROR: 'Invalid body parameters',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
  INVALID_REDIRECTURL: 'Invalid redirectURL',
  NETWORK_ERROR: 'Network error',
  INVALID_RESPONSE: 'Invalid JSON response',
  UNKNOWN_ERROR: 'Unknown error',
};

/** {@link SignOutButtonLabels} in English. */
export const signOutButton: SignOutButtonLabels = { signOut: 'Sign out' };

/** {@link PasskeySignInButtonLabels} in English. */
export const passkeySignInButton: PasskeySignInButtonLabels = { signIn: 'Sign in with a passkey' };

/** {@link DeviceNameLabels} in English. */
export const devices: DeviceNameLabels = { browserOnSystem: '{browser} on {system}' };

/** The audit event types' labels in English: `AUDIT_EVENT_LABELS` (admin entry). */
export const auditEvents = AUDIT_EVENT_LABELS;

/** What a failed social sign-in's `?error=` code means, in English (see `socialErrorMessage`). */
export const socialErrors: Record<SocialErrorCode, string> = {
  access_denied: 'The sign-in was cancelled at the provider.',
  invalid_callback_request: 'The provider sent back an incomplete answer. Please try again.',
  state_not_found: 'The provider sent back an incomplete answer. Please try again.',
  please_restart_the_process:
    'The sign-in took too long, was already completed, or began in another browser. Please start again.',
  no_code: 'The provider did not finish the sign-in. Please try again.',
  oauth_provider_not_found: 'This sign-in provider is not available.',
  invalid_code: 'The provider did not accept the sign-in. Please try again.',
  unable_to_get_user_info: 'The provider did not share your profile.',
  email_not_found: 'The provider did not share an email address, and one is needed to sign in.',
  no_callback_url: 'The sign-in did not say where to continue. Please start again.',
  account_already_linked_to_different_user: 'That account is already linked to another user.',
  unable_to_link_account:
    'That account could not be linked. Its email may differ from the one on your account.',
  account_not_linked:
    'An account with this email already exists. Sign in the way you did before, then link this provider from your account page.',
  signup_disabled: 'New accounts cannot be created with this provider.',
  unable_to_create_user: 'Your account could not be created. Please try again.',
  unable_to_create_session: 'You could not be signed in. Please try again.',
  unknown: 'The sign-in with the provider did not complete.',
};

/**
 * The complete English dictionary: what the components show without a `localization`, and a
 * base to spread for a new language or a few changed strings.
 *
 * @example
 * const texts = { ...en, signInForm: { ...en.signInForm, submit: 'Log in' } } satisfies Localization;
 * <PortcullisProvider client={authClient} localization={texts}>…</PortcullisProvider>
 */
export const en = {
  signInForm,
  signUpForm,
  forgotPasswordForm,
  resetPasswordForm,
  changePasswordForm,
  changeEmailForm,
  updateProfileForm,
  deleteAccountButton,
  resendVerificationButton,
  organizationSwitcher,
  createOrganizationForm,
  organizationSettings,
  membersTable,
  inviteMemberForm,
  invitationsList,
  acceptInvitation,
  teamsPanel,
  sessionsList,
  socialButtons,
  linkedAccounts,
  passkeysList,
  magicLinkForm,
  emailOTPForm,
  twoFactorChallenge,
  twoFactorSetup,
  backupCodes,
  adminUsersTable,
  userDetails,
  auditLog,
  securityActivity,
  impersonationBanner,
  signIn,
  signUp,
  userProfile,
  organizationProfile,
  userButton,
  signOutButton,
  passkeySignInButton,
  devices,
  auditEvents,
  errors,
  socialErrors,
} satisfies Localization;
