import { z } from 'zod';
import { defineEndpoint, type Where } from '../../../plugin/index.js';
import type { AdminConfig } from '../options.js';
import { requireAdminPermission } from '../permission.js';
import type { UserWithRole } from '../schema.js';

const query = z
  .object({
    searchValue: z.string().optional(),
    searchField: z.enum(['email', 'name']).optional(),
    searchOperator: z.enum(['contains', 'starts_with', 'ends_with']).optional(),
    limit: z.union([z.string(), z.number()]).optional(),
    offset: z.union([z.string(), z.number()]).optional(),
    sortBy: z.string().optional(),
    sortDirection: z.enum(['asc', 'desc']).optional(),
    filterField: z.string().optional(),
    filterValue: z.union([z.string(), z.number(), z.boolean()]).optional(),
    filterOperator: z.enum(['eq', 'ne', 'lt', 'lte', 'gt', 'gte']).optional(),
  })
  .optional();

/** The answer of list-users; `limit` and `offset` are left out when not given (or 0). */
export interface ListUsersResult {
  users: UserWithRole[];
  total: number;
  limit?: number;
  offset?: number;
}

/**
 * `GET /admin/list-users`: a page of users and the count of all that match. Search
 * (`searchValue` in `searchField`, default `email`, with `searchOperator`, default `contains`),
 * one filter (`filterField`, default `email`, `filterOperator`, default `eq`), sort
 * (`sortBy`, `sortDirection` default `asc`), `limit` and `offset`. A query the database
 * refuses (an unknown field) answers an empty page, as Better Auth 1.2.7 does.
 *
 * @returns `{ users, total, limit?, offset? }`.
 * @throws APIError 401 UNAUTHORIZED; 403 YOU_ARE_NOT_ALLOWED_TO_LIST_USERS without
 *   `user: ['list']`.
 * @see SPEC §6
 */
export const listUsersRoute = (config: AdminConfig) =>
  defineEndpoint(
    '/admin/list-users',
    { method: 'GET', query, metadata: { summary: 'List users', tags: ['Admin'] } },
    async (ctx): Promise<ListUsersResult> => {
      await requireAdminPermission(
        ctx,
        config,
        { user: ['list'] },
        'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS',
      );
      const q = ctx.query ?? {};
      const where: Where[] = [];
      if (q.searchValue) {
        where.push({
          field: q.searchField || 'email',
          operator: q.searchOperator || 'contains',
          value: q.searchValue,
        });
      }
      if (q.filterValue) {
        where.push({
          field: q.filterField || 'email',
          operator: q.filterOperator || 'eq',
          value: q.filterValue,
        });
      }
      const limit = Number(q.limit) || undefined;
      const offset = Number(q.offset) || undefined;
      const { adapter, responseRow } = ctx.context;
      try {
        const users = await adapter.findMany<UserWithRole>({
          model: 'user',
          where,
          limit,
          offset,
          sortBy: q.sortBy ? { field: q.sortBy, direction: q.sortDirection || 'asc' } : undefined,
        });
        const total = await adapter.count({ model: 'user', where });
        return { users: users.map((user) => responseRow('user', user)), total, limit, offset };
      } catch (cause) {
        ctx.context.logger.error('admin list-users failed', cause);
        return { users: [], total: 0 };
      }
    },
  );
