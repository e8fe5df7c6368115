import { type NextRequest, NextResponse } from 'next/server';

// The session cookie's name: `portcullis.session_token`, with the `__Secure-` prefix when
// PORTCULLIS_URL is https.
const SESSION_COOKIES = ['portcullis.session_token', '__Secure-portcullis.session_token'];

/**
 * Sends visitors without a session cookie from /dashboard to /sign-in before anything renders.
 *
 * This is a cheap presence check, not authentication: the cookie may be expired, revoked or
 * forged. It only saves a render for visitors who are plainly signed out; the dashboard page
 * checks the session itself with `auth.api.getSession`.
 */
export function proxy(request: NextRequest) {
  if (SESSION_COOKIES.some((name) => request.cookies.has(name))) return NextResponse.next();
  return NextResponse.redirect(new URL('/sign-in', request.url));
}

export const config = { matcher: ['/dashboard/:path*'] };
