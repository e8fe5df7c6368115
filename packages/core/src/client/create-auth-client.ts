import type { SessionWithUser } from '../db/entities.js';
import type {
  GetSessionQuery,
  SignInEmailInput,
  SignInEmailResult,
  SignOutResult,
  SignUpEmailInput,
  SignUpEmailResult,
} from './endpoint-types.js';
import { createFetcher, type Fetcher } from './fetch-json.js';
import { resolveBaseURL } from './resolve-base-url.js';
import { createSessionStore, type SessionStore } from './session-store.js';
import type { AuthClientOptions, ClientResult } from './types.js';

/**
 * A Portcullis client. Every method resolves to `{ data, error }` (see `ClientResult`) and
 * never throws for HTTP or network errors. Date-time fields (`createdAt`, `expiresAt`…) arrive
 * as `Date`s.
 */
export interface AuthClient {
  signUp: {
    /**
     * `POST /sign-up/email`: creates a user and, unless the server has `autoSignIn: false`,
     * signs them in; the session store is then refetched.
     * Errors: 400 `INVALID_EMAIL`, `PASSWORD_TOO_SHORT`, `PASSWORD_TOO_LONG`,
     * `VALIDATION_ERROR`; 422 `USER_ALREADY_EXISTS`.
     */
    email(input: SignUpEmailInput): Promise<ClientResult<SignUpEmailResult>>;
  };
  signIn: {
    /**
     * `POST /sign-in/email`: signs in with a password; the session store is then refetched.
     * Errors: 400 `INVALID_EMAIL`, `VALIDATION_ERROR`; 401 `INVALID_EMAIL_OR_PASSWORD`.
     */
    email(input: SignInEmailInput): Promise<ClientResult<SignInEmailResult>>;
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
 * session store that stays current (refetched after sign-in, sign-up and sign-out, and when
 * the page regains focus). Runs in browsers, workers, Node and edge runtimes.
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

  // A call that changes who is signed in: on success, the store reloads before we resolve, so
  // callers (and onSuccess handlers) see the new session.
  const mutate = async <T>(path: string, body: unknown): Promise<ClientResult<T>> => {
    const result = await $fetch<T>(path, { method: 'POST', body });
    if (!result.error) await store.revalidate();
    return result;
  };

  return {
    signUp: { email: (input) => mutate('/sign-up/email', input) },
    signIn: { email: (input) => mutate('/sign-in/email', input) },
    // An empty JSON body keeps every state-changing call a JSON POST.
    signOut: () => mutate('/sign-out', {}),
    getSession,
    $fetch,
    $store: { getSnapshot: store.getSnapshot, subscribe: store.subscribe, refetch: store.refetch },
  };
}
