import { z } from 'zod';
import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import { emitEvent } from '../../../security/audit-events.js';
import { requireSession } from '../../../session/require-session.js';

/**
 * `POST /unlink-account` `{ providerId, accountId? }`: removes one of the signed-in user's
 * accounts (without `accountId`, their first account of that provider). The session must be
 * fresh (younger than `session.freshAge`), and a user keeps at least one account, or they could
 * never sign in again.
 *
 * @throws APIError 401 UNAUTHORIZED; 403 'Session is not fresh'; 400 'Account not found';
 *   400 "You can't unlink your last account".
 * @see SPEC §6 ("unlinking an account needs a fresh session"), §7, §8
 */
export const unlinkAccount = defineEndpoint(
  '/unlink-account',
  {
    method: 'POST',
    body: z.object({ providerId: z.string().min(1), accountId: z.string().optional() }),
    metadata: { summary: 'Unlink an account', tags: ['Social'] },
  },
  async (ctx): Promise<{ status: true }> => {
    const { providerId, accountId } = ctx.body;
    const { user } = await requireSession(ctx, { fresh: true });
    const accounts = await ctx.context.store.listAccounts(user.id);
    const target = accounts.find(
      (account) =>
        account.providerId === providerId &&
        (accountId === undefined || account.accountId === accountId),
    );
    if (!target) throw new APIError('BAD_REQUEST', 'ACCOUNT_NOT_FOUND');
    if (accounts.length <= 1)
      throw new APIError('BAD_REQUEST', 'YOU_CANT_UNLINK_YOUR_LAST_ACCOUNT');
    await ctx.context.store.deleteAccount(target.id);
    emitEvent(ctx, { type: 'account.unlink', userId: user.id, details: { providerId } });
    return { status: true };
  },
);
