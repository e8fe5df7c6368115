import { z } from 'zod';
import { defineEndpoint, emitEvent, requireSession } from '../../../plugin/index.js';

/**
 * `POST /passkey/delete-passkey` `{ id }`: deletes one of the signed-in user's passkeys. Answers
 * `null` (200), as Better Auth 1.2.7 does, whether or not a passkey was deleted: an unknown id
 * and another user's passkey answer the same and delete nothing (Better Auth deletes any user's
 * passkey by id).
 *
 * Records `passkey.delete` when a passkey was deleted.
 *
 * @throws APIError 401 UNAUTHORIZED without a session.
 */
export const deletePasskeyRoute = () =>
  defineEndpoint(
    '/passkey/delete-passkey',
    {
      method: 'POST',
      body: z.object({ id: z.string() }),
      metadata: { summary: "Delete one of the signed-in user's passkeys", tags: ['Passkey'] },
    },
    async (ctx): Promise<null> => {
      const { user } = await requireSession(ctx);
      const deleted = await ctx.context.adapter.deleteMany({
        model: 'passkey',
        where: [
          { field: 'id', value: ctx.body.id },
          { field: 'userId', value: user.id },
        ],
      });
      if (deleted > 0) {
        emitEvent(ctx, {
          type: 'passkey.delete',
          userId: user.id,
          details: { passkeyId: ctx.body.id },
        });
      }
      return null;
    },
  );
