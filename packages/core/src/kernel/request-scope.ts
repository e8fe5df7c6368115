import type { CookieAttributes } from '../cookies/cookie-jar.js';
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
}
