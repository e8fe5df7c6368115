import type { FixedHeaders, PlainResponse } from '../http/plain-response.js';

/**
 * Security headers added to every response the handler builds (JSON, redirect, HTML, errors and
 * bodiless 404s). A header an endpoint set explicitly is kept (e.g. `/jwks`'s own Cache-Control).
 *
 * - `X-Content-Type-Options: nosniff`: a JSON body is never sniffed into something executable.
 * - `Cache-Control: no-store`: auth answers carry sessions, tokens and Set-Cookie; no browser or
 *   shared cache may keep them (OWASP ASVS 5.0 14.3).
 * - `Referrer-Policy: no-referrer` on redirects: a redirect may come from, or lead to, a URL that
 *   carries a token (reset and verification links); no Referer should repeat it.
 */
export function applySecurityHeaders(
  headers: Headers,
  kind: 'redirect' | 'other' = 'other',
): Headers {
  headers.set('x-content-type-options', 'nosniff');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  if (kind === 'redirect' && !headers.has('referrer-policy')) {
    headers.set('referrer-policy', 'no-referrer');
  }
  return headers;
}

/** What {@link applySecurityHeaders} gives a `Headers` holding only `base`, as a fixed list. */
const withSecurityHeaders = (base: Record<string, string> = {}): FixedHeaders =>
  Object.freeze([...applySecurityHeaders(new Headers(base))].flat());

/** The headers of a JSON answer that set none of its own: the security headers and its type. */
export const JSON_HEADERS = withSecurityHeaders({ 'content-type': 'application/json' });

const NOT_FOUND_HEADERS = withSecurityHeaders();

/** A bodiless 404 (unknown route, SPEC §8) with the security headers. */
export const notFound = (): PlainResponse => ({
  status: 404,
  headers: NOT_FOUND_HEADERS,
  body: null,
});
