/**
 * @module @portcullis/react
 *
 * React bindings for Portcullis: `PortcullisProvider` holds the client from
 * `createAuthClient()` (`@portcullis/core/client`), `useSession` follows the current session,
 * `useSessions` lists the user's devices, `useAccounts` their linked accounts, and the
 * components are accessible, ready-made UI for the whole account lifecycle — the composed
 * screens `SignIn` (every sign-in method the client supports) and `SignUp`, and the pieces they
 * are made of, each usable alone: `SignInForm`,
 * `SignUpForm`, `SocialButtons`, `SignOutButton`, `ForgotPasswordForm`, `ResetPasswordForm`,
 * `ChangePasswordForm`, `ChangeEmailForm`, `UpdateProfileForm`, `NamePrompt`, `DeleteAccountButton`,
 * `SessionsList`, `LinkedAccounts`, and with `passkeyClient()` `PasskeySignInButton` and
 * `PasskeysList` (`SignInForm` then offers passkeys in the email field's autofill). With `apiKeyClient()`: `ApiKeysList`. With the `twoFactor()` plugin (and `twoFactorClient()`):
 * `TwoFactorChallenge`, which `SignInForm` shows by itself (the account screens are in
 * `@portcullis/react/two-factor`). With `magicLinkClient()` / `emailOTPClient()`:
 * `MagicLinkForm` and `EmailOTPForm`. With the `organization()` plugin (and
 * `organizationClient()` in the client): `useActiveOrganization`,
 * `useListOrganizations`, `useActiveMember`, `useInvitation`, `useHasPermission` and
 * `OrganizationSwitcher`, `OrganizationList`, `CreateOrganizationForm`, `OrganizationSettings`, `MembersTable`,
 * `InviteMemberForm`, `InvitationsList`, `AcceptInvitation`, `TeamsPanel`. Gates: `SignedIn`,
 * `SignedOut`, `Protect` (role, permission, organization role or permission, condition) and
 * `RedirectToSignIn`; `UserButton`, the avatar and account menu. They work unstyled;
 * `import '@portcullis/react/styles.css'` for the default look, themed with `--portcullis-*`
 * CSS variables.
 */

export type { ApiKeysListLabels, ApiKeysListProps } from './api-keys/ApiKeysList.js';
export { ApiKeysList } from './api-keys/ApiKeysList.js';
export {
  type ApiKeyAuthClient,
  hasApiKeyClient,
  requireApiKeyClient,
} from './api-keys/api-key-client.js';
export type {
  Appearance,
  AppearanceElement,
  AppearanceElements,
} from './forms/appearance.js';
export { useAppearance } from './forms/appearance.js';
export type {
  ChangeEmailFormLabels,
  ChangeEmailFormProps,
  ChangeEmailFormResult,
} from './forms/ChangeEmailForm.js';
export { ChangeEmailForm } from './forms/ChangeEmailForm.js';
export type {
  ChangePasswordFormLabels,
  ChangePasswordFormProps,
} from './forms/ChangePasswordForm.js';
export { ChangePasswordForm } from './forms/ChangePasswordForm.js';
export type {
  DeleteAccountButtonLabels,
  DeleteAccountButtonProps,
} from './forms/DeleteAccountButton.js';
export { DeleteAccountButton } from './forms/DeleteAccountButton.js';
export type {
  ForgotPasswordFormLabels,
  ForgotPasswordFormProps,
} from './forms/ForgotPasswordForm.js';
export { ForgotPasswordForm } from './forms/ForgotPasswordForm.js';
export type { NamePromptLabels, NamePromptProps } from './forms/NamePrompt.js';
export { NamePrompt } from './forms/NamePrompt.js';
export type { PasswordLengthLimits } from './forms/password-length.js';
export type {
  ResendVerificationButtonLabels,
  ResendVerificationButtonProps,
} from './forms/ResendVerificationButton.js';
export { ResendVerificationButton } from './forms/ResendVerificationButton.js';
export type {
  ResetPasswordFormLabels,
  ResetPasswordFormProps,
} from './forms/ResetPasswordForm.js';
export { ResetPasswordForm } from './forms/ResetPasswordForm.js';
export type {
  SignInFormLabels,
  SignInFormProps,
  SignInFormResult,
  SignInIdentifier,
} from './forms/SignInForm.js';
export { SignInForm } from './forms/SignInForm.js';
export type { SignOutButtonProps } from './forms/SignOutButton.js';
export { SignOutButton } from './forms/SignOutButton.js';
export type { SignUpFormLabels, SignUpFormProps } from './forms/SignUpForm.js';
export { SignUpForm } from './forms/SignUpForm.js';
export type {
  UpdateProfileFormLabels,
  UpdateProfileFormProps,
} from './forms/UpdateProfileForm.js';
export { UpdateProfileForm } from './forms/UpdateProfileForm.js';
export type { CaptchaSlot, CaptchaSlotProps } from './forms/use-captcha-slot.js';
export type { ProtectConditionInput, ProtectProps } from './gates/Protect.js';
export { Protect } from './gates/Protect.js';
export type { RedirectToSignInProps } from './gates/RedirectToSignIn.js';
export { RedirectToSignIn } from './gates/RedirectToSignIn.js';
export type { SessionGateProps } from './gates/SignedIn.js';
export { SignedIn, SignedOut } from './gates/SignedIn.js';
export type { AuthorizingRole } from './gates/user-permission.js';
export {
  ContinueAsGuestButton,
  type ContinueAsGuestButtonLabels,
  type ContinueAsGuestButtonProps,
} from './guest/ContinueAsGuestButton.js';
export {
  GuestUpgradePrompt,
  type GuestUpgradePromptLabels,
  type GuestUpgradePromptProps,
} from './guest/GuestUpgradePrompt.js';
export type {
  Localization,
  LocalizationSection,
  LocalizationState,
  LocalizedErrorCode,
  PartialLocalization,
  SocialErrorCode,
} from './localization/types.js';
export {
  type UseLocalizationResult,
  useLabels,
  useLocalization,
} from './localization/use-localization.js';
export type {
  AcceptInvitationLabels,
  AcceptInvitationProps,
} from './organization/AcceptInvitation.js';
export { AcceptInvitation } from './organization/AcceptInvitation.js';
export type {
  CreateOrganizationFormLabels,
  CreateOrganizationFormProps,
} from './organization/CreateOrganizationForm.js';
export { CreateOrganizationForm } from './organization/CreateOrganizationForm.js';
export type {
  InvitationsListLabels,
  InvitationsListProps,
} from './organization/InvitationsList.js';
export { InvitationsList } from './organization/InvitationsList.js';
export type {
  InviteMemberFormLabels,
  InviteMemberFormProps,
} from './organization/InviteMemberForm.js';
export { InviteMemberForm } from './organization/InviteMemberForm.js';
export type { MembersTableLabels, MembersTableProps } from './organization/MembersTable.js';
export { MembersTable } from './organization/MembersTable.js';
export type {
  OrganizationListLabels,
  OrganizationListProps,
} from './organization/OrganizationList.js';
export { OrganizationList } from './organization/OrganizationList.js';
export type {
  OrganizationSettingsLabels,
  OrganizationSettingsProps,
} from './organization/OrganizationSettings.js';
export { OrganizationSettings } from './organization/OrganizationSettings.js';
export type {
  OrganizationSwitcherLabels,
  OrganizationSwitcherProps,
} from './organization/OrganizationSwitcher.js';
export { OrganizationSwitcher } from './organization/OrganizationSwitcher.js';
export type { QueryState } from './organization/organization-cache.js';
export { slugify } from './organization/slugify.js';
export type { TeamsPanelLabels, TeamsPanelProps } from './organization/TeamsPanel.js';
export { TeamsPanel } from './organization/TeamsPanel.js';
export type { PortcullisProviderProps } from './PortcullisProvider.js';
export { PortcullisProvider } from './PortcullisProvider.js';
export type { PasskeySignInButtonProps } from './passkeys/PasskeySignInButton.js';
export { PasskeySignInButton } from './passkeys/PasskeySignInButton.js';
export type { PasskeysListLabels, PasskeysListProps } from './passkeys/PasskeysList.js';
export { PasskeysList } from './passkeys/PasskeysList.js';
export {
  hasPasskeyClient,
  type PasskeyAuthClient,
  requirePasskeyClient,
} from './passkeys/passkey-client.js';
export { usePasskeyAutofill } from './passkeys/use-passkey-autofill.js';
export {
  EmailOTPForm,
  type EmailOTPFormLabels,
  type EmailOTPFormProps,
  type EmailOTPSignInResult,
  isMagicLinkError,
  MagicLinkForm,
  type MagicLinkFormLabels,
  type MagicLinkFormProps,
  normalizeEmailCode,
} from './passwordless/index.js';
export {
  normalizePhoneCode,
  normalizePhoneNumber,
  PhoneNumberForm,
  type PhoneNumberFormLabels,
  type PhoneNumberFormProps,
  PhoneSignInForm,
  type PhoneSignInFormLabels,
  type PhoneSignInFormProps,
  type PhoneSignInResult,
} from './phone-number/index.js';
export {
  OrganizationProfile,
  type OrganizationProfileLabels,
  type OrganizationProfileProps,
  type OrganizationProfileSection,
} from './screens/OrganizationProfile.js';
export { SessionEndedNotice } from './screens/SessionEndedNotice.js';
export type { SignInLabels, SignInProps, SignInView } from './screens/SignIn.js';
export { SignIn } from './screens/SignIn.js';
export type { SignUpLabels, SignUpProps } from './screens/SignUp.js';
export { SignUp } from './screens/SignUp.js';
export type { SignInMethod } from './screens/sign-in-methods.js';
export type { HeadingLevel } from './screens/sign-in-screen-parts.js';
export {
  UserProfile,
  type UserProfileLabels,
  type UserProfileProps,
  type UserProfileSection,
} from './screens/UserProfile.js';
export type { SessionsListLabels, SessionsListProps } from './sessions/SessionsList.js';
export { SessionsList } from './sessions/SessionsList.js';
export type { SessionsState } from './sessions/sessions-store.js';
export type { AccountsState } from './social/accounts-store.js';
export type { LinkedAccountsLabels, LinkedAccountsProps } from './social/LinkedAccounts.js';
export { LinkedAccounts } from './social/LinkedAccounts.js';
export type { SocialProviderInfo } from './social/provider-names.js';
export { PROVIDER_NAMES, providerDisplayName } from './social/provider-names.js';
export type { SocialButtonsLabels, SocialButtonsProps } from './social/SocialButtons.js';
export { SocialButtons } from './social/SocialButtons.js';
export { socialErrorMessage } from './social/social-error-message.js';
export type {
  TwoFactorChallengeLabels,
  TwoFactorChallengeProps,
  TwoFactorMethod,
} from './two-factor/TwoFactorChallenge.js';
export { TwoFactorChallenge } from './two-factor/TwoFactorChallenge.js';
export type { TwoFactorVerifyResult } from './two-factor/two-factor-client.js';
export type { PortcullisTheme } from './use-forced-theme.js';
export type { UseAccountsResult } from './useAccounts.js';
export { useAccounts } from './useAccounts.js';
export { type Register, type RegisteredAuthClient, useAuthClient } from './useAuthClient.js';
export type {
  UseActiveMemberResult,
  UseActiveOrganizationResult,
  UseHasPermissionResult,
  UseInvitationResult,
  UseListOrganizationsResult,
} from './useOrganization.js';
export {
  useActiveMember,
  useActiveOrganization,
  useHasPermission,
  useInvitation,
  useListOrganizations,
} from './useOrganization.js';
export { initialsOf } from './user-button/avatar.js';
export type { UserButtonLabels, UserButtonProps } from './user-button/UserButton.js';
export { UserButton } from './user-button/UserButton.js';
export type { UseSessionResult } from './useSession.js';
export { useSession } from './useSession.js';
export type { UseSessionsResult } from './useSessions.js';
export { useSessions } from './useSessions.js';
