'use client';

import type { ClientResult } from '@portcullis/core/client';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { onAdminChange } from './admin-changes.js';
import { useAdminClient } from './admin-client.js';
import { type AdminSession, toDate } from './admin-types.js';
import { type AdminQueryState, createQueryStore } from './query-store.js';

/** What {@link useUserSessions} returns. */
export interface UseUserSessionsResult extends AdminQueryState<AdminSession[]> {
  /** Loads the sessions again. Never rejects. */
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
 * Every session of a user, for an admin (`client.admin.listUserSessions`), newest first,
 * expired ones included (check `expiresAt`), impersonation sessions marked `impersonatedBy`:
 * `{ data, isPending, isFetching, error, refetch }`. Reloads after every change the kit's admin
 * components make.
 *
 * Errors (in `error`): 401 `UNAUTHORIZED`; 403 `YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS`
 * without the `session: ['list']` permission.
 *
 * @throws Error when there is no provider above, or the client lacks `adminClient()`.
 * @example
 * const { data: sessions } = useUserSessions(userId);
 * const active = sessions?.filter((s) => s.expiresAt > new Date()).length;
 */
export function useUserSessions(userId: string): UseUserSessionsResult {
  const client = useAdminClient('useUserSessions');
  // One store per component and client: another client starts from nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `client` is the store's identity.
  const store = useMemo(() => createQueryStore<AdminSession[]>(), [client]);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, getServerSnapshot);

  useEffect(() => {
    void store.load(
      userId,
      async (): Promise<ClientResult<AdminSession[]>> => {
        const result = await client.admin.listUserSessions({ userId });
        if (result.error) return result;
        return { data: newestFirst(result.data.sessions as AdminSession[]), error: null };
      },
      false,
    );
  }, [client, store, userId]);
  useEffect(() => onAdminChange(client, () => void store.refetch()), [client, store]);

  return useMemo(() => ({ ...state, refetch: store.refetch }), [state, store]);
}

// The server lists them oldest first, as Better Auth 1.2.7; screens show the newest first.
const newestFirst = (sessions: AdminSession[]): AdminSession[] =>
  [...sessions].sort((a, b) => toDate(b.createdAt).getTime() - toDate(a.createdAt).getTime());
