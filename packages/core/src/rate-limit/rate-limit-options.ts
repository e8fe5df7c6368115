/**
 * One rate-limit rule: at most `max` requests per `window` seconds for each client on the
 * matching routes. Plugins contribute rules through `PortcullisPlugin.rateLimit`.
 *
 * `path` is an endpoint path relative to the base path, as the endpoint declares it
 * (`'/sign-in/email'`, `'/callback/:id'`), or a prefix ending in `/*` (`'/sign-in/*'` matches
 * `/sign-in/email` and `/sign-in/username`), or a function of the endpoint path.
 *
 * @example
 * const rule: RateLimitRule = { path: '/two-factor/*', window: 60, max: 5 };
 */
export interface RateLimitRule {
  path: string | ((path: string) => boolean);
  /** Window length in seconds. */
  window: number;
  /** Requests allowed per window. */
  max: number;
}

/** A custom limit for one path or path prefix: `{ window, max }`, or `false` for no limit. */
export type CustomRateLimit = { window: number; max: number } | false;

/** Where counters live; see docs/rate-limiting.md. */
export type RateLimitStorage = 'memory' | 'database' | 'secondary-storage';

/**
 * What counts hits while the secondary storage fails: the `rateLimit` table of the database, or
 * nothing (every limited request is refused with 503 until the storage answers again).
 */
export type RateLimitStorageFallback = 'database' | 'fail-closed';

/** Per-account protection against password guessing (`rateLimit.accountLockout`). */
export interface AccountLockoutOptions {
  /**
   * Counts sign-in attempts per account identifier and refuses more once `maxFailures` have
   * failed in a row within the window. Default: the value of `rateLimit.enabled`.
   */
  enabled?: boolean;
  /** Failed attempts allowed before further ones are refused. Default: 10. */
  maxFailures?: number;
  /** Length of the counting window, in seconds, starting at the first failure. Default: 900. */
  window?: number;
}

/**
 * `rateLimit` options (SPEC §9). All durations are in seconds.
 *
 * @example
 * rateLimit: {
 *   enabled: true,
 *   storage: 'database',
 *   customRules: { '/get-session': false, '/sign-in/*': { window: 60, max: 5 } },
 * }
 */
export interface RateLimitOptions {
  /** Turns per-client limits on. Default: true when `NODE_ENV=production`, else false. */
  enabled?: boolean;
  /** Default window length in seconds. Default: 10. */
  window?: number;
  /** Default requests per window and client. Default: 100. */
  max?: number;
  /**
   * Where counters live. Default: `'secondary-storage'` when `secondaryStorage` is configured
   * (shared by every app instance), else `'memory'` (this process only).
   */
  storage?: RateLimitStorage;
  /**
   * With `storage: 'secondary-storage'`: where hits are counted while the storage fails (errors,
   * or no answer within `advanced.secondaryStorage.timeoutMs`). `'database'` counts them in the
   * `rateLimit` table (which `migrate` then creates), so limits hold across instances during a
   * Redis outage; `'fail-closed'` answers every limited request 503 `SERVICE_UNAVAILABLE` until
   * the storage is back. Default: `'database'`. See docs/deployment.md.
   */
  storageFallback?: RateLimitStorageFallback;
  /**
   * Limits by endpoint path or `/*` prefix, overriding plugin and built-in rules; `false` turns
   * limiting off for that path. An exact path wins over a prefix. The liveness probe `/ok` is
   * never counted, so that it never waits on the counter store.
   */
  customRules?: Record<string, CustomRateLimit>;
  /** Table name of the `rateLimit` model when `storage` is `'database'`. Default: `'rateLimit'`. */
  modelName?: string;
  /** Per-account protection on the password sign-in routes. */
  accountLockout?: AccountLockoutOptions;
}

/**
 * `advanced.ipAddress`: how the client IP is found, for rate limiting and `session.ipAddress`.
 *
 * Not behind a proxy (`trustedProxies: 0`), the IP is the connection's peer address where the
 * server adapter knows it (`toNodeHandler`); a Web `Request` does not carry it, so on other
 * runtimes it is unknown (null) unless a proxy reports it. Headers are read only when
 * `trustedProxies` says such proxies exist, because a client can send any header it likes.
 */
export interface IpAddressOptions {
  /** Headers holding a comma-separated hop list, first one present wins. Default: `['x-forwarded-for']`. */
  ipAddressHeaders?: string[];
  /**
   * How many proxies in front of the app append to the header: the client IP is the Nth entry
   * from the right (the one the outermost trusted proxy saw). `true` means 1. Default: 0 — not
   * behind a proxy, headers are ignored.
   */
  trustedProxies?: number | boolean;
  /** Never reads or stores client IPs (rate limits then count per route). Default: false. */
  disableIpTracking?: boolean;
  /**
   * IPv6 clients are rate-limited per network prefix of this many bits, since one client
   * usually holds a whole /64. Default: 64. Use 128 to count each address on its own.
   */
  ipv6Subnet?: number;
}

/** A rule with its limit resolved: `window` in seconds. */
export interface ResolvedRateLimitRule {
  window: number;
  max: number;
}

/** `rateLimit` with every default applied. */
export interface ResolvedRateLimitOptions {
  enabled: boolean;
  window: number;
  max: number;
  storage: RateLimitStorage;
  /** Meaningful with `storage: 'secondary-storage'` only. */
  storageFallback: RateLimitStorageFallback;
  customRules: Record<string, CustomRateLimit>;
  modelName: string;
  accountLockout: { enabled: boolean; maxFailures: number; window: number };
}

/** `advanced.ipAddress` with every default applied. */
export interface ResolvedIpAddressOptions {
  ipAddressHeaders: string[];
  /** Number of trusted proxies; 0 means headers are ignored. */
  trustedProxies: number;
  disableIpTracking: boolean;
  ipv6Subnet: number;
}

type Fail = (message: string) => Error;

function positiveNumber(fail: Fail, name: string, value: number | undefined, fallback: number) {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw fail(`${name} must be a positive number, got ${value}.`);
  }
  return value;
}

function positiveInteger(fail: Fail, name: string, value: number | undefined, fallback: number) {
  const number = positiveNumber(fail, name, value, fallback);
  if (!Number.isInteger(number)) throw fail(`${name} must be a whole number, got ${value}.`);
  return number;
}

/**
 * Applies the defaults of `rateLimit`, once, at start-up.
 *
 * @throws Error (via `fail`) for a non-positive window or max, an unknown storage, or
 *   `'secondary-storage'` without `secondaryStorage`.
 */
export function resolveRateLimitOptions(
  options: RateLimitOptions | undefined,
  hasSecondaryStorage: boolean,
  env: Record<string, string | undefined>,
  fail: Fail,
): ResolvedRateLimitOptions {
  const enabled = options?.enabled ?? env.NODE_ENV === 'production';
  const storage = options?.storage ?? (hasSecondaryStorage ? 'secondary-storage' : 'memory');
  if (!['memory', 'database', 'secondary-storage'].includes(storage)) {
    throw fail(`rateLimit.storage must be 'memory', 'database' or 'secondary-storage'.`);
  }
  if (storage === 'secondary-storage' && !hasSecondaryStorage) {
    throw fail(`rateLimit.storage is 'secondary-storage' but no secondaryStorage is configured.`);
  }
  const storageFallback = options?.storageFallback ?? 'database';
  if (storageFallback !== 'database' && storageFallback !== 'fail-closed') {
    throw fail(`rateLimit.storageFallback must be 'database' or 'fail-closed'.`);
  }
  const customRules: Record<string, CustomRateLimit> = {};
  for (const [path, rule] of Object.entries(options?.customRules ?? {})) {
    if (!path.startsWith('/')) throw fail(`rateLimit.customRules key "${path}" must start with /.`);
    customRules[path] =
      rule === false
        ? false
        : {
            window: positiveNumber(fail, `rateLimit.customRules["${path}"].window`, rule.window, 0),
            max: positiveInteger(fail, `rateLimit.customRules["${path}"].max`, rule.max, 0),
          };
  }
  const lockout = options?.accountLockout;
  return {
    enabled,
    window: positiveNumber(fail, 'rateLimit.window', options?.window, 10),
    max: positiveInteger(fail, 'rateLimit.max', options?.max, 100),
    storage,
    storageFallback,
    customRules,
    modelName: options?.modelName ?? 'rateLimit',
    accountLockout: {
      enabled: lockout?.enabled ?? enabled,
      maxFailures: positiveInteger(
        fail,
        'rateLimit.accountLockout.maxFailures',
        lockout?.maxFailures,
        10,
      ),
      window: positiveNumber(fail, 'rateLimit.accountLockout.window', lockout?.window, 900),
    },
  };
}

/**
 * Applies the defaults of `advanced.ipAddress`, once, at start-up.
 *
 * @throws Error (via `fail`) for a negative or fractional `trustedProxies`, or an `ipv6Subnet`
 *   outside 1–128.
 */
export function resolveIpAddressOptions(
  options: IpAddressOptions | undefined,
  fail: Fail,
): ResolvedIpAddressOptions {
  const raw = options?.trustedProxies ?? 0;
  const trustedProxies = raw === true ? 1 : raw === false ? 0 : raw;
  if (!Number.isInteger(trustedProxies) || trustedProxies < 0) {
    throw fail(`advanced.ipAddress.trustedProxies must be a whole number ≥ 0, got ${raw}.`);
  }
  const ipv6Subnet = options?.ipv6Subnet ?? 64;
  if (!Number.isInteger(ipv6Subnet) || ipv6Subnet < 1 || ipv6Subnet > 128) {
    throw fail(`advanced.ipAddress.ipv6Subnet must be a whole number from 1 to 128.`);
  }
  return {
    ipAddressHeaders: (options?.ipAddressHeaders ?? ['x-forwarded-for']).map((h) =>
      h.toLowerCase(),
    ),
    trustedProxies,
    disableIpTracking: options?.disableIpTracking ?? false,
    ipv6Subnet,
  };
}
