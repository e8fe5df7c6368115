import type { DatabaseAdapter } from '../adapter.js';
import type { Account, User } from '../entities.js';

/** The columns of an account row that a sign-in with a provider writes. */
export type AccountData = Omit<Account, 'id' | 'createdAt' | 'updatedAt' | 'password'>;

/** The provider id of password accounts (SPEC §3). */
export const CREDENTIAL_PROVIDER_ID = 'credential';

/** Account verbs. */
export function createAccountStore(adapter: DatabaseAdapter) {
  const credentialOf = (userId: string) => [
    { field: 'userId', value: userId },
    { field: 'providerId', value: CREDENTIAL_PROVIDER_ID },
  ];
  return {
    findCredentialAccount: (userId: string) =>
      adapter.findOne<Account>({ model: 'account', where: credentialOf(userId) }),

    /** The user's accounts, oldest first (so "the account of provider X" is well defined). */
    listAccounts: (userId: string) =>
      adapter.findMany<Account>({
        model: 'account',
        where: [{ field: 'userId', value: userId }],
        sortBy: { field: 'createdAt', direction: 'asc' },
      }),

    /** The account of one provider identity (unique pair), or null. */
    findAccount: (providerId: string, accountId: string) =>
      adapter.findOne<Account>({
        model: 'account',
        where: [
          { field: 'providerId', value: providerId },
          { field: 'accountId', value: accountId },
        ],
      }),

    /** Links a provider identity to a user. Throws UniqueConstraintError when it is taken. */
    createAccount(data: AccountData): Promise<Account> {
      const at = new Date();
      return adapter.create<Account>({
        model: 'account',
        data: { ...data, createdAt: at, updatedAt: at },
      });
    },

    /** Updates fields of an account (and `updatedAt`); returns it, or null when it is gone. */
    updateAccount: (id: string, data: Partial<AccountData>) =>
      adapter.update<Account>({
        model: 'account',
        where: [{ field: 'id', value: id }],
        update: { ...data, updatedAt: new Date() },
      }),

    /** Deletes one account row (unlinking); the user stays. */
    deleteAccount: (id: string) =>
      adapter.delete({ model: 'account', where: [{ field: 'id', value: id }] }),

    /**
     * Creates a user (email lowercased) and its first provider account in one transaction:
     * never a user without the identity it signed up with.
     */
    createUserWithAccount: (
      user: Omit<User, 'id' | 'createdAt' | 'updatedAt'> & Record<string, unknown>,
      account: Omit<AccountData, 'userId'>,
    ) =>
      adapter.transaction(async (tx) => {
        const at = new Date();
        const created = await tx.create<User>({
          model: 'user',
          data: { ...user, email: user.email.toLowerCase(), createdAt: at, updatedAt: at },
        });
        await tx.create({
          model: 'account',
          data: { ...account, userId: created.id, createdAt: at, updatedAt: at },
        });
        return created;
      }),

    /** Sets the password of the user's credential account, creating the account if needed. */
    async setPassword(userId: string, passwordHash: string): Promise<void> {
      const at = new Date();
      const updated = await adapter.update<Account>({
        model: 'account',
        where: credentialOf(userId),
        update: { password: passwordHash, updatedAt: at },
      });
      if (updated) return;
      await adapter.create({
        model: 'account',
        data: {
          userId,
          accountId: userId,
          providerId: CREDENTIAL_PROVIDER_ID,
          password: passwordHash,
          createdAt: at,
          updatedAt: at,
        },
      });
    },
  };
}
