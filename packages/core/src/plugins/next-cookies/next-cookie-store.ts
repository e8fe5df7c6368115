import type { CookieStore } from './copy-set-cookies.js';

interface NextHeadersModule {
  cookies(): Promise<CookieStore>;
}

interface NextNavigationModule {
  unstable_rethrow?(error: unknown): void;
}

/**
 * Loads `next/headers` and `next/navigation` at call time, so core never depends on Next.js;
 * null when Next.js is not installed.
 */
async function loadNext(): Promise<[NextHeadersModule, NextNavigationModule] | null> {
  try {
    const modules = await Promise.all([import('next/headers'), import('next/navigation')]);
    return modules as unknown as [NextHeadersModule, NextNavigationModule];
  } catch {
    return null;
  }
}

/**
 * Writes `Set-Cookie` values into the cookie store of the current Next.js request through
 * `write`. Does nothing, without throwing, when that is impossible: Next.js is not installed,
 * there is no request scope (a script, a test, a plain Node server), or the store is read-only
 * (a server component is rendering; Next.js allows cookie writes only in server actions and
 * route handlers). Next.js's own control-flow signals (a dynamic-rendering bail-out during
 * prerendering) are rethrown, as Next.js requires of code that catches around its APIs.
 *
 * @returns true when the cookies were written, false when nothing could be.
 */
export async function writeToNextCookies(write: (store: CookieStore) => void): Promise<boolean> {
  const next = await loadNext();
  if (!next) return false;
  const [headers, navigation] = next;
  try {
    write(await headers.cookies());
    return true;
  } catch (error) {
    navigation.unstable_rethrow?.(error);
    return false;
  }
}
