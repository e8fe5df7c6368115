import type { SessionWithUser } from '../db/entities.js';
import type {
  GetSessionQuery,
  SignInEmailInput,
  SignInEmailResult,
  SignInUsernameInput,
  SignInUsernameResult,
  SignOutResult,
  SignUpEmailInput,
  SignUpEmailResult,
} from './endpoint-types.js';
import { createFetcher, type Fetcher } from './fetch-json.js';
import { createMethodContext } from './methods/context.js';
import { createOrganizationMethods, type OrganizationMethods } from './methods/organization.js';
import { createPasswordResetMethods, type PasswordResetMethods } from './methods/password.js';
import { createProfileMethods, type ProfileMethods } from './methods/profile.js';
import { createSessionMethods, type SessionMethods } from './methods/sessions.js';
import {
  createSocialAccountMethods,
  type SignInSocialInput,
  type SignInSocialResult,
  type SocialAccountMethods,
  signInSocialWith,
} from './methods/social.js';
import { createVerificationMethods, type VerificationMethods } from './methods/verification.js';
import { resolveBaseURL } from './resolve-base-url.js';
import { createSessionStore, type SessionStore } from './session-store.js';
import type { AuthClientOptions, ClientResult } from './types.js';

/**
 * A Portcullis client. Every method resolves to `{ data, error }` (see `ClientResult`) and
 * never throws for HTTP or network errors. Date-time fields (`createdAt`, `expiresAt`…) arrive
 * as `Date`s. Calls that change who is signed in, or the signed-in user, reload `$store` before
 * they resolve.
 */
export interface AuthClient
  extends VerificationMethods,
    PasswordResetMethods,
    SessionMethods,
    ProfileMethods,
    SocialAccountMethods,
    OrganizationMethods {
  signUp: {
    /**
     * `POST /sign-up/email`: creates a user and, unless the server has `autoSignIn: false`,
     * signs them in; the session store is then refetched. With the username plugin, `username`
     * may be sent too.
     * Errors: 400 `INVALID_EMAIL`, `PASSWORD_TOO_SHORT`, `PASSWORD_TOO_LONG`,
     * `VALIDATION_ERROR`; 422 `USER_ALREADY_EXISTS`.
     */
    email(input: SignUpEmailInput): Promise<ClientResult<SignUpEmailResult>>;
  };
  signIn: {
    /**
     * `POST /sign-in/email`: signs in with a password; the session store is then refetched.
     * Errors: 400 `INVALID_EMAIL`, `VALIDATION_ERROR`; 401 `INVALID_EMAIL_OR_PASSWORD`;
     * 403 `EMAIL_NOT_VERIFIED`.
     */
    email(input: SignInEmailInput): Promise<ClientResult<SignInEmailResult>>;
    /**
     * `POST /sign-in/username` (username plugin on the server): signs in with a username and
     * password; the session store is then refetched.
     * Errors: 401 `INVALID_USERNAME_OR_PASSWORD`; 403 `EMAIL_NOT_VERIFIED`; 404 `NOT_FOUND`
     * when the server has no username plugin.
     */
    username(input: SignInUsernameInput): Promise<ClientResult<SignInUsernameResult>>;
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
     * ID token: 400 `ID_TOKEN_NOT_SUPPORTED`, 401 `INVALID_TOKEN`, `ACCOUNT_NOT_LINKED`,
     * `SIGNUP_DISABLED`.
     *
     * @see docs/social-sign-in.md
     * @example
     * const { error } = await client.signIn.social({ provider: 'github', callbackURL: '/' });
     * if (error) showMessage(error.message); // else the page is on its way to GitHub
     */
    social(input: SignInSocialInput): Promise<ClientResult<SignInSocialResult>>;
  };
  /** `POST /sign-out`: ends the current session; the session store is then refetched. */
  signOut(): Promise<ClientResult<SignOutResult>>;
  /**
   * `GET /get-session`: the current session and user, or `data: null` when signed out. Does not
   * touch `$store`; call `$store.refetch()` for that.
   */
  getSession(input?: { query?: GetSessionQuery }): Promise<ClientResult<SessionWithUser | null>>;
  /**
   * Calls any route under the base path, e.g. a plugin's: `$fetch('/ok')`. JSON `body` implies
   * `POST`. Resolves to `{ data, error }` like the named methods.
   */
  $fetch: Fetcher;
  /** The current session as a subscribable store; `useSession` in `@portcullis/react` binds it. */
  $store: SessionStore;
}

/**
 * Creates the framework-agnostic Portcullis client: typed calls to the auth routes and a
 * session store that stays current (refetched after sign-in, sign-up, sign-out and profile
 * changes, and when the page regains focus). Runs in browsers, workers, Node and edge runtimes.
 *
 * @param options - `baseURL` (default: the page's origin), `basePath` (default `'/api/auth'`),
 *   `fetch`, `fetchOptions`. See {@link AuthClientOptions}.
 * @throws Error when `baseURL` is missing outside a browser, invalid, or not http(s).
 * @see SPEC §7 (the calls), §8 (error codes)
 * @example
 * const client = createAuthClient({ baseURL: 'http://localhost:3000' });
 * const { data, error } = await client.signIn.email({ email, password });
 * if (error?.code === 'INVALID_EMAIL_OR_PASSWORD') console.log(error.message);
 */
export function createAuthClient(options: AuthClientOptions = {}): AuthClient {
  const $fetch = createFetcher({
    baseURL: resolveBaseURL(options.baseURL, options.basePath),
    fetch: options.fetch,
    fetchOptions: options.fetchOptions,
  });

  const getSession: AuthClient['getSession'] = (input = {}) =>
    $fetch<SessionWithUser | null>('/get-session', { method: 'GET', query: { ...input.query } });

  const store = createSessionStore(() => getSession());
  const ctx = createMethodContext($fetch, store);

  return {
    signUp: { email: (input) => ctx.post('/sign-up/email', input, true) },
    signIn: {
      email: (input) => ctx.post('/sign-in/email', input, true),
      username: (input) => ctx.post('/sign-in/username', input, true),
      social: (input) => signInSocialWith(ctx, input),
    },
    signOut: () => ctx.post('/sign-out', {}, true),
    getSession,
    ...createVerificationMethods(ctx),
    ...createPasswordResetMethods(ctx),
    ...createSessionMethods(ctx),
    ...createProfileMethods(ctx),
    ...createSocialAccountMethods(ctx),
    ...createOrganizationMethods(ctx),
    $fetch,
    $store: { getSnapshot: store.getSnapshot, subscribe: store.subscribe, refetch: store.refetch },
  };
}
