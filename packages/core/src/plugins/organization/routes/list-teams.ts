import { z } from 'zod';
import { defineEndpoint } from '../../../api/endpoint.js';
import type { Team } from '../entities.js';
import { requireCaller, requireMember, targetOrganizationId } from '../membership.js';
import { ALL_ROWS } from '../queries.js';

/**
 * `GET /organization/list-teams?organizationId` (teams on): the teams of an organization, by
 * default the active one, oldest first. Any member may list them (SPEC §6).
 *
 * @throws APIError 401 UNAUTHORIZED; 400 NO_ACTIVE_ORGANIZATION; 403
 *   USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION; 404 ORGANIZATION_NOT_FOUND.
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
    async (ctx): Promise<Team[]> => {
      const { adapter } = ctx.context;
      const caller = await requireCaller(ctx, false);
      const organizationId = targetOrganizationId(caller, ctx.query?.organizationId);
      await requireMember(adapter, organizationId, caller.user.id);
      return adapter.findMany<Team>({
        model: 'team',
        where: [{ field: 'organizationId', value: organizationId }],
        sortBy: { field: 'createdAt', direction: 'asc' },
        limit: ALL_ROWS,
      });
    },
  );
