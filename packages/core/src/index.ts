/**
 * @module @portcullis/core
 *
 * Framework-agnostic authentication: `createPortcullis(options)` gives a Web-standard
 * `Request → Response` handler, typed server calls (`auth.api.*`) and a database schema you
 * create with `migrate(auth)`.
 */

export type { LinkedAccount } from './api/routes/social/list-accounts.js';
export type { AccountTokens } from './api/routes/social/refresh-token.js';
export type { APIMethod, CallInput, ServerAPI } from './api/server-api.js';
export type { CookieAttributes } from './cookies/cookie-jar.js';
export type { PasswordHasher, ScryptHasherOptions } from './crypto/password.js';
export { createScryptHasher, SCRYPT_PARAMS, scryptHasher } from './crypto/password.js';
export { generateRandomString } from './crypto/random.js';
export type {
  DatabaseAdapter,
  FindWithReferenceArgs,
  MigrationPlan,
  MigrationResult,
  Row,
  Where,
  WhereOperator,
} from './db/adapter.js';
export { UniqueConstraintError } from './db/adapter.js';
export type { Account, Session, SessionWithUser, User, Verification } from './db/entities.js';
export type { IdGeneration } from './db/id-generation.js';
export type { MemoryAdapterOptions } from './db/memory/memory-adapter.js';
export { memoryAdapter } from './db/memory/memory-adapter.js';
export { MemoryDatabase } from './db/memory/memory-database.js';
export type {
  AdapterSettings,
  DatabaseAdapterFactory,
  DatabaseInput,
  KyselyDatabaseInput,
} from './db/resolve-database.js';
export type { DatabaseSchema, FieldAttribute, FieldType, ModelSchema } from './db/schema.js';
export type { APIErrorBody, StatusName } from './errors/api-error.js';
export { APIError, isAPIError } from './errors/api-error.js';
export type { ErrorCode } from './errors/codes.js';
export { ERROR_CODES, toErrorCode } from './errors/codes.js';
export {
  type ProtectableAuth,
  type ProtectChecks,
  type ProtectContext,
  type ProtectMember,
  type ProtectOptions,
  type ProtectPermissions,
  type ProtectResult,
  protect,
} from './integrations/protect.js';
export type {
  AuditLogOptions,
  NewDeviceNoticeOptions,
} from './kernel/audit-log-options.js';
export type { AuthContext } from './kernel/auth-context.js';
export type {
  AuditLogWriter,
  AuthEvent,
  AuthEventInput,
  AuthEventOutcome,
  AuthEventType,
} from './kernel/auth-event.js';
export type {
  Endpoint,
  EndpointConfig,
  EndpointContext,
  EndpointHandler,
  HTTPMethod,
} from './kernel/endpoint.js';
export { defineEndpoint } from './kernel/endpoint.js';
export type {
  AccountOptions,
  AdvancedOptions,
  BuiltInProviderOptions,
  EmailAndPasswordOptions,
  EmailMessage,
  EmailVerificationOptions,
  PortcullisOptions,
  SessionOptions,
  SocialProvidersOptions,
  UserOptions,
} from './kernel/options.js';
export type { PortcullisPlugin } from './kernel/plugin.js';
export type { ResolvedOptions } from './kernel/resolved-options.js';
export type {
  AdminEndpoints,
  AdminErrorCode,
  AdminOptions,
  AdminPermissionRequest,
  AdminPlugin,
  AdminRole,
  ListUsersResult,
  UserWithRole,
} from './plugins/admin/index.js';
export {
  ADMIN_ERROR_CODES,
  admin,
  adminAccessControl,
  adminDefaultRoles,
  adminDefaultStatements,
} from './plugins/admin/index.js';
export type {
  AnonymousAnswerUser,
  AnonymousErrorCode,
  AnonymousLinkData,
  AnonymousOptions,
  UserWithAnonymous,
} from './plugins/anonymous/index.js';
export { ANONYMOUS_ERROR_CODES, anonymous } from './plugins/anonymous/index.js';
export type {
  ApiKey,
  ApiKeyErrorCode,
  ApiKeyOptions,
  VerifyApiKeyResult,
} from './plugins/api-key/index.js';
export { API_KEY_ERROR_CODES, apiKey } from './plugins/api-key/index.js';
export type { BearerOptions } from './plugins/bearer/index.js';
export { AUTH_TOKEN_HEADER, bearer } from './plugins/bearer/index.js';
export type {
  CaptchaErrorCode,
  CaptchaOptions,
  CaptchaProvider,
} from './plugins/captcha/index.js';
export { CAPTCHA_ERROR_CODES, CAPTCHA_RESPONSE_HEADER, captcha } from './plugins/captcha/index.js';
export type {
  CustomSessionFunction,
  CustomSessionInput,
} from './plugins/custom-session/index.js';
export { customSession } from './plugins/custom-session/index.js';
export type {
  EmailOTPErrorCode,
  EmailOTPOptions,
  EmailOTPUser,
  EmailRateLimit,
  OTPType,
  SendVerificationOTP,
  StoreOTP,
} from './plugins/email-otp/index.js';
export { EMAIL_OTP_ERROR_CODES, emailOTP } from './plugins/email-otp/index.js';
export type { GenericOAuthConfig, GenericOAuthOptions } from './plugins/generic-oauth/index.js';
export { GENERIC_OAUTH_ERROR_CODES, genericOAuth } from './plugins/generic-oauth/index.js';
export type {
  HaveIBeenPwnedErrorCode,
  HaveIBeenPwnedOptions,
} from './plugins/haveibeenpwned/index.js';
export {
  HAVE_I_BEEN_PWNED_ERROR_CODES,
  haveIBeenPwned,
} from './plugins/haveibeenpwned/index.js';
export type {
  JwksOptions,
  JwtAlgorithm,
  JwtAuthInstance,
  JwtClaimsOptions,
  JwtKeyPairConfig,
  JwtOptions,
  PublicJWK,
  VerifyJWTOptions,
} from './plugins/jwt/index.js';
export { AUTH_JWT_HEADER, JWKS_MAX_AGE_SECONDS, jwt, verifyJWT } from './plugins/jwt/index.js';
export type {
  MagicLinkError,
  MagicLinkOptions,
  MagicLinkUser,
  SendMagicLink,
} from './plugins/magic-link/index.js';
export { magicLink } from './plugins/magic-link/index.js';
export type {
  MultiSessionErrorCode,
  MultiSessionOptions,
} from './plugins/multi-session/index.js';
export { MULTI_SESSION_ERROR_CODES, multiSession } from './plugins/multi-session/index.js';
export type { OAuthProxyOptions } from './plugins/oauth-proxy/index.js';
export { oAuthProxy, PROXY_COOKIES_MAX_AGE_SECONDS } from './plugins/oauth-proxy/index.js';
export type { OneTapOptions } from './plugins/one-tap/index.js';
export { ONE_TAP_ERROR_CODES, oneTap } from './plugins/one-tap/index.js';
export type {
  GenerateOneTimeToken,
  OneTimeTokenErrorCode,
  OneTimeTokenOptions,
} from './plugins/one-time-token/index.js';
export { ONE_TIME_TOKEN_ERROR_CODES, oneTimeToken } from './plugins/one-time-token/index.js';
export type {
  CheckRolePermissionInput,
  CreatedOrganization,
  FullOrganization,
  HasPermissionInput,
  Invitation,
  InvitationDetails,
  InvitationEmail,
  InvitationStatus,
  Member,
  MemberWithUser,
  Organization,
  OrganizationEndpoints,
  OrganizationErrorCode,
  OrganizationHooks,
  OrganizationOptions,
  OrganizationPlugin,
  OrganizationSession,
  Team,
  TeamsOptions,
} from './plugins/organization/index.js';
export {
  adminRole,
  checkRolePermission,
  defaultAc,
  defaultRoles,
  defaultStatements,
  hasPermission,
  memberRole,
  ORGANIZATION_ERROR_CODES,
  organization,
  ownerRole,
} from './plugins/organization/index.js';
export type {
  Passkey,
  PasskeyErrorCode,
  PasskeyOptions,
} from './plugins/passkey/index.js';
export { PASSKEY_ERROR_CODES, passkey } from './plugins/passkey/index.js';
export type {
  CallbackOnVerification,
  PhoneNumberErrorCode,
  PhoneNumberOptions,
  PhoneNumberRateLimit,
  PhoneNumberStoreOTP,
  PhoneNumberUser,
  PhoneNumberValidator,
  SendPhoneOTP,
  SignUpOnVerification,
  UserWithPhoneNumber,
  VerifyPhoneNumberResult,
} from './plugins/phone-number/index.js';
export {
  isE164PhoneNumber,
  PHONE_NUMBER_ERROR_CODES,
  phoneNumber,
} from './plugins/phone-number/index.js';
export type {
  BackupCodeOptions,
  EnableTwoFactorResult,
  GenerateBackupCodesResult,
  GetTotpUriResult,
  OtpOptions,
  TotpOptions,
  TwoFactorErrorCode,
  TwoFactorOptions,
  TwoFactorRedirect,
  TwoFactorStatusResult,
  TwoFactorUser,
  TwoFactorVerifyResult,
  VerifyBackupCodeResult,
  ViewBackupCodesResult,
} from './plugins/two-factor/index.js';
export { TWO_FACTOR_ERROR_CODES, twoFactor } from './plugins/two-factor/index.js';
export type {
  SignInUsernameUser,
  UsernameErrorCode,
  UsernameOptions,
  UserWithUsername,
} from './plugins/username/index.js';
export { USERNAME_ERROR_CODES, username } from './plugins/username/index.js';
export type { Portcullis, PortcullisEndpoints } from './portcullis.js';
export { createPortcullis, migrate } from './portcullis.js';
export type { GenericOAuthProviderOptions, GenericProfile } from './providers/generic-oauth.js';
export { genericOAuthProvider } from './providers/generic-oauth.js';
export type {
  OAuth2Tokens,
  OAuthProvider,
  ProviderOptions,
  ProviderUser,
} from './providers/types.js';
export { getClientIp } from './rate-limit/client-ip.js';
export { normalizeIp } from './rate-limit/ip-address.js';
export type {
  AccountLockoutOptions,
  CustomRateLimit,
  IpAddressOptions,
  RateLimitOptions,
  RateLimitRule,
  RateLimitStorage,
  ResolvedIpAddressOptions,
  ResolvedRateLimitOptions,
} from './rate-limit/rate-limit-options.js';
export { TOO_MANY_REQUESTS_MESSAGE } from './rate-limit/too-many-requests.js';
export { emitEvent } from './security/audit-events.js';
export type { AuditEventPage, AuditEventRecord } from './security/audit-log-query.js';
export type { RedisLikeClient, RedisStorageOptions } from './storage/redis-storage.js';
export { redisStorage } from './storage/redis-storage.js';
export type { SecondaryStorage } from './storage/secondary-storage.js';
export { memoryStorage } from './storage/secondary-storage.js';
export {
  type AccessControl,
  type AuthorizeResult,
  createAccessControl,
  type PermissionRequest,
  type Permissions,
  type Role,
  type Statements,
} from './utils/access-control.js';
export type { Logger, LoggerOptions, LogLevel } from './utils/logger.js';
