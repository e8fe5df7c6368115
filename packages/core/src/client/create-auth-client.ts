import type { SessionWithUser } from '../db/entities.js';
import { ERROR_CODES } from '../errors/codes.js';
import type { AuthClient } from './auth-client.js';
import type { AuthClientOptions } from './auth-client-options.js';
import type { SignOutResult } from './endpoint-types.js';
import { createFetcher } from './fetch-json.js';
import { mergeMethods } from './merge-methods.js';
import { createAuditLogMethods } from './methods/audit-log.js';
import { createMethodContext } from './methods/context.js';
import { createPasswordResetMethods } from './methods/password.js';
import { createProfileMethods } from './methods/profile.js';
import { createSessionMethods } from './methods/sessions.js';
import { createSocialAccountMethods, signInSocialWith } from './methods/social.js';
import { createVerificationMethods } from './methods/verification.js';
import type { ClientPlugin } from './plugin.js';
import { resolveBaseURL } from './resolve-base-url.js';
import { createSessionStore } from './session-store.js';

/**
 * Creates the framework-agnostic Portcullis client: typed calls to the auth routes and a
 * session store that stays current (refetched after sign-in, sign-up, sign-out and profile
 * changes, and when the page regains focus). Runs in browsers, workers, Node and edge runtimes.
 * Each client plugin adds its server plugin's calls, user fields and error codes; calls of
 * plugins left out are absent, from the type and at runtime.
 *
 * @param options - `baseURL` (default: the page's origin), `basePath` (default `'/api/auth'`),
 *   `fetch`, `fetchOptions`, `plugins` (default none). See {@link AuthClientOptions}.
 * @throws Error when `baseURL` is missing outside a browser, invalid, or not http(s); when two
 *   plugins define the same call.
 * @see SPEC §7 (the calls), §8 (error codes); docs/client.md
 * @example
 * const client = createAuthClient({
 *   baseURL: 'http://localhost:3000',
 *   plugins: [usernameClient(), organizationClient(), inferAdditionalFields<typeof auth>()],
 * });
 * const { data, error } = await client.signIn.username({ username, password });
 * if (error?.code === 'INVALID_USERNAME_OR_PASSWORD') console.log(error.message);
 */
export function createAuthClient<const P extends readonly ClientPlugin[] = []>(
  options: AuthClientOptions<P> = {},
): AuthClient<P> {
  const plugins = options.plugins ?? [];
  const successHooks = plugins.flatMap((plugin) => (plugin.onSuccess ? [plugin.onSuccess] : []));
  const $fetch = createFetcher({
    baseURL: resolveBaseURL(options.baseURL, options.basePath),
    fetch: options.fetch,
    fetchOptions: options.fetchOptions,
    onSuccess: successHooks.length
      ? async (path, data) => {
          for (const hook of successHooks) await hook(path, data);
        }
      : undefined,
    // A 401 to a call made with a session may mean the session is gone (revoked, user banned)
    // while the cookie cache still vouches for it: the store checks and, if so, signs out.
    onError: async (path, error) => {
      if (error.status === 401 && isSessionCall(path)) await store.expire(error);
    },
  });

  const getSession: AuthClient<[]>['getSession'] = (input = {}) =>
    $fetch<SessionWithUser | null>('/get-session', { method: 'GET', query: { ...input.query } });

  const store = createSessionStore((load) =>
    getSession(load?.fresh ? { query: { disableCookieCache: true } } : {}),
  );
  const ctx = createMethodContext($fetch, store);
  // The core catalogue, then each plugin's (code → message).
  const $ERROR_CODES: typeof ERROR_CODES = Object.freeze(
    Object.assign({}, ERROR_CODES, ...plugins.map((plugin) => plugin.$ERROR_CODES)),
  );

  const client: AuthClient<[]> = {
    signUp: { email: (input, options) => ctx.post('/sign-up/email', input, true, options) },
    signIn: {
      email: (input, options) => ctx.post('/sign-in/email', input, true, options),
      social: (input) => signInSocialWith(ctx, input),
    },
    signOut: async () => {
      const result = await ctx.post<SignOutResult>('/sign-out', {}, true);
      // No session on the server (400, as Better Auth answers): the store may still show one.
      if (result.error?.code === 'FAILED_TO_GET_SESSION') await store.revalidate();
      return result;
    },
    getSession,
    ...createVerificationMethods(ctx),
    ...createPasswordResetMethods(ctx),
    ...createSessionMethods(ctx),
    ...createProfileMethods(ctx),
    ...createSocialAccountMethods(ctx),
    ...createAuditLogMethods(ctx),
    $fetch,
    $store: { getSnapshot: store.getSnapshot, subscribe: store.subscribe, refetch: store.refetch },
    $ERROR_CODES,
  };
  for (const plugin of plugins) {
    if (plugin.methods) mergeMethods(client, plugin.methods(ctx), plugin.id);
  }
  // The plugins' calls were merged in above; their types are worked out by AuthClient<P>.
  return client as AuthClient<P>;
}

// Sign-in and sign-up answer 401 for wrong credentials; get-session is the store's own check.
function isSessionCall(path: string): boolean {
  return !/^\/?(sign-in|sign-up|get-session)\b/.test(path);
}
