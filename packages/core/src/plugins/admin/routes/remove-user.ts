import { z } from 'zod';
import { defineEndpoint, emitEvent, userOwnedModels } from '../../../plugin/index.js';
import type { AdminConfig } from '../options.js';
import { requireAdminPermission } from '../permission.js';

/**
 * `POST /admin/remove-user` `{ userId }`: deletes a user and everything they own (sessions,
 * in secondary storage too, accounts, plugin rows), in one transaction. Records
 * `admin.user-remove` (the audit log keeps the user's events).
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
      const caller = await requireAdminPermission(
        ctx,
        config,
        { user: ['delete'] },
        'YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS',
      );
      const { store, schema } = ctx.context;
      const user = await store.findUserById(ctx.body.userId);
      if (!user) return { success: true };
      await store.deleteUser(user.id, userOwnedModels(schema));
      emitEvent(ctx, { type: 'admin.user-remove', userId: user.id, actorUserId: caller.user.id });
      return { success: true };
    },
  );
