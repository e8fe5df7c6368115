/**
 * @module next-cookies
 *
 * The `nextCookies()` plugin: cookies set by `auth.api.*` calls made inside Next.js server
 * actions reach the browser.
 */
import { definePlugin, type HookContext } from '../../plugin/index.js';
import { copySetCookies } from './copy-set-cookies.js';
import { writeToNextCookies } from './next-cookie-store.js';

/**
 * After-hook: for a server call (`auth.api.*`) whose endpoint set cookies, copies every
 * `Set-Cookie` into Next.js's `cookies()` store. HTTP calls are left alone: their cookies travel
 * on the `Response` the handler returns.
 */
async function forwardSetCookies(ctx: HookContext): Promise<undefined> {
  if (!ctx.isServerCall) return;
  const setCookieHeaders = ctx.responseHeaders.getSetCookie();
  if (setCookieHeaders.length === 0) return;
  const written = await writeToNextCookies((store) => copySetCookies(setCookieHeaders, store));
  if (!written) {
    ctx.context.logger.debug(
      `nextCookies: ${ctx.path} set cookies outside a server action or route handler; they were not forwarded`,
    );
  }
}

/**
 * The Next.js cookies plugin. A server action that calls `auth.api.signInEmail(...)` gets no
 * HTTP response from Portcullis, so the session cookie would be lost; with this plugin every
 * cookie a server call sets (sign-in, sign-up, sign-out's deletion, a session refresh) is copied
 * into `(await cookies()).set(...)` with all its attributes, and Next.js sends it with the
 * action's response (a `redirect()` after the call included).
 *
 * - Works in server actions and route handlers. In a server component Next.js forbids cookie
 *   writes: the call still succeeds and the cookies are dropped (logged at `debug`).
 * - Outside Next.js (no `next` package, no request scope) it does nothing.
 * - `next` is loaded with a dynamic `import()` at call time; core does not depend on it.
 * - List it **last** in `plugins`: it forwards the cookies set by the endpoint and by the
 *   after-hooks that ran before it.
 *
 * @see SPEC §5 (session cookie)
 * @example
 * // lib/auth.ts
 * import { nextCookies } from '@portcullis/core/next-js';
 * export const auth = createPortcullis({ ..., plugins: [organization(), nextCookies()] });
 *
 * // app/sign-in/actions.ts
 * 'use server';
 * export async function signIn(form: FormData) {
 *   await auth.api.signInEmail({
 *     body: { email: String(form.get('email')), password: String(form.get('password')) },
 *     headers: await headers(),
 *   });
 *   redirect('/dashboard'); // the Set-Cookie goes out with the redirect
 * }
 */
export function nextCookies() {
  return definePlugin({
    id: 'next-cookies',
    hooks: { after: forwardSetCookies },
  });
}
