'use server';

/**
 * Server actions. They call `auth.api.*` directly (no HTTP round trip to /api/auth); the
 * `nextCookies()` plugin copies the cookies those calls set into the action's response, so the
 * browser is signed in (or out) by the time the redirect lands.
 */
import { isAPIError } from '@portcullis/core';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { auth } from '@/lib/auth';

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Back to the sign-in page with the error's message, e.g. 'Invalid email or password'. */
function failed(error: unknown): never {
  if (!isAPIError(error)) throw error;
  redirect(`/sign-in?error=${encodeURIComponent(error.message)}`);
}

/** Signs in with the form's `email` and `password`, then opens the dashboard. */
export async function signIn(form: FormData) {
  try {
    await auth.api.signInEmail({
      body: { email: field(form, 'email'), password: field(form, 'password') },
      headers: await headers(),
    });
  } catch (error) {
    failed(error);
  }
  // Outside the try: redirect() works by throwing.
  redirect('/dashboard');
}

/** Creates an account (`name`, `email`, `password`); sign-up also signs in. */
export async function signUp(form: FormData) {
  try {
    await auth.api.signUpEmail({
      body: {
        name: field(form, 'name'),
        email: field(form, 'email'),
        password: field(form, 'password'),
      },
      headers: await headers(),
    });
  } catch (error) {
    failed(error);
  }
  redirect('/dashboard');
}

/** Ends the current session and deletes its cookie. */
export async function signOut() {
  try {
    await auth.api.signOut({ headers: await headers() });
  } catch (error) {
    // Already signed out (no session cookie): nothing to undo.
    if (!isAPIError(error)) throw error;
  }
  redirect('/sign-in');
}
