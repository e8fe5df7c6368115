import type { CookieAttributes } from './cookies/cookie-jar.js';
import type { PasswordHasher } from './crypto/password.js';
import type { DatabaseInput } from './db/resolve-database.js';
import type { PortcullisPlugin } from './plugins/plugin.js';
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
   * The database: a SQLite file path (opened with better-sqlite3), a better-sqlite3 `Database`,
   * or a function building a `DatabaseAdapter` over the schema.
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
  /** Plugins, applied in order. */
  plugins?: PortcullisPlugin[];
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
  emailAndPassword: Required<Omit<EmailAndPasswordOptions, 'password'>> & {
    password: PasswordHasher;
  };
  session: Required<SessionOptions>;
  cookies: { prefix: string; secure: boolean; attributes: CookieAttributes };
  maxBodySizeBytes: number;
  plugins: PortcullisPlugin[];
}
