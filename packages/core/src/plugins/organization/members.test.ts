import { describe, expect, it } from 'vitest';
import { createTestAuth } from '../../../test/helpers.js';
import { orgError, setupOrganizations } from '../../../test/kit/organization-test-kit.js';
import { hasPermission } from './permission.js';

const q = (params: Record<string, string>) => new URLSearchParams(params);

describe('GET /organization/list-members', () => {
  it('pages members with their users, sorted, with the total', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    const extra = await t.signUp('Extra');
    await t.addMember(c.org.id, extra, 'admin');
    const first = await t.call(
      c.member,
      'list-members',
      q({ organizationId: c.org.id, limit: '2' }),
    );
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(4);
    expect(first.body.members.map((m: { userId: string }) => m.userId)).toEqual([
      c.owner.id,
      c.admin.id,
    ]);
    expect(first.body.members[0].user).toEqual({
      id: c.owner.id,
      name: 'Owner-acme',
      email: c.owner.email,
      image: null,
    });
    const second = await t.call(
      c.member,
      'list-members',
      q({ organizationId: c.org.id, limit: '2', offset: '2' }),
    );
    expect(second.body.members.map((m: { userId: string }) => m.userId)).toEqual([
      c.member.id,
      extra.id,
    ]);
    const desc = await t.call(
      c.owner,
      'list-members',
      q({ sortBy: 'createdAt', sortDirection: 'desc', limit: '1' }),
    );
    expect(desc.body.members[0].userId).toBe(extra.id);
    const byRole = await t.call(c.owner, 'list-members', q({ sortBy: 'role' }));
    expect(byRole.body.members.map((m: { role: string }) => m.role)).toEqual([
      'admin',
      'admin',
      'member',
      'owner',
    ]);
  });

  it('needs membership and validates paging', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    expect(await t.call(c.outsider, 'list-members', q({ organizationId: c.org.id }))).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION'),
    });
    expect(await t.call(c.outsider, 'list-members')).toEqual({
      status: 400,
      body: orgError('NO_ACTIVE_ORGANIZATION'),
    });
    expect((await t.call(c.owner, 'list-members', q({ limit: '0' }))).body.code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await t.call(c.owner, 'list-members', q({ limit: '1001' }))).body.code).toBe(
      'VALIDATION_ERROR',
    );
    // An offset past 2^53 is refused as input, not passed on to the database.
    expect(await t.call(c.owner, 'list-members', q({ offset: '1e20' }))).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR' },
    });
  });
});

describe('GET /organization/list-members: search and filter', () => {
  it('searches user names and emails ignoring case, pages the matches, and filters member fields', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    const names = (body: { members: Array<{ user: { name: string } }> }) =>
      body.members.map((m) => m.user.name);
    const bySearch = await t.call(
      c.member,
      'list-members',
      q({ searchValue: '  ADMIN-ACME ', organizationId: c.org.id }),
    );
    expect(bySearch).toMatchObject({ status: 200, body: { total: 1 } });
    expect(names(bySearch.body)).toEqual(['Admin-acme']);
    // Emails are owner-acme@example.com, …: every member matches "@EXAMPLE". A page is cut from
    // the matches in list order (createdAt, then id: members made in the same millisecond tie).
    const all = await t.call(c.owner, 'list-members', q({ searchValue: '@EXAMPLE' }));
    expect([...names(all.body)].sort()).toEqual(['Admin-acme', 'Member-acme', 'Owner-acme']);
    const paged = await t.call(
      c.owner,
      'list-members',
      q({ searchValue: '@EXAMPLE', limit: '2', offset: '1' }),
    );
    expect(paged.body.total).toBe(3);
    expect(names(paged.body)).toEqual(names(all.body).slice(1, 3));
    // The outsider is no member: searching never reaches beyond the organization.
    expect((await t.call(c.owner, 'list-members', q({ searchValue: 'outsider' }))).body).toEqual({
      members: [],
      total: 0,
    });
    // An empty search is no search.
    expect((await t.call(c.owner, 'list-members', q({ searchValue: '' }))).body.total).toBe(3);
    const admins = await t.call(
      c.owner,
      'list-members',
      q({ filterField: 'role', filterValue: 'admin' }),
    );
    expect(admins.body.total).toBe(1);
    expect(names(admins.body)).toEqual(['Admin-acme']);
    const notOwner = await t.call(
      c.owner,
      'list-members',
      q({ filterField: 'role', filterOperator: 'ne', filterValue: 'owner', searchValue: 'acme' }),
    );
    expect([...names(notOwner.body)].sort()).toEqual(['Admin-acme', 'Member-acme']);
  });

  it('refuses a search over 100 characters and unknown filter fields or operators', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    const refused: Array<Record<string, string>> = [
      { searchValue: 'x'.repeat(101) },
      { filterField: 'password', filterValue: 'x' },
      { filterField: 'role', filterValue: 'x', filterOperator: 'like' },
      { filterField: 'role', filterValue: 'x'.repeat(256) },
    ];
    for (const params of refused) {
      expect(await t.call(c.owner, 'list-members', q(params))).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR' },
      });
    }
    expect(
      (await t.call(c.owner, 'list-members', q({ searchValue: 'x'.repeat(100) }))).status,
    ).toBe(200);
  });
});

describe('GET /organization/get-active-member', () => {
  it("answers the caller's member row, or null with nothing active or when no longer a member", async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    expect((await t.call(c.owner, 'get-active-member')).body).toMatchObject({
      role: 'owner',
      user: { email: c.owner.email },
    });
    expect(await t.call(c.member, 'get-active-member')).toEqual({ status: 200, body: null });
    await t.call(c.member, 'set-active', { organizationId: c.org.id });
    expect((await t.call(c.member, 'get-active-member')).body.id).toBe(c.plainMember.id);
    // A row removed behind the routes' back: the session still names the organization.
    await t.adapter.delete({ model: 'member', where: [{ field: 'id', value: c.plainMember.id }] });
    expect(await t.call(c.member, 'get-active-member')).toEqual({ status: 200, body: null });
  });
});

describe('POST /organization/update-member-role', () => {
  it('lets owner and admin change roles; refuses member and outsider', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    const update = (who: typeof c.owner, memberId: string, role: string | string[]) =>
      t.call(who, 'update-member-role', { organizationId: c.org.id, memberId, role });
    expect(await update(c.member, c.adminMember.id, 'member')).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER'),
    });
    expect((await update(c.admin, c.plainMember.id, 'admin')).body.role).toBe('admin');
    expect((await update(c.owner, c.plainMember.id, ['member', 'admin'])).body.role).toBe(
      'member,admin',
    );
    expect(await update(c.outsider, c.adminMember.id, 'member')).toEqual({
      status: 400,
      body: orgError('MEMBER_NOT_FOUND'),
    });
    expect(await update(c.owner, c.adminMember.id, 'emperor')).toEqual({
      status: 400,
      body: orgError('ROLE_NOT_FOUND'),
    });
    expect(await update(c.owner, 'nope', 'member')).toEqual({
      status: 400,
      body: orgError('MEMBER_NOT_FOUND'),
    });
    // Better Auth checks the member named before the caller's permission.
    expect(await update(c.member, 'nope', 'member')).toEqual({
      status: 400,
      body: orgError('MEMBER_NOT_FOUND'),
    });
  });

  it('lets only owners grant owner or touch owners, and never demotes the last owner', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    const update = (who: typeof c.owner, memberId: string, role: string) =>
      t.call(who, 'update-member-role', { organizationId: c.org.id, memberId, role });
    const denied = { status: 403, body: orgError('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER') };
    expect(await update(c.admin, c.plainMember.id, 'owner')).toEqual(denied);
    expect(await update(c.admin, c.adminMember.id, 'owner')).toEqual(denied);
    expect(await update(c.admin, c.ownerMember.id, 'member')).toEqual(denied);
    // A comma-separated list naming owner is granting owner.
    expect(await update(c.admin, c.plainMember.id, 'member,owner')).toEqual(denied);
    expect(await update(c.owner, c.ownerMember.id, 'admin')).toEqual({
      status: 400,
      body: orgError('YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER'),
    });
    expect((await update(c.owner, c.adminMember.id, 'owner')).status).toBe(200);
    expect((await update(c.owner, c.ownerMember.id, 'admin')).body.role).toBe('admin');
  });

  it('takes effect on the very next call (roles are read on every check)', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    const canInvite = () =>
      t.call(c.admin, 'has-permission', {
        organizationId: c.org.id,
        permissions: { invitation: ['create'] },
      });
    expect((await canInvite()).body).toEqual({ success: true, error: null });
    await t.call(c.owner, 'update-member-role', {
      organizationId: c.org.id,
      memberId: c.adminMember.id,
      role: 'member',
    });
    expect((await canInvite()).body).toEqual({ success: false, error: null });
    const invite = await t.call(c.admin, 'invite-member', {
      organizationId: c.org.id,
      email: 'x@example.com',
      role: 'member',
    });
    expect(invite).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION'),
    });
  });
});

describe('POST /organization/remove-member', () => {
  it('lets owner and admin remove by id or email; refuses member and outsider', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    const remove = (who: typeof c.owner, memberIdOrEmail: string) =>
      t.call(who, 'remove-member', { organizationId: c.org.id, memberIdOrEmail });
    // Better Auth 1.2.7 answers a missing member:delete with 401.
    const denied = { status: 401, body: orgError('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER') };
    expect(await remove(c.member, c.adminMember.id)).toEqual(denied);
    expect(await remove(c.outsider, c.adminMember.id)).toEqual({
      status: 400,
      body: orgError('MEMBER_NOT_FOUND'),
    });
    // Only an owner removes an owner; Better Auth words that refusal as the only-owner one.
    const ownersOnly = {
      status: 400,
      body: orgError('YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER'),
    };
    expect(await remove(c.admin, c.ownerMember.id)).toEqual(ownersOnly);
    expect(await remove(c.member, c.ownerMember.id)).toEqual(ownersOnly);
    const byEmail = await remove(c.admin, c.member.email.toUpperCase());
    expect(byEmail.body.member).toMatchObject({
      id: c.plainMember.id,
      user: { id: c.member.id, email: c.member.email, name: 'Member-acme', image: null },
    });
    expect(await remove(c.admin, c.member.email)).toEqual({
      status: 400,
      body: orgError('MEMBER_NOT_FOUND'),
    });
    expect((await remove(c.owner, c.adminMember.id)).status).toBe(200);
    expect((await t.call(c.owner, 'list-members')).body.total).toBe(1);
  });

  it('refuses removing the only owner, even by an owner', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    expect(await t.call(c.owner, 'remove-member', { memberIdOrEmail: c.ownerMember.id })).toEqual({
      status: 400,
      body: orgError('YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER'),
    });
  });

  it("clears the organization as the removed user's active one", async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    await t.call(c.member, 'set-active', { organizationId: c.org.id });
    await t.call(c.admin, 'remove-member', {
      organizationId: c.org.id,
      memberIdOrEmail: c.plainMember.id,
    });
    const session = await (await t.get('/get-session', { cookie: c.member.cookie })).json();
    expect(session.session.activeOrganizationId).toBeNull();
    expect(await t.call(c.member, 'list-members')).toEqual({
      status: 400,
      body: orgError('NO_ACTIVE_ORGANIZATION'),
    });
  });
});

describe('POST /organization/leave', () => {
  it('lets members leave, but not the only owner', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    expect((await t.call(c.member, 'leave', { organizationId: c.org.id })).body).toMatchObject({
      id: c.plainMember.id,
      user: { id: c.member.id, email: c.member.email },
    });
    expect(await t.call(c.member, 'leave', { organizationId: c.org.id })).toEqual({
      status: 400,
      body: orgError('MEMBER_NOT_FOUND'),
    });
    expect(await t.call(c.owner, 'leave', { organizationId: c.org.id })).toEqual({
      status: 400,
      body: orgError('YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER'),
    });
    await t.call(c.owner, 'update-member-role', { memberId: c.adminMember.id, role: 'owner' });
    expect((await t.call(c.owner, 'leave', { organizationId: c.org.id })).status).toBe(200);
    const session = await (await t.get('/get-session', { cookie: c.owner.cookie })).json();
    expect(session.session.activeOrganizationId).toBeNull();
  });

  it('counts an owner holding several roles as an owner', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    await t.call(c.owner, 'update-member-role', {
      memberId: c.adminMember.id,
      role: ['admin', 'owner'],
    });
    expect((await t.call(c.owner, 'leave', { organizationId: c.org.id })).status).toBe(200);
    expect(await t.call(c.admin, 'leave', { organizationId: c.org.id })).toEqual({
      status: 400,
      body: orgError('YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER'),
    });
  });
});

describe('server-only add-member and the membership limit', () => {
  it('is not reachable over HTTP', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    const response = await t.call(c.owner, 'add-member', {
      organizationId: c.org.id,
      userId: c.outsider.id,
      role: 'member',
    });
    expect(response.status).toBe(404);
  });

  it('refuses existing members, unknown users, organizations and roles, and a full organization', async () => {
    const t = await setupOrganizations({ membershipLimit: 3 });
    const c = await t.cast();
    await expect(t.addMember(c.org.id, c.member, 'member')).rejects.toMatchObject({
      status: 400,
      body: orgError('USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION'),
    });
    await expect(t.addMember('nope', c.outsider, 'member')).rejects.toMatchObject({
      status: 400,
      body: orgError('ORGANIZATION_NOT_FOUND'),
    });
    await expect(t.addMember(c.org.id, c.outsider, 'god')).rejects.toMatchObject({
      status: 400,
      body: orgError('ROLE_NOT_FOUND'),
    });
    await expect(t.addMember(c.org.id, c.outsider, 'member')).rejects.toMatchObject({
      status: 403,
      body: orgError('ORGANIZATION_MEMBERSHIP_LIMIT_REACHED'),
    });
    await expect(
      t.api.addMember({ body: { organizationId: c.org.id, userId: 'nobody', role: 'member' } }),
    ).rejects.toMatchObject({ status: 400, body: { code: 'USER_NOT_FOUND' } });
  });

  it('defaults to the active organization of the session in headers, as Better Auth does', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    const headers = { cookie: c.owner.cookie };
    const member = await t.api.addMember({
      headers,
      body: { userId: c.outsider.id, role: 'member' },
    });
    expect(member).toMatchObject({ organizationId: c.org.id, userId: c.outsider.id });
    await expect(
      t.api.addMember({ body: { userId: c.outsider.id, role: 'member' } }),
    ).rejects.toMatchObject({ status: 400, body: orgError('NO_ACTIVE_ORGANIZATION') });
  });
});

describe('POST /organization/has-permission', () => {
  it('answers per role, for the active organization by default', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    const check = (who: typeof c.owner, permissions: Record<string, string[]>) =>
      t.call(who, 'has-permission', { organizationId: c.org.id, permissions });
    expect((await check(c.owner, { organization: ['delete'] })).body.success).toBe(true);
    // Better Auth 1.2.7's `error` is always null.
    expect((await check(c.admin, { organization: ['delete'] })).body).toEqual({
      success: false,
      error: null,
    });
    expect((await check(c.admin, { member: ['create', 'update', 'delete'] })).body.success).toBe(
      true,
    );
    expect((await check(c.member, { member: ['create'] })).body.success).toBe(false);
    // Better Auth 1.2.7 answers a non-member with 401 here.
    expect(await check(c.outsider, { member: ['create'] })).toEqual({
      status: 401,
      body: orgError('USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
    });
    // Better Auth's older `permission` key.
    expect(
      (
        await t.call(c.owner, 'has-permission', {
          organizationId: c.org.id,
          permission: { organization: ['delete'] },
        })
      ).body,
    ).toEqual({ success: true, error: null });
    expect(
      (await t.call(c.owner, 'has-permission', { permissions: { team: ['create'] } })).body.success,
    ).toBe(true);
    expect((await t.call(c.owner, 'has-permission', { permissions: 'all' })).status).toBe(400);
  });
});

describe('hasPermission (server helper)', () => {
  it('reads the member row with the configured roles', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    const check = (userId: string, permissions: Record<string, string[]>) =>
      hasPermission(t.auth, { userId, organizationId: c.org.id, permissions });
    expect(await check(c.owner.id, { organization: ['delete'] })).toEqual({ success: true });
    expect(await check(c.admin.id, { organization: ['delete'] })).toEqual({
      success: false,
      error: 'unauthorized to access resource "organization"',
    });
    expect(await check(c.outsider.id, { member: ['create'] })).toEqual({
      success: false,
      error: 'User is not a member of the organization',
    });
    await t.call(c.owner, 'update-member-role', { memberId: c.adminMember.id, role: 'owner' });
    expect((await check(c.admin.id, { organization: ['delete'] })).success).toBe(true);
  });

  it('says so when the organization plugin is missing', async () => {
    const { auth } = await createTestAuth();
    await expect(
      hasPermission(auth, {
        userId: 'u',
        organizationId: 'o',
        permissions: { member: ['create'] },
      }),
    ).rejects.toThrow(/organization\(\) plugin/);
  });
});
