import type { PlainResponse } from './plain-response.js';

/**
 * A request as the router reads it: method, absolute URL and headers, plus the Web `Request`
 * itself. Adapters that start from something else (Node's `IncomingMessage`) build the
 * `Request` only when something asks for it — an endpoint reading `ctx.request`, or a body to
 * read — so a bodiless GET never pays for one.
 */
export interface IncomingRequest {
  readonly method: string;
  /** The absolute URL, e.g. `http://localhost:3000/api/auth/get-session`. */
  readonly url: string;
  readonly headers: Headers;
  /** The Web `Request`; may be built on first access. */
  readonly request: Request;
}

/** The {@link IncomingRequest} of a Web `Request`. */
export const fromWebRequest = (request: Request): IncomingRequest => ({
  method: request.method,
  url: request.url,
  headers: request.headers,
  request,
});

/**
 * The handler's second entry point, for adapters: the same routing and endpoints, answering a
 * {@link PlainResponse} instead of a `Response`. Found on `auth.handler` under this symbol.
 */
export const PLAIN_HANDLER: unique symbol = Symbol.for('portcullis.plainHandler');

/**
 * The path and the query (without `?`) of an absolute URL, read without parsing the whole URL:
 * the path starts at the first `/` after the scheme's `//`; a fragment is dropped. Null when the
 * text is not an absolute URL with a path.
 */
export function splitURL(url: string): { pathname: string; search: string } | null {
  const authority = url.indexOf('//');
  const pathStart = authority < 0 ? -1 : url.indexOf('/', authority + 2);
  if (pathStart < 0) return null;
  const hash = url.indexOf('#', pathStart);
  const end = hash < 0 ? url.length : hash;
  const query = url.indexOf('?', pathStart);
  if (query < 0 || query > end) return { pathname: url.slice(pathStart, end), search: '' };
  return { pathname: url.slice(pathStart, query), search: url.slice(query + 1, end) };
}

/** The Web-standard handler, carrying the adapters' entry point under {@link PLAIN_HANDLER}. */
export type Handler = ((request: Request) => Promise<Response>) & {
  [PLAIN_HANDLER]: (incoming: IncomingRequest) => Promise<PlainResponse>;
};
