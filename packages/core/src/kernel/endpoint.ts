import type { z } from 'zod';
import type { CookieAttributes } from '../cookies/cookie-jar.js';
import type { AuthContext } from './auth-context.js';
import type { RequestScope } from './request-scope.js';

/** HTTP methods an endpoint can answer. */
export type HTTPMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The declaration of one endpoint: everything but the handler. */
export interface EndpointConfig<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HTTPMethod | HTTPMethod[];
  /** Schema of the request body; failure → 400 VALIDATION_ERROR 'Invalid body parameters'. */
  body?: Body;
  /** Schema of the query string; failure → 400 VALIDATION_ERROR 'Invalid query parameters'. */
  query?: Query;
  /** Callable as `auth.api.*` only; over HTTP it answers 404 (e.g. set-password, SPEC §2). */
  serverOnly?: boolean;
  /**
   * A server call made without `headers` fails with 400 `VALIDATION_ERROR` 'Headers is required'
   * (SPEC §8) after the body and query are validated, as Better Auth 1.2.7 answers for the
   * routes that act on the caller's session (get-session, sign-out, the session routes,
   * link-social, the JWT `/token`). HTTP requests always carry headers. Default: false.
   */
  requireHeaders?: boolean;
  /**
   * Exempts the endpoint from the CSRF origin check on cookie-carrying POSTs (SPEC §5). Only
   * for endpoints that a third party legitimately posts to and that neither read nor act on
   * cookies for a POST: the OAuth callback, which Apple (`response_mode=form_post`) POSTs
   * cross-site, and which answers a POST only with a redirect to its own GET form.
   * Default: false.
   */
  skipOriginCheck?: boolean;
  /** Documentation for the API reference (summary, description). */
  metadata?: { summary?: string; description?: string; tags?: string[] };
}

/** A response that is a redirect, returned by `ctx.redirect(url)`. */
export interface RedirectResult {
  readonly __redirect: true;
  readonly location: string;
  readonly status: 302;
}

/** A raw response body with its content type, returned by `ctx.html(...)`. */
export interface RawResult {
  readonly __raw: true;
  readonly body: string;
  readonly contentType: string;
  readonly status: number;
}

/** What a handler sees: parsed input, the request's cookies and headers, and response helpers. */
export interface EndpointContext<Body = unknown, Query = unknown> extends RequestScope {
  /** The validated body. */
  body: Body;
  /** The validated query. */
  query: Query;
  /** The endpoint's path, e.g. `/sign-up/email`. */
  path: string;
  /** Path parameters, e.g. `{ id }` for `/callback/:id`. */
  params: Record<string, string>;
  /** Request headers (empty for server calls made without headers). */
  headers: Headers;
  /** The request, for HTTP calls; absent for server calls. */
  request: Request | undefined;
  /** True for `auth.api.*` calls, false for HTTP. */
  isServerCall: boolean;
  /** The auth context: options, database, cookies, logger. */
  context: AuthContext;
  /** A request cookie by name (percent-decoded), or undefined. */
  getCookie(name: string): string | undefined;
  /** A signed request cookie's value when its signature verifies, else null. */
  getSignedCookie(name: string): string | null;
  /** Adds a `Set-Cookie` to the response. `maxAge` is in seconds. */
  setCookie(name: string, value: string, attributes?: CookieAttributes): void;
  /** Adds a signed `Set-Cookie` (`value.signature`, SPEC §5). */
  setSignedCookie(name: string, value: string, attributes?: CookieAttributes): void;
  /** Sets a response header. */
  setHeader(name: string, value: string): void;
  /** The response headers set so far (Set-Cookie included); for after-hooks to inspect. */
  readonly responseHeaders: Headers;
  /** A 302 redirect to `location`. */
  redirect(location: string): RedirectResult;
  /** A raw HTML response. */
  html(body: string, status?: number): RawResult;
}

/** The handler of an endpoint: returns JSON-serializable data, a redirect, or throws APIError. */
export type EndpointHandler<Body, Query, Result> = (
  ctx: EndpointContext<Body, Query>,
) => Promise<Result> | Result;

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

/** An endpoint: declared once, served over HTTP and callable as `auth.api.<name>`. */
export interface Endpoint<
  Path extends string = string,
  Config extends EndpointConfig = EndpointConfig,
  Result = unknown,
> {
  path: Path;
  config: Config;
  handler: EndpointHandler<Infer<Config['body']>, Infer<Config['query']>, Result>;
}

/**
 * Declares an endpoint. The declaration feeds the HTTP router, the typed server API, and
 * (later) the client's types and the OpenAPI document: there is no second copy of a shape.
 *
 * @example
 * export const ok = defineEndpoint('/ok', { method: 'GET' }, () => ({ ok: true }));
 * @see STYLE §2
 */
export function defineEndpoint<
  const Path extends string,
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Result = unknown,
>(
  path: Path,
  config: EndpointConfig<Body, Query>,
  handler: EndpointHandler<Infer<Body>, Infer<Query>, Result>,
): Endpoint<Path, EndpointConfig<Body, Query>, Result> {
  return { path, config, handler } as Endpoint<Path, EndpointConfig<Body, Query>, Result>;
}
