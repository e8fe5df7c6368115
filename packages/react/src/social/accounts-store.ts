import type {
  AuthClient,
  ClientError,
  ClientResult,
  LinkedAccount,
  UnlinkAccountInput,
  UnlinkAccountResult,
} from '@portcullis/core/client';

/**
 * The signed-in user's linked accounts as {@link createAccountsStore} knows them.
 *
 * - `data`: the accounts, oldest first (the password account is `provider: 'credential'`),
 *   or `null` before the first load.
 * - `isPending`: true until the first load for this user finishes.
 * - `error`: the error of the last load, else `null`; a failed reload keeps the previous `data`.
 */
export interface AccountsState {
  data: LinkedAccount[] | null;
  isPending: boolean;
  error: ClientError | null;
}

/** A subscribable list of the user's linked accounts, with the call that changes it. */
export interface AccountsStore {
  getSnapshot(): AccountsState;
  subscribe(listener: () => void): () => void;
  /** The user whose accounts the snapshot is about: the last `load`'s, or `null` before any. */
  getUserId(): string | null;
  /**
   * Loads the list of `userId`'s accounts (the signed-in user's). A different user than the
   * last load's starts over from the pending state, so nobody sees the previous user's list.
   * Calls made while a load is in flight share it. Never rejects.
   */
  load(userId: string): Promise<void>;
  /** Reloads the list for the user of the last `load`. Never rejects. */
  refetch(): Promise<void>;
  /** Unlinks one account (`client.unlinkAccount`), then reloads the list. */
  unlink(input: UnlinkAccountInput): Promise<ClientResult<UnlinkAccountResult>>;
}

const INITIAL: AccountsState = Object.freeze({ data: null, isPending: true, error: null });

const byCreation = (a: LinkedAccount, b: LinkedAccount) =>
  a.createdAt.getTime() - b.createdAt.getTime();

/**
 * Creates a framework-agnostic store over `client.listAccounts()`, shaped for
 * `useSyncExternalStore`. It loads only when asked: `useAccounts` calls `load` when it mounts
 * and whenever the signed-in user changes.
 *
 * @example
 * const store = createAccountsStore(client);
 * store.subscribe(() => render(store.getSnapshot()));
 * await store.load(session.user.id);
 */
export function createAccountsStore(client: AuthClient): AccountsStore {
  const listeners = new Set<() => void>();
  let state = INITIAL;
  let owner: string | null = null;
  let inflight: Promise<void> | null = null;

  const setState = (next: AccountsState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const run = async () => {
    const loadingFor = owner;
    const result = await client.listAccounts();
    // Signed in as someone else meanwhile: that user's load is the one that counts.
    if (loadingFor !== owner) return;
    setState(
      result.error
        ? { data: state.data, isPending: false, error: result.error }
        : { data: [...result.data].sort(byCreation), isPending: false, error: null },
    );
  };

  const refetch = (): Promise<void> => {
    inflight ??= run().finally(() => {
      inflight = null;
    });
    return inflight;
  };

  const load = async (userId: string): Promise<void> => {
    if (userId !== owner) {
      owner = userId;
      setState(INITIAL);
      // A load for the previous user may still be running; its answer is dropped (see run).
      if (inflight) await inflight;
    }
    return refetch();
  };

  return {
    getSnapshot: () => state,
    getUserId: () => owner,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    refetch,
    async unlink(input) {
      const result = await client.unlinkAccount(input);
      if (result.error) return result;
      // A reload that starts after the change, not one already under way that predates it.
      if (inflight) await inflight;
      await refetch();
      return result;
    },
  };
}
