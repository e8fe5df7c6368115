// Test support only: not exported from the package. Runs a real Portcullis instance in memory
// and hands out a `fetch` that calls its handler the way a browser would (cookies kept between
// calls, Origin sent on POST).
import type { PasswordHasher } from '../crypto/password.js';
import { createPortcullis, migrate, type Portcullis } from '../portcullis.js';

/** The origin the test server believes it is served from. */
export const TEST_ORIGIN = 'http://localhost:3000';

/** Stores `plain:{password}`: fast enough for tests, never for real use. */
export const plainHasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async ({ hash, password }) => hash === `plain:${password}`,
};

/** A real handler, a cookie-keeping `fetch` in front of it, and a log of what was sent. */
export interface TestServer {
  auth: Portcullis;
  fetch: typeof fetch;
  /** Every request `fetch` passed to the handler, in order. */
  requests: Request[];
  /** The cookie jar: name → value, as the browser would keep them. */
  cookies: Map<string, string>;
}

/**
 * Starts a Portcullis instance on an in-memory SQLite database, migrated, with
 * email-and-password sign-up on and the plain hasher.
 */
export async function createTestServer(): Promise<TestServer> {
  const auth = createPortcullis({
    baseURL: TEST_ORIGIN,
    secret: 'a'.repeat(32),
    database: ':memory:',
    emailAndPassword: { enabled: true, password: plainHasher },
  });
  await migrate(auth);
  const cookies = new Map<string, string>();
  const requests: Request[] = [];

  const fetchFromHandler = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    // Set after construction: DOM-like Request implementations (happy-dom) drop forbidden
    // headers such as Cookie and Origin when they are passed to the constructor.
    if (cookies.size > 0) {
      const header = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      request.headers.set('cookie', header);
    }
    if (request.method !== 'GET') request.headers.set('origin', TEST_ORIGIN);
    requests.push(request.clone());
    const response = await auth.handler(request);
    for (const line of response.headers.getSetCookie()) storeCookie(cookies, line);
    return response;
  };

  return { auth, fetch: fetchFromHandler as typeof fetch, requests, cookies };
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
