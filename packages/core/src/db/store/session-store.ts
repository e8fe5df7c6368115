import type { SessionCache } from '../../storage/session-cache.js';
import type { DatabaseAdapter } from '../adapter.js';
import type { Session, SessionWithUser, User } from '../entities.js';

/**
 * Session verbs. With a {@link SessionCache} (secondary storage), lookups are served from it and
 * every change evicts the tokens it touches; the database stays the source of truth.
 */
export function createSessionStore(adapter: DatabaseAdapter, cache?: SessionCache) {
  const byToken = (token: string) => [{ field: 'token', value: token }];
  const ofUser = (userId: string) => [{ field: 'userId', value: userId }];

  const listTokens = async (userId: string) =>
    (
      await adapter.findMany<Session>({
        model: 'session',
        where: ofUser(userId),
        limit: Number.MAX_SAFE_INTEGER,
      })
    ).map((session) => session.token);

  const findInDatabase = async (token: string): Promise<SessionWithUser | null> => {
    const session = await adapter.findOne<Session>({ model: 'session', where: byToken(token) });
    if (!session) return null;
    const user = await adapter.findOne<User>({
      model: 'user',
      where: [{ field: 'id', value: session.userId }],
    });
    return user ? { session, user } : null;
  };

  return {
    createSession: (
      data: Omit<Session, 'id' | 'createdAt' | 'updatedAt'> & Record<string, unknown>,
    ) => {
      const at = new Date();
      return adapter.create<Session>({
        model: 'session',
        data: { ...data, createdAt: at, updatedAt: at },
      });
    },

    /** The session with this token and its user, or null. Does not check expiry. */
    async findSession(token: string): Promise<SessionWithUser | null> {
      const cached = await cache?.get(token);
      if (cached) return cached;
      const found = await findInDatabase(token);
      if (found) await cache?.set(found);
      return found;
    },

    /** The user's unexpired sessions, newest first. */
    listSessions: (userId: string) =>
      adapter.findMany<Session>({
        model: 'session',
        where: [...ofUser(userId), { field: 'expiresAt', operator: 'gt', value: new Date() }],
        sortBy: { field: 'createdAt', direction: 'desc' },
      }),

    /** Tokens of all the user's sessions (for evicting them from the cache). */
    listSessionTokens: listTokens,

    async updateSession(token: string, data: Partial<Session>) {
      const updated = await adapter.update<Session>({
        model: 'session',
        where: byToken(token),
        update: { ...data, updatedAt: new Date() },
      });
      await cache?.evict([token]);
      return updated;
    },

    async deleteSession(token: string) {
      await adapter.delete({ model: 'session', where: byToken(token) });
      await cache?.evict([token]);
    },

    /** Deletes one session of a user: nothing happens when the token is someone else's. */
    async deleteUserSession(userId: string, token: string) {
      await adapter.deleteMany({
        model: 'session',
        where: [...byToken(token), ...ofUser(userId)],
      });
      await cache?.evict([token]);
    },

    /** Deletes the sessions of a user, except the one with `exceptToken`. Returns the count. */
    async deleteUserSessions(userId: string, exceptToken?: string) {
      const tokens = cache ? (await listTokens(userId)).filter((t) => t !== exceptToken) : [];
      const count = await adapter.deleteMany({
        model: 'session',
        where: exceptToken
          ? [...ofUser(userId), { field: 'token', operator: 'ne', value: exceptToken }]
          : ofUser(userId),
      });
      await cache?.evict(tokens);
      return count;
    },

    /** Evicts the cached sessions of a user, e.g. after their profile changed. */
    async evictUserSessions(userId: string, tokens?: readonly string[]) {
      if (cache) await cache.evict(tokens ?? (await listTokens(userId)));
    },
  };
}
