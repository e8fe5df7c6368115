import { z } from 'zod';
import { defineEndpoint } from '../../../api/endpoint.js';
import type { Team } from '../entities.js';
import { organizationError } from '../error-codes.js';
import { runBeforeHook } from '../hooks.js';
import type { OrganizationConfig } from '../options.js';
import { requireTeamAction } from '../team-rules.js';

const body = z.object({
  teamId: z.string().min(1),
  data: z.object({ name: z.string().min(1) }),
  organizationId: z.string().optional(),
});

/**
 * `POST /organization/update-team` `{ teamId, data: { name }, organizationId? }` (teams on):
 * renames a team of an organization, by default the active one. Needs `team:update`.
 *
 * @returns the updated team.
 * @throws APIError 401 UNAUTHORIZED; 400 NO_ACTIVE_ORGANIZATION, VALIDATION_ERROR (empty name,
 *   or longer than `teams.maxNameLength`, default 256);
 *   403 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM; 404
 *   ORGANIZATION_NOT_FOUND, TEAM_NOT_FOUND.
 * @see SPEC §2, §5, §6
 */
export const updateTeamRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/update-team',
    { method: 'POST', body, metadata: { summary: 'Rename a team', tags: ['Organization'] } },
    async (ctx): Promise<Team> => {
      const { caller, organization, team } = await requireTeamAction(
        ctx,
        config,
        ctx.body,
        'update',
        'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM',
      );
      const update = await runBeforeHook(
        config.hooks.beforeUpdateTeam,
        { team, update: ctx.body.data, user: caller.user, organization },
        ctx.body.data,
      );
      const updated = await ctx.context.adapter.update<Team>({
        model: 'team',
        where: [{ field: 'id', value: team.id }],
        update: { ...update, updatedAt: new Date() },
      });
      if (!updated) throw organizationError('NOT_FOUND', 'TEAM_NOT_FOUND');
      await config.hooks.afterUpdateTeam?.({ team: updated, user: caller.user, organization });
      return updated;
    },
  );
