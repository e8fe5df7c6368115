import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import type { Member, MemberWithUser } from '../entities.js';
import { refuse, requireCaller, requireMember, targetOrganizationId } from '../membership.js';
import { withUsers } from '../queries.js';

/** The largest page list-members and get-full-organization serve. */
export const MAX_PAGE_SIZE = 1000;

const query = z
  .object({
    organizationId: z.string().min(1).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    offset: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    sortBy: z.enum(['createdAt', 'role']).optional(),
    sortDirection: z.enum(['asc', 'desc']).optional(),
  })
  .optional();

/**
 * `GET /organization/list-members?organizationId&limit&offset&sortBy&sortDirection`: one page
 * of an organization's members (default the active one), each with its user's id, name, email
 * and image, and the total count. `limit` 1–1000, default 100; `offset` default 0; `sortBy`
 * `createdAt` (default, served in index order) or `role`; `sortDirection` `asc` (default) or
 * `desc`. Membership needed.
 *
 * Cost: the membership read, one page read over the (organizationId, createdAt) index, one
 * read of the page's users, and a count over the organization's index range.
 *
 * Better Auth 1.2.7 has no list-members; its shape and refusals are those of Better Auth's later
 * list-members.
 *
 * @returns `{ members, total }`.
 * @throws APIError 401 UNAUTHORIZED; 400 NO_ACTIVE_ORGANIZATION, VALIDATION_ERROR; 403
 *   YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION (also for an unknown organization).
 * @see SPEC §9 (default query limit 100)
 */
export const listMembersRoute = () =>
  defineEndpoint(
    '/organization/list-members',
    {
      method: 'GET',
      query,
      metadata: { summary: 'List the members of an organization', tags: ['Organization'] },
    },
    async (ctx): Promise<{ members: MemberWithUser[]; total: number }> => {
      const { adapter } = ctx.context;
      const caller = await requireCaller(ctx, false);
      const input = ctx.query ?? {};
      const organizationId = targetOrganizationId(caller, input.organizationId);
      await requireMember(
        adapter,
        organizationId,
        caller.user.id,
        refuse('FORBIDDEN', 'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION'),
      );
      const where = [{ field: 'organizationId', value: organizationId }];
      const [page, total] = await Promise.all([
        adapter.findMany<Member>({
          model: 'member',
          where,
          sortBy: { field: input.sortBy ?? 'createdAt', direction: input.sortDirection ?? 'asc' },
          limit: input.limit ?? 100,
          offset: input.offset ?? 0,
        }),
        adapter.count({ model: 'member', where }),
      ]);
      return { members: await withUsers(adapter, page), total };
    },
  );
