import type {
  AuthClient,
  ClientError,
  ClientResult,
  RevokeSessionResult,
  Session,
} from '@portcullis/core/client';

/**
 * The signed-in user's sessions as {@link createSessionsStore} knows them.
 *
 * - `data`: the sessions, newest first, or `null` before the first load.
 * - `isPending`: true until the first load finishes.
 * - `error`: the error of the last load, else `null`; a failed reload keeps the previous `data`.
 */
export interface SessionsState {
  data: Session[] | null;
  isPending: boolean;
  error: ClientError | null;
}

/** A subscribable list of the user's sessions, with the calls that change it. */
export interface SessionsStore {
  getSnapshot(): SessionsState;
  subscribe(listener: () => void): () => void;
  /** Loads the list now; calls made while a load is in flight share it. Never rejects. */
  refetch(): Promise<void>;
  /** Revokes one session, then reloads the list. */
  revoke(token: string): Promise<ClientResult<RevokeSessionResult>>;
  /** Revokes every session but the current one, then reloads the list. */
  revokeOthers(): Promise<ClientResult<RevokeSessionResult>>;
}

const INITIAL: SessionsState = Object.freeze({ data: null, isPending: true, error: null });

/**
 * Creates a framework-agnostic store over `client.listSessions()`, shaped for
 * `useSyncExternalStore`. It loads only when asked (`refetch`): the hook decides when, e.g.
 * whenever the signed-in session changes.
 *
 * @example
 * const store = createSessionsStore(client);
 * store.subscribe(() => render(store.getSnapshot()));
 * await store.refetch();
 */
export function createSessionsStore(client: AuthClient): SessionsStore {
  const listeners = new Set<() => void>();
  let state = INITIAL;
  let inflight: Promise<void> | null = null;

  const setState = (next: SessionsState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const load = async () => {
    const result = await client.listSessions();
    setState(
      result.error
        ? { data: state.data, isPending: false, error: result.error }
        : { data: newestFirst(result.data), isPending: false, error: null },
    );
  };

  const refetch = (): Promise<void> => {
    inflight ??= load().finally(() => {
      inflight = null;
    });
    return inflight;
  };

  // A reload that starts after the change, not one already under way that may predate it.
  const thenReload = async <T>(result: ClientResult<T>): Promise<ClientResult<T>> => {
    if (result.error) return result;
    if (inflight) await inflight;
    await refetch();
    return result;
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refetch,
    revoke: async (token) => thenReload(await client.revokeSession({ token })),
    revokeOthers: async () => thenReload(await client.revokeOtherSessions()),
  };
}

// The server lists sessions oldest first, as Better Auth 1.2.7 does; screens show the newest first.
const newestFirst = (sessions: Session[]): Session[] =>
  [...sessions].sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
