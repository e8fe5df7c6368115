import { signInEmail } from './email-password/sign-in-email.js';
import { signUpEmail } from './email-password/sign-up-email.js';
import { errorPage } from './health/error-page.js';
import { ok } from './health/ok.js';
import { getSession } from './session/get-session.js';
import { signOut } from './session/sign-out.js';

/** The core endpoints, by their `auth.api` name. Plugins add theirs alongside. */
export const coreEndpoints = {
  signUpEmail,
  signInEmail,
  signOut,
  getSession,
  ok,
  error: errorPage,
} as const;

/** The type of {@link coreEndpoints}. */
export type CoreEndpoints = typeof coreEndpoints;
