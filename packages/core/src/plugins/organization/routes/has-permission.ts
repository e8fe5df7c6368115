import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import { refuse, requireCaller, requireMember, targetOrganizationId } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { checkRolePermission } from '../permission.js';

const permissions = z.record(z.string(), z.array(z.string()));

// `permission` is Better Auth's older name for `permissions`; exactly one of them is sent.
const body = z.union([
  z.object({
    permissions,
    permission: z.undefined().optional(),
    organizationId: z.string().optional(),
  }),
  z.object({
    permission: permissions,
    permissions: z.undefined().optional(),
    organizationId: z.string().optional(),
  }),
]);

/**
 * `POST /organization/has-permission` `{ permissions: { resource: [actions] }, organizationId? }`
 * (or Better Auth's older `permission`): whether the caller's roles in an organization (default
 * the active one) grant every action listed. Reads the member row on every call — one indexed
 * read, whatever the organization's size — so a role changed a moment ago is the one answered.
 *
 * @returns `{ success, error: null }`: `error` is always `null`, as in Better Auth 1.2.7, whose
 *   answer never says which resource was refused (the server helper `hasPermission` does).
 * @throws APIError 401 UNAUTHORIZED, USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION (Better Auth 1.2.7's
 *   status for it here; also for an unknown organization); 400 NO_ACTIVE_ORGANIZATION,
 *   VALIDATION_ERROR.
 * @see SPEC §6, §8
 */
export const hasPermissionRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/has-permission',
    {
      method: 'POST',
      body,
      metadata: { summary: 'Check your permissions', tags: ['Organization'] },
    },
    async (ctx): Promise<{ success: boolean; error: null }> => {
      const caller = await requireCaller(ctx, false);
      const organizationId = targetOrganizationId(caller, ctx.body.organizationId);
      const member = await requireMember(
        ctx.context.adapter,
        organizationId,
        caller.user.id,
        refuse('UNAUTHORIZED', 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
      );
      const result = checkRolePermission({
        role: member.role,
        permissions: ctx.body.permissions ?? ctx.body.permission ?? {},
        roles: config.roles,
      });
      return { success: result.success, error: null };
    },
  );
