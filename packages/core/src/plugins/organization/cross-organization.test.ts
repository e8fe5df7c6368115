import { describe, expect, it } from 'vitest';
import { orgError, setupOrganizations } from '../../../test/kit/organization-test-kit.js';

/** The owner of A, acting on B's ids: every attempt fails, and nothing of B changes. */
describe('cross-organization attempts', () => {
  async function twoOrganizations() {
    const t = await setupOrganizations({ teams: { enabled: true, activeTeam: { enabled: true } } });
    const a = await t.cast('alpha');
    const b = await t.cast('beta');
    const bInvitation = (
      await t.call(b.owner, 'invite-member', { email: 'x@example.com', role: 'member' })
    ).body;
    const bTeam = (await t.call(b.owner, 'list-teams')).body[0];
    return { t, a, b, bInvitation, bTeam };
  }
  const refused = (status: number, code: Parameters<typeof orgError>[0]) => ({
    status,
    body: orgError(code),
  });

  it("refuses B's organization id for every route, each with Better Auth's answer", async () => {
    const { t, a, b } = await twoOrganizations();
    const organizationId = b.org.id;
    const attempts: Array<[Promise<unknown>, unknown]> = [
      [
        t.call(a.owner, 'update', { organizationId, data: { name: 'pwned' } }),
        refused(400, 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
      ],
      [
        t.call(a.owner, 'delete', { organizationId }),
        refused(400, 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
      ],
      [
        t.call(a.owner, 'set-active', { organizationId }),
        refused(403, 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
      ],
      [t.call(a.owner, 'leave', { organizationId }), refused(400, 'MEMBER_NOT_FOUND')],
      [
        t.call(a.owner, 'invite-member', {
          organizationId,
          email: 'y@example.com',
          role: 'member',
        }),
        refused(400, 'MEMBER_NOT_FOUND'),
      ],
      [
        t.call(a.owner, 'remove-member', { organizationId, memberIdOrEmail: b.plainMember.id }),
        refused(400, 'MEMBER_NOT_FOUND'),
      ],
      [
        t.call(a.owner, 'update-member-role', {
          organizationId,
          memberId: b.plainMember.id,
          role: 'admin',
        }),
        refused(400, 'MEMBER_NOT_FOUND'),
      ],
      [
        t.call(a.owner, 'has-permission', { organizationId, permissions: { member: ['delete'] } }),
        refused(401, 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
      ],
      [
        t.call(a.owner, 'create-team', { organizationId, name: 'x' }),
        refused(403, 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION'),
      ],
      [
        t.call(a.owner, 'list-members', new URLSearchParams({ organizationId })),
        refused(403, 'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION'),
      ],
      [
        t.call(a.owner, 'list-invitations', new URLSearchParams({ organizationId })),
        refused(403, 'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION'),
      ],
      [
        t.call(a.owner, 'list-teams', new URLSearchParams({ organizationId })),
        { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } },
      ],
      [
        t.call(a.owner, 'get-full-organization', new URLSearchParams({ organizationId })),
        refused(403, 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
      ],
    ];
    for (const [attempt, expected] of attempts) expect(await attempt).toEqual(expected);
    expect((await t.call(b.owner, 'list-members')).body.total).toBe(3);
    expect((await t.call(b.owner, 'get-full-organization')).body.name).toBe('BETA');
  });

  it("treats B's member, team and invitation ids as unknown inside A", async () => {
    const { t, a, b, bInvitation, bTeam } = await twoOrganizations();
    const inA = { organizationId: a.org.id };
    const memberNotFound = refused(400, 'MEMBER_NOT_FOUND');
    expect(
      await t.call(a.owner, 'remove-member', { ...inA, memberIdOrEmail: b.plainMember.id }),
    ).toEqual(memberNotFound);
    expect(
      await t.call(a.owner, 'remove-member', { ...inA, memberIdOrEmail: b.member.email }),
    ).toEqual(memberNotFound);
    // Better Auth 1.2.7 changes B's member here (its lookup ignores the organization).
    expect(
      await t.call(a.owner, 'update-member-role', {
        ...inA,
        memberId: b.plainMember.id,
        role: 'owner',
      }),
    ).toEqual(memberNotFound);
    for (const [path, body] of [
      ['update-team', { ...inA, teamId: bTeam.id, data: { name: 'pwned' } }],
      ['remove-team', { ...inA, teamId: bTeam.id }],
      ['add-team-member', { ...inA, teamId: bTeam.id, userId: a.member.id }],
      ['set-active-team', { teamId: bTeam.id }],
    ] as const) {
      expect(await t.call(a.owner, path, body)).toEqual(refused(400, 'TEAM_NOT_FOUND'));
    }
    expect(await t.call(a.owner, 'cancel-invitation', { invitationId: bInvitation.id })).toEqual(
      memberNotFound,
    );
    const bMembers = (await t.call(b.owner, 'list-members')).body.members;
    // B's memberships are untouched (their order among equal createdAt values is by id).
    expect(bMembers.map((m: { role: string }) => m.role).sort()).toEqual([
      'admin',
      'member',
      'owner',
    ]);
    expect((await t.call(b.owner, 'list-teams')).body[0].name).toBe('BETA');
    expect((await t.call(b.owner, 'list-invitations')).body[0].status).toBe('pending');
  });
});
