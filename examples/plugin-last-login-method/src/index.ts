/**
 * @module portcullis-plugin-last-login-method
 *
 * A third-party Portcullis plugin, written against `@portcullis/core/plugin` alone: it records
 * which method each user last signed in with (`user.lastLoginMethod`) and serves it at
 * `GET /last-login-method`. The browser half is `portcullis-plugin-last-login-method/client`.
 */
import { definePlugin, type HookContext } from '@portcullis/core/plugin';
import { createRecordHook } from './record-hook.js';
import { resolveDefaultMethod } from './resolve-method.js';
import { getLastLoginMethod } from './route.js';
import { lastLoginMethodSchema } from './schema.js';

export { resolveDefaultMethod } from './resolve-method.js';
export { lastLoginMethodSchema } from './schema.js';

/** Options of {@link lastLoginMethod}. */
export interface LastLoginMethodOptions {
  /**
   * Names the method of a sign-in route the default does not know (a magic-link or passkey
   * plugin's), given the hook context (`path`, `params`, `body`). Return a string to record it,
   * `null` or `undefined` to fall back to the default ({@link resolveDefaultMethod}: `'email'`,
   * `'username'`, or the social provider's id). It is consulted only for calls that created a
   * session (`ctx.newSession`). Default: none.
   *
   * @example
   * resolveMethod: (ctx) => (ctx.path === '/magic-link/verify' ? 'magic-link' : null)
   */
  resolveMethod?: (ctx: HookContext) => string | null | undefined;
}

/**
 * The last-login-method plugin: remembers how each user last signed in.
 *
 * - Adds `lastLoginMethod` (string, nullable, not settable by clients) to the user table; run
 *   `migrate(auth)` after adding the plugin. It shows on get-session's user.
 * - An after-hook records the method of every sign-in that creates a session: `'email'`
 *   (`/sign-in/email`, and `/sign-up/email` when it signs the user in), `'username'`
 *   (`/sign-in/username`), the provider id for social sign-in (`'github'`, …).
 * - `GET /last-login-method` (`auth.api.getLastLoginMethod`) answers `{ method }`, 401
 *   `UNAUTHORIZED` without a session.
 *
 * @example
 * const auth = createPortcullis({
 *   database: './auth.db',
 *   emailAndPassword: { enabled: true },
 *   plugins: [lastLoginMethod()],
 * });
 * await migrate(auth);
 */
export function lastLoginMethod(options: LastLoginMethodOptions = {}) {
  const { resolveMethod } = options;
  return definePlugin({
    id: 'last-login-method',
    schema: lastLoginMethodSchema,
    endpoints: { getLastLoginMethod },
    hooks: {
      after: createRecordHook((ctx) => resolveMethod?.(ctx) ?? resolveDefaultMethod(ctx)),
    },
  });
}
