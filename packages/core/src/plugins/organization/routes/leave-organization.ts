import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import { answerMember } from '../answers.js';
import type { MemberWithUser } from '../entities.js';
import { emitOrganizationEvent } from '../events.js';
import { removeMember } from '../member-removal.js';
import { refuse, requireCaller, requireMember } from '../membership.js';
import type { OrganizationConfig } from '../options.js';

/**
 * `POST /organization/leave` `{ organizationId }`: the caller leaves an organization; it stops
 * being active in their sessions. Any member may leave except the only owner.
 *
 * @returns the caller's removed member row, with their user (Better Auth 1.2.7's shape).
 * @throws APIError 401 UNAUTHORIZED; 400 MEMBER_NOT_FOUND (not a member, or no such
 *   organization), YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER, VALIDATION_ERROR.
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
    async (ctx): Promise<MemberWithUser> => {
      const caller = await requireCaller(ctx, true);
      const member = await requireMember(
        ctx.context.adapter,
        ctx.body.organizationId,
        caller.user.id,
        refuse('BAD_REQUEST', 'MEMBER_NOT_FOUND'),
      );
      const removed = await removeMember(ctx, config, caller, member);
      emitOrganizationEvent(ctx, 'organization.member-remove', {
        organizationId: member.organizationId,
        actorUserId: caller.user.id,
        userId: caller.user.id,
        details: { role: member.role, reason: 'leave' },
      });
      return answerMember(removed.member, removed.user);
    },
  );
