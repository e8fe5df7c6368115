/**
 * A `fetch` that behaves like one browser tab against one site: it keeps the cookies the server
 * sets and sends them back, and it sends an `Origin` header on every request, as a browser does
 * on a cross-origin or non-GET fetch. Better Auth's client takes it as
 * `fetchOptions.customFetchImpl`, so each simulated user gets a client of their own.
 */

/** The fetch plus a view of the cookies it holds, by name. */
export interface CookieFetch {
  fetch: typeof fetch;
  cookies: Map<string, string>;
}

/**
 * Creates a cookie-keeping fetch for pages served from `origin`.
 *
 * @example
 * const { fetch } = createCookieFetch('http://127.0.0.1:3000');
 * const client = createAuthClient({ baseURL, fetchOptions: { customFetchImpl: fetch } });
 */
export function createCookieFetch(origin: string): CookieFetch {
  const cookies = new Map<string, string>();
  const cookieFetch = async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    headers.set('origin', origin);
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(input, { ...init, headers });
    for (const setCookie of response.headers.getSetCookie()) keep(cookies, setCookie);
    return response;
  };
  return { fetch: cookieFetch as typeof fetch, cookies };
}

// A browser drops a cookie set empty or already expired; it keeps every other one.
function keep(cookies: Map<string, string>, setCookie: string): void {
  const [pair = '', ...attributes] = setCookie.split(';');
  const eq = pair.indexOf('=');
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  const expired = attributes.some((attribute) => {
    const [key = '', val = ''] = attribute.split('=').map((part) => part.trim().toLowerCase());
    if (key === 'max-age') return Number(val) <= 0;
    if (key === 'expires') return Date.parse(val) <= Date.now();
    return false;
  });
  if (value === '' || expired) cookies.delete(name);
  else cookies.set(name, value);
}
