import type { SessionCache } from '../../storage/session-cache.js';

/** A session cache for a store inside a transaction, and the call that applies its evictions. */
export interface DeferredEvictions {
  /**
   * Never serves or stores an entry (reads inside the transaction go to the database, and
   * uncommitted rows must not reach the shared cache); collects the tokens the verbs evict.
   */
  cache: SessionCache;
  /** Evicts every token collected so far from the real cache. Call it once the commit is done. */
  flush(): Promise<void>;
}

/**
 * Holds back the evictions of a store built over a transaction until it commits. Evicting
 * earlier would let another request re-cache a row the transaction is about to delete or
 * change; never evicting (a store without the cache) would leave the old session answering from
 * secondary storage until its TTL ran out. The tokens are read by the verbs inside the
 * transaction, so they are exactly the rows it touched.
 *
 * @example
 * const deferred = deferEvictions(cache);
 * await adapter.transaction((tx) => createSessionStore(tx, deferred.cache).deleteUserSessions(id));
 * await deferred.flush();
 */
export function deferEvictions(cache: SessionCache): DeferredEvictions {
  const tokens = new Set<string>();
  return {
    cache: {
      get: async () => null,
      set: async () => {},
      async evict(evicted) {
        for (const token of evicted) tokens.add(token);
      },
    },
    async flush() {
      if (tokens.size > 0) await cache.evict([...tokens]);
      tokens.clear();
    },
  };
}
