'use client';

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  createSessionsStore,
  type SessionsState,
  type SessionsStore,
} from './sessions/sessions-store.js';
import { useRequiredClient } from './useAuthClient.js';
import { useSession } from './useSession.js';

/** What {@link useSessions} returns: the list's state plus the calls that change it. */
export interface UseSessionsResult extends SessionsState {
  /** The current session's token, to mark "this device"; `null` when signed out. */
  currentToken: string | null;
  refetch: SessionsStore['refetch'];
  revoke: SessionsStore['revoke'];
  revokeOthers: SessionsStore['revokeOthers'];
}

const SERVER_SNAPSHOT: SessionsState = Object.freeze({ data: null, isPending: true, error: null });
const getServerSnapshot = () => SERVER_SNAPSHOT;

/**
 * The signed-in user's sessions (devices), newest first: `{ data, isPending, error,
 * currentToken, refetch, revoke, revokeOthers }`. Loads when the component mounts and again
 * whenever the current session changes (sign-in, a password change that signed other devices
 * out…); `revoke(token)` and `revokeOthers()` reload the list after they succeed. Nothing is
 * loaded while signed out.
 *
 * A thin `useSyncExternalStore` binding over a store of its own (one per component).
 *
 * @throws Error "useSessions must be used inside <PortcullisProvider client={...}>" when there
 *   is no provider above.
 * @example
 * const { data, currentToken, revoke } = useSessions();
 * return data?.map((s) => (
 *   <button key={s.id} disabled={s.token === currentToken} onClick={() => revoke(s.token)}>
 *     Revoke {s.userAgent}
 *   </button>
 * ));
 */
export function useSessions(): UseSessionsResult {
  const client = useRequiredClient('useSessions');
  const store = useMemo(() => createSessionsStore(client), [client]);
  const currentToken = useSession().data?.session.token ?? null;
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, getServerSnapshot);

  useEffect(() => {
    if (currentToken) void store.refetch();
  }, [store, currentToken]);

  return useMemo(
    () => ({
      ...state,
      currentToken,
      refetch: store.refetch,
      revoke: store.revoke,
      revokeOthers: store.revokeOthers,
    }),
    [state, currentToken, store],
  );
}
