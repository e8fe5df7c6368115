/**
 * One user's browser against a `Request → Response` handler: it sends an `Origin` header and
 * the cookies it holds, and keeps the ones the server sets. A jar can be handed from one server
 * to another, which is what a drop-in replacement must survive.
 */
import { BASE_URL } from '../support/sides.js';

/** The cookies a browser holds for the site, by name. */
export type CookieJar = Map<string, string>;

/** A handler as both libraries expose it. */
export type Handler = (request: Request) => Promise<Response>;

/** Sends one request under `/api/auth` with the jar's cookies, and stores what the answer sets. */
export async function send(
  handler: Handler,
  path: string,
  options: { body?: unknown; jar?: CookieJar; method?: 'GET' | 'POST'; query?: string } = {},
): Promise<Response> {
  const { body, jar, method = body === undefined ? 'GET' : 'POST' } = options;
  const headers = new Headers({ origin: BASE_URL });
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (jar?.size) headers.set('cookie', cookieHeader(jar));
  const response = await handler(
    new Request(`${BASE_URL}/api/auth${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  if (jar) {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value && !/max-age=0\b/i.test(setCookie)) jar.set(pair.slice(0, eq), value);
      else jar.delete(pair.slice(0, eq));
    }
  }
  return response;
}

/** The `Cookie` header for a jar. */
export function cookieHeader(jar: CookieJar): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The JSON of a response, failing with its status and body when it is not a 2xx. */
export async function json<T = any>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}
