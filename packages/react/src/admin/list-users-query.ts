import type { AdminMethods } from '@portcullis/core/client';

/** The query string of `client.admin.listUsers`. */
export type ListUsersQuery = NonNullable<
  NonNullable<Parameters<AdminMethods['admin']['listUsers']>[0]>['query']
>;

/** One filter, as list-users takes one: users having a role, or banned users. */
export type AdminUsersFilter = { role: string } | { banned: true };

/** A column the users list sorts by. */
export type AdminUsersSortField = 'name' | 'email' | 'role' | 'createdAt';

/** What `useAdminUsers` asks the server for: a search, a filter, an order and a page. */
export interface AdminUsersQuery {
  /** Text to look for; empty or absent: every user. */
  search?: string;
  /** Where to look. Default: `'email'`. */
  searchField?: 'email' | 'name';
  /** How to match. Default: `'contains'`. */
  searchOperator?: 'contains' | 'starts_with';
  filter?: AdminUsersFilter;
  /** Default: `'createdAt'`. */
  sortBy?: AdminUsersSortField;
  /** Default: `'desc'` (newest first with the default order). */
  sortDirection?: 'asc' | 'desc';
  /** Users per page, 1–1000. Default: 20. */
  limit?: number;
  /** Users skipped before the page. Default: 0. */
  offset?: number;
}

/** Users per page when no `limit` is given. */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * The list-users query string for `query`: only the page is asked for (`limit`, `offset`), and
 * the server counts the matches (`total`), so a page costs the same over 100 or 100,000 users.
 *
 * @example
 * toListUsersQuery({ search: 'ada', filter: { banned: true }, offset: 20 });
 * // { searchValue: 'ada', searchField: 'email', searchOperator: 'contains', filterField: 'banned',
 * //   filterOperator: 'eq', filterValue: 1, sortBy: 'createdAt', sortDirection: 'desc', limit: 20, offset: 20 }
 */
export function toListUsersQuery(query: AdminUsersQuery): ListUsersQuery {
  const search = query.search?.trim();
  const result: ListUsersQuery = {
    sortBy: query.sortBy ?? 'createdAt',
    sortDirection: query.sortDirection ?? 'desc',
    limit: clampLimit(query.limit),
    offset: Math.max(0, Math.floor(query.offset ?? 0)),
  };
  if (search) {
    result.searchValue = search;
    result.searchField = query.searchField ?? 'email';
    result.searchOperator = query.searchOperator ?? 'contains';
  }
  if (query.filter && 'role' in query.filter) {
    result.filterField = 'role';
    result.filterOperator = 'eq';
    result.filterValue = query.filter.role;
  } else if (query.filter?.banned) {
    result.filterField = 'banned';
    result.filterOperator = 'eq';
    // The filter travels in the query string, where `true` becomes the text 'true', which SQLite
    // never finds equal to a stored boolean (1); '1' means true to every engine and adapter.
    result.filterValue = 1;
  }
  return result;
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_PAGE_SIZE;
  return Math.min(1000, Math.max(1, Math.floor(limit)));
}
