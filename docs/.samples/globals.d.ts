/**
 * Globals every documentation sample may use without defining them: the app's own things that a
 * page takes for granted. `scripts/check-docs.ts` compiles the samples with this file; a sample
 * that declares one of these names itself shadows it.
 */

/** The app's Portcullis instance, with every plugin (see `auth.ts`). */
declare const auth: typeof import('./auth').auth;

/** A browser client with every client plugin (see `client.ts`). */
declare const client: typeof import('./client').client;

/** The app's configuration, e.g. `env.GITHUB_CLIENT_ID`. */
declare const env: Record<string, string>;

/** The incoming request, in a route handler, and its headers. */
declare const request: Request;
declare const headers: Headers;

/** Values a sign-in form would hold. */
declare const email: string;
declare const password: string;

/** The app's own mailer. */
declare function sendEmail(message: { to: string; subject: string; text: string }): Promise<void>;
