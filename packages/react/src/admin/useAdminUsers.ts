'use client';

import type { AdminMethods, ClientResult } from '@portcullis/core/client';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { onAdminChange } from './admin-changes.js';
import { useAdminClient } from './admin-client.js';
import type { AdminUser, DataOf } from './admin-types.js';
import { type AdminUsersQuery, toListUsersQuery } from './list-users-query.js';
import { type AdminQueryState, createQueryStore } from './query-store.js';

/** One page of users and the count of every user the search and filter match. */
export interface AdminUsersPage {
  users: AdminUser[];
  total: number;
}

/** What {@link useAdminUsers} returns. */
export interface UseAdminUsersResult extends AdminQueryState<AdminUsersPage> {
  /** Loads the page again. Never rejects. */
  refetch: () => Promise<void>;
}

type ListUsersData = DataOf<AdminMethods['admin']['listUsers']>;

const SERVER_SNAPSHOT: AdminQueryState<never> = Object.freeze({
  data: null,
  isPending: true,
  isFetching: false,
  error: null,
});
const getServerSnapshot = () => SERVER_SNAPSHOT;

/**
 * A page of users for an admin (`client.admin.listUsers`): `{ data: { users, total }, isPending,
 * isFetching, error, refetch }`. Only the page is fetched (`limit`/`offset`; the server counts
 * `total`), so it costs the same over 100 or 100,000 users. While another page, search or
 * filter loads, the previous page stays in `data` (`isFetching` is true); an answer that comes
 * after a newer query is dropped. Reloads after every change the kit's admin components make.
 *
 * Errors (in `error`): 401 `UNAUTHORIZED`; 403 `YOU_ARE_NOT_ALLOWED_TO_LIST_USERS` without the
 * `user: ['list']` permission.
 *
 * @throws Error when there is no provider above, or the client lacks `adminClient()`.
 * @example
 * const { data } = useAdminUsers({ search: 'ada', filter: { banned: true }, limit: 20 });
 * return <p>{data?.total} banned users match</p>;
 */
export function useAdminUsers(query: AdminUsersQuery = {}): UseAdminUsersResult {
  const client = useAdminClient('useAdminUsers');
  // One store per component and client: another client starts from nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `client` is the store's identity.
  const store = useMemo(() => createQueryStore<AdminUsersPage>(), [client]);
  const key = JSON.stringify(toListUsersQuery(query));
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, getServerSnapshot);

  useEffect(() => {
    void store.load(key, async (): Promise<ClientResult<AdminUsersPage>> => {
      const result = await client.admin.listUsers({ query: JSON.parse(key) });
      if (result.error) return result;
      const data: ListUsersData = result.data;
      return { data: { users: data.users as AdminUser[], total: data.total }, error: null };
    });
  }, [client, store, key]);
  useEffect(() => onAdminChange(client, () => void store.refetch()), [client, store]);

  return useMemo(() => ({ ...state, refetch: store.refetch }), [state, store]);
}
