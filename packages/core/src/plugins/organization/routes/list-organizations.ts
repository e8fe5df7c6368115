import { defineEndpoint } from '../../../plugin/index.js';
import type { Member, Organization } from '../entities.js';
import { requireCaller } from '../membership.js';
import { ALL_ROWS } from '../queries.js';

/**
 * `GET /organization/list`: the organizations the caller is a member of, oldest membership
 * first. Two indexed reads whatever the count.
 *
 * @throws APIError 401 UNAUTHORIZED.
 * @see SPEC §2
 */
export const listOrganizationsRoute = () =>
  defineEndpoint(
    '/organization/list',
    { method: 'GET', metadata: { summary: 'List your organizations', tags: ['Organization'] } },
    async (ctx): Promise<Organization[]> => {
      const { adapter } = ctx.context;
      const caller = await requireCaller(ctx, false);
      const memberships = await adapter.findMany<Member>({
        model: 'member',
        where: [{ field: 'userId', value: caller.user.id }],
        sortBy: { field: 'createdAt', direction: 'asc' },
        limit: ALL_ROWS,
      });
      if (memberships.length === 0) return [];
      const organizations = await adapter.findMany<Organization>({
        model: 'organization',
        where: [{ field: 'id', operator: 'in', value: memberships.map((m) => m.organizationId) }],
        limit: memberships.length,
      });
      const byId = new Map(organizations.map((organization) => [organization.id, organization]));
      return memberships.flatMap((m) => byId.get(m.organizationId) ?? []);
    },
  );
