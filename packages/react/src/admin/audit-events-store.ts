import type { ClientError, ClientResult, ListAuditEventsResult } from '@portcullis/core/client';

/** A user an audit event names, as `/admin/list-audit-events` answers it. */
export interface AuditUserRef {
  id: string;
  name: string;
  email: string;
}

/**
 * One audit event as the list routes answer it (`createdAt` a `Date`); the admin route adds
 * `user` and `actor` (`{ id, name, email }`, null for a deleted user).
 */
export type AuditEvent = ListAuditEventsResult['events'][number] & {
  user?: AuditUserRef | null;
  actor?: AuditUserRef | null;
};

/** A page of events, newest first; `nextCursor` is null on the last page. */
export interface AuditEventsPage {
  events: AuditEvent[];
  nextCursor: string | null;
}

/** Loads one page: the first without `cursor`, the next with the previous `nextCursor`. */
export type AuditPageFetcher = (cursor?: string) => Promise<ClientResult<AuditEventsPage>>;

/**
 * The events shown so far, as {@link createAuditEventsStore} knows them.
 *
 * - `events`: every page loaded so far, newest first; `null` before the first answer.
 * - `nextCursor`: where the next page starts, or `null` when every event is shown.
 * - `isPending`: true until the first page of the current filter arrives.
 * - `isFetching`: true while the first page loads (again); `isLoadingMore` while a next page does.
 * - `error`: the error of the last request, else `null`.
 */
export interface AuditEventsState {
  events: AuditEvent[] | null;
  nextCursor: string | null;
  isPending: boolean;
  isFetching: boolean;
  isLoadingMore: boolean;
  error: ClientError | null;
}

/** A subscribable, cursor-paged list of audit events. */
export interface AuditEventsStore {
  getSnapshot(): AuditEventsState;
  subscribe(listener: () => void): () => void;
  /**
   * Shows the events of `key` (a filter) from its first page; a no-op when `key` is already
   * shown or loading. The latest key wins. Never rejects.
   */
  load(key: string, fetchPage: AuditPageFetcher): Promise<void>;
  /** Appends the next page, if there is one and none is loading. Never rejects. */
  loadMore(): Promise<void>;
  /** Loads the current filter's first page again (new events appear). Never rejects. */
  refetch(): Promise<void>;
}

const INITIAL: AuditEventsState = Object.freeze({
  events: null,
  nextCursor: null,
  isPending: true,
  isFetching: false,
  isLoadingMore: false,
  error: null,
});

/**
 * Creates an {@link AuditEventsStore}: framework-agnostic, bound by `useAuditEvents`.
 *
 * @example
 * const store = createAuditEventsStore();
 * await store.load('all', (cursor) => client.listAuditEvents({ query: { cursor } }));
 * await store.loadMore();
 */
export function createAuditEventsStore(): AuditEventsStore {
  const listeners = new Set<() => void>();
  let state = INITIAL;
  let current: { key: string; fetchPage: AuditPageFetcher } | null = null;
  // Bumped by every first-page load: a page that answers for an older one is dropped.
  let generation = 0;
  let loaded: string | null = null;

  const setState = (next: Partial<AuditEventsState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };

  const loadFirst = async () => {
    if (!current) return;
    const { key, fetchPage } = current;
    const mine = ++generation;
    setState({ isFetching: true, isLoadingMore: false });
    const result = await fetchPage();
    if (mine !== generation) return;
    loaded = key;
    if (result.error) {
      setState({ isPending: false, isFetching: false, error: result.error });
    } else {
      setState({
        events: result.data.events,
        nextCursor: result.data.nextCursor,
        isPending: false,
        isFetching: false,
        error: null,
      });
    }
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(key, fetchPage) {
      if (current?.key === key && (loaded === key || state.isFetching)) return Promise.resolve();
      current = { key, fetchPage };
      // Another filter: its events, not the last one's, once they come.
      setState({ events: null, nextCursor: null, isPending: true, error: null });
      return loadFirst();
    },
    async loadMore() {
      const cursor = state.nextCursor;
      if (!current || !cursor || state.isLoadingMore || state.isFetching) return;
      const mine = generation;
      setState({ isLoadingMore: true });
      const result = await current.fetchPage(cursor);
      if (mine !== generation) return;
      if (result.error) {
        setState({ isLoadingMore: false, error: result.error });
      } else {
        setState({
          events: [...(state.events ?? []), ...result.data.events],
          nextCursor: result.data.nextCursor,
          isLoadingMore: false,
          error: null,
        });
      }
    },
    refetch: loadFirst,
  };
}
