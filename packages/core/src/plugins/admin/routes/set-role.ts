import { z } from 'zod';
import { defineEndpoint, emitEvent } from '../../../plugin/index.js';
import type { AdminConfig } from '../options.js';
import { requireAdminPermission } from '../permission.js';
import type { UserWithRole } from '../schema.js';

/** One role, or several (stored comma-separated; any one of them suffices). */
export const roleInput = z.union([z.string(), z.array(z.string())]);

/** The stored form of {@link roleInput}: roles joined with commas. */
export const joinRoles = (role: string | string[]) => (Array.isArray(role) ? role.join(',') : role);

/**
 * `POST /admin/set-role` `{ userId, role }`: sets a user's role (or roles). Records
 * `admin.role-set` (`details: { role }`).
 *
 * @returns `{ user }`, the updated user (`null` for an unknown user, as Better Auth 1.2.7).
 * @throws APIError 401 UNAUTHORIZED; 403 YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE without
 *   `user: ['set-role']`.
 * @see SPEC §6
 */
export const setRoleRoute = (config: AdminConfig) =>
  defineEndpoint(
    '/admin/set-role',
    {
      method: 'POST',
      body: z.object({ userId: z.coerce.string(), role: roleInput }),
      metadata: { summary: 'Set the role of a user', tags: ['Admin'] },
    },
    async (ctx): Promise<{ user: UserWithRole | null }> => {
      const caller = await requireAdminPermission(
        ctx,
        config,
        { user: ['set-role'] },
        'YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE',
      );
      const role = joinRoles(ctx.body.role);
      const user = await ctx.context.store.updateUser(ctx.body.userId, { role });
      if (user) {
        emitEvent(ctx, {
          type: 'admin.role-set',
          userId: user.id,
          actorUserId: caller.user.id,
          details: { role },
        });
      }
      return { user: user && ctx.context.responseRow('user', user) };
    },
  );
