import type {
  AdminErrorCode,
  AnonymousErrorCode,
  ApiKeyErrorCode,
  CaptchaErrorCode,
  EmailOTPErrorCode,
  ErrorCode,
  HaveIBeenPwnedErrorCode,
  MultiSessionErrorCode,
  OneTimeTokenErrorCode,
  OrganizationErrorCode,
  PasskeyErrorCode,
  PhoneNumberErrorCode,
  TwoFactorErrorCode,
  UsernameErrorCode,
} from '@portcullis/core';
import type {
  GENERIC_OAUTH_ERROR_CODES,
  ONE_TAP_ERROR_CODES,
  PASSKEY_CLIENT_ERROR_CODES,
} from '@portcullis/core/client';
import type { AdminUsersTableLabels } from '../admin/AdminUsersTable.js';
import type { AuditLogLabels } from '../admin/AuditLog.js';
import type { AuditEventType } from '../admin/audit-event-types.js';
import type { ImpersonationBannerLabels } from '../admin/ImpersonationBanner.js';
import type { SecurityActivityLabels } from '../admin/SecurityActivity.js';
import type { UserDetailsLabels } from '../admin/UserDetails.js';
import type { ApiKeysListLabels } from '../api-keys/ApiKeysList.js';
import type { ChangeEmailFormLabels } from '../forms/ChangeEmailForm.js';
import type { ChangePasswordFormLabels } from '../forms/ChangePasswordForm.js';
import type { DeleteAccountButtonLabels } from '../forms/DeleteAccountButton.js';
import type { ForgotPasswordFormLabels } from '../forms/ForgotPasswordForm.js';
import type { NamePromptLabels } from '../forms/NamePrompt.js';
import type { ResendVerificationButtonLabels } from '../forms/ResendVerificationButton.js';
import type { ResetPasswordFormLabels } from '../forms/ResetPasswordForm.js';
import type { SignInFormLabels } from '../forms/SignInForm.js';
import type { SignOutButtonLabels } from '../forms/SignOutButton.js';
import type { SignUpFormLabels } from '../forms/SignUpForm.js';
import type { UpdateProfileFormLabels } from '../forms/UpdateProfileForm.js';
import type { FieldErrorsLabels } from '../forms/validation-detail.js';
import type { ContinueAsGuestButtonLabels } from '../guest/ContinueAsGuestButton.js';
import type { GuestUpgradePromptLabels } from '../guest/GuestUpgradePrompt.js';
import type { AcceptInvitationLabels } from '../organization/AcceptInvitation.js';
import type { CreateOrganizationFormLabels } from '../organization/CreateOrganizationForm.js';
import type { InvitationsListLabels } from '../organization/InvitationsList.js';
import type { InviteMemberFormLabels } from '../organization/InviteMemberForm.js';
import type { MembersTableLabels } from '../organization/MembersTable.js';
import type { OrganizationListLabels } from '../organization/OrganizationList.js';
import type { OrganizationSettingsLabels } from '../organization/OrganizationSettings.js';
import type { OrganizationSwitcherLabels } from '../organization/OrganizationSwitcher.js';
import type { RoleNameLabels } from '../organization/roles.js';
import type { TeamsPanelLabels } from '../organization/TeamsPanel.js';
import type { PasskeySignInButtonLabels } from '../passkeys/PasskeySignInButton.js';
import type { PasskeysListLabels } from '../passkeys/PasskeysList.js';
import type { EmailOTPFormLabels } from '../passwordless/EmailOTPForm.js';
import type { MagicLinkFormLabels } from '../passwordless/MagicLinkForm.js';
import type { PhoneNumberFormLabels } from '../phone-number/PhoneNumberForm.js';
import type { PhoneSignInFormLabels } from '../phone-number/PhoneSignInForm.js';
import type { OrganizationProfileLabels } from '../screens/OrganizationProfile.js';
import type { SignInLabels } from '../screens/SignIn.js';
import type { SignUpLabels } from '../screens/SignUp.js';
import type { UserProfileLabels } from '../screens/UserProfile.js';
import type { DeviceNameLabels } from '../sessions/describe-user-agent.js';
import type { SessionsListLabels } from '../sessions/SessionsList.js';
import type { LinkedAccountsLabels } from '../social/LinkedAccounts.js';
import type { SocialButtonsLabels } from '../social/SocialButtons.js';
import type { BackupCodesLabels } from '../two-factor/BackupCodes.js';
import type { TwoFactorChallengeLabels } from '../two-factor/TwoFactorChallenge.js';
import type { TwoFactorSetupLabels } from '../two-factor/TwoFactorSetup.js';
import type { UserButtonLabels } from '../user-button/UserButton.js';

/**
 * Every error code the kit can show: the core catalogue (SPEC §8, `ERROR_CODES`), every
 * first-party plugin's (`ADMIN_ERROR_CODES`, `CAPTCHA_ERROR_CODES`, `EMAIL_OTP_ERROR_CODES`,
 * `HAVE_I_BEEN_PWNED_ERROR_CODES`, `ORGANIZATION_ERROR_CODES`,
 * `PASSKEY_ERROR_CODES` and the passkey client's, `TWO_FACTOR_ERROR_CODES`,
 * first-party plugin's (`ADMIN_ERROR_CODES`, `EMAIL_OTP_ERROR_CODES`, `ORGANIZATION_ERROR_CODES`,
 * `PASSKEY_ERROR_CODES` and the passkey client's, `PHONE_NUMBER_ERROR_CODES`, `TWO_FACTOR_ERROR_CODES`,
 * `USERNAME_ERROR_CODES`), the router's `VALIDATION_ERROR`, `TOO_MANY_REQUESTS` and
 * `INVALID_REDIRECTURL`, the codes routes answer with outside the catalogues (`FORBIDDEN`,
 * `SESSION_NOT_FOUND`, the password checks', the admin and passkey plugins' few others), and the
 * client's own `NETWORK_ERROR`, `INVALID_RESPONSE` and `UNKNOWN_ERROR`.
 */
export type LocalizedErrorCode =
  | ErrorCode
  | AdminErrorCode
  | AnonymousErrorCode
  | ApiKeyErrorCode
  | EmailOTPErrorCode
  | CaptchaErrorCode
  | HaveIBeenPwnedErrorCode
  | MultiSessionErrorCode
  | OneTimeTokenErrorCode
  | OrganizationErrorCode
  | PasskeyErrorCode
  | PhoneNumberErrorCode
  | keyof typeof PASSKEY_CLIENT_ERROR_CODES
  | keyof typeof GENERIC_OAUTH_ERROR_CODES
  | keyof typeof ONE_TAP_ERROR_CODES
  | TwoFactorErrorCode
  | UsernameErrorCode
  | 'VALIDATION_ERROR'
  | 'TOO_MANY_REQUESTS'
  | 'INVALID_REDIRECTURL'
  | 'FORBIDDEN'
  | 'SESSION_NOT_FOUND'
  | 'PASSWORD_TOO_COMMON'
  | 'PASSWORD_HAS_APPEARED_IN_A_DATA_BREACH'
  | 'PASSWORD_BREACH_CHECK_IS_UNAVAILABLE'
  | 'YOU_ARE_NOT_IMPERSONATING_ANYONE'
  | 'FAILED_TO_FIND_ADMIN_SESSION'
  | 'FAILED_TO_FIND_USER'
  | 'ORIGIN_MISSING'
  | 'NETWORK_ERROR'
  | 'INVALID_RESPONSE'
  | 'UNKNOWN_ERROR';

/**
 * The `?error=` codes a social sign-in or link lands with (SPEC §8), lower case, as
 * `socialErrorMessage` explains them, plus `unknown` for any other code.
 */
export type SocialErrorCode =
  | 'access_denied'
  | 'invalid_callback_request'
  | 'state_not_found'
  | 'please_restart_the_process'
  | 'no_code'
  | 'oauth_provider_not_found'
  | 'invalid_code'
  | 'unable_to_get_user_info'
  | 'email_not_found'
  | 'no_callback_url'
  | 'account_already_linked_to_different_user'
  | 'unable_to_link_account'
  | 'account_not_linked'
  | 'signup_disabled'
  | 'unable_to_create_user'
  | 'unable_to_create_session'
  | 'unknown';

/**
 * A complete dictionary of the kit: one section per component, holding exactly what its
 * `labels` prop takes (`signInForm` ↔ `SignInFormLabels`…), the messages of every server error
 * code (`errors`) and of the social flows' callback codes (`socialErrors`). Declare a language
 * with `satisfies Localization`, so a missing key is a type error. Placeholders in braces
 * (`{email}`, `{count}`…) are filled in by the component.
 *
 * @example
 * import type { Localization } from '@portcullis/react';
 * import { en } from '@portcullis/react/locales/en';
 * export const de = { ...en, signInForm: { ...en.signInForm, submit: 'Anmelden' } } satisfies Localization;
 */
export interface Localization {
  signInForm: SignInFormLabels;
  signUpForm: SignUpFormLabels;
  forgotPasswordForm: ForgotPasswordFormLabels;
  resetPasswordForm: ResetPasswordFormLabels;
  changePasswordForm: ChangePasswordFormLabels;
  changeEmailForm: ChangeEmailFormLabels;
  updateProfileForm: UpdateProfileFormLabels;
  namePrompt: NamePromptLabels;
  deleteAccountButton: DeleteAccountButtonLabels;
  resendVerificationButton: ResendVerificationButtonLabels;
  organizationSwitcher: OrganizationSwitcherLabels;
  organizationList: OrganizationListLabels;
  createOrganizationForm: CreateOrganizationFormLabels;
  organizationSettings: OrganizationSettingsLabels;
  membersTable: MembersTableLabels;
  inviteMemberForm: InviteMemberFormLabels;
  invitationsList: InvitationsListLabels;
  acceptInvitation: AcceptInvitationLabels;
  teamsPanel: TeamsPanelLabels;
  sessionsList: SessionsListLabels;
  socialButtons: SocialButtonsLabels;
  linkedAccounts: LinkedAccountsLabels;
  passkeysList: PasskeysListLabels;
  apiKeysList: ApiKeysListLabels;
  magicLinkForm: MagicLinkFormLabels;
  emailOTPForm: EmailOTPFormLabels;
  phoneSignInForm: PhoneSignInFormLabels;
  phoneNumberForm: PhoneNumberFormLabels;
  twoFactorChallenge: TwoFactorChallengeLabels;
  twoFactorSetup: TwoFactorSetupLabels;
  backupCodes: BackupCodesLabels;
  adminUsersTable: AdminUsersTableLabels;
  userDetails: UserDetailsLabels;
  auditLog: AuditLogLabels;
  securityActivity: SecurityActivityLabels;
  impersonationBanner: ImpersonationBannerLabels;
  signIn: SignInLabels;
  signUp: SignUpLabels;
  userProfile: UserProfileLabels;
  organizationProfile: OrganizationProfileLabels;
  userButton: UserButtonLabels;
  signOutButton: SignOutButtonLabels;
  passkeySignInButton: PasskeySignInButtonLabels;
  continueAsGuestButton: ContinueAsGuestButtonLabels;
  guestUpgradePrompt: GuestUpgradePromptLabels;
  /** The words of a session's device name ("Chrome on Linux"), in every list of sessions or events. */
  devices: DeviceNameLabels;
  /** The default roles' display names, wherever the kit shows a role. */
  roles: RoleNameLabels;
  /** The audit event types' labels, in `SecurityActivity` and `AuditLog`. */
  auditEvents: Record<AuditEventType, string>;
  errors: Record<LocalizedErrorCode, string>;
  /** What forms say beside a field a 400 `VALIDATION_ERROR` names ("Too long: use at most 256 characters."). */
  fieldErrors: FieldErrorsLabels;
  socialErrors: Record<SocialErrorCode, string>;
}

/** A section of {@link Localization} (a component's). */
export type LocalizationSection = Exclude<keyof Localization, 'errors' | 'socialErrors'>;

/**
 * What `PortcullisProvider`'s `localization` takes: a {@link Localization} whose sections and
 * keys may each be left out (they fall back to English, an error code to the server's message),
 * e.g. to override one string of the English text.
 */
export type PartialLocalization = { [K in keyof Localization]?: Partial<Localization[K]> };

/** What `PortcullisProvider` passes down: its `localization` and `locale` props. */
export interface LocalizationState {
  localization: PartialLocalization | undefined;
  locale: string | undefined;
}
