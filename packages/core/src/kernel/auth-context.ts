import type { CookieAttributes } from '../cookies/cookie-jar.js';
import type { CookieNames } from '../cookies/cookie-names.js';
import type { PasswordHasher } from '../crypto/password.js';
import type { DatabaseAdapter } from '../db/adapter.js';
import type { SessionWithUser } from '../db/entities.js';
import type { DatabaseSchema } from '../db/schema.js';
import type { Store } from '../db/store/index.js';
import type { OAuthProvider } from '../providers/types.js';
import type { AccountLockout } from '../rate-limit/account-lockout.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { OriginMatcher } from '../security/trusted-origins.js';
import type { AdditionalField } from '../user/additional-fields.js';
import type { ResponseRow } from '../user/response-row.js';
import type { Logger } from '../utils/logger.js';
import type { AuditLogWriter } from './auth-event.js';
import type { Endpoint } from './endpoint.js';
import type { EndpointHooks } from './endpoint-hooks.js';
import type { RequestScope } from './request-scope.js';
import type { ResolvedOptions } from './resolved-options.js';

/**
 * Everything an endpoint or plugin needs, built once at start-up by `createPortcullis` and
 * shared by every request.
 */
export interface AuthContext {
  /** Options with every default applied. */
  options: ResolvedOptions;
  /** Every endpoint of the instance (core and plugins) by `auth.api` name; for the OpenAPI document. */
  endpoints: Record<string, Endpoint>;
  /** The merged schema: core tables plus plugin tables and fields. */
  schema: DatabaseSchema;
  /**
   * A row as responses show it, without its model's `returned: false` fields; for every user or
   * session an endpoint sends back (see `createResponseRow`).
   */
  responseRow: ResponseRow;
  /** Generic CRUD over the schema. */
  adapter: DatabaseAdapter;
  /** Entity verbs (find user by email, create session, …) on top of the adapter. */
  store: Store;
  /** The secret that signs cookies. Never log it. */
  secret: string;
  /** The password hasher (scrypt unless replaced). */
  password: PasswordHasher;
  /** Cookie names and default attributes. */
  cookies: CookieNames & { attributes: CookieAttributes };
  logger: Logger;
  /** Matches `trustedOrigins` (exact and `https://*.domain` wildcards), built once. */
  trustedOrigins: OriginMatcher;
  /** Endpoint hooks of the app then the plugins, in order. */
  hooks: {
    before: NonNullable<EndpointHooks['before']>[];
    after: NonNullable<EndpointHooks['after']>[];
  };
  /**
   * User fields clients may set on sign-up and update-user: `user.additionalFields` plus the
   * user fields plugins declare (optional unless they say otherwise).
   */
  userInputFields: Record<string, AdditionalField>;
  /** The configured social providers by id, built once from `socialProviders`. */
  socialProviders: Map<string, OAuthProvider<any>>;
  /** Session token sources other than the cookie (plugins), consulted first. */
  sessionTokenResolvers: Array<(scope: RequestScope) => string | null | undefined>;
  /** Session sources of plugins that are not session tokens (`resolveSession`), consulted first. */
  sessionResolvers: Array<
    (scope: RequestScope) => (() => Promise<SessionWithUser | null>) | undefined
  >;
  /**
   * Plugins that check the browser of an OAuth state themselves, later (`PortcullisPlugin.
   * deferOAuthBrowserCheck`); empty unless such a plugin is on.
   */
  deferOAuthBrowserCheck: Array<(state: { callbackURL: string }, context: AuthContext) => boolean>;
  /** Per-client limits on HTTP requests; the router consults it before reading a body. */
  rateLimiter: RateLimiter;
  /** Per-account sign-in lockout, consulted by the password sign-in routes. */
  accountLockout: AccountLockout;
  /** The audit-log writer when `auditLog.enabled` is true, else undefined. */
  auditLog: AuditLogWriter | undefined;
  /**
   * Runs work that must not delay the response (sending email), logging its failure. Returns
   * at once.
   */
  runInBackground(task: () => Promise<unknown> | unknown): void;
}
