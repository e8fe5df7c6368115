import type { Endpoint, EndpointContext } from '../api/endpoint.js';
import type { DatabaseSchema } from '../db/schema.js';
import type { EndpointHooks } from '../hooks/endpoint-hooks.js';
import type { RateLimitRule } from '../rate-limit/rate-limit-options.js';

/**
 * A plugin: tables and fields it needs, and endpoints it serves (reachable over HTTP under the
 * base path and as `auth.api.<name>`). Later issues grow this interface (hooks, rate-limit
 * rules, error codes, init) without changing how plugins are declared.
 *
 * @example
 * const hello = {
 *   id: 'hello',
 *   endpoints: { hello: defineEndpoint('/hello', { method: 'GET' }, () => ({ hi: true })) },
 * } satisfies PortcullisPlugin;
 */
export interface PortcullisPlugin {
  /** Unique id, e.g. `'organization'`. */
  id: string;
  /** Models and fields this plugin adds; merged into the core schema. */
  schema?: DatabaseSchema;
  /** Endpoints by their `auth.api` name. */
  endpoints?: Record<string, Endpoint<string, any, any>>;
  /** Hooks around every endpoint; they run after the app's own `hooks`. */
  hooks?: EndpointHooks;
  /**
   * Rate-limit rules for this plugin's routes (window in seconds), e.g.
   * `[{ path: '/two-factor/*', window: 60, max: 5 }]`. They override the built-in rules and are
   * overridden by the app's `rateLimit.customRules`.
   */
  rateLimit?: RateLimitRule[];
  /**
   * Reads a session token from a request some other way than the session cookie (the bearer
   * plugin reads `Authorization`); consulted before the cookie. Return `undefined` when the
   * request does not carry this kind of credential, `null` when it does but it is invalid — the
   * request then has no session (the cookie is not used instead), and since cookies cannot
   * authenticate it, it is exempt from the cookie CSRF check.
   */
  resolveSessionToken?: (ctx: EndpointContext<any, any>) => string | null | undefined;
}
