import type { DatabaseAdapter } from '../adapter.js';
import type { Account } from '../entities.js';

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

    listAccounts: (userId: string) =>
      adapter.findMany<Account>({ model: 'account', where: [{ field: 'userId', value: userId }] }),

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
