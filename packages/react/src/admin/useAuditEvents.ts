'use client';

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { onAdminChange } from './admin-changes.js';
import { useClientFor } from './admin-client.js';
import {
  type AuditEventsState,
  type AuditEventsStore,
  createAuditEventsStore,
} from './audit-events-store.js';
import {
  type AuditEventFilter,
  type AuditScope,
  auditFilterKey,
  fetchAuditPage,
} from './audit-query.js';

/** Options of {@link useAuditEvents}. */
export interface UseAuditEventsOptions {
  /** `'all'`: every user's events (admins; needs `adminClient()`). `'own'`: the caller's. Default: `'all'`. */
  scope?: AuditScope;
  /** Which events. Default: all of them. */
  filter?: AuditEventFilter;
  /** Events per page, 1–100. Default: 25. */
  pageSize?: number;
}

/** What {@link useAuditEvents} returns: the events so far plus paging. */
export interface UseAuditEventsResult extends AuditEventsState {
  /** True when older events remain (`nextCursor` is set). */
  hasMore: boolean;
  /** Appends the next page. Never rejects. */
  loadMore: AuditEventsStore['loadMore'];
  /** Loads the first page again, with the newest events. Never rejects. */
  refetch: AuditEventsStore['refetch'];
}

const SERVER_SNAPSHOT: AuditEventsState = Object.freeze({
  events: null,
  nextCursor: null,
  isPending: true,
  isFetching: false,
  isLoadingMore: false,
  error: null,
});
const getServerSnapshot = () => SERVER_SNAPSHOT;

/**
 * Audit events, newest first, a page at a time (cursor paging: events written meanwhile never
 * shift a page): `{ events, hasMore, loadMore, isPending, isFetching, isLoadingMore, error,
 * refetch }`. Scope `'all'` reads `client.admin.listAuditEvents` (every user, filters by user
 * and organization too); `'own'` reads `client.listAuditEvents`, the signed-in user's own
 * security activity. A new filter starts from its first page; with scope `'all'` the list
 * reloads after every change the kit's admin components make.
 *
 * Errors (in `error`): 401 `UNAUTHORIZED`; 404 `AUDIT_LOG_IS_NOT_ENABLED` when the server has
 * no `auditLog: { enabled: true }`; 403 for a non-admin with scope `'all'`.
 *
 * @throws Error when there is no provider above, or scope `'all'` with a client without
 *   `adminClient()`.
 * @example
 * const { events, hasMore, loadMore } = useAuditEvents({
 *   filter: { types: ['sign-in.failure'], from: new Date(Date.now() - 86_400_000) },
 * });
 */
export function useAuditEvents(options: UseAuditEventsOptions = {}): UseAuditEventsResult {
  const { scope = 'all', filter = {}, pageSize = 25 } = options;
  const client = useClientFor('useAuditEvents');
  // One store per component and client: another client starts from nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `client` is the store's identity.
  const store = useMemo(() => createAuditEventsStore(), [client]);
  const limit = Math.min(100, Math.max(1, Math.floor(pageSize)));
  const key = auditFilterKey(scope, filter, limit);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, getServerSnapshot);

  // The filter object may be new at every render; the key says when it really changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by `key`, which covers filter.
  useEffect(() => {
    void store.load(key, (cursor) => fetchAuditPage(client, scope, filter, limit, cursor));
  }, [client, store, key]);
  useEffect(() => {
    if (scope === 'all') return onAdminChange(client, () => void store.refetch());
  }, [client, store, scope]);

  return useMemo(
    () => ({
      ...state,
      hasMore: state.nextCursor !== null,
      loadMore: store.loadMore,
      refetch: store.refetch,
    }),
    [state, store],
  );
}
