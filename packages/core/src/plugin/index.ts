/**
 * @module @portcullis/core/plugin
 *
 * The one public entry server plugins are built on, the built-in ones (`username`, `jwt`,
 * `bearer`, `organization`, `nextCookies`) included: a third-party plugin can do whatever they
 * do with this entry and `@portcullis/core/plugin/client` alone.
 *
 * - Declaring: {@link definePlugin} and {@link PortcullisPlugin} (`id`, `schema`, `endpoints`,
 *   `hooks.before/after`, `databaseHooks`, `rateLimit`, `$ERROR_CODES`, `resolveSessionToken`),
 *   {@link defineEndpoint} with its context, {@link defineSchema} with the field and model types.
 * - Sessions: {@link getSession}, {@link requireSession}, {@link createSession}, the session
 *   cookie helpers and the cookie cache, each taking a {@link RequestScope} (an endpoint's `ctx`
 *   is one); {@link signInWithCredential}, the password sign-in step (lockout, one hash for
 *   every failure, email-verification rule, audit events, session).
 * - Database: the adapter interface and its `Where` clauses, the core entity types,
 *   `UniqueConstraintError`, length limits.
 * - Errors and events: {@link APIError} and the error-code helpers, {@link emitEvent}.
 * - Access control: {@link createAccessControl} (statements, roles, `authorize`), the builder
 *   the organization and admin plugins make their roles with (also on the client entry).
 * - Cookies and secrets: signed cookie values, token encryption under the app's secret.
 * - OAuth: {@link genericOAuthProvider} (the provider the `genericOAuth` plugin builds on), the
 *   flow's steps (state bound to the browser, profile reading, sign-in or linking by provider
 *   identity, the provider session) and ID-token verification ({@link verifyIdToken}).
 *
 * Everything here is server code; the browser half of a plugin imports
 * `@portcullis/core/plugin/client`.
 *
 * @example
 * import { APIError, defineEndpoint, definePlugin, requireSession } from '@portcullis/core/plugin';
 *
 * export const whoami = () =>
 *   definePlugin({
 *     id: 'whoami',
 *     endpoints: {
 *       whoami: defineEndpoint('/whoami', { method: 'GET' }, async (ctx) => {
 *         const { user } = await requireSession(ctx); // 401 UNAUTHORIZED without a session
 *         if (!user.emailVerified) throw new APIError('FORBIDDEN', 'EMAIL_NOT_VERIFIED');
 *         return { id: user.id };
 *       }),
 *     },
 *   });
 */

export {
  type CredentialSignInInput,
  signInWithCredential,
} from '../account/credential-sign-in.js';
export { userOwnedModels } from '../account/delete-user-account.js';
export { type CookieAttributes, parseCookies } from '../cookies/cookie-jar.js';
export { signCookieValue, verifyCookieValue } from '../cookies/signed-cookie.js';
export {
  decryptBetterAuthSymmetric,
  encryptBetterAuthSymmetric,
} from '../crypto/better-auth-symmetric.js';
export { constantTimeEqual, signHmac } from '../crypto/hmac.js';
export { generateRandomString } from '../crypto/random.js';
export { decryptToken, encryptToken, isEncryptedToken } from '../crypto/token-encryption.js';
export type { DatabaseAdapter, Row, Where, WhereOperator } from '../db/adapter.js';
export { UniqueConstraintError } from '../db/adapter.js';
export { isDeadlockError, retryOnDeadlock } from '../db/deadlock.js';
export type { Account, Session, SessionWithUser, User, Verification } from '../db/entities.js';
export { assertWithinLengthLimits } from '../db/field-limits.js';
export { type IncrementFieldsArgs, incrementFields } from '../db/increment-fields.js';
export type { DatabaseSchema, FieldAttribute, FieldType, ModelSchema } from '../db/schema.js';
export type { Store } from '../db/store/index.js';
export { uniqueViolationError } from '../db/unique-violation.js';
export type { APIErrorBody, StatusName } from '../errors/api-error.js';
export { APIError, isAPIError, validationError } from '../errors/api-error.js';
export type { ErrorCode } from '../errors/codes.js';
export { ERROR_CODES, toErrorCode } from '../errors/codes.js';
export { exposeHeader } from '../http/expose-header.js';
export type { AuthContext } from '../kernel/auth-context.js';
export type {
  AuditLogWriter,
  AuthEvent,
  AuthEventInput,
  AuthEventOutcome,
  AuthEventType,
} from '../kernel/auth-event.js';
export type { DatabaseHooks, ModelHooks, WriteHooks } from '../kernel/database-hooks.js';
export type {
  Endpoint,
  EndpointConfig,
  EndpointContext,
  EndpointHandler,
  HTTPMethod,
  RawResult,
  RedirectResult,
} from '../kernel/endpoint.js';
export { defineEndpoint } from '../kernel/endpoint.js';
export type { BeforeHookResult, EndpointHooks, HookContext } from '../kernel/endpoint-hooks.js';
export { definePlugin, type PluginRequest, type PortcullisPlugin } from '../kernel/plugin.js';
export type { RequestScope } from '../kernel/request-scope.js';
export type { ResolvedOptions } from '../kernel/resolved-options.js';
export { ID_TOKEN_ALGORITHMS, remoteKeySet, verifyIdToken } from '../oauth/id-token.js';
export {
  assertPasswordLength,
  assertPasswordNotKnown,
  hashNewPassword,
} from '../password/credential-rules.js';
export {
  type GenericOAuthProviderOptions,
  type GenericProfile,
  genericOAuthProvider,
} from '../providers/generic-oauth.js';
export type { OAuth2Tokens, OAuthProvider, ProviderUser } from '../providers/types.js';
export type { AccountIdentifierKind } from '../rate-limit/account-lockout.js';
export { getClientIp } from '../rate-limit/client-ip.js';
export type { RateLimitRule } from '../rate-limit/rate-limit-options.js';
export { emitEvent } from '../security/audit-events.js';
export {
  type AuditEventFilter,
  type AuditEventPage,
  type AuditEventQueryInput,
  type AuditEventRecord,
  auditEventQuerySchema,
  listAuditEvents,
  toAuditEventFilter,
} from '../security/audit-log-query.js';
export {
  checkPwnedPassword,
  isPwnedPassword,
  PWNED_PASSWORDS_RANGE_URL,
  PWNED_PASSWORDS_TIMEOUT_MS,
  type PwnedPasswordVerdict,
} from '../security/pwned-passwords.js';
export { assertSafeRedirects, isSafeRedirect } from '../security/redirect-url.js';
export { runAfterResponse } from '../security/run-after-response.js';
export { isFromCookieCache, readCookieCache, setCookieCache } from '../session/cookie-cache.js';
export { createSession } from '../session/create-session.js';
export { markCustomSessionAnswer, sessionBehindAnswer } from '../session/custom-answer.js';
export { type GetSessionOptions, getSession } from '../session/get-session.js';
export {
  isFresh,
  type RequireSessionOptions,
  requireSession,
} from '../session/require-session.js';
export {
  deleteSessionCookies,
  reissueSessionCookie,
  setSessionCookie,
} from '../session/session-cookie.js';
export { readSessionToken } from '../session/session-token.js';
export { providerErrorCode, providerErrorDescription } from '../social/callback-redirect.js';
export { linkProviderAccount } from '../social/link-provider-account.js';
export { consumeOAuthState, createOAuthState, type OAuthStateData } from '../social/oauth-state.js';
export { createProviderSession } from '../social/provider-session.js';
export { type ProviderProfile, readProviderProfile } from '../social/read-profile.js';
export { type ProviderSignIn, signInWithProvider } from '../social/sign-in-with-provider.js';
export { type PluginAnswerUser, toAnswerUser, toPluginAnswerUser } from '../user/answer-user.js';
export { assertValidEmail, assertValidEmailField, isValidEmail } from '../user/email-address.js';
export { responseSession } from '../user/response-row.js';
export {
  type AccessControl,
  type AuthorizeResult,
  createAccessControl,
  NOT_AUTHORIZED,
  type PermissionRequest,
  type Permissions,
  type Role,
  resourceNotAllowed,
  resourceUnauthorized,
  type Statements,
} from '../utils/access-control.js';
export { withQuery } from '../utils/with-query.js';
export { sendVerificationEmail } from '../verification/email-verification.js';
export { defineSchema, type PluginSchema } from './schema.js';
