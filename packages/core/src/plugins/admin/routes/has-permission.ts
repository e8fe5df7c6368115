import { z } from 'zod';
import { APIError, defineEndpoint, getSession } from '../../../plugin/index.js';
import type { AdminConfig } from '../options.js';
import { hasAdminPermission, roleOf, shutOutOfAdmin } from '../permission.js';

const permissions = z.record(z.string(), z.array(z.string()));

// `permission` is Better Auth's older name for `permissions`; exactly one of them is sent.
const body = z.union([
  z.object({
    userId: z.coerce.string().optional(),
    role: z.string().optional(),
    permissions,
    permission: z.undefined().optional(),
  }),
  z.object({
    userId: z.coerce.string().optional(),
    role: z.string().optional(),
    permission: permissions,
    permissions: z.undefined().optional(),
  }),
]);

/**
 * `POST /admin/has-permission` `{ permissions, userId?, role? }`: whether a user's roles grant
 * every action listed. The user is the caller; without a session, the user `userId`, else a
 * user with role `role`. Any caller may ask; an impersonation session is answered `false`, as
 * the admin routes refuse it whatever the role.
 *
 * @returns `{ success, error: null }`.
 * @throws APIError 401 UNAUTHORIZED (an HTTP call with no session, `userId` or `role`); 400
 *   'user not found'; 400 VALIDATION_ERROR without `permissions`.
 * @see SPEC §6
 */
export const hasPermissionRoute = (config: AdminConfig) =>
  defineEndpoint(
    '/admin/has-permission',
    { method: 'POST', body, metadata: { summary: 'Check a user permission', tags: ['Admin'] } },
    async (ctx): Promise<{ success: boolean; error: null }> => {
      const caller = await getSession(ctx);
      const { userId, role } = ctx.body;
      if (!caller && !ctx.isServerCall && !userId && !role) {
        throw new APIError('UNAUTHORIZED', 'UNAUTHORIZED');
      }
      const user =
        caller?.user ??
        (userId ? await ctx.context.store.findUserById(userId) : null) ??
        (role ? { id: '', role } : null);
      if (!user) throw new APIError('BAD_REQUEST', { message: 'user not found' });
      // An impersonation session may do nothing of the admin routes; the answer says so.
      if (caller && shutOutOfAdmin(config, caller)) return { success: false, error: null };
      const success = hasAdminPermission(config, {
        userId: user.id,
        role: roleOf(user),
        permissions: ctx.body.permissions ?? ctx.body.permission,
      });
      return { success, error: null };
    },
  );
