import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import type { Team } from '../entities.js';
import { emitOrganizationEvent } from '../events.js';
import { runBeforeHook } from '../hooks.js';
import { refuse } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { organizationError } from '../organization-error.js';
import { requireTeamAction } from '../team-rules.js';

const body = z.object({
  teamId: z.string().min(1),
  // Better Auth reads the organization from `data`; the top-level one is Portcullis's spelling.
  data: z.object({
    name: z.string().min(1),
    organizationId: z.string().optional(),
  }),
  organizationId: z.string().optional(),
});

/**
 * `POST /organization/update-team` `{ teamId, data: { name, organizationId? }, organizationId? }`
 * (teams on): renames a team of an organization — `data.organizationId` as in Better Auth, or
 * `organizationId`, by default the active one. Needs `team:update`.
 *
 * Without an organization named or active, Better Auth 1.2.7 answers 200 `null`; here 400
 * NO_ACTIVE_ORGANIZATION, the answer its code names (docs/migrating-from-better-auth.md).
 *
 * @returns the updated team.
 * @throws APIError 401 UNAUTHORIZED; 400 NO_ACTIVE_ORGANIZATION, TEAM_NOT_FOUND, VALIDATION_ERROR
 *   (empty name, SPEC §5, or longer than `teams.maxNameLength`, default 256); 403
 *   YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM (no `team:update`, or not a member).
 * @see SPEC §2, §5, §6
 */
export const updateTeamRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/update-team',
    { method: 'POST', body, metadata: { summary: 'Rename a team', tags: ['Organization'] } },
    async (ctx): Promise<Team> => {
      const { teamId, data } = ctx.body;
      const organizationId = data.organizationId || ctx.body.organizationId;
      const { caller, organization, team } = await requireTeamAction(
        ctx,
        config,
        { organizationId, teamId },
        {
          action: 'update',
          notMember: refuse('FORBIDDEN', 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM'),
          denied: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM',
        },
      );
      const requested = { name: data.name };
      const update = await runBeforeHook(
        config.hooks.beforeUpdateTeam,
        { team, update: requested, user: caller.user, organization },
        requested,
      );
      const updated = await ctx.context.adapter.update<Team>({
        model: 'team',
        where: [{ field: 'id', value: team.id }],
        update: { ...update, updatedAt: new Date() },
      });
      if (!updated) throw organizationError('BAD_REQUEST', 'TEAM_NOT_FOUND');
      emitOrganizationEvent(ctx, 'organization.team-update', {
        organizationId: organization.id,
        actorUserId: caller.user.id,
        details: { teamId: team.id, name: updated.name, previousName: team.name },
      });
      await config.hooks.afterUpdateTeam?.({ team: updated, user: caller.user, organization });
      return updated;
    },
  );
