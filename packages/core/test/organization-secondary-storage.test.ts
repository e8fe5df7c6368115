import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../src/index.js';
import { setupOrganizations } from './kit/organization-test-kit.js';

describe('organization changes with secondary storage', () => {
  it('remove-team stops being the active team of cached sessions at once', async () => {
    const t = await setupOrganizations(
      { teams: { enabled: true, activeTeam: { enabled: true } } },
      { secondaryStorage: memoryStorage() },
    );
    const c = await t.cast();
    const design = (await t.call(c.owner, 'create-team', { name: 'Design' })).body;
    await t.call(c.owner, 'add-team-member', { teamId: design.id, userId: c.member.id });
    await t.call(c.member, 'set-active', { organizationId: c.org.id });
    expect((await t.call(c.member, 'set-active-team', { teamId: design.id })).status).toBe(200);
    const session = async () =>
      (await (await t.get('/get-session', { cookie: c.member.cookie })).json()).session;
    expect((await session()).activeTeamId).toBe(design.id); // now in secondary storage

    expect(
      (await t.call(c.admin, 'remove-team', { organizationId: c.org.id, teamId: design.id }))
        .status,
    ).toBe(200);
    expect(
      await t.adapter.count({ model: 'team', where: [{ field: 'id', value: design.id }] }),
    ).toBe(0);
    expect((await session()).activeTeamId).toBeNull();
  });
});
