import type { SessionWithUser } from '../db/entities.js';
import { subscribeToWindowFocus } from './focus-events.js';
import { isDeepEqual } from './is-deep-equal.js';
import type { ClientError, ClientResult } from './types.js';

/**
 * The session as the store knows it. `D` is `{ session, user }` with the fields the client's
 * plugins and `inferAdditionalFields` add (default: the core `SessionWithUser`).
 *
 * - `data`: the session and its user, or `null` when signed out (or not loaded yet).
 * - `isPending`: true until the first load finishes; later refetches do not set it again, so a
 *   signed-in page does not flash a loading state when the tab regains focus.
 * - `error`: the error of the last load, else `null`. A failed refetch keeps the previous `data`.
 * - `ended`: present only after the store dropped a session the server no longer honours (see
 *   {@link SessionEnd}); gone once a load finds a session again.
 */
export interface SessionState<D = SessionWithUser> {
  data: D | null;
  isPending: boolean;
  error: ClientError | null;
  ended?: SessionEnd;
}

/**
 * Why the store dropped its session: a call made with it answered 401, and a `get-session`
 * that skips the cookie cache confirmed there is no session any more (revoked from another
 * device or by an admin, expired, the user banned). `code` and `message` are that 401's, e.g.
 * `UNAUTHORIZED` / `'Unauthorized'`.
 */
export interface SessionEnd {
  code: string;
  message: string;
}

/**
 * A framework-agnostic store of the current session, shaped for React's
 * `useSyncExternalStore` (and any other binding).
 *
 * - `getSnapshot()`: the current state. The same object is returned until the state changes.
 * - `subscribe(listener)`: calls `listener` after each change; returns the unsubscribe
 *   function. The first subscriber triggers the initial load; while anyone is subscribed, the
 *   session is refetched when the page regains focus or visibility (at most once per 5 s).
 * - `refetch()`: loads the session now. Calls made while a load is in flight share it. Never
 *   rejects; failures land in `error`.
 *
 * @example
 * const stop = client.$store.subscribe(() => render(client.$store.getSnapshot()));
 */
export interface SessionStore<D = SessionWithUser> {
  getSnapshot(): SessionState<D>;
  subscribe(listener: () => void): () => void;
  refetch(): Promise<void>;
}

/** Internal options of {@link createSessionStore}; the defaults suit browsers. */
export interface SessionStoreOptions {
  /** Minimum time between two focus-triggered loads, in milliseconds. Default: 5000. */
  focusThrottleMs?: number;
  /** The clock, in milliseconds. Default: `Date.now`. */
  now?: () => number;
  /** Where focus events come from. Default: `window`/`document`, when present. */
  subscribeToFocus?: (onFocus: () => void) => () => void;
}

/** The store plus the hooks the client's calls use. */
export interface InternalSessionStore extends SessionStore {
  /**
   * Loads the session with a request that starts after this call: the answer to a request
   * already in flight may predate a sign-in or sign-out, so it is discarded.
   */
  revalidate(): Promise<void>;
  /**
   * A call made while the store held a session answered 401 (`error`): checks with a load that
   * skips the cookie cache (which also makes the server delete the session cookies when the
   * session is gone). No session any more: `data` becomes null with `ended` set from `error`.
   * Still a session: it is kept (the 401 was about something else). Does nothing while the store
   * holds no session, so a refused sign-in never gets here; concurrent calls share one check.
   */
  expire(error: ClientError): Promise<void>;
}

/** How {@link createSessionStore} loads: `fresh` skips the cookie cache. */
export type SessionLoader = (options?: {
  fresh?: boolean;
}) => Promise<ClientResult<SessionWithUser | null>>;

const INITIAL_STATE: SessionState = Object.freeze({ data: null, isPending: true, error: null });

/**
 * Creates a {@link SessionStore} over a session loader (the client's `getSession`).
 *
 * @example
 * const store = createSessionStore(() => client.getSession());
 */
export function createSessionStore(
  load: SessionLoader,
  options: SessionStoreOptions = {},
): InternalSessionStore {
  const {
    focusThrottleMs = 5000,
    now = Date.now,
    subscribeToFocus = subscribeToWindowFocus,
  } = options;
  const listeners = new Set<() => void>();
  let state = INITIAL_STATE;
  let inflight: Promise<void> | null = null;
  // Bumped by revalidate(): answers to requests sent under an older generation are dropped.
  let generation = 0;
  let lastLoadAt: number | null = null;
  let stopFocus: (() => void) | null = null;
  let expiring: Promise<void> | null = null;

  const setState = (next: SessionState) => {
    if (isDeepEqual(state, next)) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const run = async () => {
    const sentUnder = generation;
    lastLoadAt = now();
    let result: ClientResult<SessionWithUser | null>;
    try {
      result = await load();
    } catch {
      result = {
        data: null,
        error: { status: 0, code: 'UNKNOWN_ERROR', message: 'Unknown error' },
      };
    }
    if (sentUnder !== generation) return;
    if (result.error) setState({ ...state, isPending: false, error: result.error });
    else if (result.data || !state.ended) {
      setState({ data: result.data, isPending: false, error: null });
    } else setState({ data: null, isPending: false, error: null, ended: state.ended });
  };

  const refetch = (): Promise<void> => {
    inflight ??= run().finally(() => {
      inflight = null;
    });
    return inflight;
  };

  const revalidate = async (): Promise<void> => {
    generation += 1;
    if (inflight) await inflight;
    await refetch();
  };

  const checkEnded = async (error: ClientError) => {
    // Answers already in flight were sent with the session: they must not bring it back.
    generation += 1;
    const sentUnder = generation;
    let result: ClientResult<SessionWithUser | null>;
    try {
      result = await load({ fresh: true });
    } catch {
      return;
    }
    if (sentUnder !== generation || result.error) return;
    lastLoadAt = now();
    if (result.data) setState({ data: result.data, isPending: false, error: null });
    else {
      const ended = { code: error.code, message: error.message };
      setState({ data: null, isPending: false, error: null, ended });
    }
  };

  const expire = (error: ClientError): Promise<void> => {
    if (!state.data) return Promise.resolve();
    expiring ??= checkEnded(error).finally(() => {
      expiring = null;
    });
    return expiring;
  };

  const onFocus = () => {
    if (lastLoadAt !== null && now() - lastLoadAt < focusThrottleMs) return;
    void refetch();
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (listeners.size === 1) {
      stopFocus = subscribeToFocus(onFocus);
      if (lastLoadAt === null) void refetch();
    }
    return () => {
      if (!listeners.delete(listener) || listeners.size > 0) return;
      stopFocus?.();
      stopFocus = null;
    };
  };

  return { getSnapshot: () => state, subscribe, refetch, revalidate, expire };
}
