import type { CookieAttributes } from '../cookies/cookie-jar.js';
import type { IdGeneration } from '../db/id-generation.js';
import type { IpAddressOptions } from '../rate-limit/rate-limit-options.js';
import type { CorsOptions } from '../security/cors.js';

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
   * Deepest nesting of objects and arrays a JSON request body may have (`{"a":1}` is 1 deep,
   * `{"a":[1]}` 2); deeper bodies get 400 `VALIDATION_ERROR` 'Invalid body parameters' before
   * any route's schema sees them. A whole number, at least 1. Default: 32.
   */
  maxBodyDepth?: number;
  /**
   * Stores email-verification, password-reset and delete-account tokens (and the
   * `oneTimeToken()` plugin's) as SHA-256 hashes
   * (`reset-password:{sha256hex}`); a presented token is hashed before the lookup. Default: false
   * (Better Auth compatible rows).
   */
  hashVerificationTokens?: boolean;
  /**
   * Adds `details: [{ path, message }]` (which fields failed and why) to the body of 400
   * `VALIDATION_ERROR` answers over HTTP, so forms can mark the right field; the React kit reads
   * them. Default: false, Better Auth 1.2.7's body `{ code, message }`. Server calls
   * (`auth.api.*`) get the details on the thrown `APIError` either way.
   */
  validationErrorDetails?: boolean;
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
    /**
     * Longest wait for one statement's answer, in milliseconds, on a pool Portcullis opens from
     * a connection string; the statement then fails, its connection is dropped and the request
     * answers 503 `SERVICE_UNAVAILABLE` with `Retry-After`. Migrations run without it. Pools and
     * instances you pass keep their own limits. Default: 5000. See docs/deployment.md.
     */
    queryTimeoutMs?: number;
    /**
     * Longest wait for a connection, in milliseconds, on a pool Portcullis opens from a
     * connection string: a free one when all are busy, or a new one opened. Default: 5000.
     */
    connectTimeoutMs?: number;
    /**
     * PostgreSQL (a connection string or a `pg.Pool`): run the session-with-user read of every
     * authenticated request as a named prepared statement, which PostgreSQL parses and plans
     * once per connection. Set `false` behind a pooler that cannot keep a statement on one
     * server connection (PgBouncer before 1.21 in transaction mode, or with
     * `max_prepared_statements = 0`). Default: true. See docs/deployment.md.
     */
    preparedStatements?: boolean;
  };
  /** How `secondaryStorage` failures are handled; see docs/deployment.md. */
  secondaryStorage?: {
    /**
     * Longest wait for one secondary-storage call, in milliseconds, before it counts as failed:
     * session reads then go to the database and rate-limit counters to
     * `rateLimit.storageFallback`. After a failure the storage is skipped for 1 second before
     * it is tried again. Default: 1000.
     */
    timeoutMs?: number;
  };
  /**
   * CORS for trusted cross-origin frontends: `true` for the defaults or {@link CorsOptions}.
   * Default: off (no CORS headers; preflights get 404). See docs/integrations.md.
   */
  cors?: boolean | CorsOptions;
}
