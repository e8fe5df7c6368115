import type {
  GetSessionQuery,
  SignInEmailInput,
  SignInEmailResult,
  SignOutResult,
  SignUpEmailInput,
  SignUpEmailResult,
} from './endpoint-types.js';
import type { Fetcher } from './fetch-json.js';
import type {
  InferErrorCodes,
  InferPluginMethods,
  InferSession,
  InferSessionData,
  InferSignUpFields,
  InferUpdateFields,
  InferUser,
} from './infer-plugins.js';
import type { AuditLogMethods } from './methods/audit-log.js';
import type { PasswordResetMethods } from './methods/password.js';
import type { ProfileMethods } from './methods/profile.js';
import type { SessionMethods } from './methods/sessions.js';
import type {
  SignInSocialInput,
  SignInSocialResult,
  SocialAccountMethods,
} from './methods/social.js';
import type { VerificationMethods } from './methods/verification.js';
import type { ClientPlugin } from './plugin.js';
import type { SessionStore } from './session-store.js';
import type { ClientCallOptions, ClientResult } from './types.js';

/**
 * The calls every client has, over the user type `U`, session type `S`, the extra sign-up and
 * update-user fields, and the error catalogue `Codes`, all worked out once from the plugins by
 * {@link AuthClient}. Every call resolves to `{ data, error }` (see `ClientResult`) and never
 * throws for HTTP or network errors.
 */
export interface CoreAuthClient<
  U,
  S,
  SignUpFields,
  UpdateFields,
  Codes,
  Data = { session: S; user: U },
> extends VerificationMethods,
    PasswordResetMethods,
    SessionMethods,
    ProfileMethods<UpdateFields>,
    SocialAccountMethods,
    AuditLogMethods {
  signUp: {
    /**
     * `POST /sign-up/email`: creates a user and, unless the server has `autoSignIn: false`,
     * signs them in; the session store is then refetched. Plugin and additional user fields
     * (`username` with `usernameClient()`…) are sent alongside; the answer's `user` has the
     * core fields only (as Better Auth's), the store's has them all.
     * Errors: 400 `INVALID_EMAIL`, `PASSWORD_TOO_SHORT`, `PASSWORD_TOO_LONG`,
     * `VALIDATION_ERROR`, '{field} is required'; 422 `USER_ALREADY_EXISTS`.
     */
    email(
      input: SignUpEmailInput & SignUpFields,
      options?: ClientCallOptions,
    ): Promise<ClientResult<SignUpEmailResult>>;
  };
  signIn: {
    /**
     * `POST /sign-in/email`: signs in with a password; the session store is then refetched.
     * The answer's `user` has the core fields only (as Better Auth's); the store's has them all.
     * Errors: 400 `INVALID_EMAIL`, `VALIDATION_ERROR`; 401 `INVALID_EMAIL_OR_PASSWORD`;
     * 403 `EMAIL_NOT_VERIFIED`. `options.headers` go with the request (e.g. a captcha token in
     * `x-captcha-response`, with the server's `captcha()` plugin).
     */
    email(
      input: SignInEmailInput,
      options?: ClientCallOptions,
    ): Promise<ClientResult<SignInEmailResult>>;
    /**
     * `POST /sign-in/social`: signs in with an identity provider.
     *
     * Redirect flow (`{ provider, callbackURL, … }`): the server answers `{ url, redirect }` and,
     * in a browser, the page goes to `url` (the provider) with `location.assign` unless
     * `disableRedirect` is set; elsewhere, open `url` yourself. The provider sends the browser
     * back through the server to `callbackURL` (`newUserCallbackURL` for a new user), or to
     * `errorCallbackURL?error=CODE` (SPEC §8 codes such as `account_not_linked`).
     *
     * ID-token sign-in (`{ provider, idToken: { token, nonce? } }`, native apps): signs in at
     * once and the session store is then refetched.
     *
     * Errors: 404 `PROVIDER_NOT_FOUND`; 403 `INVALID_CALLBACKURL`; 400 `CALLBACKURL_IS_REQUIRED`;
     * ID token: 404 `ID_TOKEN_NOT_SUPPORTED`, 401 `INVALID_TOKEN`, `ACCOUNT_NOT_LINKED`,
     * `SIGNUP_DISABLED`.
     *
     * @see docs/social-sign-in.md
     * @example
     * const { error } = await client.signIn.social({ provider: 'github', callbackURL: '/' });
     * if (error) showMessage(error.message); // else the page is on its way to GitHub
     */
    social(input: SignInSocialInput): Promise<ClientResult<SignInSocialResult>>;
  };
  /**
   * `POST /sign-out`: ends the current session; the session store is then refetched. Without a
   * session: 400 `FAILED_TO_GET_SESSION` (Better Auth 1.2.7's answer), the store refetched too.
   */
  signOut(): Promise<ClientResult<SignOutResult>>;
  /**
   * `GET /get-session`: the current session and user (with the plugins' fields), or
   * `data: null` when signed out; with `customSessionClient<typeof auth>()`, what the server's
   * `customSession` function returns. Does not touch `$store`; call `$store.refetch()` for that.
   */
  getSession(input?: { query?: GetSessionQuery }): Promise<ClientResult<Data | null>>;
  /**
   * Calls any route under the base path, e.g. one with no named method: `$fetch('/ok')`. JSON
   * `body` implies `POST`. Resolves to `{ data, error }` like the named methods; does not
   * reload `$store` (call `$store.refetch()` after a call that changes the session).
   */
  $fetch: Fetcher;
  /** The current session as a subscribable store; `useSession` in `@portcullis/react` binds it. */
  $store: SessionStore<Data>;
  /**
   * Every error code the client knows, with its message: the core catalogue (SPEC §8) and
   * each plugin's, e.g. `USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER` with `usernameClient()`.
   * Handy as the key set of a translation table.
   */
  $ERROR_CODES: Codes;
}

/**
 * A Portcullis client with the client plugins `P`: the core calls (sign-up, sign-in, session,
 * profile, verification, password reset, linked accounts) plus what each plugin adds
 * (`usernameClient()` → `signIn.username`, `organizationClient()` → `organization.*`,
 * `jwtClient()` → `token()`, `jwks()`). The user and session types carry the fields of the
 * plugins and of `inferAdditionalFields`. Calls that change who is signed in, or the signed-in
 * user, reload `$store` before they resolve. Date-time fields arrive as `Date`s.
 *
 * `AuthClient` without a type argument is any client, typed with the core calls only: what a
 * library that accepts the app's client (such as `@portcullis/react`) takes.
 *
 * @example
 * const client = createAuthClient({ plugins: [usernameClient()] });
 * type Client = typeof client; // AuthClient<[UsernameClientPlugin]>
 */
export type AuthClient<P extends readonly ClientPlugin[] = readonly ClientPlugin[]> =
  CoreAuthClient<
    InferUser<P>,
    InferSession<P>,
    InferSignUpFields<P>,
    InferUpdateFields<P>,
    InferErrorCodes<P>,
    InferSessionData<P, { session: InferSession<P>; user: InferUser<P> }>
  > &
    InferPluginMethods<P>;
