import type { Session, SessionWithUser, User } from '../db/entities.js';
import { ServiceUnavailableError } from '../errors/service-unavailable.js';
import { reviveDatesIn } from '../utils/revive-dates-in.js';
import type { SecondaryStorage } from './secondary-storage.js';

const key = (token: string) => `session:${token}`;

/** Evictions that failed are tried again this often, in milliseconds, until they succeed. */
const EVICTION_RETRY_MS = 1_000;
/** At most this many tokens wait for a retried eviction; the oldest are dropped beyond it. */
const MAX_PENDING_EVICTIONS = 10_000;

/**
 * Sessions with their users, cached in secondary storage by token, so get-session can answer
 * without the SQL database. The database stays the source of truth: the store evicts an entry
 * whenever its session or user changes, so a revocation made through one app instance is seen by
 * every other at once. Entries live no longer than their session.
 *
 * When the storage fails (see docs/deployment.md): `get` answers null, so the session is read
 * from the database; `set` does nothing. A change must not leave its old session readable from
 * the storage later, so the store evicts before it writes, with {@link SessionCache.evict},
 * which refuses the change (503) when the storage cannot be reached, and again after it
 * writes, with {@link SessionCache.evictAfterWrite}, whose failures are retried until the
 * storage answers.
 */
export interface SessionCache {
  /** The cached session, or null when there is none or the storage failed. */
  get(token: string): Promise<SessionWithUser | null>;
  /** Caches a session read from the database; a storage failure is ignored. */
  set(found: SessionWithUser): Promise<void>;
  /**
   * Evicts tokens before a change is written.
   *
   * @throws ServiceUnavailableError (503) when the storage fails: the caller must not write.
   */
  evict(tokens: readonly string[]): Promise<void>;
  /**
   * Evicts tokens again once the change is written (a request may have cached the old row in
   * between). Never throws: what fails is retried in the background until the storage answers.
   */
  evictAfterWrite(tokens: readonly string[]): Promise<void>;
}

/** Options of {@link createSessionCache}. */
export interface SessionCacheOptions {
  /** Reports a retried eviction that had to be dropped (the queue was full). */
  onDroppedEviction?: (count: number) => void;
}

/** Builds a {@link SessionCache} over a {@link SecondaryStorage}. */
export function createSessionCache(
  storage: SecondaryStorage,
  options: SessionCacheOptions = {},
): SessionCache {
  const pending = new Set<string>();
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const deleteAll = async (tokens: Iterable<string>) => {
    const failed: string[] = [];
    await Promise.all(
      [...tokens].map((token) =>
        storage.delete(key(token)).then(
          () => pending.delete(token),
          () => failed.push(token),
        ),
      ),
    );
    return failed;
  };
  const retryLater = (tokens: readonly string[]) => {
    for (const token of tokens) pending.add(token);
    if (pending.size > MAX_PENDING_EVICTIONS) {
      const excess = pending.size - MAX_PENDING_EVICTIONS;
      let dropped = 0;
      for (const token of pending) {
        if (dropped++ >= excess) break;
        pending.delete(token);
      }
      options.onDroppedEviction?.(excess);
    }
    if (retryTimer || pending.size === 0) return;
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      const failed = await deleteAll([...pending]);
      if (failed.length > 0) retryLater([]);
    }, EVICTION_RETRY_MS);
    // A pending retry must not keep a process alive that is otherwise done.
    retryTimer.unref?.();
  };

  return {
    async get(token) {
      let raw: string | null;
      try {
        raw = await storage.get(key(token));
      } catch {
        return null;
      }
      if (!raw) return null;
      try {
        const parsed = reviveDatesIn(JSON.parse(raw)) as { session: Session; user: User };
        return { session: parsed.session, user: parsed.user };
      } catch {
        return null;
      }
    },
    async set(found) {
      const ttlSeconds = Math.floor((found.session.expiresAt.getTime() - Date.now()) / 1000);
      if (ttlSeconds <= 0) return;
      await storage
        .set(key(found.session.token), JSON.stringify(found), ttlSeconds)
        .catch(() => undefined);
    },
    async evict(tokens) {
      if (tokens.length === 0) return;
      const failed = await deleteAll(tokens);
      if (failed.length === 0) return;
      // The change will not be made, but a caller evicting after its own write (a plugin) has
      // already made it: the stale entries go as soon as the storage answers again.
      retryLater(failed);
      throw new ServiceUnavailableError('secondary-storage');
    },
    async evictAfterWrite(tokens) {
      if (tokens.length === 0) return;
      const failed = await deleteAll(tokens);
      if (failed.length > 0) retryLater(failed);
    },
  };
}
