import { parseSetCookie } from 'cookie';

/** Attributes a cookie store accepts with a cookie (`maxAge` in seconds). */
export interface CookieStoreAttributes {
  maxAge?: number;
  expires?: Date;
  domain?: string;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: boolean | 'lax' | 'strict' | 'none';
  partitioned?: boolean;
  priority?: 'low' | 'medium' | 'high';
}

/**
 * The part of a response cookie store that Portcullis writes to: Next.js's
 * `(await cookies()).set(name, value, attributes)` has this shape.
 */
export interface CookieStore {
  set(name: string, value: string, attributes?: CookieStoreAttributes): unknown;
}

/**
 * Copies `Set-Cookie` header values into a cookie store, one `set` per cookie, in order (a later
 * cookie of the same name wins, as in a browser). Values are percent-decoded, since stores encode
 * them again when they write the header; every attribute is kept (`Max-Age`, `Expires`,
 * `HttpOnly`, `Secure`, `SameSite`, `Path`, `Domain`, `Partitioned`, `Priority`). A header
 * without a cookie name is skipped.
 *
 * @throws whatever `store.set` throws (Next.js refuses writes while rendering a page).
 * @example
 * copySetCookies(response.headers.getSetCookie(), await cookies());
 */
export function copySetCookies(setCookieHeaders: readonly string[], store: CookieStore): void {
  for (const header of setCookieHeaders) {
    const { name, value, ...attributes } = parseSetCookie(header);
    if (!name) continue;
    store.set(name, value ?? '', attributes);
  }
}
