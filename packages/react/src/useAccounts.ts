'use client';

import type {
  AuthClient,
  ClientResult,
  UnlinkAccountInput,
  UnlinkAccountResult,
} from '@portcullis/core/client';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  type AccountsState,
  type AccountsStore,
  createAccountsStore,
} from './social/accounts-store.js';
import { useRequiredClient } from './useAuthClient.js';
import { useSession } from './useSession.js';

/** What {@link useAccounts} returns: the list's state plus the calls that change it. */
export interface UseAccountsResult extends AccountsState {
  /** Reloads the list now; concurrent calls share one request. Never rejects. */
  refetch: () => Promise<void>;
  /**
   * Unlinks one account, then reloads the list (for every component using the hook). Resolves
   * to `{ data, error }`: 403 `SESSION_IS_NOT_FRESH`, 400 `YOU_CANT_UNLINK_YOUR_LAST_ACCOUNT`…
   */
  unlink: (input: UnlinkAccountInput) => Promise<ClientResult<UnlinkAccountResult>>;
}

const PENDING: AccountsState = Object.freeze({ data: null, isPending: true, error: null });
const SIGNED_OUT: AccountsState = Object.freeze({ data: null, isPending: false, error: null });
const getServerSnapshot = () => PENDING;

// One list per client, so every component showing accounts sees an unlink at once.
const stores = new WeakMap<AuthClient, AccountsStore>();

function storeOf(client: AuthClient): AccountsStore {
  let store = stores.get(client);
  if (!store) {
    store = createAccountsStore(client);
    stores.set(client, store);
  }
  return store;
}

/**
 * The signed-in user's linked accounts, oldest first: `{ data, isPending, error, refetch,
 * unlink }`. Each account is `{ id, provider, createdAt, updatedAt, accountId, scopes }`; the
 * password is `provider: 'credential'`. Loads when the component mounts and again when
 * another user signs in; nothing is loaded while signed out. Components under one provider
 * share the list, so `unlink` updates them all. After `client.linkSocial` the browser leaves
 * for the provider and comes back to a fresh page, which loads the new list.
 *
 * A thin `useSyncExternalStore` binding over a framework-agnostic store.
 *
 * @throws Error "useAccounts must be used inside <PortcullisProvider client={...}>" when there
 *   is no provider above.
 * @example
 * const { data, unlink } = useAccounts();
 * return data?.map((account) => (
 *   <button
 *     key={account.id}
 *     onClick={() => unlink({ providerId: account.provider, accountId: account.accountId })}
 *   >
 *     Unlink {account.provider}
 *   </button>
 * ));
 */
export function useAccounts(): UseAccountsResult {
  const client = useRequiredClient('useAccounts');
  const store = storeOf(client);
  const session = useSession();
  const userId = session.data?.user.id ?? null;
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, getServerSnapshot);

  useEffect(() => {
    if (userId) void store.load(userId);
  }, [store, userId]);

  // Until the list of this very user is loading, show nothing of anyone else's.
  let shown = state;
  if (!userId) shown = session.isPending ? PENDING : SIGNED_OUT;
  else if (store.getUserId() !== userId) shown = PENDING;

  return useMemo(
    () => ({
      ...shown,
      refetch: store.refetch,
      unlink: ({ providerId, accountId }: UnlinkAccountInput) =>
        store.unlink({ providerId, accountId }),
    }),
    [shown, store],
  );
}
