import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  orgError,
  setupOrganizations,
  type TestUser,
} from '../../../test/kit/organization-test-kit.js';
import type { InvitationEmail } from './options.js';

afterEach(() => {
  vi.useRealTimers();
});

async function invitationSetup(options: Parameters<typeof setupOrganizations>[0] = {}) {
  const sent: InvitationEmail[] = [];
  const t = await setupOrganizations({
    sendInvitationEmail: (data) => {
      sent.push(data);
    },
    ...options,
  });
  const c = await t.cast();
  const invitee = await t.signUp('Invitee');
  const invite = (who: TestUser, body: Record<string, unknown> = {}) =>
    t.call(who, 'invite-member', {
      organizationId: c.org.id,
      email: invitee.email,
      role: 'member',
      ...body,
    });
  return { ...t, ...c, sent, invitee, invite };
}

describe('POST /organization/invite-member', () => {
  it('lets owner and admin invite; refuses member and outsider', async () => {
    const t = await invitationSetup();
    expect(await t.invite(t.member)).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION'),
    });
    expect(await t.invite(t.outsider)).toEqual({
      status: 400,
      body: orgError('MEMBER_NOT_FOUND'),
    });
    expect(await t.invite(t.owner, { organizationId: 'nope' })).toEqual({
      status: 400,
      body: orgError('MEMBER_NOT_FOUND'),
    });
    expect(await t.invite(t.outsider, { organizationId: undefined })).toEqual({
      status: 400,
      body: orgError('ORGANIZATION_NOT_FOUND'),
    });
    const { status, body } = await t.invite(t.admin, { email: 'Invitee@EXAMPLE.com' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      email: t.invitee.email,
      role: 'member',
      status: 'pending',
      inviterId: t.admin.id,
      organizationId: t.org.id,
      teamId: null,
    });
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(172_790_000);
    // Better Auth's invitation fields: the stored createdAt is not part of the answer.
    expect(Object.keys(body).sort()).toEqual([
      'email',
      'expiresAt',
      'id',
      'inviterId',
      'organizationId',
      'role',
      'status',
      'teamId',
    ]);
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]).toMatchObject({
      id: body.id,
      email: t.invitee.email,
      role: 'member',
      url: `http://localhost:3000/accept-invitation/${body.id}`,
      organization: { id: t.org.id },
      inviter: { id: t.admin.id },
      invitation: { id: body.id },
    });
  });

  it('lets only owners invite owners, and refuses unknown roles and invalid emails', async () => {
    const t = await invitationSetup();
    expect(await t.invite(t.admin, { role: 'owner' })).toEqual({
      status: 403,
      body: {
        code: 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE',
        message: 'you are not allowed to invite user with this role',
      },
    });
    // Every role of a list counts.
    expect((await t.invite(t.admin, { role: ['member', 'owner'] })).status).toBe(403);
    expect((await t.invite(t.admin, { role: 'member,owner' })).status).toBe(403);
    expect(await t.invite(t.admin, { role: 'overlord' })).toEqual({
      status: 400,
      body: orgError('ROLE_NOT_FOUND'),
    });
    expect((await t.invite(t.owner, { email: 'not-an-email' })).body.code).toBe('INVALID_EMAIL');
    expect((await t.invite(t.owner, { role: 'owner' })).status).toBe(200);
  });

  it('refuses existing members and pending invitees, unless resending', async () => {
    const t = await invitationSetup();
    expect(await t.invite(t.owner, { email: t.member.email })).toEqual({
      status: 400,
      body: orgError('USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION'),
    });
    const first = (await t.invite(t.owner)).body;
    expect(await t.invite(t.owner)).toEqual({
      status: 400,
      body: orgError('USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION'),
    });
    // Resending extends the open invitation: no second one that a cancel would leave open.
    const resent = await t.invite(t.owner, { resend: true });
    expect(resent.body.id).toBe(first.id);
    expect(t.sent.map((mail) => mail.id)).toEqual([first.id, first.id]);
    expect((await t.call(t.owner, 'list-invitations')).body).toHaveLength(1);

    // With cancelPendingInvitationsOnReInvite, resending cancels it and makes a new one; a
    // re-invite without resend is refused either way, as in Better Auth.
    const cancelling = await invitationSetup({ cancelPendingInvitationsOnReInvite: true });
    const old = (await cancelling.invite(cancelling.owner)).body;
    expect((await cancelling.invite(cancelling.owner, { role: 'admin' })).status).toBe(400);
    const fresh = (await cancelling.invite(cancelling.owner, { role: 'admin', resend: true })).body;
    expect(fresh.id).not.toBe(old.id);
    const list = (await cancelling.call(cancelling.owner, 'list-invitations')).body;
    expect(list.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([
      [old.id, 'canceled'],
      [fresh.id, 'pending'],
    ]);
  });

  it('uses invitationURL, and leaves the membership limit to accept (as Better Auth)', async () => {
    const t = await invitationSetup({
      invitationURL: (id) => `https://app.test/join/${id}`,
      membershipLimit: 3,
    });
    const { body } = await t.invite(t.owner);
    expect(t.sent[0]?.url).toBe(`https://app.test/join/${body.id}`);
    expect(await t.call(t.invitee, 'accept-invitation', { invitationId: body.id })).toEqual({
      status: 403,
      body: orgError('ORGANIZATION_MEMBERSHIP_LIMIT_REACHED'),
    });
  });

  it('refuses more open invitations than invitationLimit (default 100)', async () => {
    const t = await invitationSetup({ invitationLimit: 2 });
    const invite = (email: string) =>
      t.call(t.owner, 'invite-member', { organizationId: t.org.id, email, role: 'member' });
    expect((await invite('a@example.com')).status).toBe(200);
    const second = (await invite('b@example.com')).body;
    expect(await invite('c@example.com')).toEqual({
      status: 403,
      body: orgError('INVITATION_LIMIT_REACHED'),
    });
    await t.call(t.owner, 'cancel-invitation', { invitationId: second.id });
    expect((await invite('c@example.com')).status).toBe(200);

    const byRole = await invitationSetup({
      invitationLimit: ({ member }) => (member.role === 'owner' ? 5 : 0),
    });
    expect((await byRole.invite(byRole.owner)).status).toBe(200);
    expect((await byRole.invite(byRole.admin, { email: 'x@example.com' })).body).toEqual(
      orgError('INVITATION_LIMIT_REACHED'),
    );
  });
});

describe('POST /organization/accept-invitation', () => {
  it('creates the member with the invitation role and makes the organization active', async () => {
    const t = await invitationSetup();
    const { body: invitation } = await t.invite(t.owner, { role: 'admin' });
    const accepted = await t.call(t.invitee, 'accept-invitation', { invitationId: invitation.id });
    expect(accepted.status).toBe(200);
    expect(accepted.body.invitation.status).toBe('accepted');
    expect(accepted.body.member).toMatchObject({
      userId: t.invitee.id,
      role: 'admin',
      organizationId: t.org.id,
    });
    const session = await (await t.get('/get-session', { cookie: t.invitee.cookie })).json();
    expect(session.session.activeOrganizationId).toBe(t.org.id);
    expect(await t.call(t.invitee, 'accept-invitation', { invitationId: invitation.id })).toEqual({
      status: 400,
      body: orgError('INVITATION_NOT_FOUND'),
    });
    expect(await t.call(t.invitee, 'accept-invitation', { invitationId: 'nope' })).toEqual({
      status: 400,
      body: orgError('INVITATION_NOT_FOUND'),
    });
  });

  it('is for the invited email only, verified by default', async () => {
    const t = await invitationSetup();
    const { body: invitation } = await t.invite(t.owner);
    expect(await t.call(t.admin, 'accept-invitation', { invitationId: invitation.id })).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION'),
    });
    const unverified = await t.signUp('Late', { verified: false });
    const { body: toUnverified } = await t.invite(t.owner, { email: unverified.email });
    for (const path of ['accept-invitation', 'reject-invitation']) {
      expect(await t.call(unverified, path, { invitationId: toUnverified.id })).toEqual({
        status: 403,
        body: orgError('EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION'),
      });
    }
    expect((await t.call(null, 'accept-invitation', { invitationId: invitation.id })).status).toBe(
      401,
    );
  });

  it('accepts an unverified email when requireEmailVerificationOnInvitation is off', async () => {
    const t = await invitationSetup({ requireEmailVerificationOnInvitation: false });
    const late = await t.signUp('Late', { verified: false });
    const { body } = await t.invite(t.owner, { email: late.email });
    expect((await t.call(late, 'accept-invitation', { invitationId: body.id })).status).toBe(200);
  });

  it('refuses an expired invitation (48 h by default)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const t = await invitationSetup();
    const { body } = await t.invite(t.owner);
    vi.setSystemTime(new Date('2030-01-02T23:59:00Z'));
    expect(
      (await t.call(t.invitee, 'get-invitation', new URLSearchParams({ id: body.id }))).status,
    ).toBe(200);
    vi.setSystemTime(new Date('2030-01-03T00:00:01Z'));
    expect(await t.call(t.invitee, 'accept-invitation', { invitationId: body.id })).toEqual({
      status: 400,
      body: orgError('INVITATION_NOT_FOUND'),
    });
    // Better Auth words it with an exclamation mark on reject and get.
    const exclaimed = { code: 'INVITATION_NOT_FOUND', message: 'Invitation not found!' };
    expect(await t.call(t.invitee, 'reject-invitation', { invitationId: body.id })).toEqual({
      status: 400,
      body: exclaimed,
    });
    expect(await t.call(t.invitee, 'get-invitation', new URLSearchParams({ id: body.id }))).toEqual(
      { status: 400, body: exclaimed },
    );
    // An expired invitation no longer blocks a new one.
    expect((await t.invite(t.owner)).status).toBe(200);
  });

  it('accepts after the inviter left (get-invitation says so), refuses a full organization', async () => {
    const t = await invitationSetup({ membershipLimit: 4 });
    const { body } = await t.invite(t.admin);
    const { body: other } = await t.invite(t.admin, { email: t.outsider.email });
    await t.call(t.owner, 'remove-member', { memberIdOrEmail: t.adminMember.id });
    expect(await t.call(t.invitee, 'get-invitation', new URLSearchParams({ id: body.id }))).toEqual(
      { status: 400, body: orgError('INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION') },
    );
    expect((await t.call(t.invitee, 'accept-invitation', { invitationId: body.id })).status).toBe(
      200,
    );
    await t.addMember(t.org.id, await t.signUp('Filler'), 'member');
    expect(await t.call(t.outsider, 'accept-invitation', { invitationId: other.id })).toEqual({
      status: 403,
      body: orgError('ORGANIZATION_MEMBERSHIP_LIMIT_REACHED'),
    });
  });

  it('refuses an existing member (Better Auth adds a second member row)', async () => {
    const t = await invitationSetup();
    const { body } = await t.invite(t.owner);
    await t.addMember(t.org.id, t.invitee, 'member');
    expect(await t.call(t.invitee, 'accept-invitation', { invitationId: body.id })).toEqual({
      status: 400,
      body: orgError('USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION'),
    });
  });

  it('makes exactly one member when two accepts race', async () => {
    const t = await invitationSetup();
    const { body } = await t.invite(t.owner);
    const results = await Promise.all([
      t.call(t.invitee, 'accept-invitation', { invitationId: body.id }),
      t.call(t.invitee, 'accept-invitation', { invitationId: body.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.body).toEqual(
      orgError('USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION'),
    );
    const rows = await t.adapter.count({
      model: 'member',
      where: [
        { field: 'organizationId', value: t.org.id },
        { field: 'userId', value: t.invitee.id },
      ],
    });
    expect(rows).toBe(1);
  });
});

describe('reject, cancel, get and list invitations', () => {
  it('reject marks the invitation rejected, for its recipient only', async () => {
    const t = await invitationSetup();
    const { body } = await t.invite(t.owner);
    expect((await t.call(t.member, 'reject-invitation', { invitationId: body.id })).status).toBe(
      403,
    );
    const rejected = await t.call(t.invitee, 'reject-invitation', { invitationId: body.id });
    expect(rejected.body).toEqual({
      invitation: expect.objectContaining({ status: 'rejected' }),
      member: null,
    });
    expect((await t.call(t.invitee, 'accept-invitation', { invitationId: body.id })).status).toBe(
      400,
    );
    expect(await t.call(t.invitee, 'reject-invitation', { invitationId: body.id })).toEqual({
      status: 400,
      body: { code: 'INVITATION_NOT_FOUND', message: 'Invitation not found!' },
    });
  });

  it('cancel needs invitation:cancel in the invitation organization', async () => {
    const t = await invitationSetup();
    const { body } = await t.invite(t.owner);
    const cancel = (who: TestUser) => t.call(who, 'cancel-invitation', { invitationId: body.id });
    expect(await cancel(t.member)).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION'),
    });
    expect(await cancel(t.outsider)).toEqual({
      status: 400,
      body: orgError('MEMBER_NOT_FOUND'),
    });
    expect((await cancel(t.admin)).body.status).toBe('canceled');
    // SPEC §4: cancel sets canceled, whatever the status (Better Auth answers 200 again).
    expect(await cancel(t.owner)).toMatchObject({ status: 200, body: { status: 'canceled' } });
    expect(await t.call(t.owner, 'cancel-invitation', { invitationId: 'nope' })).toEqual({
      status: 400,
      body: orgError('INVITATION_NOT_FOUND'),
    });
    expect((await t.call(t.invitee, 'accept-invitation', { invitationId: body.id })).status).toBe(
      400,
    );
  });

  it('get-invitation shows the recipient the organization and inviter', async () => {
    const t = await invitationSetup();
    const { body } = await t.invite(t.admin);
    const get = (who: TestUser, id: string) =>
      t.call(who, 'get-invitation', new URLSearchParams({ id }));
    expect((await get(t.invitee, body.id)).body).toMatchObject({
      id: body.id,
      organizationName: 'ACME',
      organizationSlug: 'acme',
      inviterEmail: t.admin.email,
    });
    expect(await get(t.owner, body.id)).toEqual({
      status: 403,
      body: orgError('YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION'),
    });
    expect(await get(t.invitee, 'nope')).toEqual({
      status: 400,
      body: { code: 'INVITATION_NOT_FOUND', message: 'Invitation not found!' },
    });
    expect(await t.call(null, 'get-invitation', new URLSearchParams({ id: body.id }))).toEqual({
      status: 401,
      body: orgError('NOT_AUTHENTICATED'),
    });
  });

  it('list-invitations needs membership; list-user-invitations lists mine, verified', async () => {
    const t = await invitationSetup();
    const { body } = await t.invite(t.owner);
    expect(
      (
        await t.call(
          t.member,
          'list-invitations',
          new URLSearchParams({ organizationId: t.org.id }),
        )
      ).body,
    ).toHaveLength(1);
    expect(
      await t.call(
        t.outsider,
        'list-invitations',
        new URLSearchParams({ organizationId: t.org.id }),
      ),
    ).toEqual({ status: 403, body: orgError('YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION') });
    expect(await t.call(t.outsider, 'list-invitations')).toEqual({
      status: 400,
      body: orgError('ORGANIZATION_ID_IS_REQUIRED'),
    });
    const mine = await t.call(t.invitee, 'list-user-invitations');
    expect(mine.body).toEqual([expect.objectContaining({ id: body.id, organizationName: 'ACME' })]);
    expect((await t.call(t.member, 'list-user-invitations')).body).toEqual([]);
    const late = await t.signUp('Late', { verified: false });
    expect(await t.call(late, 'list-user-invitations')).toEqual({
      status: 403,
      body: orgError('EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION'),
    });
    const viaServer = await t.api.listUserInvitations({ query: { email: t.invitee.email } });
    expect(viaServer.map((i) => i.id)).toEqual([body.id]);
  });
});
