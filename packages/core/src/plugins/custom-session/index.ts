/**
 * @module custom-session
 *
 * The `customSession(fn)` plugin: the app's function reshapes the answer of `GET /get-session`
 * (and `auth.api.getSession`), Better Auth 1.2.7's `customSession`.
 */
import { definePlugin } from '../../plugin/index.js';
import {
  type CustomSessionFunction,
  createCustomSessionEndpoint,
} from './routes/get-custom-session.js';
import type { CustomSessionInput } from './session-input.js';

export type { CustomSessionFunction } from './routes/get-custom-session.js';
export type { CustomSessionInput } from './session-input.js';

/**
 * The custom-session plugin, wire-compatible with Better Auth 1.2.7's `customSession`.
 *
 * Replaces `GET /get-session` (same query flags, `disableCookieCache` and `disableRefresh`, same
 * cookie cache and sliding refresh): for a signed-in request the answer is what
 * `fn({ user, session }, ctx)` returns (awaited), for a signed-out one `null` (`fn` not called).
 * `auth.api.getSession` and a client with `customSessionClient<typeof auth>()` are typed with
 * `fn`'s result.
 *
 * - `fn` runs on every get-session, a cookie-cache hit included (the cache holds the session as
 *   read, never `fn`'s result), so keep it fast or cache on your side.
 * - Only `/get-session` changes: `/list-sessions`, sign-in answers and the session read by other
 *   routes (`getSession(ctx)` in plugins, `requireSession`) keep the core shape, as in Better
 *   Auth 1.2.7.
 * - Without the plugin nothing of this runs: the core route serves get-session unchanged.
 *
 * `options`: the instance's options (type only, as Better Auth's second argument), so `fn`'s
 * `user` and `session` carry the plugins' and `user.additionalFields`' fields. Define them in a
 * variable and pass it to both `createPortcullis` and `customSession`.
 *
 * @see docs/custom-session.md
 * @example
 * const options = { database: './auth.db', plugins: [username()] } satisfies PortcullisOptions;
 * const auth = createPortcullis({
 *   ...options,
 *   plugins: [
 *     ...options.plugins,
 *     customSession(async ({ user, session }) => ({
 *       user: { ...user, roles: await roles.of(user.id) },
 *       session,
 *     }), options),
 *   ],
 * });
 * const data = await auth.api.getSession({ headers }); // { user: { …, roles }, session } | null
 */
export function customSession<Returns, O = {}>(
  fn: CustomSessionFunction<CustomSessionInput<O>, Returns>,
  options?: O,
) {
  void options; // type only
  return definePlugin({
    id: 'custom-session',
    endpoints: { getSession: createCustomSessionEndpoint(fn) },
  });
}
