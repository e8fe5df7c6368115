import type { ClientError, ClientResult } from '@portcullis/core/client';

/**
 * One admin query as the kit knows it.
 *
 * - `data`: the last answer (kept while another page or filter loads), or `null`.
 * - `isPending`: true until the first answer of the query arrives.
 * - `isFetching`: true while a request is out (the first one or a later one).
 * - `error`: the error of the last request, else `null`.
 */
export interface AdminQueryState<T> {
  data: T | null;
  isPending: boolean;
  isFetching: boolean;
  error: ClientError | null;
}

/** A subscribable query whose parameters change (a page, a filter, a user). */
export interface QueryStore<T> {
  getSnapshot(): AdminQueryState<T>;
  subscribe(listener: () => void): () => void;
  /**
   * Loads `key` with `fetcher`; a no-op when `key` is already shown or loading. The latest key
   * wins: an answer that arrives after another key was asked for is dropped. With `keepData`
   * false, the previous answer is cleared at once (it belongs to something else). Never rejects.
   */
  load(key: string, fetcher: () => Promise<ClientResult<T>>, keepData?: boolean): Promise<void>;
  /** Loads the current key again. Never rejects. */
  refetch(): Promise<void>;
}

const INITIAL: AdminQueryState<never> = Object.freeze({
  data: null,
  isPending: true,
  isFetching: false,
  error: null,
});

/**
 * Creates a {@link QueryStore}. Framework-agnostic: the admin hooks bind it with
 * `useSyncExternalStore`.
 *
 * @example
 * const store = createQueryStore<ListUsersResult>();
 * store.subscribe(() => render(store.getSnapshot()));
 * await store.load('page:0', () => client.admin.listUsers({ query: { limit: 10 } }));
 */
export function createQueryStore<T>(): QueryStore<T> {
  const listeners = new Set<() => void>();
  let state: AdminQueryState<T> = INITIAL;
  let current: { key: string; fetcher: () => Promise<ClientResult<T>> } | null = null;
  let sequence = 0;
  let loaded: string | null = null;

  const setState = (next: AdminQueryState<T>) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const run = async () => {
    if (!current) return;
    const { key, fetcher } = current;
    const mine = ++sequence;
    if (!state.isFetching) setState({ ...state, isFetching: true });
    const result = await fetcher();
    if (mine !== sequence) return;
    loaded = key;
    setState(
      result.error
        ? { data: state.data, isPending: false, isFetching: false, error: result.error }
        : { data: result.data, isPending: false, isFetching: false, error: null },
    );
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(key, fetcher, keepData = true) {
      if (current?.key === key && (loaded === key || state.isFetching)) return Promise.resolve();
      current = { key, fetcher };
      if (!keepData && loaded !== key) {
        setState({ data: null, isPending: true, isFetching: state.isFetching, error: null });
      }
      return run();
    },
    refetch: run,
  };
}
