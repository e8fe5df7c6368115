import type { ClientError, ClientResult } from '@portcullis/core/client';

/**
 * One organization query as the React kit knows it.
 *
 * - `data`: the last answer, or `null` before the first one.
 * - `isPending`: true until the first load of this query finishes.
 * - `error`: the error of the last load, else `null`; a failed reload keeps the previous `data`.
 */
export interface QueryState<T> {
  data: T | null;
  isPending: boolean;
  error: ClientError | null;
}

/** A subscribable query: the snapshot, its listeners, and (re)loading. */
export interface QueryEntry<T> {
  getSnapshot(): QueryState<T>;
  subscribe(listener: () => void): () => void;
  /** Loads once: a no-op when loaded or loading already. Never rejects. */
  load(): Promise<void>;
  /** Loads again now; concurrent calls share one request. Never rejects. */
  refetch(): Promise<void>;
}

/**
 * The organization data of one client, by key (`'list:{userId}'`, `'member:{userId}:{orgId}'`…).
 * Every component using the same key shares one request and one snapshot; `invalidate` reloads
 * what is on screen after a change, so a rename or a role change shows everywhere at once.
 */
export interface OrganizationCache {
  /** The entry of `key`, created with `fetcher` on first use. */
  entry<T>(key: string, fetcher: () => Promise<ClientResult<T>>): QueryEntry<T>;
  /** Reloads every entry something is subscribed to and forgets the others. Never rejects. */
  invalidate(): Promise<void>;
  /**
   * Stops reloading `key`, whose answer is gone for good (an invitation once accepted or
   * declined: the server then answers 404). `invalidate` skips it, the components showing it keep
   * their last snapshot, and it is forgotten once none does, so a later mount asks afresh.
   */
  retire(key: string): void;
}

const INITIAL: QueryState<never> = Object.freeze({ data: null, isPending: true, error: null });

function createEntry<T>(fetcher: () => Promise<ClientResult<T>>, forget: () => void) {
  const listeners = new Set<() => void>();
  let state: QueryState<T> = INITIAL;
  let inflight: Promise<void> | null = null;
  let started = false;
  let retired = false;
  const setState = (next: QueryState<T>) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const refetch = (): Promise<void> => {
    started = true;
    inflight ??= fetcher()
      .then((result) => {
        setState(
          result.error
            ? { data: state.data, isPending: false, error: result.error }
            : { data: result.data, isPending: false, error: null },
        );
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  };
  const entry: QueryEntry<T> & { watched(): boolean; retired(): boolean; retire(): void } = {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (retired && listeners.size === 0) forget();
      };
    },
    load: () => (started ? (inflight ?? Promise.resolve()) : refetch()),
    async refetch() {
      // A reload that starts after a change, not one already under way that predates it.
      if (inflight) await inflight;
      return refetch();
    },
    watched: () => listeners.size > 0,
    retired: () => retired,
    retire() {
      retired = true;
      if (listeners.size === 0) forget();
    },
  };
  return entry;
}

/**
 * Creates an {@link OrganizationCache}. Framework-agnostic: the hooks bind it with
 * `useSyncExternalStore`.
 *
 * @example
 * const cache = createOrganizationCache();
 * const list = cache.entry('list:u1', () => client.organization.list());
 * await list.load();
 */
export function createOrganizationCache(): OrganizationCache {
  const entries = new Map<string, ReturnType<typeof createEntry<any>>>();
  return {
    entry<T>(key: string, fetcher: () => Promise<ClientResult<T>>) {
      let entry = entries.get(key);
      if (!entry) {
        const created = createEntry(fetcher, () => {
          if (entries.get(key) === created) entries.delete(key);
        });
        entries.set(key, created);
        entry = created;
      }
      return entry as QueryEntry<T>;
    },
    async invalidate() {
      const reloads: Promise<void>[] = [];
      for (const [key, entry] of entries) {
        if (entry.retired()) continue;
        if (entry.watched()) reloads.push(entry.refetch());
        else entries.delete(key);
      }
      await Promise.all(reloads);
    },
    retire(key) {
      entries.get(key)?.retire();
    },
  };
}
