'use client';

import type { ClientResult } from '@portcullis/core/client';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { onAdminChange } from './admin-changes.js';
import { useAdminClient } from './admin-client.js';
import type { AdminUser } from './admin-types.js';
import { type AdminQueryState, createQueryStore } from './query-store.js';

/** What {@link useAdminUser} returns. */
export interface UseAdminUserResult extends AdminQueryState<AdminUser> {
  /** Loads the user again. Never rejects. */
  refetch: () => Promise<void>;
}

const SERVER_SNAPSHOT: AdminQueryState<never> = Object.freeze({
  data: null,
  isPending: true,
  isFetching: false,
  error: null,
});
const getServerSnapshot = () => SERVER_SNAPSHOT;

/**
 * One user for an admin (`client.admin.getUser`), with the admin fields (`role`, `banned`,
 * `banReason`, `banExpires`): `{ data, isPending, isFetching, error, refetch }`. Another
 * `userId` clears `data` until its user arrives. Reloads after every change the kit's admin
 * components make (a ban, a new role…).
 *
 * Errors (in `error`): 401 `UNAUTHORIZED`; 403 without the `user: ['get']` permission; 404
 * `USER_NOT_FOUND`.
 *
 * @throws Error when there is no provider above, or the client lacks `adminClient()`.
 * @example
 * const { data: user } = useAdminUser(userId);
 * return user?.banned ? <p>Banned: {user.banReason}</p> : null;
 */
export function useAdminUser(userId: string): UseAdminUserResult {
  const client = useAdminClient('useAdminUser');
  // One store per component and client: another client starts from nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `client` is the store's identity.
  const store = useMemo(() => createQueryStore<AdminUser>(), [client]);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, getServerSnapshot);

  useEffect(() => {
    void store.load(
      userId,
      () => client.admin.getUser({ query: { id: userId } }) as Promise<ClientResult<AdminUser>>,
      false,
    );
  }, [client, store, userId]);
  useEffect(() => onAdminChange(client, () => void store.refetch()), [client, store]);

  return useMemo(() => ({ ...state, refetch: store.refetch }), [state, store]);
}
