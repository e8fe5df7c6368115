import type { Fetcher } from '../fetch-json.js';
import type { InternalSessionStore } from '../session-store.js';
import type { ClientCallOptions, ClientFetchInit, ClientResult } from '../types.js';

/**
 * What the method factories (core and client plugins) share: the fetcher, the session store and
 * two shorthands. Client plugins receive it in `methods(ctx)`.
 */
export interface MethodContext {
  /** The client's fetcher: `{ data, error }`, never rejects. */
  $fetch: Fetcher;
  /** The session store; `revalidate()` reloads it with a request sent after the call. */
  store: InternalSessionStore;
  /**
   * A JSON `POST` to `path`. With `refresh: true` the session store reloads after a success,
   * before the promise resolves, so callers (and `onSuccess` handlers) see the new session.
   * `options.headers` go with the request.
   */
  post<T>(
    path: string,
    body: unknown,
    refresh: boolean,
    options?: ClientCallOptions,
  ): Promise<ClientResult<T>>;
  /** A `GET` of `path` with `query` in the URL (`undefined` and `null` values left out). */
  get<T>(path: string, query?: object): Promise<ClientResult<T>>;
}

/**
 * Builds the {@link MethodContext} over a fetcher and a store.
 *
 * @example
 * const ctx = createMethodContext($fetch, store);
 * await ctx.post('/update-user', { name: 'Ada' }, true);
 * await ctx.get('/organization/list-members', { limit: 10 });
 */
export function createMethodContext($fetch: Fetcher, store: InternalSessionStore): MethodContext {
  return {
    $fetch,
    store,
    async post<T>(path: string, body: unknown, refresh: boolean, options?: ClientCallOptions) {
      // An empty JSON body keeps every state-changing call a JSON POST.
      const result = await $fetch<T>(path, {
        method: 'POST',
        body: body ?? {},
        ...(options?.headers ? { headers: options.headers } : {}),
      });
      if (refresh && !result.error) await store.revalidate();
      return result;
    },
    get: <T>(path: string, query?: object) =>
      $fetch<T>(path, { method: 'GET', query: { ...(query as ClientFetchInit['query']) } }),
  };
}
