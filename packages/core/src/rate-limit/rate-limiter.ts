import type { Logger } from '../utils/logger.js';
import { getClientIp } from './client-ip.js';
import type { CounterStore } from './counter-store.js';
import { ipBucket } from './ip-address.js';
import type {
  RateLimitRule,
  ResolvedIpAddressOptions,
  ResolvedRateLimitOptions,
  ResolvedRateLimitRule,
} from './rate-limit-options.js';
import { ruleFor } from './rules.js';
import { tooManyRequests } from './too-many-requests.js';

/** The bucket of requests whose client IP cannot be told; never a valid address. */
export const UNKNOWN_CLIENT = 'unknown';

/** Per-client limits on HTTP requests, built once per instance. */
export interface RateLimiter {
  /** Whether limits apply (`rateLimit.enabled`). */
  readonly enabled: boolean;
  /**
   * Counts one HTTP request to the endpoint `path` (as declared, e.g. `/callback/:id`) under
   * the key `{client IP}|{path}` and refuses it when the window's limit is used up.
   *
   * @throws APIError 429 TOO_MANY_REQUESTS with `X-Retry-After` (seconds) over the limit.
   */
  enforce(headers: Headers, path: string): Promise<void>;
  /**
   * Counts one hit on a caller-chosen `key` (e.g. an HMAC of an email address, for a per-address
   * limit on the routes that send email) in the same counter store, under `rule` (`window` in
   * seconds), and refuses it over the limit. A no-op while limits are off (`rateLimit.enabled`).
   *
   * @throws APIError 429 TOO_MANY_REQUESTS with `X-Retry-After` (seconds) over the limit.
   */
  enforceKey(key: string, rule: ResolvedRateLimitRule): Promise<void>;
}

/** What {@link createRateLimiter} needs. */
export interface RateLimiterSettings {
  options: ResolvedRateLimitOptions;
  ipAddress: ResolvedIpAddressOptions;
  /** Rules contributed by plugins, in plugin order. */
  pluginRules: readonly RateLimitRule[];
  store: CounterStore;
  logger: Logger;
}

/**
 * Builds the {@link RateLimiter}. Each endpoint's rule is worked out once, on its first
 * request. When the client IP cannot be determined (no trusted proxy configured, header missing
 * or invalid), requests fall back to one bucket per route — never one bucket for every route —
 * and a warning is logged once per instance (not when `disableIpTracking` asks for exactly that).
 */
export function createRateLimiter(settings: RateLimiterSettings): RateLimiter {
  const { options, ipAddress, pluginRules, store, logger } = settings;
  for (const rule of pluginRules) {
    if (!(rule.window > 0) || !(rule.max > 0)) {
      throw new Error(
        `[portcullis] Configuration error: a plugin rate-limit rule for ${String(rule.path)} needs a positive window and max.`,
      );
    }
  }
  const rules = new Map<string, ResolvedRateLimitRule | null>();
  const resolveRule = (path: string) => {
    let rule = rules.get(path);
    if (rule === undefined) {
      rule = ruleFor(path, options, pluginRules);
      rules.set(path, rule);
    }
    return rule;
  };
  let warned = false;
  const clientOf = (headers: Headers) => {
    const ip = getClientIp(headers, ipAddress);
    const bucket = ip === null ? null : ipBucket(ip, ipAddress.ipv6Subnet);
    if (bucket !== null) return bucket;
    if (!warned && !ipAddress.disableIpTracking) {
      warned = true;
      logger.warn(
        'rate limiting could not determine the client IP; configure advanced.ipAddress (ipAddressHeaders, trustedProxies). Until then, each route shares one limit among all clients whose IP is unknown.',
      );
    }
    return UNKNOWN_CLIENT;
  };

  return {
    enabled: options.enabled,
    async enforce(headers, path) {
      if (!options.enabled) return;
      const rule = resolveRule(path);
      if (!rule) return;
      const hit = await store.hit(`${clientOf(headers)}|${path}`, rule.window * 1000);
      if (hit.count > rule.max) throw tooManyRequests(hit.resetAt);
    },
    async enforceKey(key, rule) {
      if (!options.enabled) return;
      const hit = await store.hit(`key|${key}`, rule.window * 1000);
      if (hit.count > rule.max) throw tooManyRequests(hit.resetAt);
    },
  };
}
