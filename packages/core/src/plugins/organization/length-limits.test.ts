import { describe, expect, it } from 'vitest';
import { setupOrganizations } from '../../../test/kit/organization-test-kit.js';
import { organization } from './index.js';
import type { OrganizationOptions } from './options.js';

/** An address of exactly `length` characters: 254 is the RFC 5321 maximum. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
const INVALID_EMAIL = { code: 'INVALID_EMAIL', message: 'Invalid email' };

/** The 400 answered for a value longer than its field's limit. */
const tooLong = (path: string, max: number, what = 'string') => ({
  code: 'VALIDATION_ERROR',
  message: 'Invalid body parameters',
  details: [{ path, message: `Too big: expected ${what} to have <=${max} characters` }],
});

async function setup(options: OrganizationOptions = {}) {
  const t = await setupOrganizations({ sendInvitationEmail: () => {}, ...options });
  const c = await t.cast();
  return { ...t, ...c };
}

describe('organization routes and email addresses over 254 characters', () => {
  it('invite-member refuses 255 characters with 400 INVALID_EMAIL and accepts 254', async () => {
    const t = await setup();
    const invite = (email: string) =>
      t.call(t.owner, 'invite-member', { organizationId: t.org.id, email, role: 'member' });
    expect(await invite(emailOf(255))).toEqual({ status: 400, body: INVALID_EMAIL });
    const accepted = await invite(emailOf(254));
    expect(accepted.status).toBe(200);
    expect(accepted.body.email).toBe(emailOf(254));
  });

  it('remove-member by email refuses 255 characters with 400 INVALID_EMAIL and accepts 254', async () => {
    const t = await setup();
    const signUp = await t.post('/sign-up/email', {
      name: 'Long',
      email: emailOf(254),
      password: 'correct-horse-battery',
    });
    const { user } = await signUp.json();
    await t.api.addMember({ body: { organizationId: t.org.id, userId: user.id, role: 'member' } });
    const remove = (memberIdOrEmail: string) =>
      t.call(t.owner, 'remove-member', { organizationId: t.org.id, memberIdOrEmail });
    expect(await remove(emailOf(255))).toEqual({ status: 400, body: INVALID_EMAIL });
    const removed = await remove(emailOf(254));
    expect(removed.status).toBe(200);
    expect(removed.body.member.userId).toBe(user.id);
  });

  it('list-user-invitations (server call) refuses a 255-character email and accepts 254', async () => {
    const t = await setup();
    await t.call(t.owner, 'invite-member', {
      organizationId: t.org.id,
      email: emailOf(254),
      role: 'member',
    });
    await expect(
      t.api.listUserInvitations({ query: { email: emailOf(255) } }),
    ).rejects.toMatchObject({ status: 400, body: INVALID_EMAIL });
    const listed = await t.api.listUserInvitations({ query: { email: emailOf(254) } });
    expect(listed.map((invitation) => invitation.email)).toEqual([emailOf(254)]);
  });
});

describe('organization free-text limits', () => {
  const create = (t: Awaited<ReturnType<typeof setup>>, body: Record<string, unknown>) =>
    t.call(t.owner, 'create', { name: 'Globex', slug: 'globex', ...body });

  it('create refuses a name over 256, a slug over 128, a logo over 2048, metadata over 8192', async () => {
    const t = await setup();
    expect(await create(t, { name: 'n'.repeat(257) })).toEqual({
      status: 400,
      body: tooLong('name', 256),
    });
    expect(await create(t, { slug: 's'.repeat(129) })).toEqual({
      status: 400,
      body: tooLong('slug', 128),
    });
    expect((await create(t, { logo: `https://${'l'.repeat(2_041)}` })).body).toEqual(
      tooLong('logo', 2_048),
    );
    // {"notes":"…"} is 12 characters of JSON around the value.
    expect((await create(t, { metadata: { notes: 'm'.repeat(8_181) } })).body).toEqual(
      tooLong('metadata', 8_192, 'JSON text'),
    );
    expect(await t.adapter.count({ model: 'organization' })).toBe(1);
    const atLimits = await create(t, {
      name: 'n'.repeat(256),
      slug: 's'.repeat(128),
      logo: `https://${'l'.repeat(2_040)}`,
      metadata: { notes: 'm'.repeat(8_180) },
    });
    expect(atLimits.status).toBe(200);
  });

  it('update refuses the same values, and keeps the organization as it was', async () => {
    const t = await setup();
    const update = (data: Record<string, unknown>) =>
      t.call(t.owner, 'update', { organizationId: t.org.id, data });
    expect(await update({ name: 'n'.repeat(257) })).toEqual({
      status: 400,
      body: tooLong('name', 256),
    });
    expect((await update({ slug: 's'.repeat(129) })).body).toEqual(tooLong('slug', 128));
    expect(
      (
        await t.adapter.findOne({
          model: 'organization',
          where: [{ field: 'id', value: t.org.id }],
        })
      )?.name,
    ).toBe(t.org.name);
    expect((await update({ name: 'n'.repeat(256) })).status).toBe(200);
  });

  it('check-slug refuses a slug that create would refuse', async () => {
    const t = await setup();
    expect(await t.call(t.owner, 'check-slug', { slug: 's'.repeat(129) })).toEqual({
      status: 400,
      body: tooLong('slug', 128),
    });
    expect(await t.call(t.owner, 'check-slug', { slug: 's'.repeat(128) })).toEqual({
      status: 200,
      body: { status: true },
    });
  });

  it('the max*Length options set other maxima', async () => {
    const t = await setup({ maxNameLength: 10, maxSlugLength: 300, maxMetadataLength: 20 });
    expect((await create(t, { name: 'n'.repeat(11) })).body).toEqual(tooLong('name', 10));
    expect((await create(t, { slug: 's'.repeat(300) })).status).toBe(200);
    expect((await create(t, { slug: 'other', metadata: { notes: 'x'.repeat(20) } })).body).toEqual(
      tooLong('metadata', 20, 'JSON text'),
    );
  });
});

describe('team names', () => {
  it('create-team and update-team refuse 257 characters and accept 256', async () => {
    const t = await setup({ teams: { enabled: true } });
    const created = await t.call(t.owner, 'create-team', {
      organizationId: t.org.id,
      name: 't'.repeat(256),
    });
    expect(created.status).toBe(200);
    expect(
      await t.call(t.owner, 'create-team', { organizationId: t.org.id, name: 't'.repeat(257) }),
    ).toEqual({ status: 400, body: tooLong('name', 256) });
    expect(
      await t.call(t.owner, 'update-team', {
        organizationId: t.org.id,
        teamId: created.body.id,
        data: { name: 'u'.repeat(257) },
      }),
    ).toEqual({ status: 400, body: tooLong('name', 256) });
  });

  it('teams.maxNameLength sets another maximum', async () => {
    const t = await setup({
      teams: { enabled: true, defaultTeam: { enabled: false }, maxNameLength: 5 },
    });
    expect(
      await t.call(t.owner, 'create-team', { organizationId: t.org.id, name: 'Design' }),
    ).toEqual({ status: 400, body: tooLong('name', 5) });
  });
});

describe('organization() length options at start-up', () => {
  it('refuses limits that are not positive integers', () => {
    expect(() => organization({ maxSlugLength: 0 })).toThrow(/maxSlugLength/);
    expect(() => organization({ maxMetadataLength: 1.5 })).toThrow(/maxMetadataLength/);
  });

  it('refuses a team name limit below the organization name limit while the default team is on', () => {
    expect(() => organization({ teams: { enabled: true, maxNameLength: 100 } })).toThrow(
      /teams\.maxNameLength \(100\) is below maxNameLength \(256\)/,
    );
    expect(() =>
      organization({
        teams: { enabled: true, maxNameLength: 100, defaultTeam: { enabled: false } },
      }),
    ).not.toThrow();
  });
});
