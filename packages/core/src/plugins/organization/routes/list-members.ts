import { z } from 'zod';
import { defineEndpoint, type Where } from '../../../plugin/index.js';
import type { Member, MemberWithUser } from '../entities.js';
import { refuse, requireCaller, requireMember, targetOrganizationId } from '../membership.js';
import { searchMembers, withUsers } from '../queries.js';

/** The largest page list-members and get-full-organization serve. */
export const MAX_PAGE_SIZE = 1000;

/** The longest `searchValue` list-members takes, in characters. */
export const MAX_MEMBER_SEARCH_LENGTH = 100;

const filterText = z.string().max(255);

const query = z
  .object({
    organizationId: z.string().min(1).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    offset: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    sortBy: z.enum(['createdAt', 'role']).optional(),
    sortDirection: z.enum(['asc', 'desc']).optional(),
    filterField: z.enum(['role', 'userId', 'teamId']).optional(),
    filterValue: z.union([filterText, z.array(filterText).max(MAX_PAGE_SIZE)]).optional(),
    filterOperator: z
      .enum(['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'contains', 'starts_with', 'ends_with'])
      .optional(),
    searchValue: z.string().max(MAX_MEMBER_SEARCH_LENGTH).optional(),
  })
  .optional();

/**
 * `GET /organization/list-members?organizationId&limit&offset&sortBy&sortDirection&filterField&filterValue&filterOperator&searchValue`:
 * one page of an organization's members (default the active one), each with its user's id, name,
 * email and image, and the total count of those that match. `limit` 1–1000, default 100;
 * `offset` default 0; `sortBy` `createdAt` (default, served in index order) or `role`;
 * `sortDirection` `asc` (default) or `desc`.
 *
 * Filter, as Better Auth's later list-members: one condition on a member field, `filterField`
 * (`role`, `userId` or `teamId`), `filterValue` (≤ 255 characters; a list for `in`) and
 * `filterOperator` (default `eq`; `eq`, `ne`, `lt`, `lte`, `gt`, `gte`, `in`, `contains`,
 * `starts_with`, `ends_with`). A role list such as `'admin, billing'` is one value: filter roles
 * with `contains`.
 *
 * Search (a Portcullis addition; Better Auth has none): `searchValue` (≤ 100 characters, trimmed;
 * empty means no search) keeps the members whose user's name or email contains it, ignoring case
 * (see `Where.mode`). Membership needed.
 *
 * Cost: the membership read, one page read over the (organizationId, createdAt) index, one
 * read of the page's users, and a count over the organization's index range. With a search: one
 * read of the organization's (filtered) member rows over that index, and reads of their users by
 * id, 500 per query, with the name/email test — never a scan of the user table.
 *
 * Better Auth 1.2.7 has no list-members; its shape, parameters and refusals are those of Better
 * Auth's later list-members (not `organizationSlug`).
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
      const where: Where[] = [{ field: 'organizationId', value: organizationId }];
      if (input.filterField && input.filterValue !== undefined) {
        where.push({
          field: input.filterField,
          operator: input.filterOperator ?? 'eq',
          value: input.filterValue,
        });
      }
      const sortBy = {
        field: input.sortBy ?? 'createdAt',
        direction: input.sortDirection ?? 'asc',
      } as const;
      const limit = input.limit ?? 100;
      const offset = input.offset ?? 0;
      const search = input.searchValue?.trim();
      if (search) {
        return searchMembers(adapter, { where, sortBy, search, limit, offset });
      }
      const [page, total] = await Promise.all([
        adapter.findMany<Member>({ model: 'member', where, sortBy, limit, offset }),
        adapter.count({ model: 'member', where }),
      ]);
      return { members: await withUsers(adapter, page), total };
    },
  );
