/**
 * @module @portcullis/core/client
 *
 * The framework-agnostic Portcullis client for browsers and other runtimes:
 * `createAuthClient(options)` gives typed calls resolving to `{ data, error }` and a session
 * store (`client.$store`) that UI bindings such as `@portcullis/react` subscribe to. Client
 * plugins add the calls of server plugins, each under Better Auth's name: `usernameClient()`,
 * `organizationClient()`, `jwtClient()`, `twoFactorClient()`, `passkeyClient()`,
 * `magicLinkClient()`, `emailOTPClient()`, `apiKeyClient()`, `multiSessionClient()`,
 * `oneTimeTokenClient()`, `anonymousClient()`, `customSessionClient()`, `phoneNumberClient()`,
 * `genericOAuthClient()`, `oneTapClient()`; `inferAdditionalFields<typeof auth>()` types the
 * server's additional user fields. No Node-only APIs, and no server code: safe to bundle for the browser.
 */

export type { Session, SessionWithUser, User } from '../db/entities.js';
// The message catalogues, word for word as the server answers them, for apps and UI kits that
// show or translate errors by code (the React kit's English dictionary is built from them).
// Plain objects: a bundle keeps only those it uses.
export { ERROR_CODES } from '../errors/codes.js';
export {
  type AdminClientPlugin,
  type AdminMethods,
  adminClient,
} from '../plugins/admin/client.js';
export { ADMIN_ERROR_CODES } from '../plugins/admin/error-codes.js';
export {
  type AnonymousClientPlugin,
  type AnonymousMethods,
  anonymousClient,
  type SignInAnonymousResult,
} from '../plugins/anonymous/client.js';
export { ANONYMOUS_ERROR_CODES } from '../plugins/anonymous/error-codes.js';
export {
  type ApiKeyClientPlugin,
  type ApiKeyMethods,
  apiKeyClient,
  type CreateApiKeyInput,
} from '../plugins/api-key/client.js';
export { API_KEY_ERROR_CODES } from '../plugins/api-key/error-codes.js';
export { CAPTCHA_ERROR_CODES } from '../plugins/captcha/error-codes.js';
export {
  type CustomSessionClientPlugin,
  customSessionClient,
} from '../plugins/custom-session/client.js';
export {
  type EmailOTPClientPlugin,
  type EmailOTPMethods,
  emailOTPClient,
} from '../plugins/email-otp/client.js';
export { EMAIL_OTP_ERROR_CODES } from '../plugins/email-otp/error-codes.js';
export {
  type GenericOAuthClientPlugin,
  type GenericOAuthMethods,
  genericOAuthClient,
  type OAuth2LinkInput,
  type SignInOAuth2Input,
} from '../plugins/generic-oauth/client.js';
export { GENERIC_OAUTH_ERROR_CODES } from '../plugins/generic-oauth/error-codes.js';
export { HAVE_I_BEEN_PWNED_ERROR_CODES } from '../plugins/haveibeenpwned/error-codes.js';
export {
  type JwksResult,
  type JwtClientPlugin,
  type JwtMethods,
  type JwtTokenResult,
  jwtClient,
} from '../plugins/jwt/client.js';
export type { PublicJWK } from '../plugins/jwt/keys.js';
export {
  type MagicLinkClientPlugin,
  type MagicLinkMethods,
  type MagicLinkVerifyQuery,
  magicLinkClient,
  type SignInMagicLinkInput,
} from '../plugins/magic-link/client.js';
export {
  type DeviceSession,
  type MultiSessionClientPlugin,
  type MultiSessionMethods,
  multiSessionClient,
} from '../plugins/multi-session/client.js';
export { MULTI_SESSION_ERROR_CODES } from '../plugins/multi-session/error-codes.js';
export {
  type OneTapCallOptions,
  type OneTapClientOptions,
  type OneTapClientPlugin,
  type OneTapMethods,
  oneTapClient,
  type PromptNotification,
} from '../plugins/one-tap/client.js';
export { ONE_TAP_ERROR_CODES } from '../plugins/one-tap/error-codes.js';
export {
  type OneTimeTokenClientPlugin,
  type OneTimeTokenMethods,
  oneTimeTokenClient,
} from '../plugins/one-time-token/client.js';
export { ONE_TIME_TOKEN_ERROR_CODES } from '../plugins/one-time-token/error-codes.js';
export {
  type OrganizationClientOptions,
  type OrganizationClientPlugin,
  type OrganizationMethods,
  organizationClient,
} from '../plugins/organization/client.js';
export type * from '../plugins/organization/client-types.js';
export type {
  Invitation,
  InvitationStatus,
  Member,
  MemberWithUser,
  Organization,
  OrganizationSession,
  Team,
} from '../plugins/organization/entities.js';
export { ORGANIZATION_ERROR_CODES } from '../plugins/organization/error-codes.js';
export type { InvitationDetails } from '../plugins/organization/invitation-rules.js';
export type { FullOrganization } from '../plugins/organization/routes/get-full-organization.js';
export {
  type AddPasskeyInput,
  type ClientPasskey,
  PASSKEY_CLIENT_ERROR_CODES,
  type PasskeyClientPlugin,
  type PasskeyMethods,
  passkeyClient,
  type SignInPasskeyInput,
} from '../plugins/passkey/client.js';
export { PASSKEY_ERROR_CODES } from '../plugins/passkey/error-codes.js';
export {
  type PhoneNumberClientPlugin,
  type PhoneNumberMethods,
  phoneNumberClient,
} from '../plugins/phone-number/client.js';
export { PHONE_NUMBER_ERROR_CODES } from '../plugins/phone-number/error-codes.js';
export {
  type EnableTwoFactorInput,
  isTwoFactorRedirect,
  type TwoFactorClientOptions,
  type TwoFactorClientPlugin,
  type TwoFactorMethods,
  type TwoFactorPasswordInput,
  type TwoFactorUserFields,
  twoFactorClient,
  type VerifyBackupCodeInput,
  type VerifyTwoFactorCodeInput,
} from '../plugins/two-factor/client.js';
export { TWO_FACTOR_ERROR_CODES } from '../plugins/two-factor/error-codes.js';
export {
  type SignInUsernameInput,
  type SignInUsernameResult,
  type UsernameClientPlugin,
  type UsernameMethods,
  usernameClient,
} from '../plugins/username/client.js';
export { USERNAME_ERROR_CODES } from '../plugins/username/error-codes.js';
export type { UserWithUsername } from '../plugins/username/find-user-by-username.js';
export type { SignInUsernameUser } from '../plugins/username/routes/sign-in-username.js';
export type { AuthClient, CoreAuthClient } from './auth-client.js';
export type { AuthClientOptions } from './auth-client-options.js';
export { createAuthClient } from './create-auth-client.js';
export type {
  EndpointBody,
  EndpointQuery,
  EndpointResult,
  GetSessionQuery,
  SignInEmailInput,
  SignInEmailResult,
  SignOutResult,
  SignUpEmailInput,
  SignUpEmailResult,
  WithoutIndexSignature,
} from './endpoint-types.js';
export type { Fetcher } from './fetch-json.js';
export {
  type AdditionalFieldsClientPlugin,
  inferAdditionalFields,
} from './infer-additional-fields.js';
export type { FieldsCreateInput, FieldsOutput, FieldsUpdateInput } from './infer-fields.js';
export type {
  InferErrorCodes,
  InferPluginMethods,
  InferSession,
  InferUser,
} from './infer-plugins.js';
export type {
  AuditLogMethods,
  ListAuditEventsQuery,
  ListAuditEventsResult,
} from './methods/audit-log.js';
export type {
  ForgetPasswordInput,
  ForgetPasswordResult,
  PasswordResetMethods,
  ResetPasswordInput,
  ResetPasswordResult,
} from './methods/password.js';
export type {
  ChangeEmailInput,
  ChangeEmailResult,
  ChangePasswordInput,
  ChangePasswordResult,
  DeleteUserInput,
  DeleteUserResult,
  ProfileMethods,
  UpdateUserInput,
  UpdateUserResult,
} from './methods/profile.js';
export type {
  ListSessionsResult,
  RevokeSessionInput,
  RevokeSessionResult,
  SessionMethods,
} from './methods/sessions.js';
export type {
  GetAccessTokenResult,
  LinkedAccount,
  LinkSocialInput,
  LinkSocialResult,
  ProviderTokenInput,
  RefreshTokenResult,
  SignInSocialInput,
  SignInSocialResult,
  SocialAccountMethods,
  UnlinkAccountInput,
  UnlinkAccountResult,
} from './methods/social.js';
export type {
  SendVerificationEmailInput,
  SendVerificationEmailResult,
  VerificationMethods,
  VerifyEmailQuery,
  VerifyEmailResult,
} from './methods/verification.js';
export * from './organization-access.js';
export type { ClientPlugin, ClientPluginContext, ServerPluginTypes } from './plugin.js';
export type { SessionEnd, SessionState, SessionStore } from './session-store.js';
export type {
  ClientCallOptions,
  ClientError,
  ClientErrorCode,
  ClientFetchInit,
  ClientResult,
} from './types.js';
