import type { SessionCache } from '../../storage/session-cache.js';
import type { DatabaseAdapter } from '../adapter.js';
import type { User } from '../entities.js';
import { createAccountStore } from './account-store.js';
import { deferEvictions } from './deferred-evictions.js';
import { createSessionStore } from './session-store.js';
import { createUserStore } from './user-store.js';
import { createVerificationStore } from './verification-store.js';

export { CREDENTIAL_PROVIDER_ID } from './account-store.js';

/**
 * Entity verbs over the generic adapter: the only place that knows which model and fields a
 * concept lives in, so routes read as the flow they implement.
 */
export type Store = ReturnType<typeof createStore>;

/** The verbs of a {@link Store} inside {@link Store.transaction} (no nested `transaction`). */
export type TransactionStore = ReturnType<typeof createVerbs>;

/** Tokens the store keeps hashed at rest; `ResolvedOptions` fits as is. */
export interface StoreSettings {
  session?: { storeTokenHash?: boolean };
  hashVerificationTokens?: boolean;
}

/**
 * Builds the {@link Store} over an adapter. With a session cache (secondary storage), changes to
 * a user evict their cached sessions, so no instance serves a stale user or a deleted session.
 * `settings` (the resolved options) says which tokens are stored hashed. For work inside a
 * transaction use the store's `transaction`, not a second store over the transaction's adapter:
 * it keeps these settings and evicts what the transaction touched once it commits.
 */
export function createStore(
  adapter: DatabaseAdapter,
  cache?: SessionCache,
  settings: StoreSettings = {},
) {
  return {
    ...createVerbs(adapter, cache, settings),

    /**
     * Runs `run` in one database transaction, with the store's verbs over it and the
     * transaction's adapter (`tx`) for anything else. Sessions those verbs delete or change
     * (`deleteUserSessions`, `deleteUser`, `updateUser`, `evictUserSessions`, …) are evicted from
     * the session cache inside the transaction (when the cache cannot be reached, the verb
     * throws a 503 and the transaction rolls back) and again once it has committed; inside,
     * lookups skip the cache. Writes made through `tx` directly evict nothing: pass their tokens
     * to the inner store's `evictUserSessions`.
     *
     * @returns what `run` returns.
     * @throws whatever `run` throws, after the rollback.
     * @example
     * await context.store.transaction(async (store) => {
     *   await store.setPassword(userId, hash);
     *   await store.deleteUserSessions(userId);
     * });
     */
    async transaction<T>(
      run: (store: TransactionStore, tx: DatabaseAdapter) => Promise<T>,
    ): Promise<T> {
      const deferred = cache && deferEvictions(cache);
      const result = await adapter.transaction((tx) =>
        run(createVerbs(tx, deferred?.cache, settings), tx),
      );
      await deferred?.flush();
      return result;
    },
  };
}

/** The entity verbs of {@link createStore}, without `transaction`. */
function createVerbs(
  adapter: DatabaseAdapter,
  cache: SessionCache | undefined,
  settings: StoreSettings,
) {
  const users = createUserStore(adapter);
  const sessions = createSessionStore(adapter, cache, settings.session?.storeTokenHash ?? false);
  return {
    ...users,
    ...createAccountStore(adapter),
    ...sessions,
    ...createVerificationStore(adapter, settings.hashVerificationTokens ?? false),

    /** Updates fields of a user (and `updatedAt`); returns the updated user or null. */
    updateUser: (id: string, data: Record<string, unknown>): Promise<User | null> =>
      sessions.changingUser(id, () => users.updateUser(id, data)),

    /**
     * Deletes a user and everything they own — sessions, accounts, and the rows of any model
     * with a `userId` reference — in one transaction.
     */
    deleteUser: (id: string, ownedModels: readonly string[]): Promise<void> =>
      sessions.changingUser(id, () => users.deleteUser(id, ownedModels)),
  };
}
