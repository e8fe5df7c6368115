import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import type { Team } from '../entities.js';
import { emitOrganizationEvent } from '../events.js';
import { runBeforeHook } from '../hooks.js';
import {
  assertPermission,
  refuse,
  requireCaller,
  requireMember,
  targetOrganizationId,
} from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { organizationError } from '../organization-error.js';
import { countTeams, findOrganization, lockOrganization } from '../queries.js';

/**
 * `POST /organization/create-team` `{ name, organizationId? }` (teams on): creates a team in an
 * organization, by default the active one. Needs `team:create`; refused at `maximumTeams`.
 *
 * A non-member is refused with Better Auth 1.2.7's words for it on this route ('You are not
 * allowed to invite users to this organization').
 *
 * @returns the team.
 * @throws APIError 401 UNAUTHORIZED; 400 NO_ACTIVE_ORGANIZATION,
 *   YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS, VALIDATION_ERROR (empty name, SPEC §5, or
 *   longer than `teams.maxNameLength`, default 256); 403
 *   YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION (not a member, or no such
 *   organization), YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION.
 * @see SPEC §3, §5 (team name minimum length 1), §6
 */
export const createTeamRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/create-team',
    {
      method: 'POST',
      body: z.object({ name: z.string().min(1), organizationId: z.string().optional() }),
      metadata: { summary: 'Create a team', tags: ['Organization'] },
    },
    async (ctx): Promise<Team> => {
      const { adapter } = ctx.context;
      const caller = await requireCaller(ctx, true);
      const organizationId = targetOrganizationId(caller, ctx.body.organizationId);
      const acting = await requireMember(
        adapter,
        organizationId,
        caller.user.id,
        refuse('FORBIDDEN', 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION'),
      );
      assertPermission(
        config,
        acting,
        { team: ['create'] },
        'YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION',
      );
      const organization = await findOrganization(adapter, { id: organizationId });
      if (!organization) throw organizationError('BAD_REQUEST', 'ORGANIZATION_NOT_FOUND');
      const { maximumTeams } = config.teams;
      const limit =
        typeof maximumTeams === 'function' ? await maximumTeams(organization) : maximumTeams;
      const assertUnderLimit = async (db: typeof adapter) => {
        if (limit !== undefined && (await countTeams(db, organizationId)) >= limit) {
          throw organizationError('BAD_REQUEST', 'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS');
        }
      };
      await assertUnderLimit(adapter);
      const draft = { name: ctx.body.name };
      const input = await runBeforeHook(
        config.hooks.beforeCreateTeam,
        { team: draft, user: caller.user, organization },
        draft,
      );
      const at = new Date();
      const team = await adapter.transaction(async (tx) => {
        // Counted again under the organization's lock: concurrent creates take turns here.
        if (limit !== undefined) {
          await lockOrganization(tx, organizationId);
          await assertUnderLimit(tx);
        }
        return tx.create<Team>({
          model: 'team',
          data: { ...input, organizationId, createdAt: at, updatedAt: at },
        });
      });
      emitOrganizationEvent(ctx, 'organization.team-create', {
        organizationId,
        actorUserId: caller.user.id,
        details: { teamId: team.id, name: team.name },
      });
      await config.hooks.afterCreateTeam?.({ team, user: caller.user, organization });
      return team;
    },
  );
