import { describe, expect, it, vi } from 'vitest';
import { orgError, setupOrganizations } from '../../../test/kit/organization-test-kit.js';
import { APIError } from '../../plugin/index.js';
import { createAccessControl } from './access.js';
import { defaultRoles, defaultStatements } from './default-roles.js';

describe('organizationHooks', () => {
  it('before hooks change what is written; after hooks see the result', async () => {
    const after = vi.fn();
    const t = await setupOrganizations({
      organizationHooks: {
        beforeCreateOrganization: ({ organization, user }) => ({
          data: {
            metadata: { plan: 'free', by: user.email },
            slug: organization.slug.toLowerCase(),
          },
        }),
        afterCreateOrganization: after,
        beforeCreateInvitation: () => ({ data: { role: 'admin' } }),
        beforeUpdateMemberRole: ({ newRole }) => ({ data: { role: `${newRole},member` } }),
        beforeCreateTeam: () => undefined,
      },
    });
    const ada = await t.signUp('Ada');
    const org = await t.createOrganization(ada, 'ACME');
    expect(org).toMatchObject({ slug: 'acme', metadata: { plan: 'free', by: ada.email } });
    expect(after).toHaveBeenCalledWith(
      expect.objectContaining({
        organization: expect.objectContaining({ id: org.id }),
        team: null,
      }),
    );
    const invitation = (
      await t.call(ada, 'invite-member', { email: 'bob@example.com', role: 'member' })
    ).body;
    expect(invitation.role).toBe('admin');
    const bob = await t.signUp('Bob');
    const { member } = (await t.call(bob, 'accept-invitation', { invitationId: invitation.id }))
      .body;
    expect(member.role).toBe('admin');
    const updated = await t.call(ada, 'update-member-role', { memberId: member.id, role: 'admin' });
    expect(updated.body.role).toBe('admin,member');
  });

  it('an APIError thrown by a before hook aborts with that error, writing nothing', async () => {
    const refuse = () => {
      throw new APIError('FORBIDDEN', { message: 'Closed for the holidays' });
    };
    let closed = true;
    const t = await setupOrganizations({
      organizationHooks: {
        beforeCreateOrganization: () => (closed ? refuse() : undefined),
        beforeRemoveMember: refuse,
        beforeAcceptInvitation: refuse,
      },
    });
    const ada = await t.signUp('Ada');
    expect(await t.call(ada, 'create', { name: 'A', slug: 'a' })).toEqual({
      status: 403,
      body: { code: 'CLOSED_FOR_THE_HOLIDAYS', message: 'Closed for the holidays' },
    });
    expect(await t.adapter.count({ model: 'organization' })).toBe(0);
    const org = await t.api
      .createOrganization({
        body: { name: 'B', slug: 'b', userId: ada.id },
      })
      .catch((error) => error);
    expect(org).toMatchObject({ status: 403 });

    closed = false;
    const c = await t.cast();
    const removal = await t.call(c.owner, 'remove-member', { memberIdOrEmail: c.plainMember.id });
    expect(removal.body.code).toBe('CLOSED_FOR_THE_HOLIDAYS');
    const { body } = await t.call(c.owner, 'invite-member', {
      email: c.outsider.email,
      role: 'member',
    });
    expect((await t.call(c.outsider, 'accept-invitation', { invitationId: body.id })).status).toBe(
      403,
    );
    expect((await t.call(c.owner, 'list-members')).body.total).toBe(3);
  });

  it('add-member hooks run for accept-invitation; after hooks see the committed member', async () => {
    const seen: string[] = [];
    const t = await setupOrganizations({
      organizationHooks: {
        beforeAddMember: ({ member }) => {
          seen.push(`before:${member.role}`);
          return { data: { role: 'admin' } };
        },
        afterAddMember: ({ member }) => {
          seen.push(`after:${member.role}`);
        },
        afterAcceptInvitation: ({ invitation }) => {
          seen.push(`accepted:${invitation.status}`);
        },
      },
    });
    const ada = await t.signUp('Ada');
    await t.createOrganization(ada, 'acme');
    const { body } = await t.call(ada, 'invite-member', {
      email: 'bob@example.com',
      role: 'member',
    });
    await t.call(await t.signUp('Bob'), 'accept-invitation', { invitationId: body.id });
    expect(seen).toEqual(['before:member', 'after:admin', 'accepted:accepted']);
  });

  it('maps a member insert losing to a concurrent one to 400 and leaves the invitation pending', async () => {
    let sneak: (() => Promise<unknown>) | undefined;
    const t = await setupOrganizations({
      organizationHooks: { beforeAddMember: async () => void (await sneak?.()) },
    });
    const ada = await t.signUp('Ada');
    const org = await t.createOrganization(ada, 'acme');
    const bob = await t.signUp('Bob');
    const { body } = await t.call(ada, 'invite-member', { email: bob.email, role: 'member' });
    // The other request wins between this one's checks and its insert.
    sneak = () =>
      t.adapter.create({
        model: 'member',
        data: { organizationId: org.id, userId: bob.id, role: 'member', createdAt: new Date() },
      });
    expect(await t.call(bob, 'accept-invitation', { invitationId: body.id })).toEqual({
      status: 400,
      body: orgError('USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION'),
    });
    const invitation = await t.adapter.findOne({
      model: 'invitation',
      where: [{ field: 'id', value: body.id }],
    });
    expect(invitation?.status).toBe('pending');
  });
});

describe('custom roles via createAccessControl', () => {
  const ac = createAccessControl({ ...defaultStatements, project: ['create', 'archive'] } as const);
  const roles = {
    ...defaultRoles,
    projectLead: ac.newRole({ project: ['create', 'archive'], invitation: ['create'] }),
    founder: ac.newRole({ ...defaultStatements, project: ['create', 'archive'] }),
  };

  it('checks routes and has-permission against the configured roles', async () => {
    const t = await setupOrganizations({ ac, roles });
    const c = await t.cast();
    const lead = await t.signUp('Lead');
    await t.addMember(c.org.id, lead, 'projectLead');
    const check = (permissions: Record<string, string[]>) =>
      t.call(lead, 'has-permission', { organizationId: c.org.id, permissions });
    expect((await check({ project: ['archive'] })).body.success).toBe(true);
    expect((await check({ member: ['delete'] })).body.success).toBe(false);
    const invite = await t.call(lead, 'invite-member', {
      organizationId: c.org.id,
      email: 'x@example.com',
      role: 'projectLead',
    });
    expect(invite.status).toBe(200);
    const remove = await t.call(lead, 'remove-member', {
      organizationId: c.org.id,
      memberIdOrEmail: c.plainMember.id,
    });
    expect(remove).toEqual({
      status: 401,
      body: orgError('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER'),
    });
    expect(
      (await t.call(c.owner, 'update-member-role', { memberId: c.plainMember.id, role: 'ghost' }))
        .status,
    ).toBe(400);
  });

  it('uses a custom creatorRole as the owner of the last-owner rules', async () => {
    const t = await setupOrganizations({
      ac,
      roles: { founder: roles.founder, member: roles.projectLead },
      creatorRole: 'founder',
    });
    const ada = await t.signUp('Ada');
    const org = await t.createOrganization(ada, 'acme');
    expect(org.members[0]?.role).toBe('founder');
    expect(await t.call(ada, 'leave', { organizationId: org.id })).toEqual({
      status: 400,
      body: orgError('YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER'),
    });
    expect((await t.call(ada, 'delete', { organizationId: org.id })).status).toBe(200);
  });
});
