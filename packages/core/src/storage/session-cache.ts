import type { Session, SessionWithUser, User } from '../db/entities.js';
import { reviveDatesIn } from '../utils/revive-dates-in.js';
import type { SecondaryStorage } from './secondary-storage.js';

const key = (token: string) => `session:${token}`;

/**
 * Sessions with their users, cached in secondary storage by token, so get-session can answer
 * without the SQL database. The database stays the source of truth: the store evicts an entry
 * whenever its session or user changes, so a revocation made through one app instance is seen by
 * every other at once. Entries live no longer than their session.
 */
export interface SessionCache {
  get(token: string): Promise<SessionWithUser | null>;
  set(found: SessionWithUser): Promise<void>;
  evict(tokens: readonly string[]): Promise<void>;
}

/** Builds a {@link SessionCache} over a {@link SecondaryStorage}. */
export function createSessionCache(storage: SecondaryStorage): SessionCache {
  return {
    async get(token) {
      const raw = await storage.get(key(token));
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
      await storage.set(key(found.session.token), JSON.stringify(found), ttlSeconds);
    },
    async evict(tokens) {
      await Promise.all(tokens.map((token) => storage.delete(key(token))));
    },
  };
}
