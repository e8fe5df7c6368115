import type { DatabaseAdapter } from '../adapter.js';
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

/** Builds the {@link Store} over an adapter. */
export function createStore(adapter: DatabaseAdapter) {
  return {
    ...createUserStore(adapter),
    ...createAccountStore(adapter),
    ...createSessionStore(adapter),
    ...createVerificationStore(adapter),
  };
}
