import { z } from 'zod';
import { defineEndpoint, type Session } from '../../../plugin/index.js';
import { emitOrganizationEvent } from '../events.js';
import { refuse } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { organizationError } from '../organization-error.js';
import { ALL_ROWS, countTeams } from '../queries.js';
import { requireTeamAction } from '../team-rules.js';

/**
 * `POST /organization/remove-team` `{ teamId, organizationId? }` (teams on): deletes a team. Its
 * members stay in the organization, without a team; invitations into it lose their team; it
 * stops being anyone's active team (secondary storage included; other devices' cookie caches
 * keep the old value until they expire). Needs `team:delete`. An organization's last team cannot
 * be removed unless `teams.allowRemovingAllTeams`.
 *
 * As in Better Auth 1.2.7, a member cannot remove the team they are in, and a non-member is
 * refused with its words for it here ('You are not allowed to invite users to this
 * organization'). Without an organization named or active it answers 200 `null`; here 400
 * NO_ACTIVE_ORGANIZATION, the answer its code names.
 *
 * @returns `{ message: 'Team removed successfully.' }`.
 * @throws APIError 401 UNAUTHORIZED; 400 NO_ACTIVE_ORGANIZATION, TEAM_NOT_FOUND,
 *   UNABLE_TO_REMOVE_LAST_TEAM; 403 YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION (not
 *   a member, or in that team), YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION.
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
    async (ctx): Promise<{ message: string }> => {
      const { adapter, store } = ctx.context;
      const { teamId } = ctx.body;
      const { caller, organization, team } = await requireTeamAction(ctx, config, ctx.body, {
        action: 'delete',
        notMember: refuse('FORBIDDEN', 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION'),
        refusesMember: (acting) => acting.teamId === teamId,
        denied: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION',
      });
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
        const sessions = config.teams.activeTeam
          ? await tx.findMany<Session>({ model: 'session', where: activeIn, limit: ALL_ROWS })
          : [];
        if (sessions.length > 0) {
          await tx.updateMany({
            model: 'session',
            where: activeIn,
            update: { activeTeamId: null },
          });
        }
        await tx.delete({ model: 'team', where: [{ field: 'id', value: team.id }] });
        // Applied after the commit: secondary storage stops showing the team as active.
        for (const session of sessions) {
          await txStore.evictUserSessions(session.userId, [session.token]);
        }
      });
      emitOrganizationEvent(ctx, 'organization.team-delete', {
        organizationId: organization.id,
        actorUserId: caller.user.id,
        details: { teamId: team.id, name: team.name },
      });
      await config.hooks.afterDeleteTeam?.({ team, user: caller.user, organization });
      // Word for word Better Auth's answer.
      return { message: 'Team removed successfully.' };
    },
  );
