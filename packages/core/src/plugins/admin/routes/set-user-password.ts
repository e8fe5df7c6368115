import { z } from 'zod';
import { defineEndpoint, emitEvent, hashNewPassword } from '../../../plugin/index.js';
import type { AdminConfig } from '../options.js';
import { requireAdminPermission } from '../permission.js';

/**
 * `POST /admin/set-user-password` `{ userId, newPassword }`: replaces the password of a user's
 * credential account. As in Better Auth 1.2.7, a user without one (signed up through a provider
 * only) gets none, the password length rules are not applied and the user's sessions stay.
 * Records `admin.password-set` when a password was replaced.
 *
 * @returns `{ status: true }`.
 * @throws APIError 401 UNAUTHORIZED; 403 YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PASSWORD without
 *   `user: ['set-password']`.
 * @see SPEC §6
 */
export const setUserPasswordRoute = (config: AdminConfig) =>
  defineEndpoint(
    '/admin/set-user-password',
    {
      method: 'POST',
      body: z.object({ newPassword: z.string(), userId: z.coerce.string() }),
      metadata: { summary: "Set a user's password", tags: ['Admin'] },
    },
    async (ctx): Promise<{ status: true }> => {
      const caller = await requireAdminPermission(
        ctx,
        config,
        { user: ['set-password'] },
        'YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PASSWORD',
      );
      const hash = await hashNewPassword(ctx.context, ctx.body.newPassword);
      const updated = await ctx.context.adapter.updateMany({
        model: 'account',
        where: [
          { field: 'userId', value: ctx.body.userId },
          { field: 'providerId', value: 'credential' },
        ],
        update: { password: hash, updatedAt: new Date() },
      });
      if (updated > 0) {
        emitEvent(ctx, {
          type: 'admin.password-set',
          userId: ctx.body.userId,
          actorUserId: caller.user.id,
        });
      }
      return { status: true };
    },
  );
