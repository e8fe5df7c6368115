import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import { setActive } from '../active-session.js';
import type { Team } from '../entities.js';
import { refuse, requireCaller, requireMember, targetOrganizationId } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { organizationError } from '../organization-error.js';
import { findTeam } from '../queries.js';

/**
 * `POST /organization/set-active-team` `{ teamId | null }` (teams on): makes one of the
 * caller's teams in the active organization the session's active team; `null` clears it.
 *
 * Better Auth 1.2.7 has no such route; refusals follow its conventions (not found: 400).
 *
 * @returns the team, or `null` when cleared.
 * @throws APIError 401 UNAUTHORIZED; 400 NO_ACTIVE_ORGANIZATION,
 *   USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, TEAM_NOT_FOUND; 403 USER_IS_NOT_A_MEMBER_OF_THE_TEAM.
 * @see SPEC §3
 */
export const setActiveTeamRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/set-active-team',
    {
      method: 'POST',
      body: z.object({ teamId: z.string().min(1).nullable() }),
      metadata: { summary: 'Set the active team', tags: ['Organization'] },
    },
    async (ctx): Promise<Team | null> => {
      const { adapter } = ctx.context;
      const caller = await requireCaller(ctx, true);
      const organizationId = targetOrganizationId(caller);
      const member = await requireMember(
        adapter,
        organizationId,
        caller.user.id,
        refuse('BAD_REQUEST', 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
      );
      const { teamId } = ctx.body;
      const team = teamId ? await findTeam(adapter, organizationId, teamId) : null;
      if (teamId && !team) throw organizationError('BAD_REQUEST', 'TEAM_NOT_FOUND');
      if (team && member.teamId !== team.id) {
        throw organizationError('FORBIDDEN', 'USER_IS_NOT_A_MEMBER_OF_THE_TEAM');
      }
      await setActive(
        ctx,
        caller,
        { organizationId, teamId: team?.id ?? null },
        config.teams.activeTeam,
      );
      return team;
    },
  );
