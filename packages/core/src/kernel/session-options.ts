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
  /**
   * Most characters of `session.userAgent` stored from the `User-Agent` header; a longer header
   * is shortened, never refused (it is the browser's input, not the user's). Default: 512.
   */
  maxUserAgentLength?: number;
}
