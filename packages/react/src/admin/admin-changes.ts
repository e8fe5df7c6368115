import type { AuthClient } from '@portcullis/core/client';

// One signal per client: after an admin action (a ban in the table, a revoked session in the
// details…), every admin view of that client reloads, whichever component made the change.
const listeners = new WeakMap<AuthClient, Set<() => void>>();

/**
 * Calls `listener` after every admin change made through `client` by the kit's components.
 * Returns the function that stops it.
 */
export function onAdminChange(client: AuthClient, listener: () => void): () => void {
  let set = listeners.get(client);
  if (!set) {
    set = new Set();
    listeners.set(client, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Tells every admin view of `client` that users, roles, bans or sessions changed. */
export function emitAdminChange(client: AuthClient): void {
  for (const listener of [...(listeners.get(client) ?? [])]) listener();
}
