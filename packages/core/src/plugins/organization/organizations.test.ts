import { describe, expect, it } from 'vitest';
import { orgError, setupOrganizations } from '../../../test/kit/organization-test-kit.js';

const session = async (t: Awaited<ReturnType<typeof setupOrganizations>>, cookie: string) =>
  (await t.get('/get-session', { cookie })).json();

describe('POST /organization/create', () => {
  it('makes the creator owner and the organization active', async () => {
    const t = await setupOrganizations();
    const ada = await t.signUp('Ada');
    const { status, body } = await t.call(ada, 'create', {
      name: 'Acme',
      slug: 'acme',
      logo: 'https://acme.test/logo.png',
      metadata: { plan: 'pro' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Acme', slug: 'acme', metadata: { plan: 'pro' } });
    expect(body.members).toEqual([expect.objectContaining({ userId: ada.id, role: 'owner' })]);
    expect((await session(t, ada.cookie)).session.activeOrganizationId).toBe(body.id);
  });

  it("answers Better Auth's shape: no metadata key without metadata, no teams key", async () => {
    const t = await setupOrganizations({ teams: { enabled: true } });
    const ada = await t.signUp('Ada');
    const { body } = await t.call(ada, 'create', { name: 'Acme', slug: 'acme' });
    expect(Object.keys(body).sort()).toEqual([
      'createdAt',
      'id',
      'logo',
      'members',
      'name',
      'slug',
    ]);
    // The default team is the creator's member row's team.
    const [team] = (await t.call(ada, 'list-teams')).body;
    expect(body.members[0].teamId).toBe(team.id);
  });

  it('keeps the current active organization when asked', async () => {
    const t = await setupOrganizations();
    const ada = await t.signUp('Ada');
    const first = await t.createOrganization(ada, 'first');
    await t.createOrganization(ada, 'second', { keepCurrentActiveOrganization: true });
    expect((await session(t, ada.cookie)).session.activeOrganizationId).toBe(first.id);
  });

  it('honours creatorRole', async () => {
    const t = await setupOrganizations({ creatorRole: 'admin' });
    const org = await t.createOrganization(await t.signUp('Ada'), 'acme');
    expect(org.members[0]?.role).toBe('admin');
  });

  it('needs a session (401) and a valid body (400)', async () => {
    const t = await setupOrganizations();
    expect((await t.call(null, 'create', { name: 'A', slug: 'a' })).status).toBe(401);
    const ada = await t.signUp('Ada');
    const invalid = await t.call(ada, 'create', { name: '', slug: 'a' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a taken slug with 400, also when two creates race', async () => {
    const t = await setupOrganizations();
    const [ada, bob] = [await t.signUp('Ada'), await t.signUp('Bob')];
    await t.createOrganization(ada, 'acme');
    const taken = await t.call(bob, 'create', { name: 'Other', slug: 'acme' });
    expect(taken).toEqual({ status: 400, body: orgError('ORGANIZATION_ALREADY_EXISTS') });
    const race = await Promise.all([
      t.call(ada, 'create', { name: 'R', slug: 'race' }),
      t.call(bob, 'create', { name: 'R', slug: 'race' }),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(
      await t.adapter.count({ model: 'organization', where: [{ field: 'slug', value: 'race' }] }),
    ).toBe(1);
  });

  it('honours userId for server calls only', async () => {
    const t = await setupOrganizations();
    const [ada, bob] = [await t.signUp('Ada'), await t.signUp('Bob')];
    const viaServer = await t.api.createOrganization({
      body: { name: 'S', slug: 's', userId: bob.id },
    });
    expect(viaServer.members[0]?.userId).toBe(bob.id);
    const viaHttp = await t.call(ada, 'create', { name: 'H', slug: 'h', userId: bob.id });
    expect(viaHttp.body.members[0].userId).toBe(ada.id);
    await expect(
      t.api.createOrganization({ body: { name: 'X', slug: 'x', userId: 'nobody' } }),
    ).rejects.toMatchObject({ status: 401, body: { code: 'USER_NOT_FOUND' } });
  });

  it('applies allowUserToCreateOrganization (boolean or function of the user)', async () => {
    const closed = await setupOrganizations({ allowUserToCreateOrganization: false });
    const denied = await closed.call(await closed.signUp('Ada'), 'create', {
      name: 'A',
      slug: 'a',
    });
    expect(denied).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION'),
    });

    const t = await setupOrganizations({
      allowUserToCreateOrganization: async (user) => user.email.startsWith('ada'),
    });
    expect((await t.call(await t.signUp('Ada'), 'create', { name: 'A', slug: 'a' })).status).toBe(
      200,
    );
    expect((await t.call(await t.signUp('Bob'), 'create', { name: 'B', slug: 'b' })).status).toBe(
      403,
    );
  });

  it('applies organizationLimit: a number, a function returning a limit, or "reached"', async () => {
    const numeric = await setupOrganizations({ organizationLimit: 2 });
    const ada = await numeric.signUp('Ada');
    await numeric.createOrganization(ada, 'one');
    await numeric.createOrganization(ada, 'two');
    expect(await numeric.call(ada, 'create', { name: 'T', slug: 'three' })).toEqual({
      status: 403,
      body: orgError('YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS'),
    });

    const perUser = await setupOrganizations({
      organizationLimit: (user) => (user.name === 'Vip' ? 5 : 1),
    });
    const [vip, plain] = [await perUser.signUp('Vip'), await perUser.signUp('Plain')];
    await perUser.createOrganization(plain, 'p1');
    expect((await perUser.call(plain, 'create', { name: 'P', slug: 'p2' })).status).toBe(403);
    await perUser.createOrganization(vip, 'v1');
    expect((await perUser.call(vip, 'create', { name: 'V', slug: 'v2' })).status).toBe(200);

    const flag = await setupOrganizations({ organizationLimit: () => true });
    expect(
      (await flag.call(await flag.signUp('Ada'), 'create', { name: 'A', slug: 'a' })).status,
    ).toBe(403);
  });
});

describe('POST /organization/check-slug', () => {
  it('answers { status: true } for a free slug and 400 slug is taken otherwise', async () => {
    const t = await setupOrganizations();
    const ada = await t.signUp('Ada');
    await t.createOrganization(ada, 'acme');
    expect(await t.call(ada, 'check-slug', { slug: 'free' })).toEqual({
      status: 200,
      body: { status: true },
    });
    expect(await t.call(ada, 'check-slug', { slug: 'acme' })).toEqual({
      status: 400,
      body: orgError('SLUG_IS_TAKEN'),
    });
    expect((await t.call(null, 'check-slug', { slug: 'acme' })).status).toBe(401);
  });
});

describe('POST /organization/update', () => {
  it('lets owner and admin update; refuses member and outsider', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    const update = (who: typeof c.owner | null, name: string) =>
      t.call(who, 'update', { organizationId: c.org.id, data: { name } });
    expect((await update(c.owner, 'By owner')).body.name).toBe('By owner');
    expect((await update(c.admin, 'By admin')).body.name).toBe('By admin');
    expect(await update(c.member, 'x')).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION'),
    });
    expect(await update(c.outsider, 'x')).toEqual({
      status: 400,
      body: orgError('USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
    });
    expect(await update(null, 'x')).toEqual({
      status: 401,
      body: { code: 'USER_NOT_FOUND', message: 'User not found' },
    });
  });

  it('defaults to the active organization, and says when there is none', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    const { body } = await t.call(c.owner, 'update', { data: { slug: 'acme-2', logo: null } });
    expect(body).toMatchObject({ id: c.org.id, slug: 'acme-2', logo: null, name: 'ACME' });
    // No metadata: no metadata key, as Better Auth answers.
    expect(body).not.toHaveProperty('metadata');
    const withMetadata = await t.call(c.owner, 'update', { data: { metadata: { plan: 'pro' } } });
    expect(withMetadata.body.metadata).toEqual({ plan: 'pro' });
    // Better Auth's answer with neither a named nor an active organization.
    expect(await t.call(c.admin, 'update', { data: { name: 'x' } })).toEqual({
      status: 400,
      body: orgError('ORGANIZATION_NOT_FOUND'),
    });
  });

  it('refuses a slug another organization holds, and an unknown id as a non-member', async () => {
    const t = await setupOrganizations();
    const ada = await t.signUp('Ada');
    await t.createOrganization(ada, 'taken');
    const mine = await t.createOrganization(ada, 'mine');
    const clash = await t.call(ada, 'update', { organizationId: mine.id, data: { slug: 'taken' } });
    expect(clash).toEqual({ status: 400, body: orgError('ORGANIZATION_ALREADY_EXISTS') });
    const same = await t.call(ada, 'update', { organizationId: mine.id, data: { slug: 'mine' } });
    expect(same.status).toBe(200);
    const unknown = await t.call(ada, 'update', { organizationId: 'nope', data: { name: 'x' } });
    expect(unknown).toEqual({
      status: 400,
      body: orgError('USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
    });
  });
});

describe('POST /organization/delete', () => {
  it('lets only the owner delete, removing members, invitations and active state', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    await t.call(c.owner, 'invite-member', { email: 'new@example.com', role: 'member' });
    await t.call(c.member, 'set-active', { organizationId: c.org.id });
    const del = (who: typeof c.owner | null) => t.call(who, 'delete', { organizationId: c.org.id });
    expect(await del(c.admin)).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION'),
    });
    expect(await del(c.member)).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION'),
    });
    expect(await del(c.outsider)).toEqual({
      status: 400,
      body: orgError('USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
    });
    expect((await del(null)).status).toBe(401);
    const deleted = await del(c.owner);
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(c.org.id);
    for (const model of ['member', 'invitation']) {
      expect(
        await t.adapter.count({ model, where: [{ field: 'organizationId', value: c.org.id }] }),
      ).toBe(0);
    }
    expect((await session(t, c.owner.cookie)).session.activeOrganizationId).toBeNull();
    expect((await session(t, c.member.cookie)).session.activeOrganizationId).toBeNull();
    // Gone: no member row is left, so the owner is refused as a non-member.
    expect(await del(c.owner)).toEqual({
      status: 400,
      body: orgError('USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
    });
  });

  it('answers 403 Forbidden when deletion is disabled, after the membership and permission checks', async () => {
    const t = await setupOrganizations({ disableOrganizationDeletion: true });
    const c = await t.cast();
    const del = (who: typeof c.owner) => t.call(who, 'delete', { organizationId: c.org.id });
    expect(await del(c.owner)).toEqual({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'Forbidden' },
    });
    expect(await del(c.admin)).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION'),
    });
    expect(await t.adapter.count({ model: 'organization' })).toBe(1);
  });
});

describe('GET /organization/list and POST /organization/set-active', () => {
  it("lists only the caller's organizations", async () => {
    const t = await setupOrganizations();
    const c = await t.cast('acme');
    const other = await t.cast('globex');
    expect((await t.call(c.member, 'list')).body.map((o: { slug: string }) => o.slug)).toEqual([
      'acme',
    ]);
    await t.addMember(other.org.id, c.member, 'member');
    expect((await t.call(c.member, 'list')).body.map((o: { slug: string }) => o.slug)).toEqual([
      'acme',
      'globex',
    ]);
    expect((await t.call(c.outsider, 'list')).body).toEqual([]);
    expect((await t.call(null, 'list')).status).toBe(401);
  });

  it('activates by id or slug for members only, and clears with null', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    expect(await t.call(c.member, 'set-active', {})).toEqual({ status: 200, body: null });
    const bySlug = await t.call(c.member, 'set-active', { organizationSlug: 'acme' });
    expect(bySlug.body.id).toBe(c.org.id);
    expect((await session(t, c.member.cookie)).session.activeOrganizationId).toBe(c.org.id);
    expect(await t.call(c.member, 'set-active', { organizationId: null })).toEqual({
      status: 200,
      body: null,
    });
    expect((await session(t, c.member.cookie)).session.activeOrganizationId).toBeNull();
    expect(await t.call(c.outsider, 'set-active', { organizationId: c.org.id })).toEqual({
      status: 403,
      body: orgError('USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
    });
    // An unknown organization is refused like one the caller is not in, as Better Auth does.
    expect(await t.call(c.member, 'set-active', { organizationSlug: 'nope' })).toEqual({
      status: 403,
      body: orgError('USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
    });
  });

  it('answers the organization with members, invitations and teams: null (Better Auth)', async () => {
    const t = await setupOrganizations({ teams: { enabled: true } });
    const c = await t.cast();
    await t.call(c.owner, 'invite-member', { email: 'new@example.com', role: 'member' });
    const { status, body } = await t.call(c.admin, 'set-active', { organizationId: c.org.id });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: c.org.id, name: 'ACME', slug: 'acme', teams: null });
    expect(body.members.map((m: { userId: string }) => m.userId).sort()).toEqual(
      [c.owner.id, c.admin.id, c.member.id].sort(),
    );
    expect(body.members.find((m: { role: string }) => m.role === 'owner').user).toEqual({
      id: c.owner.id,
      name: 'Owner-acme',
      email: c.owner.email,
      image: null,
    });
    expect(body.invitations).toEqual([expect.objectContaining({ email: 'new@example.com' })]);
    // An empty body answers the active organization again.
    expect((await t.call(c.admin, 'set-active', {})).body.id).toBe(c.org.id);
  });

  it('sets the session cookie again, as Better Auth does', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    const response = await t.post(
      '/organization/set-active',
      { organizationId: c.org.id },
      { cookie: c.member.cookie },
    );
    const cookie = response.headers.getSetCookie().find((raw) => raw.includes('session_token='));
    expect(cookie).toMatch(/Max-Age=604800/);
  });

  it('keeps the cookie cache in step with the active organization', async () => {
    const t = await setupOrganizations(
      {},
      { session: { cookieCache: { enabled: true, maxAge: 300 } } },
    );
    const c = await t.cast();
    const response = await t.post(
      '/organization/set-active',
      { organizationId: null },
      { cookie: c.owner.cookie },
    );
    const cookies = response.headers.getSetCookie().map((raw) => raw.split(';')[0]);
    const cookie = [c.owner.cookie, ...cookies].join('; ');
    expect((await session(t, cookie)).session.activeOrganizationId).toBeNull();
  });
});

describe('GET /organization/get-full-organization', () => {
  it('returns the active organization with members (and users), invitations, teams', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    await t.call(c.owner, 'invite-member', { email: 'new@example.com', role: 'member' });
    const { body } = await t.call(c.owner, 'get-full-organization');
    expect(body.id).toBe(c.org.id);
    expect(body.members).toHaveLength(3);
    expect(body.members[0]).toMatchObject({
      role: 'owner',
      user: { id: c.owner.id, email: c.owner.email },
    });
    expect(body.invitations).toEqual([expect.objectContaining({ email: 'new@example.com' })]);
    // Teams off: null, as Better Auth answers.
    expect(body.teams).toBeNull();
  });

  it('lists invitations in every status, oldest first, and the teams with teams on', async () => {
    const t = await setupOrganizations({ teams: { enabled: true } });
    const c = await t.cast();
    const first = (
      await t.call(c.owner, 'invite-member', { email: 'first@example.com', role: 'member' })
    ).body;
    await t.call(c.owner, 'cancel-invitation', { invitationId: first.id });
    await t.call(c.owner, 'invite-member', { email: 'second@example.com', role: 'member' });
    const { body } = await t.call(c.owner, 'get-full-organization');
    expect(
      body.invitations.map((i: { email: string; status: string }) => [i.email, i.status]),
    ).toEqual([
      ['first@example.com', 'canceled'],
      ['second@example.com', 'pending'],
    ]);
    expect(body.teams).toEqual([
      expect.objectContaining({ name: 'ACME', organizationId: c.org.id }),
    ]);
  });

  it('pages members with membersLimit, reads by slug, and answers null with nothing active', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    const limited = await t.call(
      c.member,
      'get-full-organization',
      new URLSearchParams({ organizationSlug: 'acme', membersLimit: '2' }),
    );
    expect(limited.body.members).toHaveLength(2);
    expect(await t.call(c.member, 'get-full-organization')).toEqual({ status: 200, body: null });
    const outsider = await t.call(
      c.outsider,
      'get-full-organization',
      new URLSearchParams({ organizationId: c.org.id }),
    );
    expect(outsider).toEqual({
      status: 403,
      body: orgError('USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
    });
    // Whether an organization exists is not told apart from not being in it.
    expect(
      await t.call(
        c.member,
        'get-full-organization',
        new URLSearchParams({ organizationId: 'nope' }),
      ),
    ).toEqual(outsider);
  });
});
