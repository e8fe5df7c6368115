/**
 * @module @portcullis/core/node
 *
 * Runs the Web-standard handler on `node:http` and Express: `toNodeHandler(auth)` converts
 * Node's request into a `Request` and streams the `Response` back; `fromNodeHeaders` turns
 * Node's header object into `Headers` for server calls such as `auth.api.getSession`.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

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
 * as JSON; otherwise the raw stream is passed through. The request URL's origin is the `Host`
 * header's, but Portcullis builds links from its configured `baseURL`, never from `Host`.
 *
 * @example
 * import { createServer } from 'node:http';
 * createServer(toNodeHandler(auth)).listen(3000);
 * // Express 5: app.all('/api/auth/*splat', toNodeHandler(auth));
 */
export function toNodeHandler(
  auth: HasHandler | HasHandler['handler'],
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const handler = typeof auth === 'function' ? auth : auth.handler;
  return async (req, res) => {
    try {
      const response = await handler(toRequest(req as NodeRequest));
      await writeResponse(response, res);
    } catch {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"code":"INTERNAL_SERVER_ERROR","message":"Internal Server Error"}');
    }
  };
}

function toRequest(req: NodeRequest): Request {
  const protocol = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const url = new URL(
    req.originalUrl ?? req.url ?? '/',
    `${protocol}://${req.headers.host ?? 'localhost'}`,
  );
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
    body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit);
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}
