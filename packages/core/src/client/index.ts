/**
 * @module @portcullis/core/client
 *
 * The framework-agnostic Portcullis client for browsers and other runtimes:
 * `createAuthClient(options)` gives typed calls resolving to `{ data, error }` and a session
 * store (`client.$store`) that UI bindings such as `@portcullis/react` subscribe to.
 * No Node-only APIs; safe to bundle for the browser.
 */

export type { Session, SessionWithUser, User } from '../db/entities.js';
export type {
  Invitation,
  InvitationStatus,
  Member,
  MemberWithUser,
  Organization,
  OrganizationSession,
  Team,
} from '../plugins/organization/entities.js';
export type { InvitationDetails } from '../plugins/organization/invitation-rules.js';
export type { FullOrganization } from '../plugins/organization/routes/get-full-organization.js';
export type { UserWithUsername } from '../plugins/username/find-user-by-username.js';
export type { AuthClient } from './create-auth-client.js';
export { createAuthClient } from './create-auth-client.js';
export type {
  EndpointBody,
  EndpointQuery,
  EndpointResult,
  GetSessionQuery,
  SignInEmailInput,
  SignInEmailResult,
  SignInUsernameInput,
  SignInUsernameResult,
  SignOutResult,
  SignUpEmailInput,
  SignUpEmailResult,
} from './endpoint-types.js';
export type { Fetcher } from './fetch-json.js';
export type * from './methods/organization.js';
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
export type { SessionState, SessionStore } from './session-store.js';
export type { AuthClientOptions, ClientError, ClientFetchInit, ClientResult } from './types.js';
