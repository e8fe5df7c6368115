import { z } from 'zod';
import { defineEndpoint, emitEvent, requireSession } from '../../../plugin/index.js';
import { passkeyError } from '../passkey-error.js';
import { findPasskeyById } from '../passkey-rows.js';
import type { Passkey } from '../schema.js';

/**
 * `POST /passkey/update-passkey` `{ id, name }`: renames one of the signed-in user's passkeys.
 * Only the owner's row is ever written (the update is conditioned on both the id and the user).
 *
 * @returns `{ passkey }`, the row as stored; records `passkey.rename`.
 * @throws APIError 401 UNAUTHORIZED without a session; 404 PASSKEY_NOT_FOUND for an unknown id;
 *   401 YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY for another user's passkey (Better Auth
 *   1.2.7's answers); 500 FAILED_TO_UPDATE_PASSKEY when the row vanished meanwhile; 400
 *   VALIDATION_ERROR for a name over `maxNameLength`.
 */
export const updatePasskeyRoute = (maxNameLength: number) =>
  defineEndpoint(
    '/passkey/update-passkey',
    {
      method: 'POST',
      body: z.object({ id: z.string(), name: z.string().max(maxNameLength) }),
      metadata: { summary: "Rename one of the signed-in user's passkeys", tags: ['Passkey'] },
    },
    async (ctx): Promise<{ passkey: Passkey }> => {
      const { user } = await requireSession(ctx);
      const found = await findPasskeyById(ctx, ctx.body.id);
      if (!found) throw passkeyError('NOT_FOUND', 'PASSKEY_NOT_FOUND');
      if (found.userId !== user.id) {
        throw passkeyError('UNAUTHORIZED', 'YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY');
      }
      const passkey = await ctx.context.adapter.update<Passkey>({
        model: 'passkey',
        where: [
          { field: 'id', value: found.id },
          { field: 'userId', value: user.id },
        ],
        update: { name: ctx.body.name },
      });
      if (!passkey) throw passkeyError('INTERNAL_SERVER_ERROR', 'FAILED_TO_UPDATE_PASSKEY');
      emitEvent(ctx, {
        type: 'passkey.rename',
        userId: user.id,
        details: { passkeyId: passkey.id },
      });
      return { passkey: ctx.context.responseRow('passkey', passkey) };
    },
  );
