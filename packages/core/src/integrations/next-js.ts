/**
 * @module @portcullis/core/next-js
 *
 * Next.js (App Router): `toNextJsHandler(auth)` gives the route handlers of
 * `app/api/auth/[...all]/route.ts`, and the `nextCookies()` plugin lets server actions that call
 * `auth.api.*` set cookies. Read the session anywhere on the server with
 * `auth.api.getSession({ headers: await headers() })`, or check it before rendering with
 * `protectPage(auth, { role, permission, … })` (redirects a signed-out user to the sign-in page).
 */
import type { HasHandler } from './node.js';

export { nextCookies } from '../plugins/next-cookies/index.js';
export type { HasHandler } from './node.js';
export {
  type ProtectPageForbidden,
  type ProtectPageOptions,
  type ProtectResult,
  protect,
  protectPage,
  requireSession,
} from './protect.js';

/**
 * A Next.js route handler. Next passes a `NextRequest` (a `Request`) and the route's params; the
 * auth routes need only the request.
 */
export type NextRouteHandler = (request: Request) => Promise<Response>;

/** The route handlers {@link toNextJsHandler} returns, one per HTTP method. */
export interface NextJsHandlers {
  GET: NextRouteHandler;
  POST: NextRouteHandler;
  PATCH: NextRouteHandler;
  PUT: NextRouteHandler;
  DELETE: NextRouteHandler;
  OPTIONS: NextRouteHandler;
}

/**
 * Exposes a Portcullis instance (or its handler) as Next.js route handlers. Every method hands
 * the request to the same Web-standard handler, unchanged: routing under the base path, the CSRF
 * origin check, CORS preflights (`OPTIONS`, with `advanced.cors`) and 404s all happen there.
 * Mount it on a catch-all segment under the base path (default `/api/auth`).
 *
 * @example
 * // app/api/auth/[...all]/route.ts
 * import { toNextJsHandler } from '@portcullis/core/next-js';
 * import { auth } from '@/lib/auth';
 *
 * export const { GET, POST } = toNextJsHandler(auth);
 */
export function toNextJsHandler(auth: HasHandler | HasHandler['handler']): NextJsHandlers {
  const handler = typeof auth === 'function' ? auth : auth.handler;
  const route: NextRouteHandler = (request) => handler(request);
  return { GET: route, POST: route, PATCH: route, PUT: route, DELETE: route, OPTIONS: route };
}
