import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import type { Team } from '../entities.js';
import { requireCaller, requireMember } from '../membership.js';
import { forbidden } from '../organization-error.js';
import { ALL_ROWS } from '../queries.js';

/**
 * `GET /organization/list-teams?organizationId` (teams on): the teams of an organization, by
 * default the active one, oldest first. Any member may list them (SPEC §6).
 *
 * The organization named wins over the active one; Better Auth 1.2.7 answers the active one's
 * teams whatever is named (docs/migrating-from-better-auth.md).
 *
 * @returns the teams, or `null` when none is named and none is active (Better Auth's answer).
 * @throws APIError 401 UNAUTHORIZED; 403 FORBIDDEN 'Forbidden' for a non-member (also for an
 *   unknown organization): Better Auth answers a bare 403 here.
 * @see SPEC §2, §6
 */
export const listTeamsRoute = () =>
  defineEndpoint(
    '/organization/list-teams',
    {
      method: 'GET',
      query: z.object({ organizationId: z.string().min(1).optional() }).optional(),
      metadata: { summary: "List an organization's teams", tags: ['Organization'] },
    },
    async (ctx): Promise<Team[] | null> => {
      const { adapter } = ctx.context;
      const caller = await requireCaller(ctx, false);
      const organizationId = ctx.query?.organizationId || caller.session.activeOrganizationId;
      if (!organizationId) return null;
      await requireMember(adapter, organizationId, caller.user.id, forbidden);
      return adapter.findMany<Team>({
        model: 'team',
        where: [{ field: 'organizationId', value: organizationId }],
        sortBy: { field: 'createdAt', direction: 'asc' },
        limit: ALL_ROWS,
      });
    },
  );
