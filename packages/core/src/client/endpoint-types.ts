import type { signInEmail } from '../api/routes/email-password/sign-in-email.js';
import type { signUpEmail } from '../api/routes/email-password/sign-up-email.js';
import type { signOut } from '../api/routes/session/sign-out.js';
import type { Endpoint, RawResult, RedirectResult } from '../kernel/endpoint.js';

// The client's shapes are read off the endpoint declarations, so they cannot drift (STYLE §2).

// Kept cheap on purpose: matching `E` against `Endpoint<string, EndpointConfig<infer Body>>`, or
// checking `Body extends z.ZodType`, makes the checker relate zod's schema types to `ZodType`
// member by member: about 75,000 type instantiations (1–2 s) in every app calling the client.
// Reading the `config` and `_zod.input` properties compares nothing.

/** The config of an endpoint, read off its `config` property. */
type ConfigOf<E> = E extends { config: infer Config } ? Config : never;

/** What a zod schema accepts (`z.input`), read off its `_zod.input`; never for no schema. */
type SchemaInput<Schema> = Schema extends { _zod: { input: infer Input } } ? Input : never;

/** The JSON body an endpoint accepts, as the caller writes it (before defaults). */
export type EndpointBody<E> = ConfigOf<E> extends { body?: infer Body } ? SchemaInput<Body> : never;

/** The query string an endpoint accepts, as the caller writes it (before defaults). */
export type EndpointQuery<E> =
  ConfigOf<E> extends { query?: infer Query } ? SchemaInput<Query> : never;

/**
 * What an endpoint answers with as JSON, after the client revived its dates. Redirects and raw
 * HTML answers are left out: a route answers them to a browser following a link, not to `fetch`.
 */
export type EndpointResult<E> =
  E extends Endpoint<string, any, infer Result>
    ? Exclude<Result, RedirectResult | RawResult>
    : never;

/**
 * `T` without its index signature. Sign-up and update-user declare loose bodies (the server
 * takes configured fields by name); the client offers the declared keys and adds the fields
 * its plugins and `inferAdditionalFields` know of.
 */
export type WithoutIndexSignature<T> = {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K];
};

/**
 * Body of `signUp.email`: `{ name, email, password, image?, callbackURL?, rememberMe? }`.
 * `email` must be valid and is stored lowercased; `password` is 8–128 characters by default;
 * `rememberMe: false` makes the session cookie last only as long as the browser session. The
 * client adds the user fields of its plugins (`usernameClient()`: `username`,
 * `displayUsername`) and of `inferAdditionalFields`.
 *
 * @see SPEC §5, §7
 */
export type SignUpEmailInput = WithoutIndexSignature<EndpointBody<typeof signUpEmail>>;

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
