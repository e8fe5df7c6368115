import { z } from 'zod';
import { defineEndpoint } from '../../../api/endpoint.js';
import type { Member } from '../entities.js';
import { removeMember } from '../member-removal.js';
import { requireCaller, requireMember } from '../membership.js';
import type { OrganizationConfig } from '../options.js';

/**
 * `POST /organization/leave` `{ organizationId }`: the caller leaves an organization; it stops
 * being active in their sessions. Any member may leave except the only owner.
 *
 * @returns the caller's removed member row.
 * @throws APIError 401 UNAUTHORIZED; 400 YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER;
 *   403 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION; 404 ORGANIZATION_NOT_FOUND; 400
 *   VALIDATION_ERROR.
 * @see SPEC §2, §6
 */
export const leaveOrganizationRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/leave',
    {
      method: 'POST',
      body: z.object({ organizationId: z.string().min(1) }),
      metadata: { summary: 'Leave an organization', tags: ['Organization'] },
    },
    async (ctx): Promise<Member> => {
      const caller = await requireCaller(ctx, true);
      const member = await requireMember(
        ctx.context.adapter,
        ctx.body.organizationId,
        caller.user.id,
      );
      return removeMember(ctx, config, caller, member);
    },
  );
