import type { DatabaseAdapter } from '../adapter.js';
import type { User } from '../entities.js';
import { CREDENTIAL_PROVIDER_ID } from './account-store.js';

/** User verbs. Emails are compared and stored lowercased (SPEC §3). */
export function createUserStore(adapter: DatabaseAdapter) {
  const byId = (id: string) => [{ field: 'id', value: id }];
  return {
    findUserByEmail: (email: string) =>
      adapter.findOne<User>({
        model: 'user',
        where: [{ field: 'email', value: email.toLowerCase() }],
      }),

    findUserById: (id: string) => adapter.findOne<User>({ model: 'user', where: byId(id) }),

    /**
     * Creates a user and, when `passwordHash` is given, its credential account (accountId = user
     * id), in one transaction: never a user without the password it was created with.
     */
    createUser: (
      data: Omit<User, 'id' | 'createdAt' | 'updatedAt'> & Record<string, unknown>,
      passwordHash?: string,
    ) =>
      adapter.transaction(async (tx) => {
        const at = new Date();
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

    /** Updates fields of a user (and `updatedAt`); returns the updated user or null. */
    updateUser: (id: string, data: Record<string, unknown>) =>
      adapter.update<User>({
        model: 'user',
        where: byId(id),
        update: { ...data, updatedAt: new Date() },
      }),

    /**
     * Deletes a user and everything they own — sessions, accounts, and the rows of any model
     * with a `userId` reference — in one transaction.
     */
    deleteUser: (id: string, ownedModels: readonly string[]) =>
      adapter.transaction(async (tx) => {
        for (const model of ownedModels) {
          await tx.deleteMany({ model, where: [{ field: 'userId', value: id }] });
        }
        await tx.delete({ model: 'user', where: byId(id) });
      }),
  };
}
