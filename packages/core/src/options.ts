import type { CookieAttributes } from './cookies/cookie-jar.js';
import type { PasswordHasher } from './crypto/password.js';
import type { User } from './db/entities.js';
import type { IdGeneration } from './db/id-generation.js';
import type { DatabaseInput } from './db/resolve-database.js';
import type { DatabaseHooks } from './hooks/database-hooks.js';
import type { EndpointHooks } from './hooks/endpoint-hooks.js';
import type { PortcullisPlugin } from './plugins/plugin.js';
import type { ProviderId, providerFactories } from './providers/index.js';
import type { OAuthProvider, ProviderOptions } from './providers/types.js';
import type {
  IpAddressOptions,
  RateLimitOptions,
  ResolvedIpAddressOptions,
  ResolvedRateLimitOptions,
} from './rate-limit/rate-limit-options.js';
import type { AuthEvent } from './security/audit-events.js';
import type { CorsOptions, ResolvedCorsOptions } from './security/cors.js';
import type { SecondaryStorage } from './storage/secondary-storage.js';
import type { AdditionalField } from './user/additional-fields.js';
import type { LoggerOptions } from './utils/logger.js';

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
   * (`github: { clientId, clientSecret }`) or a provider object (`keycloak: genericOAuth({...})`).
   * Built once at start-up; each answers at `{baseURL}/callback/{id}`. See
   * docs/social-sign-in.md.
   */
  socialProviders?: SocialProvidersOptions;
  /** Linked accounts: linking rules and token storage. */
  account?: AccountOptions;
  /**
   * Audit events (sign-in success and failure, sign-up, sign-out, password change and reset,
   * email change, session revocation, account link/unlink, organization role change), each with
   * user id, IP, user agent and timestamp. Called after the fact and never awaited: a slow or
   * failing handler does not delay or fail the request (failures are logged). Default: none.
   */
  onEvent?: (event: AuthEvent) => void | Promise<void>;
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

/** The options each built-in provider's factory takes, by provider id. */
export type BuiltInProviderOptions = {
  [K in ProviderId]: Parameters<(typeof providerFactories)[K]>[0];
};

/**
 * `socialProviders`: a built-in provider's options or any {@link OAuthProvider} under its id.
 *
 * @example
 * socialProviders: {
 *   github: { clientId: env.GITHUB_ID, clientSecret: env.GITHUB_SECRET },
 *   keycloak: genericOAuth({ id: 'keycloak', name: 'Keycloak', clientId, clientSecret, discoveryURL }),
 * }
 */
export type SocialProvidersOptions = {
  [K in ProviderId]?: BuiltInProviderOptions[K] | OAuthProvider<any>;
} & {
  // Every key also meets the index signature: built-in options pass as an open record.
  [id: string]: OAuthProvider<any> | (ProviderOptions<any> & Record<string, unknown>) | undefined;
};

/** Options of linked accounts (SPEC §3 account, §6). */
export interface AccountOptions {
  /** Attaching a provider identity to an existing user. */
  accountLinking?: {
    /**
     * Sign-in links a new provider identity to the user with the same email, when the provider
     * vouches for the email or is trusted; `/link-social` works. Default: true.
     */
    enabled?: boolean;
    /** Provider ids whose emails are taken as verified for linking. Default: none. */
    trustedProviders?: string[];
    /** `/link-social` may attach an identity whose email differs from the user's. Default: false. */
    allowDifferentEmails?: boolean;
    /**
     * Implicit linking at sign-in (same email) also needs the existing user's own email to be
     * verified. Without it, someone who registered the victim's address first (never verifying
     * it) would get the victim's provider identity attached to the account they control.
     * Default: true.
     */
    requireLocalEmailVerified?: boolean;
  };
  /**
   * Stores provider access, refresh and ID tokens encrypted (AES-256-GCM, key derived from
   * `secret`). Tokens stored before it was turned on stay readable. Default: false.
   */
  encryptOAuthTokens?: boolean;
}

/** What an email sender receives. `url` is built from `baseURL`, never from the request. */
export interface EmailMessage {
  user: User;
  /** The link to put in the email. */
  url: string;
  /** The raw single-use token in the link (for apps that build their own links). */
  token: string;
}

/** Options of email verification (SPEC §4, §8). */
export interface EmailVerificationOptions {
  /** Sends the verification email. Without it, routes answer 'Verification email isn't enabled'. */
  sendVerificationEmail?: (message: EmailMessage, request?: Request) => Promise<void> | void;
  /** Sends a verification email after sign-up. Default: false. */
  sendOnSignUp?: boolean;
  /** Signs the user in when they follow a valid verification link. Default: false. */
  autoSignInAfterVerification?: boolean;
  /** Lifetime of verification tokens in seconds. Default: 3600 (1 hour, SPEC §9). */
  expiresIn?: number;
}

/** Options of the user model. */
export interface UserOptions {
  /** Extra user columns, accepted by sign-up and update-user (SPEC §5). */
  additionalFields?: Record<string, AdditionalField>;
  /** `POST /change-email`. */
  changeEmail?: {
    /** Default: false ('Change email is disabled'). */
    enabled: boolean;
    /** Sends the link that confirms a change away from a verified email. */
    sendChangeEmailVerification?: (
      message: EmailMessage & { newEmail: string },
      request?: Request,
    ) => Promise<void> | void;
  };
  /** `POST /delete-user`. Without `enabled`, the routes answer 404 (SPEC §6). */
  deleteUser?: {
    enabled: boolean;
    /** Sends a confirmation link; when set, deletion waits for `/delete-user/callback`. */
    sendDeleteAccountVerification?: (
      message: EmailMessage,
      request?: Request,
    ) => Promise<void> | void;
    /** Runs before deletion; throw an APIError to refuse. */
    beforeDelete?: (user: User, request?: Request) => Promise<void> | void;
    /** Runs after the user and everything they own are deleted. */
    afterDelete?: (user: User, request?: Request) => Promise<void> | void;
    /** Lifetime of deletion tokens in seconds. Default: 86400 (1 day, SPEC §9). */
    deleteTokenExpiresIn?: number;
  };
}

/** Options of email-and-password accounts (SPEC §5). */
export interface EmailAndPasswordOptions {
  /** Turns the email routes on. Default: false. */
  enabled: boolean;
  /** Refuses `/sign-up/email` with 'Email and password sign up is not enabled'. Default: false. */
  disableSignUp?: boolean;
  /** Minimum password length in characters. Default: 8. */
  minPasswordLength?: number;
  /** Maximum password length in characters. Default: 128. */
  maxPasswordLength?: number;
  /** Signs the user in after sign-up. Default: true. */
  autoSignIn?: boolean;
  /** Replaces the scrypt hasher, e.g. with argon2. Default: scrypt (SPEC §9). */
  password?: PasswordHasher;
  /**
   * Unverified users cannot sign in (403 'Email not verified', the verification email is sent
   * again) and sign-up creates no session. Default: false.
   */
  requireEmailVerification?: boolean;
  /** Sends the password-reset email. Without it: 'Reset password isn't enabled'. */
  sendResetPassword?: (message: EmailMessage, request?: Request) => Promise<void> | void;
  /** Lifetime of reset tokens in seconds. Default: 3600 (SPEC §9). */
  resetPasswordTokenExpiresIn?: number;
  /** Deletes every session of the user after a password reset. Default: false. */
  revokeSessionsOnPasswordReset?: boolean;
  /**
   * Refuses new passwords (sign-up, reset, change, set) found in the bundled list of the 10,000
   * most common passwords, compared case-insensitively: 400 PASSWORD_TOO_COMMON (OWASP ASVS 5.0
   * 6.2.4). Default: true.
   */
  rejectCommonPasswords?: boolean;
  /**
   * Also refuses new passwords known from data breaches, asking the Pwned Passwords range API
   * (k-anonymity: only the first 5 hex characters of the password's SHA-1 leave the process):
   * 400 'Password has appeared in a data breach'. Default: off.
   */
  haveIBeenPwned?: {
    enabled: boolean;
    /**
     * When the service cannot be reached (or answers an error), accept the password (true) or
     * refuse with 503 'Password breach check is unavailable' (false). Default: true.
     */
    failOpen?: boolean;
    /** Deadline of the range request in milliseconds. Default: 3000. */
    timeoutMs?: number;
  };
}

/** Session options (SPEC §9). All durations are in seconds. */
export interface SessionOptions {
  /** Session lifetime in seconds. Default: 604800 (7 days). */
  expiresIn?: number;
  /** How old a session must be, in seconds, before get-session extends it. Default: 86400 (1 day). */
  updateAge?: number;
  /** How recent a session must be, in seconds, for sensitive actions. Default: 86400 (1 day). */
  freshAge?: number;
  /** Never extend sessions on get-session. Default: false. */
  disableSessionRefresh?: boolean;
  /**
   * Caches the session in a signed `session_data` cookie so get-session can answer without a
   * database read while the cache is fresh. Sensitive routes always read the database.
   */
  cookieCache?: {
    /** Default: false. */
    enabled?: boolean;
    /** Seconds a cached session is trusted. Default: 300 (SPEC §9). */
    maxAge?: number;
  };
  /**
   * Hard cap on a session's total lifetime in seconds, whatever the sliding refresh does.
   * Default: none.
   */
  absoluteExpiresIn?: number;
  /**
   * Stores SHA-256(token) in the session row (and as the secondary-storage key) instead of the
   * token: a leaked database holds no usable session token. The cookie still carries the token.
   * `list-sessions` then lists the hashes, which `revoke-session` accepts. Default: false
   * (Better Auth compatible rows).
   */
  storeTokenHash?: boolean;
}

/** Advanced options. */
export interface AdvancedOptions {
  /** Cookie name prefix: cookies are `{prefix}.session_token` etc. Default: `'portcullis'`. */
  cookiePrefix?: string;
  /** Forces `Secure` cookies (and the `__Secure-` prefix). Default: true when baseURL is https. */
  useSecureCookies?: boolean;
  /** Attributes merged into every cookie Portcullis sets. */
  defaultCookieAttributes?: CookieAttributes;
  /** Largest request body accepted, in bytes; larger ones get 413. Default: 1048576 (1 MiB). */
  maxBodySizeBytes?: number;
  /**
   * Stores email-verification, password-reset and delete-account tokens as SHA-256 hashes
   * (`reset-password:{sha256hex}`); a presented token is hashed before the lookup. Default: false
   * (Better Auth compatible rows).
   */
  hashVerificationTokens?: boolean;
  /**
   * How the client IP is read (rate limiting, `session.ipAddress`): from proxy headers only when
   * `trustedProxies` says the app is behind proxies. See docs/rate-limiting.md.
   */
  ipAddress?: IpAddressOptions;
  /** Database behaviour shared by every adapter. */
  database?: {
    /**
     * How new rows get their `id`: omitted for a random 32-character string, `'uuid'`, a
     * function `({ model }) => string`, or `false` to let the database make it (still a string).
     */
    generateId?: IdGeneration;
  };
  /**
   * CORS for trusted cross-origin frontends: `true` for the defaults or {@link CorsOptions}.
   * Default: off (no CORS headers; preflights get 404). See docs/integrations.md.
   */
  cors?: boolean | CorsOptions;
}

/** Options with every default applied; built once by `resolveOptions`. */
export interface ResolvedOptions {
  appName: string;
  baseURL: string;
  /** The origin of `baseURL`, e.g. `https://app.example`. */
  origin: string;
  basePath: string;
  secret: string;
  trustedOrigins: string[];
  emailAndPassword: Required<Omit<EmailAndPasswordOptions, 'password' | 'sendResetPassword'>> &
    Pick<EmailAndPasswordOptions, 'sendResetPassword'> & { password: PasswordHasher };
  emailVerification: Required<Omit<EmailVerificationOptions, 'sendVerificationEmail'>> &
    Pick<EmailVerificationOptions, 'sendVerificationEmail'>;
  user: {
    additionalFields: Record<string, AdditionalField>;
    changeEmail: NonNullable<UserOptions['changeEmail']>;
    deleteUser: NonNullable<UserOptions['deleteUser']> & { deleteTokenExpiresIn: number };
  };
  session: Required<Omit<SessionOptions, 'cookieCache' | 'absoluteExpiresIn'>> & {
    cookieCache: { enabled: boolean; maxAge: number };
    absoluteExpiresIn: number | undefined;
  };
  hooks: EndpointHooks;
  databaseHooks: DatabaseHooks;
  cookies: { prefix: string; secure: boolean; attributes: CookieAttributes };
  maxBodySizeBytes: number;
  /** `advanced.hashVerificationTokens`. */
  hashVerificationTokens: boolean;
  /** The audit-event handler, if any. */
  onEvent: PortcullisOptions['onEvent'];
  /** `rateLimit` with defaults applied; windows in seconds. */
  rateLimit: ResolvedRateLimitOptions;
  /** `advanced.ipAddress` with defaults applied. */
  ipAddress: ResolvedIpAddressOptions;
  /** `advanced.cors` with defaults applied; undefined when CORS is off. */
  cors: ResolvedCorsOptions | undefined;
  /** `openAPI` with defaults applied. */
  openAPI: { enabled: boolean; path: string };
  plugins: PortcullisPlugin[];
  account: {
    accountLinking: {
      enabled: boolean;
      trustedProviders: string[];
      allowDifferentEmails: boolean;
      requireLocalEmailVerified: boolean;
    };
    encryptOAuthTokens: boolean;
  };
}
