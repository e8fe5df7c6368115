/**
 * The cluster tests' HTTP client, on `node:http` (so a request can leave from a chosen loopback
 * address): a browser with a cookie jar and a client IP of its own, sent as `X-Forwarded-For`
 * the way a CDN in front of nginx would (see nginx.ts).
 */
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** One answer, its body parsed, and which instance sent it (`x-instance`). */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: any;
  instance: string;
}

/** Keep-alive, no socket cap: 50 parallel requests are 50 connections. */
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const REQUEST_TIMEOUT_MS = 15_000;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  /** The loopback address to connect from. Default: 127.0.0.1. */
  localAddress?: string;
}

/**
 * One HTTP request, bounded by a 15 s timeout. A request sent on a reused keep-alive connection
 * that the other side closed before answering (nginx closing idle client connections, as its
 * workers do on a reload) is sent once more on a new connection, as browsers do: a server only
 * closes a connection it is not reading a request from.
 */
export async function send(url: string, options: RequestOptions = {}): Promise<Answer> {
  try {
    return await sendOnce(url, options);
  } catch (error) {
    if ((error as { reusedSocket?: boolean }).reusedSocket) return sendOnce(url, options, false);
    throw error;
  }
}

/** `reuse: false`: a connection of its own, not one of the pool's (which may be closing too). */
function sendOnce(url: string, options: RequestOptions, reuse = true): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        headers,
        agent: reuse ? agent : false,
        localAddress: options.localAddress,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {}
          const instance = String(res.headers['x-instance'] ?? 'nginx');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, instance });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`${url}: no answer in ${REQUEST_TIMEOUT_MS} ms`)),
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      const closedIdle = req.reusedSocket && error.code === 'ECONNRESET';
      reject(closedIdle ? Object.assign(error, { reusedSocket: true }) : error);
    });
    req.end(payload);
  });
}

let clients = 0;

/** A client IPv4 address no other browser of this process uses (198.18.0.0/15, RFC 2544). */
export function nextClientIp(): string {
  clients++;
  return `198.${18 + ((clients >> 16) & 1)}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** A browser: cookies kept between calls, Origin sent on POST, its own client IP. */
export interface Browser {
  /** The client address nginx is told about (`X-Forwarded-For`). */
  ip: string;
  cookies: Map<string, string>;
  /** `GET {base}/api/auth{path}`; `base` defaults to the app's public (nginx) origin. */
  get(path: string, base?: string): Promise<Answer>;
  post(path: string, body?: unknown, base?: string): Promise<Answer>;
  /** The cookie jar as a `Cookie` header. */
  cookieHeader(): string;
  /** A second browser holding a copy of this one's cookies (say, a stolen or stale copy). */
  copy(): Browser;
}

export interface BrowserOptions {
  /** The app's public origin, also sent as `Origin`. */
  origin: string;
  /** Default: {@link nextClientIp}. */
  ip?: string;
  /** The loopback address to connect from. Default: 127.0.0.1, which nginx trusts. */
  localAddress?: string;
  cookies?: Map<string, string>;
}

/** Creates a {@link Browser} for one app of the cluster. */
export function createBrowser(options: BrowserOptions): Browser {
  const ip = options.ip ?? nextClientIp();
  const cookies = new Map(options.cookies);
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const call = async (method: 'GET' | 'POST', path: string, body: unknown, base?: string) => {
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    if (cookies.size > 0) headers.cookie = cookieHeader();
    if (method === 'POST') headers.origin = options.origin;
    const answer = await send(`${base ?? options.origin}/api/auth${path}`, {
      method,
      headers,
      body: method === 'POST' ? (body ?? {}) : undefined,
      localAddress: options.localAddress,
    });
    for (const line of answer.headers['set-cookie'] ?? []) storeCookie(cookies, line);
    return answer;
  };
  return {
    ip,
    cookies,
    get: (path, base) => call('GET', path, undefined, base),
    post: (path, body, base) => call('POST', path, body, base),
    cookieHeader,
    copy: () => createBrowser({ ...options, ip, cookies }),
  };
}

function storeCookie(jar: Map<string, string>, setCookie: string): void {
  const [pair = '', ...attributes] = setCookie.split(';');
  const separator = pair.indexOf('=');
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
  if (expired || value === '') jar.delete(name);
  else jar.set(name, value);
}
