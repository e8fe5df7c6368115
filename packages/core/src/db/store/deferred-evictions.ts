import type { SessionCache } from '../../storage/session-cache.js';

/** A session cache for a store inside a transaction, and the call that completes its evictions. */
export interface DeferredEvictions {
  /**
   * Never serves or stores an entry (reads inside the transaction go to the database, and
   * uncommitted rows must not reach the shared cache). Evictions happen at once, before the
   * commit — a failure throws and rolls the transaction back — and the tokens are collected to
   * be evicted again after it.
   */
  cache: SessionCache;
  /** Evicts every token collected so far again. Call it once the commit is done. */
  flush(): Promise<void>;
}

/**
 * The evictions of a store built over a transaction. Each verb's eviction runs inside the
 * transaction, so a storage that cannot be reached rolls the change back rather than leave the
 * old session readable from it (see `SessionCache.evict`). They run again after the commit:
 * between the first eviction and the commit, another request may have re-cached a row the
 * transaction was deleting or changing. The tokens are read by the verbs inside the
 * transaction, so they are exactly the rows it touched.
 *
 * @example
 * const deferred = deferEvictions(cache);
 * await adapter.transaction((tx) => createSessionStore(tx, deferred.cache).deleteUserSessions(id));
 * await deferred.flush();
 */
export function deferEvictions(cache: SessionCache): DeferredEvictions {
  const tokens = new Set<string>();
  const collect = (evicted: readonly string[]) => {
    for (const token of evicted) tokens.add(token);
  };
  return {
    cache: {
      get: async () => null,
      set: async () => {},
      async evict(evicted) {
        await cache.evict(evicted);
        collect(evicted);
      },
      async evictAfterWrite(evicted) {
        collect(evicted);
      },
    },
    async flush() {
      if (tokens.size > 0) await cache.evictAfterWrite([...tokens]);
      tokens.clear();
    },
  };
}
