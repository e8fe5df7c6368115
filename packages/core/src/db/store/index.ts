import type { SessionCache } from '../../storage/session-cache.js';
import type { DatabaseAdapter } from '../adapter.js';
import type { User } from '../entities.js';
import { createAccountStore } from './account-store.js';
import { createSessionStore } from './session-store.js';
import { createUserStore } from './user-store.js';
import { createVerificationStore } from './verification-store.js';

export { CREDENTIAL_PROVIDER_ID } from './account-store.js';

/**
 * Entity verbs over the generic adapter: the only place that knows which model and fields a
 * concept lives in, so routes read as the flow they implement.
 */
export type Store = ReturnType<typeof createStore>;

/** Tokens the store keeps hashed at rest; `ResolvedOptions` fits as is. */
export interface StoreSettings {
  session?: { storeTokenHash?: boolean };
  hashVerificationTokens?: boolean;
}

/**
 * Builds the {@link Store} over an adapter. With a session cache (secondary storage), changes to
 * a user evict their cached sessions, so no instance serves a stale user or a deleted session.
 * `settings` (the resolved options) says which tokens are stored hashed; a store built over a
 * transaction must get the same settings as the main one.
 */
export function createStore(
  adapter: DatabaseAdapter,
  cache?: SessionCache,
  settings: StoreSettings = {},
) {
  const users = createUserStore(adapter);
  const sessions = createSessionStore(adapter, cache, settings.session?.storeTokenHash ?? false);
  return {
    ...users,
    ...createAccountStore(adapter),
    ...sessions,
    ...createVerificationStore(adapter, settings.hashVerificationTokens ?? false),

    /** Updates fields of a user (and `updatedAt`); returns the updated user or null. */
    async updateUser(id: string, data: Record<string, unknown>): Promise<User | null> {
      const updated = await users.updateUser(id, data);
      await sessions.evictUserSessions(id);
      return updated;
    },

    /**
     * Deletes a user and everything they own — sessions, accounts, and the rows of any model
     * with a `userId` reference — in one transaction.
     */
    async deleteUser(id: string, ownedModels: readonly string[]): Promise<void> {
      const tokens = cache ? await sessions.listSessionTokens(id) : [];
      await users.deleteUser(id, ownedModels);
      await sessions.evictUserSessions(id, tokens);
    },
  };
}
