import { z } from 'zod';
import { defineEndpoint, userOwnedModels } from '../../../plugin/index.js';
import type { AdminConfig } from '../options.js';
import { requireAdminPermission } from '../permission.js';

/**
 * `POST /admin/remove-user` `{ userId }`: deletes a user and everything they own (sessions,
 * in secondary storage too, accounts, plugin rows), in one transaction.
 *
 * @returns `{ success: true }`, also for an unknown user.
 * @throws APIError 401 UNAUTHORIZED; 403 YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS without
 *   `user: ['delete']`.
 * @see SPEC §6
 */
export const removeUserRoute = (config: AdminConfig) =>
  defineEndpoint(
    '/admin/remove-user',
    {
      method: 'POST',
      body: z.object({ userId: z.coerce.string() }),
      metadata: { summary: 'Remove a user', tags: ['Admin'] },
    },
    async (ctx): Promise<{ success: true }> => {
      await requireAdminPermission(
        ctx,
        config,
        { user: ['delete'] },
        'YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS',
      );
      await ctx.context.store.deleteUser(ctx.body.userId, userOwnedModels(ctx.context.schema));
      return { success: true };
    },
  );
