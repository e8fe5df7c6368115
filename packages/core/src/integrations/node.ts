/**
 * @module @portcullis/core/node
 *
 * Runs the Web-standard handler on `node:http` and Express: `toNodeHandler(auth)` converts
 * Node's request into a `Request` and streams the `Response` back; `fromNodeHeaders` turns
 * Node's header object into `Headers` for server calls such as `auth.api.getSession`.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import {
  fromWebRequest,
  type Handler,
  type IncomingRequest,
  PLAIN_HANDLER,
} from '../http/incoming-request.js';
import type { PlainResponse } from '../http/plain-response.js';
import { setRemoteAddress } from '../http/remote-address.js';
import {
  type DrainOptions,
  drainBody,
  lingerAfterAnswer,
  resolveDrainOptions,
} from './drain-body.js';
import { toBodyStream } from './node-body-stream.js';
import { NodeRequestHeaders } from './node-request-headers.js';

export type { DrainOptions } from './drain-body.js';

/** Options of {@link toNodeHandler}: how a request body the answer left unread is handled. */
export type NodeHandlerOptions = DrainOptions;

/** Anything with a Web-standard handler, such as a Portcullis instance. */
export interface HasHandler {
  handler: (request: Request) => Promise<Response>;
}

/** Node's request as Express may hand it over: with `originalUrl` and maybe a parsed `body`. */
type NodeRequest = IncomingMessage & { originalUrl?: string; body?: unknown };

/**
 * Converts Node's incoming headers into `Headers` (repeated headers joined as Node does).
 *
 * @example
 * const session = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
 */
export function fromNodeHeaders(nodeHeaders: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(nodeHeaders)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

/**
 * Wraps a Portcullis instance (or its handler) as a `node:http` / Express request listener.
 *
 * Works whether or not a body parser ran first: a body Express already parsed is re-serialized
 * as JSON; otherwise the raw stream is passed through. The connection's peer address is the
 * client IP (rate limits, `session.ipAddress`) unless `advanced.ipAddress.trustedProxies` says
 * proxies stand in front, in which case their `X-Forwarded-For` is read instead. The request URL's origin is the `Host`
 * header's, but Portcullis builds links from its configured `baseURL`, never from `Host`.
 *
 * An answer given before the request body was read whole (413 past `advanced.maxBodySizeBytes`,
 * a 404 …) waits while the rest of the body is read and discarded, up to
 * `options.drainLimitBytes` (default 8 MiB) and `options.drainTimeoutMs` (default 5000 ms), and
 * the connection then stays open for the next request. Past a bound (or at once, when
 * `Content-Length` already exceeds `drainLimitBytes`) it goes out with `Connection: close`, and
 * the socket is closed once the client has closed its side or `drainTimeoutMs` later, never
 * straight after the answer: a client still writing would get a reset instead of the answer.
 *
 * @example
 * import { createServer } from 'node:http';
 * createServer(toNodeHandler(auth)).listen(3000);
 * // Express 5: app.all('/api/auth/*splat', toNodeHandler(auth));
 * // Tighter bounds for the rest of a refused body: toNodeHandler(auth, { drainLimitBytes: 1 << 20 })
 */
export function toNodeHandler(
  auth: HasHandler | HasHandler['handler'],
  options: NodeHandlerOptions = {},
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const handler = typeof auth === 'function' ? auth : auth.handler;
  const drain = resolveDrainOptions(options);
  // A Portcullis handler has a second entry point that answers plain status, headers and body:
  // written straight to the socket, with no Web Response or body stream in between.
  const plain = (handler as Partial<Handler>)[PLAIN_HANDLER];
  return async (req, res) => {
    try {
      const answer = plain
        ? await plain(toIncoming(req as NodeRequest))
        : await handler(toRequest(req as NodeRequest));
      // Answered before the body arrived whole (a 413, say): discard the rest so the connection
      // can carry the next request; past the bounds, close it, but only once the client could
      // read the answer (a client still uploading would otherwise see a reset, not the 413).
      if (!req.complete && !(await drainBody(req, drain))) {
        res.setHeader('connection', 'close');
        lingerAfterAnswer(req, res, drain.drainTimeoutMs);
      }
      if (answer instanceof Response) await writeResponse(answer, res);
      else writePlain(answer, res);
    } catch {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"code":"INTERNAL_SERVER_ERROR","message":"Internal Server Error"}');
    }
  };
}

// A path (and query) made only of characters the WHATWG URL parser keeps as they are, with no
// dot segments; anything else goes through `new URL` to be normalised exactly as a Request's.
const PLAIN_PATH = /^\/(?!\/)(?!.*\/\.)[\w\-.~!$&()*+,;=:@/?]*$/;
const PLAIN_HOST = /^[\w\-.]+(:\d+)?$/;

function requestURL(req: NodeRequest): string {
  const protocol = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const path = req.originalUrl ?? req.url ?? '/';
  const host = req.headers.host ?? 'localhost';
  if (PLAIN_PATH.test(path) && PLAIN_HOST.test(host)) return `${protocol}://${host}${path}`;
  return new URL(path, `${protocol}://${host}`).href;
}

/**
 * The router's view of a Node request. Bodiless requests (GET, HEAD) build their Web `Request`
 * only if an endpoint asks for `ctx.request`; others build it at once, to stream the body.
 */
function toIncoming(req: NodeRequest): IncomingRequest {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') return fromWebRequest(toRequest(req));
  return new BodilessRequest(
    method,
    requestURL(req),
    new NodeRequestHeaders(req.headers, req.socket?.remoteAddress),
  );
}

/**
 * A bodiless Node request as the router reads it. A class rather than an object literal with a
 * getter, which V8 builds in its slow dictionary form on every request.
 */
class BodilessRequest implements IncomingRequest {
  // Declared only and assigned in the constructor (parameter properties become class fields,
  // which V8 defines through its slow [[DefineOwnProperty]] path on every request).
  declare readonly method: string;
  declare readonly url: string;
  declare readonly headers: NodeRequestHeaders;
  #request: Request | undefined;

  constructor(method: string, url: string, headers: NodeRequestHeaders) {
    this.method = method;
    this.url = url;
    this.headers = headers;
  }

  /** The Web `Request`, built on first access (an endpoint reading `ctx.request`). */
  get request(): Request {
    this.#request ??= new Request(this.url, { method: this.method, headers: this.headers });
    return this.#request;
  }
}

function toRequest(req: NodeRequest): Request {
  const request = buildRequest(req);
  // Request copies the headers it is given: record the address on the copy endpoints read.
  setRemoteAddress(request.headers, req.socket?.remoteAddress);
  return request;
}

function buildRequest(req: NodeRequest): Request {
  const url = requestURL(req);
  const headers = fromNodeHeaders(req.headers);
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  if (req.body !== undefined && req.readableEnded) {
    // A body parser consumed the stream; send what it parsed.
    const body = typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
    headers.delete('content-length');
    if (typeof req.body !== 'string') headers.set('content-type', 'application/json');
    return new Request(url, { method, headers, body });
  }
  return new Request(url, {
    method,
    headers,
    body: toBodyStream(req),
    duplex: 'half',
  } as RequestInit);
}

/** Node's header list of a Headers object: one entry per Set-Cookie, the rest as they are. */
function toNodeHeaders(headers: Headers): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return out;
}

function writePlain({ status, headers, body }: PlainResponse, res: ServerResponse): void {
  // With its length known, Node sends the head and body in one write instead of chunking them.
  const length = body === null ? undefined : String(Buffer.byteLength(body));
  if (headers instanceof Headers) {
    const head = toNodeHeaders(headers);
    if (length !== undefined) head['content-length'] = length;
    res.writeHead(status, head);
  } else {
    res.writeHead(
      status,
      length === undefined ? [...headers] : [...headers, 'content-length', length],
    );
  }
  res.end(body ?? undefined);
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  res.writeHead(response.status, toNodeHeaders(response.headers));
  if (!response.body) {
    res.end();
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}
