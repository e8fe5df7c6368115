import type { Fetcher } from '../fetch-json.js';
import type { InternalSessionStore } from '../session-store.js';
import type { ClientResult } from '../types.js';

/** What the method factories share: the fetcher and the session store. Internal to the client. */
export interface MethodContext {
  $fetch: Fetcher;
  store: InternalSessionStore;
  /**
   * A JSON `POST` to `path`. With `refresh: true` the session store reloads after a success,
   * before the promise resolves, so callers (and `onSuccess` handlers) see the new session.
   */
  post<T>(path: string, body: unknown, refresh: boolean): Promise<ClientResult<T>>;
}

/**
 * Builds the {@link MethodContext} over a fetcher and a store.
 *
 * @example
 * const ctx = createMethodContext($fetch, store);
 * await ctx.post('/update-user', { name: 'Ada' }, true);
 */
export function createMethodContext($fetch: Fetcher, store: InternalSessionStore): MethodContext {
  return {
    $fetch,
    store,
    async post<T>(path: string, body: unknown, refresh: boolean) {
      // An empty JSON body keeps every state-changing call a JSON POST.
      const result = await $fetch<T>(path, { method: 'POST', body: body ?? {} });
      if (refresh && !result.error) await store.revalidate();
      return result;
    },
  };
}
