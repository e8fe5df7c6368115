import { describe, expect, it } from 'vitest';
import {
  orgError,
  setupOrganizations,
  type TestUser,
} from '../../../test/kit/organization-test-kit.js';
import type { TeamsOptions } from './options.js';

async function teamSetup(teams: TeamsOptions = {}) {
  const t = await setupOrganizations({ teams: { enabled: true, ...teams } });
  const c = await t.cast();
  const defaultTeam = (await t.call(c.owner, 'list-teams')).body[0];
  return { ...t, ...c, defaultTeam };
}

describe('teams', () => {
  it('creates a default team holding the creator, unless turned off', async () => {
    const t = await teamSetup();
    expect(t.defaultTeam).toMatchObject({ name: 'ACME', organizationId: t.org.id });
    expect(t.ownerMember.teamId).toBe(t.defaultTeam.id);
    const off = await teamSetup({ defaultTeam: { enabled: false } });
    expect(off.defaultTeam).toBeUndefined();
  });

  it('create-team needs team:create and respects maximumTeams', async () => {
    const t = await teamSetup({ maximumTeams: 2 });
    const create = (who: TestUser, name: string) =>
      t.call(who, 'create-team', { organizationId: t.org.id, name });
    expect(await create(t.member, 'x')).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION'),
    });
    // Better Auth 1.2.7's words for a non-member here.
    expect(await create(t.outsider, 'x')).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION'),
    });
    expect((await create(t.admin, '')).body.code).toBe('VALIDATION_ERROR');
    expect((await create(t.admin, 'Design')).body).toMatchObject({
      name: 'Design',
      organizationId: t.org.id,
    });
    expect(await create(t.owner, 'Third')).toEqual({
      status: 400,
      body: orgError('YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS'),
    });
  });

  it('update-team needs team:update; list-teams needs membership', async () => {
    const t = await teamSetup();
    const update = (who: TestUser, name: string) =>
      t.call(who, 'update-team', {
        organizationId: t.org.id,
        teamId: t.defaultTeam.id,
        data: { name },
      });
    expect(await update(t.member, 'x')).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM'),
    });
    expect((await update(t.admin, 'Core')).body.name).toBe('Core');
    expect((await update(t.admin, '')).status).toBe(400);
    expect(await update(t.outsider, 'x')).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM'),
    });
    // Better Auth reads the organization from data.organizationId.
    const viaData = await t.call(t.admin, 'update-team', {
      teamId: t.defaultTeam.id,
      data: { name: 'Brand', organizationId: t.org.id },
    });
    expect(viaData.body).toMatchObject({ id: t.defaultTeam.id, name: 'Brand' });
    expect(await t.call(t.owner, 'update-team', { teamId: 'nope', data: { name: 'x' } })).toEqual({
      status: 400,
      body: orgError('TEAM_NOT_FOUND'),
    });
    expect(
      (await t.call(t.member, 'list-teams', new URLSearchParams({ organizationId: t.org.id })))
        .body,
    ).toHaveLength(1);
    // A bare 403, as Better Auth answers; null with nothing named or active.
    expect(
      await t.call(t.outsider, 'list-teams', new URLSearchParams({ organizationId: t.org.id })),
    ).toEqual({ status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } });
    expect(await t.call(t.member, 'list-teams')).toEqual({ status: 200, body: null });
  });

  it('remove-team needs team:delete and keeps the last team unless allowed', async () => {
    const t = await teamSetup();
    const remove = (who: TestUser, teamId: string) =>
      t.call(who, 'remove-team', { organizationId: t.org.id, teamId });
    expect(await remove(t.member, t.defaultTeam.id)).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION'),
    });
    expect(await remove(t.admin, t.defaultTeam.id)).toEqual({
      status: 400,
      body: orgError('UNABLE_TO_REMOVE_LAST_TEAM'),
    });
    const design = (await t.call(t.owner, 'create-team', { name: 'Design' })).body;
    await t.call(t.owner, 'add-team-member', { teamId: design.id, userId: t.member.id });
    expect(await remove(t.admin, design.id)).toEqual({
      status: 200,
      body: { message: 'Team removed successfully.' },
    });
    const members = (await t.call(t.owner, 'list-members')).body.members;
    expect(members.find((m: { userId: string }) => m.userId === t.member.id).teamId).toBeNull();
    expect(await remove(t.admin, design.id)).toEqual({
      status: 400,
      body: orgError('TEAM_NOT_FOUND'),
    });

    const loose = await teamSetup({ allowRemovingAllTeams: true });
    expect(
      (
        await loose.call(loose.admin, 'remove-team', {
          organizationId: loose.org.id,
          teamId: loose.defaultTeam.id,
        })
      ).status,
    ).toBe(200);
  });

  it('remove-team refuses outsiders, and members for their own team, as Better Auth does', async () => {
    const t = await teamSetup();
    const design = (await t.call(t.owner, 'create-team', { name: 'Design' })).body;
    const refused = {
      status: 403,
      body: orgError('YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION'),
    };
    const remove = (who: TestUser, teamId: string) =>
      t.call(who, 'remove-team', { organizationId: t.org.id, teamId });
    expect(await remove(t.outsider, design.id)).toEqual(refused);
    // The owner is in the default team (created with the organization).
    expect(await remove(t.owner, t.defaultTeam.id)).toEqual(refused);
    expect((await remove(t.owner, design.id)).status).toBe(200);
  });

  it('adds and removes team members, and sets the active team for team members only', async () => {
    const t = await teamSetup({ activeTeam: { enabled: true } });
    const teamId = t.defaultTeam.id;
    await t.call(t.admin, 'set-active', { organizationId: t.org.id });
    expect(
      (
        await t.call(t.member, 'add-team-member', {
          organizationId: t.org.id,
          teamId,
          userId: t.member.id,
        })
      ).body,
    ).toEqual(orgError('YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM'));
    expect(await t.call(t.admin, 'add-team-member', { teamId, userId: t.outsider.id })).toEqual({
      status: 400,
      body: orgError('MEMBER_NOT_FOUND'),
    });
    expect(
      await t.call(t.outsider, 'add-team-member', {
        organizationId: t.org.id,
        teamId,
        userId: t.outsider.id,
      }),
    ).toEqual({ status: 400, body: orgError('USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION') });
    await t.call(t.member, 'set-active', { organizationId: t.org.id });
    expect(await t.call(t.member, 'set-active-team', { teamId })).toEqual({
      status: 403,
      body: orgError('USER_IS_NOT_A_MEMBER_OF_THE_TEAM'),
    });
    expect(
      (await t.call(t.admin, 'add-team-member', { teamId, userId: t.member.id })).body.teamId,
    ).toBe(teamId);
    expect((await t.call(t.member, 'set-active-team', { teamId })).body.id).toBe(teamId);
    const session = async () =>
      (await (await t.get('/get-session', { cookie: t.member.cookie })).json()).session;
    expect((await session()).activeTeamId).toBe(teamId);
    expect(
      (await t.call(t.admin, 'remove-team-member', { teamId, userId: t.member.id })).body.teamId,
    ).toBeNull();
    expect((await session()).activeTeamId).toBeNull();
    expect(await t.call(t.admin, 'remove-team-member', { teamId, userId: t.member.id })).toEqual({
      status: 403,
      body: orgError('USER_IS_NOT_A_MEMBER_OF_THE_TEAM'),
    });
    expect(await t.call(t.member, 'set-active-team', { teamId: 'nope' })).toEqual({
      status: 400,
      body: orgError('TEAM_NOT_FOUND'),
    });
    expect(await t.call(t.member, 'set-active-team', { teamId: null })).toEqual({
      status: 200,
      body: null,
    });
  });

  it('keeps sessions free of activeTeamId without the active team, as Better Auth 1.2.7', async () => {
    const t = await teamSetup();
    await t.call(t.owner, 'set-active', { organizationId: t.org.id });
    const { session } = await (await t.get('/get-session', { cookie: t.owner.cookie })).json();
    expect(session.activeOrganizationId).toBe(t.org.id);
    expect(session).not.toHaveProperty('activeTeamId');
    expect((await t.call(t.owner, 'set-active-team', { teamId: t.defaultTeam.id })).status).toBe(
      404,
    );
    // Removing a team member or a team still works without the column.
    const design = (await t.call(t.owner, 'create-team', { name: 'Design' })).body;
    await t.call(t.owner, 'add-team-member', { teamId: design.id, userId: t.member.id });
    expect(
      (await t.call(t.owner, 'remove-team-member', { teamId: design.id, userId: t.member.id }))
        .status,
    ).toBe(200);
    expect((await t.call(t.owner, 'remove-team', { teamId: design.id })).status).toBe(200);
  });

  it('puts an invitee into the invitation team on accept', async () => {
    const t = await teamSetup({ activeTeam: { enabled: true } });
    const invitee = await t.signUp('Invitee');
    const design = (await t.call(t.owner, 'create-team', { name: 'Design' })).body;
    expect(
      await t.call(t.owner, 'invite-member', {
        email: invitee.email,
        role: 'member',
        teamId: 'nope',
      }),
    ).toEqual({ status: 400, body: orgError('TEAM_NOT_FOUND') });
    const { body } = await t.call(t.owner, 'invite-member', {
      email: invitee.email,
      role: 'member',
      teamId: design.id,
    });
    const accepted = await t.call(invitee, 'accept-invitation', { invitationId: body.id });
    expect(accepted.body.member.teamId).toBe(design.id);
    const session = (await (await t.get('/get-session', { cookie: invitee.cookie })).json())
      .session;
    expect(session).toMatchObject({ activeOrganizationId: t.org.id, activeTeamId: design.id });
  });

  it('list-teams answers the organization named, not the active one', async () => {
    const t = await teamSetup();
    const other = await t.createOrganization(t.owner, 'globex', {
      keepCurrentActiveOrganization: true,
    });
    const named = await t.call(
      t.owner,
      'list-teams',
      new URLSearchParams({ organizationId: other.id }),
    );
    expect(named.body.map((team: { name: string }) => team.name)).toEqual(['GLOBEX']);
    expect(
      (await t.call(t.owner, 'list-teams')).body.map((team: { name: string }) => team.name),
    ).toEqual(['ACME']);
  });

  it('serves no team route while teams are off', async () => {
    const t = await setupOrganizations();
    const c = await t.cast();
    expect((await t.call(c.owner, 'create-team', { name: 'x' })).status).toBe(404);
    expect((await t.call(c.owner, 'list-teams')).status).toBe(404);
    expect(
      await t.call(c.owner, 'invite-member', {
        email: 'x@example.com',
        role: 'member',
        teamId: 'any',
      }),
    ).toEqual({ status: 400, body: orgError('TEAM_NOT_FOUND') });
  });
});
