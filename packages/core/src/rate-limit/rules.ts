import type {
  CustomRateLimit,
  RateLimitRule,
  ResolvedRateLimitOptions,
  ResolvedRateLimitRule,
} from './rate-limit-options.js';

/**
 * The built-in stricter limits (SPEC §9, issue 7): credential routes 3 per 10 seconds, routes
 * that send email 3 per 60 seconds. `window` is in seconds.
 */
export const BUILT_IN_RULES: readonly RateLimitRule[] = [
  { path: '/sign-in/*', window: 10, max: 3 },
  { path: '/sign-up/*', window: 10, max: 3 },
  { path: '/change-password', window: 10, max: 3 },
  { path: '/change-email', window: 10, max: 3 },
  { path: '/forget-password', window: 60, max: 3 },
  { path: '/send-verification-email', window: 60, max: 3 },
];

/**
 * Endpoint paths never counted, whatever the rules say: the liveness probe `/ok`. Counting it
 * would make the probe wait on the counter store (Redis or the database), so an outage of the
 * store would fail every instance's probe at once (docs/deployment.md); and it protects nothing,
 * since `/ok` reads nothing. Better Auth 1.2.7 counts `/ok` like any route.
 */
export const UNCOUNTED_PATHS: ReadonlySet<string> = new Set(['/ok']);

/**
 * True when `pattern` matches the endpoint path `path`: equal, or a `/*` prefix of it
 * (`'/sign-in/*'` matches `/sign-in/email`; `'/*'` matches everything).
 */
export function matchesPath(pattern: string, path: string): boolean {
  if (pattern.endsWith('/*')) return path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

const ruleMatches = (rule: RateLimitRule, path: string) =>
  typeof rule.path === 'function' ? rule.path(path) : matchesPath(rule.path, path);

function customRuleFor(
  customRules: Record<string, CustomRateLimit>,
  path: string,
): CustomRateLimit | undefined {
  if (Object.hasOwn(customRules, path)) return customRules[path];
  // Among prefixes, the longest (most specific) wins.
  let best: string | undefined;
  for (const pattern of Object.keys(customRules)) {
    if (pattern.endsWith('/*') && matchesPath(pattern, path)) {
      if (!best || pattern.length > best.length) best = pattern;
    }
  }
  return best === undefined ? undefined : customRules[best];
}

/**
 * The limit of one endpoint path, or null when it is not limited: never for
 * {@link UNCOUNTED_PATHS}; otherwise `customRules` first (exact path, then the longest matching
 * prefix), then plugin rules in plugin order, then the built-in rules, then the default
 * `window`/`max`.
 */
export function ruleFor(
  path: string,
  options: ResolvedRateLimitOptions,
  pluginRules: readonly RateLimitRule[],
): ResolvedRateLimitRule | null {
  if (UNCOUNTED_PATHS.has(path)) return null;
  const custom = customRuleFor(options.customRules, path);
  if (custom === false) return null;
  if (custom) return custom;
  const rule =
    pluginRules.find((r) => ruleMatches(r, path)) ??
    BUILT_IN_RULES.find((r) => ruleMatches(r, path));
  if (rule) return { window: rule.window, max: rule.max };
  return { window: options.window, max: options.max };
}
