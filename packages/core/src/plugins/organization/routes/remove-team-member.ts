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
 * `POST /organization/remove-team-member` `{ teamId, userId, organizationId? }` (teams on):
 * takes a member out of a team; they stay in the organization, and the team stops being their
 * sessions' active team. Needs `team:update`.
 *
 * Better Auth 1.2.7 has no such route; refusals follow its conventions (not found: 400).
 *
 * @returns the updated member.
 * @throws APIError 401 UNAUTHORIZED; 400 NO_ACTIVE_ORGANIZATION,
 *   USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION (the caller), TEAM_NOT_FOUND, MEMBER_NOT_FOUND; 403
 *   YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM, USER_IS_NOT_A_MEMBER_OF_THE_TEAM.
 * @see SPEC §3, §6
 */
export const removeTeamMemberRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/remove-team-member',
    {
      method: 'POST',
      body,
      metadata: { summary: 'Remove a member from a team', tags: ['Organization'] },
    },
    async (ctx): Promise<Member> => {
      const { adapter, store } = ctx.context;
      const { caller, organization, team } = await requireTeamAction(ctx, config, ctx.body, {
        action: 'update',
        notMember: refuse('BAD_REQUEST', 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
        denied: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM',
      });
      const member = await findMember(adapter, organization.id, ctx.body.userId);
      if (!member) throw organizationError('BAD_REQUEST', 'MEMBER_NOT_FOUND');
      if (member.teamId !== team.id)
        throw organizationError('FORBIDDEN', 'USER_IS_NOT_A_MEMBER_OF_THE_TEAM');
      const updated = await adapter.update<Member>({
        model: 'member',
        where: [{ field: 'id', value: member.id }],
        update: { teamId: null },
      });
      if (!updated) throw organizationError('BAD_REQUEST', 'MEMBER_NOT_FOUND');
      emitOrganizationEvent(ctx, 'organization.team-member-remove', {
        organizationId: organization.id,
        actorUserId: caller.user.id,
        userId: member.userId,
        details: { teamId: team.id },
      });
      if (config.teams.activeTeam) {
        await adapter.updateMany({
          model: 'session',
          where: [
            { field: 'userId', value: member.userId },
            { field: 'activeTeamId', value: team.id },
          ],
          update: { activeTeamId: null },
        });
        await store.evictUserSessions(member.userId);
      }
      return updated;
    },
  );
