import type { DatabaseAdapter } from './adapter.js';
import type { Account, Session, SessionWithUser, User } from './entities.js';

/** The provider id of password accounts (SPEC §3). */
export const CREDENTIAL_PROVIDER_ID = 'credential';

/**
 * Entity verbs over the generic adapter: the only place that knows which model and fields a
 * concept lives in, so routes read as the flow they implement.
 */
export interface Store {
  findUserByEmail(email: string): Promise<User | null>;
  findUserById(id: string): Promise<User | null>;
  /** Creates a user and, when `passwordHash` is given, its credential account, in one transaction. */
  createUser(
    data: Omit<User, 'id' | 'createdAt' | 'updatedAt'>,
    passwordHash?: string,
  ): Promise<User>;
  findCredentialAccount(userId: string): Promise<Account | null>;
  createSession(data: Omit<Session, 'id' | 'createdAt' | 'updatedAt'>): Promise<Session>;
  /** The session with this token and its user, or null. Does not check expiry. */
  findSession(token: string): Promise<SessionWithUser | null>;
  updateSession(token: string, data: Partial<Session>): Promise<Session | null>;
  deleteSession(token: string): Promise<void>;
}

/** Builds the {@link Store} over an adapter. */
export function createStore(adapter: DatabaseAdapter): Store {
  const now = () => new Date();
  const byId = (id: string) => [{ field: 'id', value: id }];
  const byToken = (token: string) => [{ field: 'token', value: token }];

  return {
    findUserByEmail: (email) =>
      adapter.findOne<User>({
        model: 'user',
        where: [{ field: 'email', value: email.toLowerCase() }],
      }),

    findUserById: (id) => adapter.findOne<User>({ model: 'user', where: byId(id) }),

    createUser: (data, passwordHash) =>
      adapter.transaction(async (tx) => {
        const at = now();
        const user = await tx.create<User>({
          model: 'user',
          data: { ...data, email: data.email.toLowerCase(), createdAt: at, updatedAt: at },
        });
        if (passwordHash !== undefined) {
          await tx.create({
            model: 'account',
            data: {
              userId: user.id,
              accountId: user.id,
              providerId: CREDENTIAL_PROVIDER_ID,
              password: passwordHash,
              createdAt: at,
              updatedAt: at,
            },
          });
        }
        return user;
      }),

    findCredentialAccount: (userId) =>
      adapter.findOne<Account>({
        model: 'account',
        where: [
          { field: 'userId', value: userId },
          { field: 'providerId', value: CREDENTIAL_PROVIDER_ID },
        ],
      }),

    createSession: (data) => {
      const at = now();
      return adapter.create<Session>({
        model: 'session',
        data: { ...data, createdAt: at, updatedAt: at },
      });
    },

    async findSession(token) {
      const session = await adapter.findOne<Session>({ model: 'session', where: byToken(token) });
      if (!session) return null;
      const user = await adapter.findOne<User>({ model: 'user', where: byId(session.userId) });
      return user ? { session, user } : null;
    },

    updateSession: (token, data) =>
      adapter.update<Session>({
        model: 'session',
        where: byToken(token),
        update: { ...data, updatedAt: now() },
      }),

    deleteSession: (token) => adapter.delete({ model: 'session', where: byToken(token) }),
  };
}
