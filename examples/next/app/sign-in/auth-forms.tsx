'use client';

import { SignInForm, SignUpForm } from '@portcullis/react';

/**
 * Both forms call `/api/auth` from the browser; the session cookie comes back on that response.
 * Then a full page load of the dashboard, rendered on the server with the new cookie. (A
 * client-side `router.push` could replay what Next prefetched for the nav links while signed
 * out: the proxy's redirect from /dashboard back to /sign-in.)
 */
const toDashboard = () => window.location.assign('/dashboard');

export function AuthForms() {
  return (
    <>
      <SignInForm onSuccess={toDashboard} />
      <h2>New here?</h2>
      <SignUpForm onSuccess={toDashboard} />
    </>
  );
}
