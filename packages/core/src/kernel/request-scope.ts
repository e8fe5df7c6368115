import type { CookieAttributes } from '../cookies/cookie-jar.js';
import type { SessionWithUser } from '../db/entities.js';
import type { AuthContext } from './auth-context.js';

/**
 * The part of a request that session code works with: the auth context, the request headers, and
 * the request's and response's cookies. An endpoint's `ctx` is one (`EndpointContext` extends
 * it), so `session/` serves routes, hooks and plugins without depending on the endpoint layer.
 *
 * @example
 * function isRemembered(scope: RequestScope): boolean {
 *   return scope.getSignedCookie(scope.context.cookies.dontRemember) === null;
 * }
 */
export interface RequestScope {
  /** The auth context: options, database, cookies, logger. */
  context: AuthContext;
  /** Request headers (empty for server calls made without headers). */
  headers: Headers;
  /** A signed request cookie's value when its signature verifies, else null. */
  getSignedCookie(name: string): string | null;
  /** Adds a `Set-Cookie` to the response. `maxAge` is in seconds. */
  setCookie(name: string, value: string, attributes?: CookieAttributes): void;
  /** Adds a signed `Set-Cookie` (`value.signature`, SPEC §5). */
  setSignedCookie(name: string, value: string, attributes?: CookieAttributes): void;
  /**
   * The session this call created (sign-up, any sign-in, auto sign-in after verification), set by
   * `createSession`; null until one is. `after` hooks read it, as Better Auth's
   * `ctx.context.newSession`.
   */
  newSession: SessionWithUser | null;
}
