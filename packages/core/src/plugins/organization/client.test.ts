import { beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../../test/kit/test-server.js';
import { checkRolePermission, createAuthClient } from '../../client/index.js';
import { createAccessControl } from './access.js';
import { organizationClient } from './client.js';
import { adminRole, defaultStatements, memberRole, ownerRole } from './default-roles.js';
import { type InvitationEmail, organization } from './index.js';

const ada = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' };
const bob = { name: 'Bob', email: 'bob@example.com', password: 'difference engine' };

const createClient = (fetch: typeof globalThis.fetch) =>
  createAuthClient({
    baseURL: TEST_ORIGIN,
    fetch,
    plugins: [organizationClient({ teams: { enabled: true } })],
  });
type OrganizationAuthClient = ReturnType<typeof createClient>;

describe('client.organization (organizationClient)', () => {
  let server: TestServer;
  let owner: OrganizationAuthClient;
  let guest: OrganizationAuthClient;
  const invitations: Array<{ id: string; url: string; email: string }> = [];

  beforeEach(async () => {
    invitations.length = 0;
    server = await createTestServer({
      plugins: [
        organization({
          teams: { enabled: true },
          requireEmailVerificationOnInvitation: false,
          sendInvitationEmail: ({ id, url, email }: InvitationEmail) => {
            invitations.push({ id, url, email });
          },
        }),
      ],
    });
    owner = createClient(server.fetch);
    guest = createClient(server.newBrowser().fetch);
    await owner.signUp.email(ada);
    await guest.signUp.email(bob);
  });

  const activeOf = (client: OrganizationAuthClient) =>
    client.$store.getSnapshot().data?.session.activeOrganizationId ?? null;

  it('is absent without organizationClient()', () => {
    const bare = createAuthClient({ baseURL: TEST_ORIGIN, fetch: server.fetch });
    expect('organization' in bare).toBe(false);
  });

  it('creates an organization, makes it active in the store, and checks slugs', async () => {
    await owner.$store.refetch();
    expect(await owner.organization.checkSlug({ slug: 'acme' })).toEqual({
      data: { status: true },
      error: null,
    });
    const { data, error } = await owner.organization.create({ name: 'Acme', slug: 'acme' });
    expect(error).toBeNull();
    expect(data?.createdAt).toBeInstanceOf(Date);
    expect(data?.members[0]?.role).toBe('owner');
    expect(activeOf(owner)).toBe(data?.id);
    const taken = await owner.organization.checkSlug({ slug: 'acme' });
    expect(taken.error).toMatchObject({
      status: 400,
      code: 'SLUG_IS_TAKEN',
      message: owner.$ERROR_CODES.SLUG_IS_TAKEN,
    });
    const list = await owner.organization.list();
    expect(list.data?.map((org) => org.slug)).toEqual(['acme']);
    const request = server.requests.find((r) => r.url.endsWith('/organization/list'));
    expect(request?.method).toBe('GET');
  });

  it('invites, accepts (store follows), lists members, changes roles, removes', async () => {
    const { data: org } = await owner.organization.create({ name: 'Acme', slug: 'acme' });
    const invite = await owner.organization.inviteMember({ email: bob.email, role: 'member' });
    expect(invite.error).toBeNull();
    expect(invitations).toEqual([
      expect.objectContaining({ id: invite.data?.id, email: bob.email }),
    ]);
    const details = await guest.organization.getInvitation({ id: invite.data!.id });
    expect(details.data).toMatchObject({ organizationName: 'Acme', inviterEmail: ada.email });
    expect((await guest.organization.listUserInvitations()).data).toHaveLength(1);

    await guest.$store.refetch();
    const accepted = await guest.organization.acceptInvitation({ invitationId: invite.data!.id });
    expect(accepted.data?.member.role).toBe('member');
    expect(activeOf(guest)).toBe(org?.id);
    expect((await guest.organization.getActiveMember()).data?.user.email).toBe(bob.email);

    const page = await owner.organization.listMembers({ limit: 1, offset: 1 });
    expect(page.data?.total).toBe(2);
    expect(page.data?.members.map((m) => m.user.email)).toEqual([bob.email]);

    const memberId = accepted.data!.member.id;
    expect(
      (await owner.organization.updateMemberRole({ memberId, role: 'admin' })).data?.role,
    ).toBe('admin');
    expect(
      (await guest.organization.hasPermission({ permissions: { member: ['update'] } })).data,
    ).toEqual({ success: true, error: null });
    expect(
      (await guest.organization.hasPermission({ permissions: { organization: ['delete'] } })).data
        ?.success,
    ).toBe(false);

    const full = await owner.organization.getFullOrganization();
    expect(full.data?.members).toHaveLength(2);
    const removed = await owner.organization.removeMember({ memberIdOrEmail: bob.email });
    expect(removed.data?.member.id).toBe(memberId);
  });

  it('rejects and cancels invitations; errors keep their codes', async () => {
    await owner.organization.create({ name: 'Acme', slug: 'acme' });
    const first = await owner.organization.inviteMember({ email: bob.email, role: 'member' });
    expect(
      (await guest.organization.rejectInvitation({ invitationId: first.data!.id })).data?.invitation
        .status,
    ).toBe('rejected');
    const second = await owner.organization.inviteMember({ email: bob.email, role: 'member' });
    // Oldest first, as Better Auth lists them.
    expect((await owner.organization.listInvitations()).data?.map((i) => i.id)).toEqual([
      first.data?.id,
      second.data?.id,
    ]);
    expect(
      (await owner.organization.cancelInvitation({ invitationId: second.data!.id })).data?.status,
    ).toBe('canceled');
    const stranger = await guest.organization.listMembers();
    expect(stranger.error?.code).toBe('NO_ACTIVE_ORGANIZATION');
  });

  it('switches the active organization, leaves and deletes; the store follows', async () => {
    await owner.$store.refetch();
    const { data: a } = await owner.organization.create({ name: 'A', slug: 'a' });
    const { data: b } = await owner.organization.create({
      name: 'B',
      slug: 'b',
      keepCurrentActiveOrganization: true,
    });
    expect(activeOf(owner)).toBe(a?.id);
    await owner.organization.setActive({ organizationId: b!.id });
    expect(activeOf(owner)).toBe(b?.id);
    await owner.organization.setActive({ organizationId: null });
    expect(activeOf(owner)).toBeNull();
    await owner.organization.setActive({ organizationSlug: 'b' });
    await owner.organization.delete({ organizationId: b!.id });
    expect(activeOf(owner)).toBeNull();
    const left = await owner.organization.leave({ organizationId: a!.id });
    expect(left.error?.code).toBe('YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER');
  });

  it('manages teams', async () => {
    await owner.organization.create({ name: 'Acme', slug: 'acme' });
    const team = await owner.organization.createTeam({ name: 'Design' });
    expect(team.data?.name).toBe('Design');
    const renamed = await owner.organization.updateTeam({
      teamId: team.data!.id,
      data: { name: 'Brand' },
    });
    expect(renamed.data?.name).toBe('Brand');
    const me = (await owner.getSession()).data!.user.id;
    expect(
      (await owner.organization.addTeamMember({ teamId: team.data!.id, userId: me })).error,
    ).toBeNull();
    expect(
      (await owner.organization.removeTeamMember({ teamId: team.data!.id, userId: me })).error,
    ).toBeNull();
    expect((await owner.organization.listTeams()).data?.map((t) => t.name)).toEqual([
      'Acme',
      'Brand',
    ]);
    expect((await owner.organization.removeTeam({ teamId: team.data!.id })).error).toBeNull();
  });
});

describe('organization.checkRolePermission', () => {
  it('checks against the roles given to organizationClient, without a request', () => {
    const ac = createAccessControl({ ...defaultStatements, project: ['create'] } as const);
    const roles = {
      owner: ownerRole,
      admin: adminRole,
      member: memberRole,
      builder: ac.newRole({ project: ['create'] }),
    };
    const requests: Request[] = [];
    const client = createAuthClient({
      baseURL: TEST_ORIGIN,
      fetch: async (input, init) => {
        requests.push(new Request(input, init));
        return new Response(null, { status: 500 });
      },
      plugins: [organizationClient({ ac, roles })],
    });
    const check = client.organization.checkRolePermission;
    expect(check({ role: 'builder', permissions: { project: ['create'] } })).toEqual({
      success: true,
    });
    expect(check({ role: 'member,builder', permissions: { project: ['create'] } }).success).toBe(
      true,
    );
    expect(check({ role: 'admin', permissions: { project: ['create'] } }).success).toBe(false);
    // Without roles, the defaults: no custom role grants anything.
    const plain = createAuthClient({ baseURL: TEST_ORIGIN, plugins: [organizationClient()] });
    expect(
      plain.organization.checkRolePermission({
        role: 'builder',
        permissions: { project: ['create'] },
      }).success,
    ).toBe(false);
    expect(requests).toEqual([]);
  });
});

describe('checkRolePermission (client)', () => {
  it('answers from the role alone', () => {
    expect(checkRolePermission({ role: 'admin', permissions: { member: ['delete'] } })).toEqual({
      success: true,
    });
    expect(
      checkRolePermission({ role: 'member', permissions: { invitation: ['create'] } }).success,
    ).toBe(false);
  });
});
