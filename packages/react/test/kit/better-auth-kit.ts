// Test support only: a browser-like fetch into a Better Auth 1.2.7 handler (the contract), for the
// kit's tests that run its components against Better Auth itself.
import { type BetterAuthOptions, betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db';
import Database from 'better-sqlite3';

/** The origin of {@link startBetterAuth}'s server. */
export const BETTER_AUTH_ORIGIN = 'http://localhost:3000';

/**
 * Better Auth 1.2.7 on in-memory SQLite, migrated, with email and password on (a cheap,
 * deterministic hasher: these tests are not about hashing) and no rate limit; `plugins` and
 * `emailAndPassword` added. Resolves with a browser-like fetch into its handler
 * ({@link betterAuthFetch}).
 */
export async function startBetterAuth(
  plugins: NonNullable<BetterAuthOptions['plugins']>,
  emailAndPassword: Partial<NonNullable<BetterAuthOptions['emailAndPassword']>> = {},
): Promise<typeof globalThis.fetch> {
  const auth = betterAuth({
    baseURL: BETTER_AUTH_ORIGIN,
    secret: 'react-kit-better-auth-secret-32-characters!',
    database: new Database(':memory:'),
    logger: { disabled: true },
    rateLimit: { enabled: false },
    emailAndPassword: {
      ...emailAndPassword,
      enabled: true,
      password: {
        hash: async (password) => `plain:${password}`,
        verify: async ({ hash, password }) => hash === `plain:${password}`,
      },
    },
    plugins,
  });
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  return betterAuthFetch(auth.handler, BETTER_AUTH_ORIGIN);
}

/** A handler such as `betterAuth(…).handler`. */
type Handler = (request: Request) => Promise<Response>;

/**
 * A fetch that sends every request to `handler` with `origin` as its Origin, keeping the cookies
 * the handler sets in a jar, as a browser would.
 */
export function betterAuthFetch(handler: Handler, origin: string): typeof globalThis.fetch {
  const jar = new Map<string, string>();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    // happy-dom's Request drops Cookie and Origin given to its constructor: set them after.
    request.headers.set('origin', origin);
    request.headers.set('cookie', [...jar].map((pair) => pair.join('=')).join('; '));
    const response = await handler(request);
    // Better Auth's handler joins several cookies in one line (its Node adapter splits them).
    const lines = response.headers.getSetCookie().flatMap((line) => line.split(/, (?=[^;,=\s]+=)/));
    for (const line of lines) {
      const pair = line.split(';')[0] ?? '';
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /max-age=0\b/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return fetch as typeof globalThis.fetch;
}
