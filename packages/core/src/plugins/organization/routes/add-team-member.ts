import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import type { Member } from '../entities.js';
import { emitOrganizationEvent } from '../events.js';
import { refuse } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { organizationError } from '../organization-error.js';
import { findMember } from '../queries.js';
import { requireTeamAction } from '../team-rules.js';

const body = z.object({
  teamId: z.string().min(1),
  userId: z.string().min(1),
  organizationId: z.string().optional(),
});

/**
 * `POST /organization/add-team-member` `{ teamId, userId, organizationId? }` (teams on): puts a
 * member of the organization into a team (a member is in at most one team, SPEC §3: adding
 * moves them). Needs `team:update`.
 *
 * Better Auth 1.2.7 has no such route; refusals follow its conventions (not found: 400).
 *
 * @returns the updated member.
 * @throws APIError 401 UNAUTHORIZED; 400 NO_ACTIVE_ORGANIZATION,
 *   USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION (the caller), TEAM_NOT_FOUND, MEMBER_NOT_FOUND (the
 *   user is not in the organization); 403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM.
 * @see SPEC §3, §6
 */
export const addTeamMemberRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/add-team-member',
    {
      method: 'POST',
      body,
      metadata: { summary: 'Add a member to a team', tags: ['Organization'] },
    },
    async (ctx): Promise<Member> => {
      const { adapter } = ctx.context;
      const { caller, organization, team } = await requireTeamAction(ctx, config, ctx.body, {
        action: 'update',
        notMember: refuse('BAD_REQUEST', 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
        denied: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM',
      });
      const member = await findMember(adapter, organization.id, ctx.body.userId);
      if (!member) throw organizationError('BAD_REQUEST', 'MEMBER_NOT_FOUND');
      const updated = await adapter.update<Member>({
        model: 'member',
        where: [{ field: 'id', value: member.id }],
        update: { teamId: team.id },
      });
      if (!updated) throw organizationError('BAD_REQUEST', 'MEMBER_NOT_FOUND');
      emitOrganizationEvent(ctx, 'organization.team-member-add', {
        organizationId: organization.id,
        actorUserId: caller.user.id,
        userId: member.userId,
        details: {
          teamId: team.id,
          ...(member.teamId && member.teamId !== team.id ? { previousTeamId: member.teamId } : {}),
        },
      });
      return updated;
    },
  );
