import type { RequestScope } from '../../plugin/index.js';

/**
 * The name of a two-factor cookie, built as Better Auth's `createAuthCookie(name)`:
 * `{prefix}.{name}` with the `__Secure-` prefix when cookies are Secure (`better-auth.two_factor`,
 * `better-auth.trust_device` with the default prefix).
 */
export function twoFactorCookieName(scope: Pick<RequestScope, 'context'>, name: string): string {
  return scope.context.cookies.sessionToken.replace(/session_token$/, name);
}

/** The signed cookie that carries a pending two-factor sign-in: Better Auth's `two_factor`. */
export const TWO_FACTOR_COOKIE = 'two_factor';

/** The signed cookie of a trusted device: Better Auth's `trust_device`. */
export const TRUST_DEVICE_COOKIE = 'trust_device';

/** Expires a cookie (Max-Age=0). */
export function expireCookie(scope: RequestScope, name: string): void {
  scope.setCookie(name, '', { maxAge: 0 });
}
