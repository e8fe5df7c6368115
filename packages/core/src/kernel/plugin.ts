import type { SessionWithUser } from '../db/entities.js';
import type { DatabaseSchema } from '../db/schema.js';
import type { OAuthProvider } from '../providers/types.js';
import type { RateLimitRule } from '../rate-limit/rate-limit-options.js';
import type { AuthContext } from './auth-context.js';
import type { DatabaseHooks } from './database-hooks.js';
import type { Endpoint } from './endpoint.js';
import type { EndpointHooks } from './endpoint-hooks.js';
import type { RequestScope } from './request-scope.js';
import type { ResolvedOptions } from './resolved-options.js';

/**
 * A server plugin: the tables and fields it needs, the endpoints it serves (reachable over HTTP
 * under the base path and as `auth.api.<name>`), hooks around every endpoint, rate-limit rules
 * and its error catalogue. The names follow Better Auth's plugin vocabulary (`endpoints`,
 * `schema`, `hooks.before/after`, `databaseHooks`, `rateLimit`, `$ERROR_CODES`).
 *
 * Declare one with {@link definePlugin} (or `satisfies PortcullisPlugin`), so its literal
 * `schema` and `endpoints` types reach `auth.api` and the client.
 *
 * @example
 * const hello = definePlugin({
 *   id: 'hello',
 *   endpoints: { hello: defineEndpoint('/hello', { method: 'GET' }, () => ({ hi: true })) },
 *   rateLimit: [{ path: '/hello', window: 60, max: 10 }],
 * });
 * @see docs/plugins.md ("The plugin entry")
 */
export interface PortcullisPlugin {
  /** Unique id, e.g. `'organization'`. */
  id: string;
  /**
   * Models and fields this plugin adds, merged into the core schema (a field on `user` or
   * `session` joins those models). Run `migrate(auth)` after adding the plugin.
   */
  schema?: DatabaseSchema;
  /** Endpoints by their `auth.api` name, each declared with `defineEndpoint`. */
  endpoints?: Record<string, Endpoint<string, any, any>>;
  /** Hooks around every endpoint; they run after the app's own `hooks`, in plugin order. */
  hooks?: EndpointHooks;
  /**
   * Hooks around database writes, as the app's `databaseHooks`: they run after the app's own,
   * in plugin order, on every path that writes the model (a `session.create.before` hook sees
   * every sign-in, whatever route signs in). Each hook receives the adapter the write runs on;
   * throwing an `APIError` answers the request with it. Default: none.
   *
   * @example
   * databaseHooks: {
   *   session: {
   *     create: {
   *       async before(session, adapter) {
   *         const user = await adapter.findOne({ model: 'user', where: [{ field: 'id', value: session.userId as string }] });
   *         if (user?.locked) throw new APIError('FORBIDDEN', { message: 'Locked' });
   *       },
   *     },
   *   },
   * }
   */
  databaseHooks?: DatabaseHooks;
  /**
   * Rate-limit rules for this plugin's routes (window in seconds), e.g.
   * `[{ path: '/two-factor/*', window: 60, max: 5 }]`. They override the built-in rules and are
   * overridden by the app's `rateLimit.customRules`.
   */
  rateLimit?: RateLimitRule[];
  /**
   * The error codes this plugin answers with, code → message (e.g.
   * `{ USERNAME_IS_INVALID: 'username is invalid' }`), each code the message upper-cased
   * (`toErrorCode`). Informational on the server; the client plugin carries the same catalogue
   * into `client.$ERROR_CODES`. Default: none.
   */
  $ERROR_CODES?: Record<string, string>;
  /**
   * Reads a session token from a request some other way than the session cookie (the bearer
   * plugin reads `Authorization`); consulted before the cookie. Return `undefined` when the
   * request does not carry this kind of credential, `null` when it does but it is invalid — the
   * request then has no session (the cookie is not used instead), and since cookies cannot
   * authenticate it, it is exempt from the cookie CSRF check.
   */
  resolveSessionToken?: (scope: RequestScope) => string | null | undefined;
  /**
   * A session source of the plugin's own, for a credential that is not a session token (the
   * api-key plugin's `x-api-key`): consulted before the session token is read, by every route
   * that reads the session. Return `undefined`, synchronously and without work, when the request
   * carries no such credential (requests without one pay nothing more); else a function that
   * resolves the session the credential stands for, or `null` when it is invalid: the request
   * then has no session (the cookie is not used instead). Such a session is neither refreshed
   * nor put in the cookie cache. A request it claims is exempt from the cookie CSRF check, as
   * with `resolveSessionToken`.
   */
  resolveSession?: (scope: RequestScope) => (() => Promise<SessionWithUser | null>) | undefined;
  /**
   * OAuth providers this plugin adds to the app's `socialProviders` (Better Auth's `init`
   * returning `context.socialProviders`), built once at start-up from the resolved options (for
   * `baseURL`). They serve every route that looks a provider up by id (`/get-access-token`,
   * `/refresh-token`, `/link-social`, …) as the app's own do. Default: none.
   *
   * @throws Error (configuration) at start-up when an id is already taken by another provider.
   */
  socialProviders?: (options: ResolvedOptions) => OAuthProvider<any>[];
  /**
   * True for an OAuth state whose browser this plugin checks itself, later: the callback then
   * accepts it without this browser's signed state cookie. Only the OAuth proxy needs it (the
   * flow starts on a preview deployment, whose state cookie the production callback cannot
   * read; the preview checks it when the browser comes back). Whoever returns true must make
   * that check, or login CSRF is open. Default: none.
   */
  deferOAuthBrowserCheck?: (state: { callbackURL: string }, context: AuthContext) => boolean;
  /**
   * Checks a new password wherever one is about to be stored (sign-up, change-password,
   * reset-password, set-password, the email-OTP reset, the admin plugin's create-user and
   * set-user-password), after the built-in rules (length, common passwords) and the route's own
   * checks that come first (session, current password). Throw an `APIError` to refuse it.
   * Never called on sign-in: an existing password keeps working. Default: none.
   *
   * @example
   * checkNewPassword: (password) => {
   *   if (password.includes('acme')) throw new APIError('BAD_REQUEST', { message: 'No company names' });
   * }
   */
  checkNewPassword?: (password: string, context: AuthContext) => Promise<void> | void;
  /**
   * Runs for every HTTP request to one of the instance's routes, after the rate limit and before
   * the body is read, the input validated and any endpoint hook runs (Better Auth's `onRequest`);
   * `auth.api` server calls skip it. Throw an `APIError` to answer the request with it instead
   * of the route (the `captcha()` plugin refuses requests without a solved challenge so).
   * Default: none.
   *
   * @example
   * onRequest: (request) => {
   *   if (request.path === '/sign-up/email' && !request.headers.get('x-invite')) {
   *     throw new APIError('FORBIDDEN', { message: 'Invite only' });
   *   }
   * }
   */
  onRequest?: (request: PluginRequest, context: AuthContext) => Promise<void> | void;
}

/** What a plugin's `onRequest` sees of an HTTP request. */
export interface PluginRequest {
  /** The HTTP method, e.g. `'POST'`. */
  readonly method: string;
  /** The absolute URL, e.g. `http://localhost:3000/api/auth/sign-in/email?x=1`. */
  readonly url: string;
  readonly headers: Headers;
  /** The path of the endpoint the request matched, e.g. `/callback/:id`. */
  readonly path: string;
  /** The request's path under the base path, as sent (not decoded), e.g. `/callback/github`. */
  readonly pathname: string;
}

/**
 * Declares a server plugin. An identity function: it returns `plugin` unchanged, and exists so
 * that the plugin's object type is checked against {@link PortcullisPlugin} (callback
 * parameters typed from it) while its literal `schema` fields and `endpoints` stay in the
 * returned type, where `createPortcullis` and the client read them.
 *
 * @example
 * export const lastLoginMethod = () =>
 *   definePlugin({
 *     id: 'last-login-method',
 *     schema: defineSchema({
 *       user: { modelName: 'user', fields: { lastLoginMethod: { type: 'string', required: false } } },
 *     }),
 *     hooks: { after: (ctx) => void ctx.path },
 *   });
 */
export function definePlugin<const P extends PortcullisPlugin>(plugin: P): P {
  return plugin;
}
