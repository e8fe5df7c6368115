import { defineEndpoint } from '../../../kernel/endpoint.js';
import { requireSession } from '../../../session/require-session.js';
import { splitScopes } from '../../../social/account-tokens.js';

/**
 * One linked account as `/list-accounts` shows it: never tokens or the password hash. The
 * provider's key is `provider` (the account row's `providerId`), as Better Auth 1.2 answers.
 */
export interface LinkedAccount {
  id: string;
  /** `credential` for the password account, else the provider id. */
  provider: string;
  createdAt: Date;
  updatedAt: Date;
  /** The provider's user id (the user id for `credential`). */
  accountId: string;
  scopes: string[];
}

/**
 * `GET /list-accounts`: the signed-in user's accounts (password and providers).
 *
 * @throws APIError 401 UNAUTHORIZED without a session.
 * @see SPEC §2
 */
export const listUserAccounts = defineEndpoint(
  '/list-accounts',
  { method: 'GET', metadata: { summary: "List the caller's linked accounts", tags: ['Social'] } },
  async (ctx): Promise<LinkedAccount[]> => {
    const { user } = await requireSession(ctx);
    const accounts = await ctx.context.store.listAccounts(user.id);
    return accounts.map((account) => ({
      id: account.id,
      provider: account.providerId,
      createdAt: account.createdAt,
      updatedAt: account.updatedAt,
      accountId: account.accountId,
      scopes: splitScopes(account.scope),
    }));
  },
);
