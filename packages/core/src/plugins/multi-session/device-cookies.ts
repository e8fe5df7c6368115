import {
  APIError,
  constantTimeEqual,
  parseCookies,
  type RequestScope,
  verifyCookieValue,
} from '../../plugin/index.js';
import { MULTI_SESSION_ERROR_CODES } from './error-codes.js';

/** What marks a device-session cookie's name, as Better Auth 1.2.7 names them. */
const MARK = '_multi-';

/**
 * The name of the cookie that keeps a session on this device: the session cookie's name,
 * `_multi-` and the token lower-cased (`portcullis.session_token_multi-<token>`, with the
 * `__Secure-` prefix when cookies are Secure), as Better Auth 1.2.7 names it.
 */
export function deviceCookieName(scope: RequestScope, token: string): string {
  return `${scope.context.cookies.sessionToken}${MARK}${token.toLowerCase()}`;
}

/** A device-session cookie of the request whose signature verifies. */
export interface DeviceCookie {
  /** The cookie's name, as the browser sent it. */
  name: string;
  /** The session token it holds. */
  token: string;
}

/** The names of the request's device-session cookies, signed or not. */
export function deviceCookieNames(scope: RequestScope): string[] {
  const header = scope.headers.get('cookie');
  if (!header?.includes(MARK)) return [];
  return Object.keys(parseCookies(header)).filter((name) => name.includes(MARK));
}

/**
 * The request's device-session cookies that this server signed and that are named after the
 * token they hold; tampered, foreign and misnamed ones are skipped. At most `limit` of them
 * (a browser cannot make one request read more sessions than the plugin ever keeps).
 */
export function readDeviceCookies(scope: RequestScope, limit: number): DeviceCookie[] {
  const out: DeviceCookie[] = [];
  for (const name of deviceCookieNames(scope)) {
    const token = scope.getSignedCookie(name);
    if (token && name === deviceCookieName(scope, token)) out.push({ name, token });
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * The device cookie of `token`, when this browser holds it signed and it holds that very token
 * (compared in constant time).
 *
 * @throws APIError 401 INVALID_SESSION_TOKEN otherwise.
 */
export function requireDeviceCookie(scope: RequestScope, token: string): DeviceCookie {
  const name = deviceCookieName(scope, token);
  const held = scope.getSignedCookie(name);
  if (held === null || !constantTimeEqual(held, token)) throw invalidSessionToken();
  return { name, token };
}

/** 401 'Invalid session token', Better Auth 1.2.7's answer. */
export const invalidSessionToken = () =>
  new APIError('UNAUTHORIZED', { message: MULTI_SESSION_ERROR_CODES.INVALID_SESSION_TOKEN });

/** Expires a device cookie, with the session cookie's attributes. */
export function clearDeviceCookie(scope: RequestScope, name: string): void {
  scope.setCookie(name, '', { maxAge: 0 });
}

/**
 * The value a response sets for `name` (the last `Set-Cookie` of that name wins), verified when
 * signed; undefined when the response sets no such cookie, '' when it clears it.
 */
export function responseCookie(
  headers: Headers,
  name: string,
  secret: string,
): string | null | undefined {
  let found: string | undefined;
  for (const line of headers.getSetCookie()) {
    const eq = line.indexOf('=');
    if (eq < 0 || line.slice(0, eq).trim() !== name) continue;
    const end = line.indexOf(';', eq);
    found = line.slice(eq + 1, end < 0 ? undefined : end).trim();
  }
  if (found === undefined || found === '') return found;
  let value: string;
  try {
    value = decodeURIComponent(found);
  } catch {
    return null;
  }
  return verifyCookieValue(value, secret);
}
