/**
 * The kit's English text, one named export per component (each component imports only its
 * own, so an app pays for the strings of the components it uses), the English messages of every
 * error code, and {@link en}, the complete dictionary (its own module,
 * `@portcullis/react/locales/en`).
 */

import {
  apiKeysList,
  backupCodes,
  continueAsGuestButton,
  devices,
  emailOTPForm,
  guestUpgradePrompt,
  linkedAccounts,
  magicLinkForm,
  passkeySignInButton,
  passkeysList,
  phoneNumberForm,
  phoneSignInForm,
  sessionsList,
  socialButtons,
  twoFactorChallenge,
  twoFactorSetup,
} from './en/account.js';
import {
  adminUsersTable,
  auditEvents,
  auditLog,
  impersonationBanner,
  securityActivity,
  userDetails,
} from './en/admin.js';
import { errors, fieldErrors, socialErrors } from './en/errors.js';
import {
  changeEmailForm,
  changePasswordForm,
  deleteAccountButton,
  forgotPasswordForm,
  namePrompt,
  resendVerificationButton,
  resetPasswordForm,
  signInForm,
  signOutButton,
  signUpForm,
  updateProfileForm,
} from './en/forms.js';
import {
  acceptInvitation,
  createOrganizationForm,
  invitationsList,
  inviteMemberForm,
  membersTable,
  organizationList,
  organizationSettings,
  organizationSwitcher,
  roles,
  teamsPanel,
} from './en/organization.js';
import { organizationProfile, signIn, signUp, userButton, userProfile } from './en/screens.js';
import type { Localization } from './types.js';

export {
  apiKeysList,
  backupCodeList,
  backupCodes,
  continueAsGuestButton,
  devices,
  emailOTPForm,
  guestUpgradePrompt,
  linkedAccounts,
  magicLinkForm,
  passkeySignInButton,
  passkeysList,
  phoneNumberForm,
  phoneSignInForm,
  sessionsList,
  socialButtons,
  twoFactorChallenge,
  twoFactorSetup,
} from './en/account.js';
export {
  adminUsersTable,
  auditEvents,
  auditLog,
  impersonationBanner,
  securityActivity,
  userActions,
  userDetails,
} from './en/admin.js';
export { errors, fieldErrors, socialErrors } from './en/errors.js';
export {
  changeEmailForm,
  changePasswordForm,
  deleteAccountButton,
  forgotPasswordForm,
  namePrompt,
  resendVerificationButton,
  resetPasswordForm,
  signInForm,
  signOutButton,
  signUpForm,
  updateProfileForm,
} from './en/forms.js';
export {
  acceptInvitation,
  createOrganizationForm,
  invitationsList,
  inviteMemberForm,
  membersTable,
  organizationList,
  organizationSettings,
  organizationSwitcher,
  roles,
  teamsPanel,
} from './en/organization.js';
export { organizationProfile, signIn, signUp, userButton, userProfile } from './en/screens.js';

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
  namePrompt,
  deleteAccountButton,
  resendVerificationButton,
  organizationSwitcher,
  organizationList,
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
  apiKeysList,
  magicLinkForm,
  emailOTPForm,
  phoneSignInForm,
  phoneNumberForm,
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
  continueAsGuestButton,
  guestUpgradePrompt,
  devices,
  roles,
  auditEvents,
  errors,
  fieldErrors,
  socialErrors,
} satisfies Localization;
