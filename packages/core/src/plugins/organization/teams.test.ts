import { describe, expect, it } from 'vitest';
import type { TeamsOptions } from './options.js';
import { orgError, setupOrganizations, type TestUser } from './test-kit.js';

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
    expect(await create(t.outsider, 'x')).toEqual({
      status: 403,
      body: orgError('USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
    });
    expect((await create(t.admin, '')).body.code).toBe('VALIDATION_ERROR');
    expect((await create(t.admin, 'Design')).body).toMatchObject({
      name: 'Design',
      organizationId: t.org.id,
    });
    expect(await create(t.owner, 'Third')).toEqual({
      status: 403,
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
    expect(
      (await t.call(t.member, 'list-teams', new URLSearchParams({ organizationId: t.org.id })))
        .body,
    ).toHaveLength(1);
    expect(
      (await t.call(t.outsider, 'list-teams', new URLSearchParams({ organizationId: t.org.id })))
        .status,
    ).toBe(403);
  });

  it('remove-team needs team:delete and keeps the last team unless allowed', async () => {
    const t = await teamSetup();
    const remove = (who: TestUser, teamId: string) =>
      t.call(who, 'remove-team', { organizationId: t.org.id, teamId });
    expect(await remove(t.member, t.defaultTeam.id)).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM'),
    });
    expect(await remove(t.owner, t.defaultTeam.id)).toEqual({
      status: 400,
      body: orgError('UNABLE_TO_REMOVE_LAST_TEAM'),
    });
    const design = (await t.call(t.owner, 'create-team', { name: 'Design' })).body;
    await t.call(t.owner, 'add-team-member', { teamId: design.id, userId: t.member.id });
    expect((await remove(t.admin, design.id)).body.id).toBe(design.id);
    const members = (await t.call(t.owner, 'list-members')).body.members;
    expect(members.find((m: { userId: string }) => m.userId === t.member.id).teamId).toBeNull();
    expect(await remove(t.admin, design.id)).toEqual({
      status: 404,
      body: orgError('TEAM_NOT_FOUND'),
    });

    const loose = await teamSetup({ allowRemovingAllTeams: true });
    expect(
      (await loose.call(loose.owner, 'remove-team', { teamId: loose.defaultTeam.id })).status,
    ).toBe(200);
  });

  it('adds and removes team members, and sets the active team for team members only', async () => {
    const t = await teamSetup();
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
      status: 404,
      body: orgError('MEMBER_NOT_FOUND'),
    });
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
      status: 404,
      body: orgError('TEAM_NOT_FOUND'),
    });
    expect(await t.call(t.member, 'set-active-team', { teamId: null })).toEqual({
      status: 200,
      body: null,
    });
  });

  it('puts an invitee into the invitation team on accept', async () => {
    const t = await teamSetup();
    const invitee = await t.signUp('Invitee');
    const design = (await t.call(t.owner, 'create-team', { name: 'Design' })).body;
    expect(
      await t.call(t.owner, 'invite-member', {
        email: invitee.email,
        role: 'member',
        teamId: 'nope',
      }),
    ).toEqual({ status: 404, body: orgError('TEAM_NOT_FOUND') });
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
    ).toEqual({ status: 404, body: orgError('TEAM_NOT_FOUND') });
  });
});
