import type { z } from 'zod';
import type { Endpoint, EndpointConfig, RawResult, RedirectResult } from '../api/endpoint.js';
import type { signInEmail } from '../api/routes/email-password/sign-in-email.js';
import type { signUpEmail } from '../api/routes/email-password/sign-up-email.js';
import type { signOut } from '../api/routes/session/sign-out.js';
import type { signInUsername } from '../plugins/username/routes/sign-in-username.js';

// The client's shapes are read off the endpoint declarations, so they cannot drift (STYLE §2).

/** The JSON body an endpoint accepts, as the caller writes it (before defaults). */
export type EndpointBody<E> =
  E extends Endpoint<string, EndpointConfig<infer Body, any>, any>
    ? Body extends z.ZodType
      ? z.input<Body>
      : never
    : never;

/** The query string an endpoint accepts, as the caller writes it (before defaults). */
export type EndpointQuery<E> =
  E extends Endpoint<string, EndpointConfig<any, infer Query>, any>
    ? Query extends z.ZodType
      ? z.input<Query>
      : never
    : never;

/**
 * What an endpoint answers with as JSON, after the client revived its dates. Redirects and raw
 * HTML answers are left out: a route answers them to a browser following a link, not to `fetch`.
 */
export type EndpointResult<E> =
  E extends Endpoint<string, any, infer Result>
    ? Exclude<Result, RedirectResult | RawResult>
    : never;

/**
 * Body of `signUp.email`: `{ name, email, password, image?, callbackURL?, rememberMe? }`.
 * `email` must be valid and is stored lowercased; `password` is 8–128 characters by default;
 * `rememberMe: false` makes the session cookie last only as long as the browser session.
 *
 * @see SPEC §5, §7
 */
export type SignUpEmailInput = EndpointBody<typeof signUpEmail>;

/**
 * Result of `signUp.email`: `{ token, user }`. `token` is the session token, or `null` when
 * the server does not sign new users in (`autoSignIn: false`).
 */
export type SignUpEmailResult = EndpointResult<typeof signUpEmail>;

/**
 * Body of `signIn.email`: `{ email, password, callbackURL?, rememberMe? }`. `rememberMe`
 * defaults to true on the server.
 *
 * @see SPEC §7
 */
export type SignInEmailInput = EndpointBody<typeof signInEmail>;

/**
 * Result of `signIn.email`: `{ redirect, token, url, user }`. `redirect` is true and `url` the
 * `callbackURL` when one was sent; the client does not navigate by itself.
 */
export type SignInEmailResult = EndpointResult<typeof signInEmail>;

/**
 * Body of `signIn.username` (username plugin): `{ username, password, rememberMe? }`. The
 * username is compared lowercased; `rememberMe` defaults to true on the server.
 *
 * @see SPEC §5, §7
 */
export type SignInUsernameInput = EndpointBody<typeof signInUsername>;

/** Result of `signIn.username`: `{ token, user }`, the user with `username` and `displayUsername`. */
export type SignInUsernameResult = EndpointResult<typeof signInUsername>;

/** Result of `signOut`: always `{ success: true }`, signed in or not. */
export type SignOutResult = EndpointResult<typeof signOut>;

/**
 * Query flags of `getSession`.
 *
 * - `disableRefresh`: do not extend the session's expiry on this call. Default: false.
 * - `disableCookieCache`: always read the database, never the cookie cache. Default: false.
 *
 * @see SPEC §7
 */
export interface GetSessionQuery {
  disableCookieCache?: boolean;
  disableRefresh?: boolean;
}
