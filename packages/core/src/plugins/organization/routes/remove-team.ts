import { z } from 'zod';
import { defineEndpoint } from '../../../api/endpoint.js';
import type { Session } from '../../../db/entities.js';
import type { Team } from '../entities.js';
import { organizationError } from '../error-codes.js';
import type { OrganizationConfig } from '../options.js';
import { ALL_ROWS, countTeams } from '../queries.js';
import { requireTeamAction } from '../team-rules.js';

/**
 * `POST /organization/remove-team` `{ teamId, organizationId? }` (teams on): deletes a team. Its
 * members stay in the organization, without a team; invitations into it lose their team; it
 * stops being anyone's active team (secondary storage included; other devices' cookie caches
 * keep the old value until they expire). Needs `team:delete`. An organization's last team cannot be
 * removed unless `teams.allowRemovingAllTeams`.
 *
 * @returns the removed team.
 * @throws APIError 401 UNAUTHORIZED; 400 NO_ACTIVE_ORGANIZATION, UNABLE_TO_REMOVE_LAST_TEAM; 403
 *   USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM; 404
 *   ORGANIZATION_NOT_FOUND, TEAM_NOT_FOUND.
 * @see SPEC §2, §6, §8
 */
export const removeTeamRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/remove-team',
    {
      method: 'POST',
      body: z.object({ teamId: z.string().min(1), organizationId: z.string().optional() }),
      metadata: { summary: 'Remove a team', tags: ['Organization'] },
    },
    async (ctx): Promise<Team> => {
      const { adapter, store } = ctx.context;
      const { caller, organization, team } = await requireTeamAction(
        ctx,
        config,
        ctx.body,
        'delete',
        'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM',
      );
      if (
        !config.teams.allowRemovingAllTeams &&
        (await countTeams(adapter, organization.id)) <= 1
      ) {
        throw organizationError('BAD_REQUEST', 'UNABLE_TO_REMOVE_LAST_TEAM');
      }
      await config.hooks.beforeDeleteTeam?.({ team, user: caller.user, organization });
      // Scoped by organization so the reads follow its indexes.
      const ofTeam = [
        { field: 'organizationId', value: organization.id },
        { field: 'teamId', value: team.id },
      ];
      await store.transaction(async (txStore, tx) => {
        await tx.updateMany({ model: 'member', where: ofTeam, update: { teamId: null } });
        await tx.updateMany({ model: 'invitation', where: ofTeam, update: { teamId: null } });
        const activeIn = [{ field: 'activeTeamId', value: team.id }];
        // Read in the transaction, so the evicted tokens are the rows it clears.
        const sessions = await tx.findMany<Session>({
          model: 'session',
          where: activeIn,
          limit: ALL_ROWS,
        });
        await tx.updateMany({ model: 'session', where: activeIn, update: { activeTeamId: null } });
        await tx.delete({ model: 'team', where: [{ field: 'id', value: team.id }] });
        // Applied after the commit: secondary storage stops showing the team as active.
        for (const session of sessions) {
          await txStore.evictUserSessions(session.userId, [session.token]);
        }
      });
      await config.hooks.afterDeleteTeam?.({ team, user: caller.user, organization });
      return team;
    },
  );
