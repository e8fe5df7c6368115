import { describe, expect, it } from 'vitest';
import { toListUsersQuery } from './list-users-query.js';

describe('toListUsersQuery', () => {
  it('asks for one page, newest first, with no search or filter by default', () => {
    expect(toListUsersQuery({})).toEqual({
      sortBy: 'createdAt',
      sortDirection: 'desc',
      limit: 20,
      offset: 0,
    });
  });

  it('searches email or name, contains or starts with; blank searches nothing', () => {
    expect(toListUsersQuery({ search: ' ada ' })).toMatchObject({
      searchValue: 'ada',
      searchField: 'email',
      searchOperator: 'contains',
    });
    expect(
      toListUsersQuery({ search: 'Gr', searchField: 'name', searchOperator: 'starts_with' }),
    ).toMatchObject({ searchValue: 'Gr', searchField: 'name', searchOperator: 'starts_with' });
    expect(toListUsersQuery({ search: '   ' })).not.toHaveProperty('searchValue');
  });

  it('filters one field: a role, or banned users (as 1, true to every database)', () => {
    expect(toListUsersQuery({ filter: { role: 'admin' } })).toMatchObject({
      filterField: 'role',
      filterOperator: 'eq',
      filterValue: 'admin',
    });
    expect(toListUsersQuery({ filter: { banned: true } })).toMatchObject({
      filterField: 'banned',
      filterOperator: 'eq',
      filterValue: 1,
    });
  });

  it('keeps the page within what the server accepts', () => {
    expect(toListUsersQuery({ limit: 0, offset: -5 })).toMatchObject({ limit: 1, offset: 0 });
    expect(toListUsersQuery({ limit: 5000, offset: 40.7 })).toMatchObject({
      limit: 1000,
      offset: 40,
    });
    expect(toListUsersQuery({ sortBy: 'email', sortDirection: 'asc' })).toMatchObject({
      sortBy: 'email',
      sortDirection: 'asc',
    });
  });
});
