'use client';

import { useEffect, useRef } from 'react';
import { useSession } from '../useSession.js';

/** Props of {@link RedirectToSignIn}. */
export interface RedirectToSignInProps {
  /** The sign-in page. Default: `'/sign-in'`. */
  signInURL?: string;
  /**
   * Navigates to a URL; default `window.location.assign`. Pass your router's navigation (e.g.
   * `navigate` of React Router, `router.replace` of Next.js) to stay in the single-page app.
   */
  navigate?: (url: string) => void;
}

/**
 * The current page as a same-origin relative path: `pathname + search + hash`, with leading
 * slashes folded into one, so `//evil.example` (a path the browser accepts) cannot become a
 * protocol-relative URL on the sign-in page.
 */
export function currentReturnPath(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string {
  const path = `${location.pathname}${location.search}${location.hash}`;
  return `/${path.replace(/^[/\\]+/, '')}`;
}

/**
 * `signInURL` with the `redirectTo` and `callbackURL` query parameters set to `returnTo`.
 *
 * @example withReturnPath('/sign-in', '/account') // '/sign-in?redirectTo=%2Faccount&callbackURL=%2Faccount'
 */
export function withReturnPath(signInURL: string, returnTo: string): string {
  const [base, hash] = signInURL.split('#', 2) as [string, string | undefined];
  const params = new URLSearchParams({ redirectTo: returnTo, callbackURL: returnTo });
  return `${base}${base.includes('?') ? '&' : '?'}${params}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * When the session is known to be absent, navigates to the sign-in page once, with the current
 * path (always a same-origin relative path: never an open redirect) as `redirectTo` and
 * `callbackURL`, for the sign-in page to come back to. Renders nothing. Put it in a
 * `<SignedOut>` or in a protected page; the server must still refuse the page's data to a
 * signed-out caller (`protect` / `protectPage` in `@portcullis/core`).
 *
 * @throws Error "useSession must be used inside <PortcullisProvider client={...}>…" without a
 *   provider above.
 * @example
 * <SignedIn><Dashboard /></SignedIn>
 * <SignedOut><RedirectToSignIn navigate={navigate} /></SignedOut>
 */
export function RedirectToSignIn({ signInURL = '/sign-in', navigate }: RedirectToSignInProps) {
  const { data, isPending } = useSession();
  const done = useRef(false);
  const absent = !isPending && !data;
  useEffect(() => {
    if (!absent || done.current) return;
    done.current = true;
    const url = withReturnPath(signInURL, currentReturnPath(window.location));
    if (navigate) navigate(url);
    else window.location.assign(url);
  }, [absent, signInURL, navigate]);
  return null;
}
