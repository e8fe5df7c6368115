/** The kit's English text: sessions, linked accounts, social buttons, passkeys, passwordless and two-factor. Composed into `en` by `../en.ts`. */

import type { ApiKeysListLabels } from '../../api-keys/ApiKeysList.js';
import type { ContinueAsGuestButtonLabels } from '../../guest/ContinueAsGuestButton.js';
import type { GuestUpgradePromptLabels } from '../../guest/GuestUpgradePrompt.js';
import type { PasskeySignInButtonLabels } from '../../passkeys/PasskeySignInButton.js';
import type { PasskeysListLabels } from '../../passkeys/PasskeysList.js';
import type { EmailOTPFormLabels } from '../../passwordless/EmailOTPForm.js';
import type { MagicLinkFormLabels } from '../../passwordless/MagicLinkForm.js';
import type { PhoneNumberFormLabels } from '../../phone-number/PhoneNumberForm.js';
import type { PhoneSignInFormLabels } from '../../phone-number/PhoneSignInForm.js';
import type { DeviceNameLabels } from '../../sessions/describe-user-agent.js';
import type { SessionsListLabels } from '../../sessions/SessionsList.js';
import type { LinkedAccountsLabels } from '../../social/LinkedAccounts.js';
import type { SocialButtonsLabels } from '../../social/SocialButtons.js';
import type { BackupCodeListLabels } from '../../two-factor/BackupCodeList.js';
import type { BackupCodesLabels } from '../../two-factor/BackupCodes.js';
import type { TwoFactorChallengeLabels } from '../../two-factor/TwoFactorChallenge.js';
import type { TwoFactorSetupLabels } from '../../two-factor/TwoFactorSetup.js';

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
  confirmDelete: 'Delete the passkey “{name}”? You can no longer sign in with it.',
};

/** {@link ApiKeysListLabels} in English. */
export const apiKeysList: ApiKeysListLabels = {
  list: 'API keys',
  loading: 'Loading API keys…',
  empty: 'No API keys yet.',
  unnamed: 'API key',
  created: 'Created',
  expires: 'Expires',
  neverExpires: 'Never expires',
  name: 'Key name',
  expiry: 'Expires after',
  expiryNever: 'Never',
  expiryDays: '{count} days',
  create: 'Create an API key',
  newKey: 'Your new API key',
  newKeyHint: 'Copy it now: it will not be shown again.',
  copy: 'Copy key',
  copied: 'Key copied.',
  copyFailed: 'Could not copy: select the key and copy it yourself.',
  done: 'Done',
  revoke: 'Revoke',
  cancel: 'Cancel',
  confirmRevoke: 'Revoke the API key “{name}”? Apps using it stop working at once.',
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

/** {@link PhoneSignInFormLabels} in English. */
export const phoneSignInForm: PhoneSignInFormLabels = {
  form: 'Sign in with a phone number',
  phoneNumber: 'Phone number',
  hint: 'With the country code, e.g. +1 415 555 2671',
  send: 'Text me a code',
  sent: 'We texted a code to {phoneNumber}. It works for 5 minutes.',
  code: 'Code',
  submit: 'Sign in',
  resend: 'Send a new code',
  again: 'Use another number',
  noAccount: 'No account uses this phone number.',
};

/** {@link PhoneNumberFormLabels} in English. */
export const phoneNumberForm: PhoneNumberFormLabels = {
  form: 'Phone number',
  current: 'Your phone number: {phoneNumber}',
  verified: 'Verified',
  unverified: 'Not verified',
  none: 'No phone number yet.',
  phoneNumber: 'New phone number',
  hint: 'With the country code, e.g. +1 415 555 2671',
  send: 'Text me a code',
  sent: 'We texted a code to {phoneNumber}. It works for 5 minutes.',
  code: 'Code',
  submit: 'Verify',
  cancel: 'Cancel',
  success: 'Your phone number {phoneNumber} is verified.',
};

/** {@link MagicLinkFormLabels} in English. */
export const magicLinkForm: MagicLinkFormLabels = {
  form: 'Email me a sign-in link',
  email: 'Email',
  submit: 'Email me a link',
  success: 'Check your email: we sent a sign-in link. It works once, for 5 minutes.',
  again: 'Use another email',
  usedLink: 'This sign-in link was already used or is not valid. Ask for a new one below.',
  expiredLink: 'This sign-in link has expired. Ask for a new one below.',
};

/** {@link SessionsListLabels} in English. */
export const sessionsList: SessionsListLabels = {
  list: 'Active sessions',
  loading: 'Loading sessions…',
  thisDevice: 'This device',
  unknownDevice: 'Unknown device',
  signedIn: 'Signed in',
  expires: 'Expires',
  ipAddress: 'IP address',
  revoke: 'Revoke',
  revokeOthers: 'Sign out other devices',
  confirmRevoke: 'Sign out {device}? That device will have to sign in again.',
  cancel: 'Cancel',
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
  coversPassword: 'The code is asked when you sign in with your password.',
  coversPasswordless:
    'The code is asked when you sign in with your password, an email link or an email code.',
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

/** {@link PasskeySignInButtonLabels} in English. */
export const passkeySignInButton: PasskeySignInButtonLabels = { signIn: 'Sign in with a passkey' };

/** {@link DeviceNameLabels} in English. */
export const devices: DeviceNameLabels = { browserOnSystem: '{browser} on {system}' };

/** {@link ContinueAsGuestButtonLabels} in English. */
export const continueAsGuestButton: ContinueAsGuestButtonLabels = { label: 'Continue as guest' };

/** {@link GuestUpgradePromptLabels} in English. */
export const guestUpgradePrompt: GuestUpgradePromptLabels = {
  message: "You're browsing as a guest: create an account to keep your data.",
  createAccount: 'Create an account',
};
