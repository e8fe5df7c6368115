'use client';

import type { SessionState } from '@portcullis/core/client';
import { useMemo, useSyncExternalStore } from 'react';
import { useRequiredClient } from './useAuthClient.js';

/** What {@link useSession} returns: the store's state plus a way to reload it. */
export interface UseSessionResult extends SessionState {
  /** Reloads the session now; concurrent calls share one request. Never rejects. */
  refetch: () => Promise<void>;
}

// What the server renders (no session is known there) and what hydration starts from.
const SERVER_SNAPSHOT: SessionState = Object.freeze({ data: null, isPending: true, error: null });
const getServerSnapshot = () => SERVER_SNAPSHOT;

/**
 * The current session: `{ data, isPending, error, refetch }`. `data` is `{ session, user }` or
 * `null` when signed out; `isPending` is true until the first load completes. Re-renders only
 * when the session changes: after sign-in, sign-up and sign-out, and when a refetch (also run
 * when the page regains focus, at most every 5 s) brings something new.
 *
 * A thin `useSyncExternalStore` binding over `client.$store`.
 *
 * @throws Error "useSession must be used inside <PortcullisProvider client={...}>" when there is
 *   no provider above.
 * @example
 * const { data, isPending } = useSession();
 * if (isPending) return <Spinner />;
 * return data ? <p>Hello {data.user.name}</p> : <SignInForm />;
 */
export function useSession(): UseSessionResult {
  const { $store } = useRequiredClient('useSession');
  const state = useSyncExternalStore($store.subscribe, $store.getSnapshot, getServerSnapshot);
  return useMemo(() => ({ ...state, refetch: $store.refetch }), [state, $store]);
}
