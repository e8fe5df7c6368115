import type { DatabaseInput } from '../db/resolve-database.js';
import type { RateLimitOptions } from '../rate-limit/rate-limit-options.js';
import type { SecondaryStorage } from '../storage/secondary-storage.js';
import type { LoggerOptions } from '../utils/logger.js';
import type { AccountOptions, SocialProvidersOptions } from './account-options.js';
import type { AdvancedOptions } from './advanced-options.js';
import type { AuditLogOptions, NewDeviceNoticeOptions } from './audit-log-options.js';
import type { AuthEvent } from './auth-event.js';
import type { DatabaseHooks } from './database-hooks.js';
import type { EmailAndPasswordOptions } from './email-and-password-options.js';
import type { EndpointHooks } from './endpoint-hooks.js';
import type { PortcullisPlugin } from './plugin.js';
import type { SessionOptions } from './session-options.js';
import type { EmailVerificationOptions, UserOptions } from './user-options.js';

export type {
  AccountOptions,
  BuiltInProviderOptions,
  SocialProvidersOptions,
} from './account-options.js';
export type { AdvancedOptions } from './advanced-options.js';
export type { AuditLogOptions, NewDeviceNoticeOptions } from './audit-log-options.js';
export type { EmailAndPasswordOptions } from './email-and-password-options.js';
export type { SessionOptions } from './session-options.js';
export type {
  EmailMessage,
  EmailVerificationOptions,
  UserOptions,
} from './user-options.js';

/**
 * Options of {@link createPortcullis}. Every field is optional but `database`; defaults are
 * applied once, at start-up, by `resolveOptions`.
 *
 * Option names follow Better Auth's, so configurations carry over.
 */
export interface PortcullisOptions {
  /** Shown in emails and pages. Default: `'Portcullis'`. */
  appName?: string;
  /**
   * The public origin of the server, e.g. `https://app.example`, used to build email links,
   * the default trusted origin and whether cookies are `Secure`. Default: `PORTCULLIS_URL`.
   * Missing both is a configuration error (SPEC §8).
   */
  baseURL?: string;
  /** Where the handler is mounted. Default: `'/api/auth'`. */
  basePath?: string;
  /**
   * Signs cookies and encrypts secrets at rest; at least 32 random characters.
   * Default: `PORTCULLIS_SECRET`; without either, a development secret is used and an error is
   * logged; in production (`NODE_ENV=production`) that is refused at start-up (SPEC §8).
   */
  secret?: string;
  /**
   * The database: a connection string (`postgres://…`, `mysql://…`, or a SQLite file path), a
   * better-sqlite3 `Database`, a `pg.Pool`, a mysql2 pool, `{ db: Kysely, type }`, or an adapter
   * factory such as `memoryAdapter()`. See docs/databases.md.
   */
  database: DatabaseInput;
  /** Origins allowed to send cookie-carrying POSTs and to be redirect targets. */
  trustedOrigins?: string[];
  /** Email-and-password accounts. */
  emailAndPassword?: EmailAndPasswordOptions;
  /** Session lifetime and refresh. */
  session?: SessionOptions;
  /** Cookies and request limits. */
  advanced?: AdvancedOptions;
  /** Logging; secrets never reach it. */
  logger?: LoggerOptions;
  /** Email verification links (SPEC §4). */
  emailVerification?: EmailVerificationOptions;
  /** The user model: extra fields, email change, deletion. */
  user?: UserOptions;
  /**
   * Storage shared by all app instances (e.g. `redisStorage(new Redis(url))`): get-session reads
   * sessions from it instead of the SQL database; every change evicts what it touches, so
   * revocations apply everywhere at once. Default: none.
   */
  secondaryStorage?: SecondaryStorage;
  /**
   * Per-client limits on HTTP requests and per-account sign-in lockout (SPEC §8, §9): on by
   * default in production. See docs/rate-limiting.md.
   */
  rateLimit?: RateLimitOptions;
  /** Endpoint hooks: run before/after every endpoint, HTTP and server calls alike. */
  hooks?: EndpointHooks;
  /** Hooks around database writes of user, session, account and verification rows. */
  databaseHooks?: DatabaseHooks;
  /** Plugins, applied in order. */
  plugins?: PortcullisPlugin[];
  /**
   * Identity providers for social sign-in, by id: the options of a built-in provider
   * (`github: { clientId, clientSecret }`) or a provider object (`keycloak: genericOAuthProvider({...})`).
   * Built once at start-up; each answers at `{baseURL}/callback/{id}`. See
   * docs/social-sign-in.md.
   */
  socialProviders?: SocialProvidersOptions;
  /** Linked accounts: linking rules and token storage. */
  account?: AccountOptions;
  /**
   * Audit events (every security event: sign-up, sign-in success and failure, lockout, sign-out,
   * password and email changes, account link/unlink, session revocation, user deletion, every
   * organization and admin change; see `AuthEventType` and docs/audit-log.md), each with the
   * users concerned, IP, user agent and timestamp. Called after the fact and never awaited: a
   * slow or failing handler does not delay or fail the request (failures are logged). Receives
   * the same events whether `auditLog` is on or off. Default: none.
   */
  onEvent?: (event: AuthEvent) => void | Promise<void>;
  /**
   * Stores audit events in the app's database (`auditEvent` table) and serves them to users,
   * organization owners and admins. Default: off. See docs/audit-log.md.
   */
  auditLog?: AuditLogOptions;
  /**
   * Tells users about sign-ins from a device they have not used lately. Needs `auditLog` on.
   * Default: off.
   */
  newDeviceNotice?: NewDeviceNoticeOptions;
  /** The OpenAPI document and the built-in API reference page (docs/openapi.md). */
  openAPI?: OpenAPIOptions;
}

/** `openAPI`: the generated OpenAPI 3.1 document and the API reference page. */
export interface OpenAPIOptions {
  /**
   * Serves `{basePath}/open-api/generate-schema`, its assets and the reference page over HTTP.
   * Default: true, except with `NODE_ENV=production` (then false: opt in explicitly).
   * `auth.api.generateOpenAPISchema()` works either way.
   */
  enabled?: boolean;
  /** Path of the reference page, outside the base path. Default: `'/api/reference'`. */
  path?: string;
}
