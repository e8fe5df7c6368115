import type { CookieAttributes } from '../cookies/cookie-jar.js';
import type { PasswordHasher } from '../crypto/password.js';
import type {
  ResolvedIpAddressOptions,
  ResolvedRateLimitOptions,
} from '../rate-limit/rate-limit-options.js';
import type { ResolvedCorsOptions } from '../security/cors.js';
import type { AdditionalField } from '../user/additional-fields.js';
import type {
  ResolvedAuditLogOptions,
  ResolvedNewDeviceNoticeOptions,
} from './audit-log-options.js';
import type { DatabaseHooks } from './database-hooks.js';
import type { EmailAndPasswordOptions } from './email-and-password-options.js';
import type { EndpointHooks } from './endpoint-hooks.js';
import type { PortcullisOptions } from './options.js';
import type { PortcullisPlugin } from './plugin.js';
import type { SessionOptions } from './session-options.js';
import type { EmailVerificationOptions, UserOptions } from './user-options.js';

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
    /** Every `string` field carries its `maxLength` (default 1024). */
    additionalFields: Record<string, AdditionalField>;
    /** Characters. */
    maxNameLength: number;
    /** Characters. */
    maxEmailLength: number;
    /** Characters. */
    maxImageLength: number;
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
  /** `advanced.maxBodyDepth`: levels of objects and arrays. */
  maxBodyDepth: number;
  /** `advanced.database`'s time limits (milliseconds) for pools opened from a URL. */
  database: { queryTimeoutMs: number; connectTimeoutMs: number; preparedStatements: boolean };
  /** `advanced.secondaryStorage` with defaults applied; milliseconds. */
  secondaryStorage: { timeoutMs: number };
  /** `advanced.hashVerificationTokens`. */
  hashVerificationTokens: boolean;
  /** `advanced.validationErrorDetails`. */
  validationErrorDetails: boolean;
  /** The audit-event handler, if any. */
  onEvent: PortcullisOptions['onEvent'];
  /** `auditLog` with defaults applied. */
  auditLog: ResolvedAuditLogOptions;
  /** `newDeviceNotice` with defaults applied; undefined when off. */
  newDeviceNotice: ResolvedNewDeviceNoticeOptions | undefined;
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
