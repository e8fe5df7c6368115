/**
 * What the cluster kit (cluster.ts) hands each instance process (server.ts): one JSON value in
 * the `PORTCULLIS_CLUSTER_INSTANCE` environment variable. Types only, so both sides share them.
 */

/** The SQL database every instance of a cluster shares. */
export type ClusterDatabase =
  | { kind: 'postgres'; url: string; schema: string }
  | { kind: 'mysql'; url: string };

/** How one app of the cluster is configured; every instance runs every app. */
export interface AppConfig {
  /**
   * Where rate-limit counters live, or `'off'` for no rate limiting (and no account lockout).
   * Default: `'secondary-storage'` (Redis).
   */
  rateLimit?: 'secondary-storage' | 'database' | 'off';
  /** Turns the cookie cache on with this `maxAge`, in seconds. Default: off. */
  cookieCacheMaxAgeSeconds?: number;
  /** `'plain'`: the tests' trivial hasher; `'scrypt'`: the library's default. Default: 'plain'. */
  hasher?: 'plain' | 'scrypt';
  /** The organization, admin and jwt plugins. Default: true. */
  plugins?: boolean;
}

/** The per-path limits the rate-limit tests count against (`/sign-in/*`), in seconds. */
export const SIGN_IN_LIMIT = { window: 60, max: 5 } as const;
/**
 * The email-otp plugin's per-address send limit in the apps with plugins (its default), in
 * seconds; its per-IP rule on the send route is Better Auth's, {@link EMAIL_OTP_PER_IP_LIMIT}.
 */
export const EMAIL_OTP_PER_ADDRESS_LIMIT = { window: 600, max: 5 } as const;
export const EMAIL_OTP_PER_IP_LIMIT = { window: 60, max: 3 } as const;
/** The account lockout of the apps with rate limits on. */
export const LOCKOUT = { maxFailures: 5, window: 60 } as const;
/** Organization limits of the apps with plugins. */
export const ORGANIZATION_LIMIT = 1;
export const MEMBERSHIP_LIMIT = 5;

/** One instance process. */
export interface InstanceConfig {
  /** Sent back as the `x-instance` response header: which instance answered. */
  name: string;
  database: ClusterDatabase;
  redisURL: string;
  /** Prefix of every Redis key of this cluster (`redisStorage`'s `keyPrefix`, plus the app). */
  redisKeyPrefix: string;
  secret: string;
  /** The apps, by name, with the public origin (nginx's) each is reached at. */
  apps: Record<string, AppConfig & { baseURL: string }>;
  /** Run `migrate()` for every app before listening (one instance of the cluster does). */
  migrate: boolean;
  /** Captured emails are appended here, one JSON line each ({@link CapturedEmail}). */
  emailsFile: string;
}

/** An email an instance "sent". */
export interface CapturedEmail {
  app: string;
  instance: string;
  type: 'reset-password' | 'email-otp';
  to: string;
  token: string;
}

/** The one line an instance prints on stdout once every app listens. */
export interface ReadyLine {
  ready: true;
  /** App name → loopback port. */
  ports: Record<string, number>;
}
