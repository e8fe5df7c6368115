import type { DatabaseAdapter } from '../adapter.js';
import type { Session, SessionWithUser, User } from '../entities.js';

/** Session verbs. */
export function createSessionStore(adapter: DatabaseAdapter) {
  const byToken = (token: string) => [{ field: 'token', value: token }];
  const ofUser = (userId: string) => [{ field: 'userId', value: userId }];
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
      const session = await adapter.findOne<Session>({ model: 'session', where: byToken(token) });
      if (!session) return null;
      const user = await adapter.findOne<User>({
        model: 'user',
        where: [{ field: 'id', value: session.userId }],
      });
      return user ? { session, user } : null;
    },

    /** The user's unexpired sessions, newest first. */
    listSessions: (userId: string) =>
      adapter.findMany<Session>({
        model: 'session',
        where: [...ofUser(userId), { field: 'expiresAt', operator: 'gt', value: new Date() }],
        sortBy: { field: 'createdAt', direction: 'desc' },
      }),

    updateSession: (token: string, data: Partial<Session>) =>
      adapter.update<Session>({
        model: 'session',
        where: byToken(token),
        update: { ...data, updatedAt: new Date() },
      }),

    deleteSession: (token: string) => adapter.delete({ model: 'session', where: byToken(token) }),

    /** Deletes the sessions of a user, except the one with `exceptToken`. Returns the count. */
    deleteUserSessions: (userId: string, exceptToken?: string) =>
      adapter.deleteMany({
        model: 'session',
        where: exceptToken
          ? [...ofUser(userId), { field: 'token', operator: 'ne', value: exceptToken }]
          : ofUser(userId),
      }),
  };
}
