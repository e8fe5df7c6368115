import { exposeHeader } from '../http/expose-header.js';
import type { PlainResponse } from '../http/plain-response.js';
import { createOriginMatcher } from './trusted-origins.js';

/**
 * `advanced.cors`: lets browser code on other origins (a SPA on another port or domain) call
 * the auth routes with credentials. Off unless configured.
 */
export interface CorsOptions {
  /**
   * Origins allowed to make cross-origin requests (exact origins or `https://*.domain`).
   * Default: `trustedOrigins`. An origin listed here but not in `trustedOrigins` can read GET
   * answers but its cookie-carrying POSTs are still refused by the CSRF origin check.
   */
  origins?: string[];
  /** Sends `Access-Control-Allow-Credentials: true` (cookies cross-origin). Default: true. */
  credentials?: boolean;
  /** How long browsers may cache a preflight answer, in seconds. Default: 600. */
  maxAge?: number;
  /** Request headers allowed on cross-origin calls. Default: `['content-type', 'authorization']`. */
  allowHeaders?: string[];
  /**
   * Response headers browser code may read. `set-auth-token` and `set-auth-jwt` (bearer and JWT
   * plugins) are always included.
   */
  exposeHeaders?: string[];
}

/** {@link CorsOptions} with defaults applied, computed once at start-up. */
export interface ResolvedCorsOptions {
  origins: string[];
  credentials: boolean;
  maxAge: number;
  allowHeaders: string[];
  exposeHeaders: string[];
}

/** The methods the auth routes answer, announced on preflight. */
const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOW_HEADERS = ['content-type', 'authorization'];
const ALWAYS_EXPOSED = ['set-auth-token', 'set-auth-jwt'];

/**
 * Applies CORS defaults: `undefined`/`false` → off; `true` → defaults; an object → merged.
 *
 * @throws Error (configuration) for a negative or non-integer `maxAge`.
 */
export function resolveCorsOptions(
  input: boolean | CorsOptions | undefined,
  trustedOrigins: string[],
): ResolvedCorsOptions | undefined {
  if (!input) return undefined;
  const options = input === true ? {} : input;
  const maxAge = options.maxAge ?? 600;
  if (!Number.isInteger(maxAge) || maxAge < 0) {
    throw new Error('[portcullis] advanced.cors.maxAge must be a whole number of seconds ≥ 0.');
  }
  const lower = (names: string[]) => [...new Set(names.map((name) => name.toLowerCase()))];
  return {
    origins: options.origins ?? trustedOrigins,
    credentials: options.credentials ?? true,
    maxAge,
    allowHeaders: lower(options.allowHeaders ?? DEFAULT_ALLOW_HEADERS),
    exposeHeaders: lower([...ALWAYS_EXPOSED, ...(options.exposeHeaders ?? [])]),
  };
}

/** What CORS reads of a request: its method and headers. */
type RequestHead = Pick<Request, 'method' | 'headers'>;

/** The CORS layer of the router, built once from {@link ResolvedCorsOptions}. */
export interface Cors {
  /**
   * Answers a preflight (`OPTIONS` with `Access-Control-Request-Method`) to a path under the base
   * path: 204, with the allow headers only when the origin is allowed. Returns undefined for
   * any other request.
   */
  preflight(request: RequestHead, pathname: string): PlainResponse | undefined;
  /** Adds the CORS headers to an actual response's headers when the request's origin is allowed. */
  decorate(request: RequestHead, headers: Headers): void;
}

/**
 * Builds the CORS layer. Disallowed origins get no CORS headers at all: the preflight still
 * answers 204 (so nothing about routes is revealed), and the browser blocks the call.
 */
export function createCors(options: ResolvedCorsOptions, basePath: string): Cors {
  const matcher = createOriginMatcher(options.origins);
  const allowed = new Set(options.allowHeaders);
  const allowedOrigin = (request: RequestHead) => {
    const origin = request.headers.get('origin');
    return origin && origin !== 'null' && matcher.isTrusted(origin) ? origin : undefined;
  };
  const underBase = (pathname: string) =>
    basePath === '' || pathname === basePath || pathname.startsWith(`${basePath}/`);
  const common = (headers: Headers, origin: string) => {
    headers.set('access-control-allow-origin', origin);
    if (options.credentials) headers.set('access-control-allow-credentials', 'true');
  };

  return {
    preflight(request, pathname) {
      if (request.method !== 'OPTIONS' || !underBase(pathname)) return undefined;
      const headers = new Headers({ vary: 'Origin', 'cache-control': 'no-store' });
      const origin = allowedOrigin(request);
      if (origin) {
        common(headers, origin);
        headers.set('access-control-allow-methods', ALLOW_METHODS);
        const requested = (request.headers.get('access-control-request-headers') ?? '')
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter((name) => allowed.has(name));
        if (requested.length > 0) {
          headers.set('access-control-allow-headers', requested.join(', '));
        }
        headers.set('access-control-max-age', String(options.maxAge));
      }
      return { status: 204, headers, body: null };
    },
    decorate(request, headers) {
      if (!request.headers.has('origin')) return;
      headers.append('vary', 'Origin');
      const origin = allowedOrigin(request);
      if (!origin) return;
      common(headers, origin);
      for (const name of options.exposeHeaders) exposeHeader(headers, name);
    },
  };
}
