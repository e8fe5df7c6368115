import { beforeAll, describe, expect, it } from 'vitest';
import { setupAdmin, type TestUser } from '../../../test/kit/admin-test-kit.js';

describe('GET /admin/list-users', () => {
  let s: Awaited<ReturnType<typeof setupAdmin>>;
  let admin: TestUser;
  const list = async (query: Record<string, string>) =>
    (await s.call(admin, 'list-users', new URLSearchParams(query))).body;
  const emails = (body: { users: Array<{ email: string }> }) => body.users.map((u) => u.email);

  beforeAll(async () => {
    s = await setupAdmin();
    admin = await s.signUp('Admin', 'admin');
    for (const name of ['Bea', 'Bob', 'Cyd']) await s.signUp(name);
  });

  it('searches email (default, contains) or name with starts_with / ends_with', async () => {
    expect(emails(await list({ searchValue: 'b' }))).toEqual([
      'bea@example.com',
      'bob@example.com',
    ]);
    const byName = await list({
      searchValue: 'Cy',
      searchField: 'name',
      searchOperator: 'starts_with',
    });
    expect([emails(byName), byName.total]).toEqual([['cyd@example.com'], 1]);
    expect(
      emails(await list({ searchValue: 'ob', searchField: 'name', searchOperator: 'ends_with' })),
    ).toEqual(['bob@example.com']);
  });

  it('filters one field, sorts, pages, and counts every match in total', async () => {
    expect(emails(await list({ filterField: 'role', filterValue: 'admin' }))).toEqual([
      'admin@example.com',
    ]);
    const others = await list({ filterField: 'role', filterValue: 'admin', filterOperator: 'ne' });
    expect(others.total).toBe(3);
    const page = await list({ sortBy: 'email', sortDirection: 'desc', limit: '2', offset: '1' });
    expect(page).toMatchObject({ total: 4, limit: 2, offset: 1 });
    expect(emails(page)).toEqual(['bob@example.com', 'bea@example.com']);
  });

  it('answers an empty page for a field the database does not have', async () => {
    expect(await list({ sortBy: 'nope' })).toEqual({ users: [], total: 0 });
  });
});
