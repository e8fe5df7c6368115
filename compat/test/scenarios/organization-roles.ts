/**
 * Organization routes per SPEC §6 role (owner, admin, member, non-member, signed out), the
 * invitation lifecycle (SPEC §4) and the organization errors of SPEC §8.
 */
import { vi } from 'vitest';
import type { Driver } from '../support/driver.js';
import { type Scenario, signUp, verifyEmail } from './types.js';

/** Signs `as` up with a verified email (Portcullis requires one to accept an invitation). */
async function verifiedUser(d: Driver, as: string) {
  const email = `${as}@example.com`;
  await signUp(d, as, email);
  await d.send({ path: '/send-verification-email', body: { email } });
  await verifyEmail(d, as, email);
}

/** Invites `email` as `role` (not recorded) and returns the invitation's id. */
async function invite(d: Driver, as: string, organizationId: string, email: string, role: string) {
  const response = await d.send({
    path: '/organization/invite-member',
    body: { email, role, organizationId },
    as,
  });
  return ((await response.json()) as { id: string }).id;
}

export const organizationRolesScenario: Scenario = {
  name: 'organization roles',
  options: { invitationExpiresIn: 3600 },
  async run(d) {
    for (const who of ['owner', 'admin', 'member', 'outsider', 'invitee', 'late']) {
      await verifiedUser(d, who);
    }
    const org = await d.step('create, metadata object', {
      path: '/organization/create',
      body: { name: 'Acme', slug: 'acme', metadata: { plan: 'pro' } },
      as: 'owner',
    });
    await d.step('create, metadata as string', {
      path: '/organization/create',
      body: { name: 'Stringy', slug: 'stringy', metadata: '{"plan":"pro"}' },
      as: 'outsider',
    });
    const other = await d.step('create, other organization', {
      path: '/organization/create',
      body: { name: 'Other', slug: 'other' },
      as: 'outsider',
    });
    const id = org?.id as string;

    // Invitations: the right invitee, a wrong user, twice, signed out.
    const adminInvitation = await d.step('invite-member, owner invites admin', {
      path: '/organization/invite-member',
      body: { email: 'admin@example.com', role: 'admin', organizationId: id },
      as: 'owner',
    });
    const memberInvitation = await invite(d, 'owner', id, 'member@example.com', 'member');
    await d.step('accept-invitation, wrong user', {
      path: '/organization/accept-invitation',
      body: { invitationId: adminInvitation?.id },
      as: 'outsider',
    });
    await d.step('reject-invitation, wrong user', {
      path: '/organization/reject-invitation',
      body: { invitationId: adminInvitation?.id },
      as: 'outsider',
    });
    await d.step('accept-invitation, signed out', {
      path: '/organization/accept-invitation',
      body: { invitationId: adminInvitation?.id },
    });
    const accepted = await d.step('accept-invitation, admin', {
      path: '/organization/accept-invitation',
      body: { invitationId: adminInvitation?.id },
      as: 'admin',
    });
    await d.step('accept-invitation, already accepted', {
      path: '/organization/accept-invitation',
      body: { invitationId: adminInvitation?.id },
      as: 'admin',
    });
    await d.step('reject-invitation, already accepted', {
      path: '/organization/reject-invitation',
      body: { invitationId: adminInvitation?.id },
      as: 'admin',
    });
    await d.step('get-invitation, already accepted', {
      path: `/organization/get-invitation?id=${adminInvitation?.id}`,
      as: 'admin',
    });
    const memberAccepted = await d.step('accept-invitation, member', {
      path: '/organization/accept-invitation',
      body: { invitationId: memberInvitation },
      as: 'member',
    });
    const adminMemberId = accepted?.member?.id as string;
    const memberMemberId = memberAccepted?.member?.id as string;

    // invite-member and list-invitations per role.
    const byAdmin = await d.step('invite-member, by admin', {
      path: '/organization/invite-member',
      body: { email: 'invitee@example.com', role: 'member', organizationId: id },
      as: 'admin',
    });
    await d.step('invite-member, admin invites an owner', {
      path: '/organization/invite-member',
      body: { email: 'someone@example.com', role: 'owner', organizationId: id },
      as: 'admin',
    });
    for (const as of ['member', 'outsider', undefined]) {
      await d.step(`invite-member, ${as ?? 'signed out'}`, {
        path: '/organization/invite-member',
        body: { email: 'someone@example.com', role: 'member', organizationId: id },
        as,
      });
    }
    await d.step('invite-member, existing member', {
      path: '/organization/invite-member',
      body: { email: 'member@example.com', role: 'member', organizationId: id },
      as: 'owner',
    });
    for (const as of ['member', 'outsider', undefined]) {
      await d.step(`list-invitations, ${as ?? 'signed out'}`, {
        path: `/organization/list-invitations?organizationId=${id}`,
        as,
      });
    }

    // cancel-invitation per role, then what the invitee can do with it.
    for (const as of ['member', 'outsider', undefined]) {
      await d.step(`cancel-invitation, ${as ?? 'signed out'}`, {
        path: '/organization/cancel-invitation',
        body: { invitationId: byAdmin?.id },
        as,
      });
    }
    await d.step('cancel-invitation, unknown', {
      path: '/organization/cancel-invitation',
      body: { invitationId: 'unknown-invitation' },
      as: 'owner',
    });
    await d.step('cancel-invitation, by admin', {
      path: '/organization/cancel-invitation',
      body: { invitationId: byAdmin?.id },
      as: 'admin',
    });
    await d.step('cancel-invitation, already canceled', {
      path: '/organization/cancel-invitation',
      body: { invitationId: byAdmin?.id },
      as: 'owner',
    });
    await d.step('get-invitation, canceled', {
      path: `/organization/get-invitation?id=${byAdmin?.id}`,
      as: 'invitee',
    });
    await d.step('accept-invitation, canceled', {
      path: '/organization/accept-invitation',
      body: { invitationId: byAdmin?.id },
      as: 'invitee',
    });

    // reject-invitation: the invitee, twice, then accepting the rejected one.
    const toReject = await invite(d, 'owner', id, 'invitee@example.com', 'member');
    await d.step('reject-invitation, signed out', {
      path: '/organization/reject-invitation',
      body: { invitationId: toReject },
    });
    await d.step('reject-invitation, unknown', {
      path: '/organization/reject-invitation',
      body: { invitationId: 'unknown-invitation' },
      as: 'invitee',
    });
    await d.step('reject-invitation', {
      path: '/organization/reject-invitation',
      body: { invitationId: toReject },
      as: 'invitee',
    });
    await d.step('reject-invitation, already rejected', {
      path: '/organization/reject-invitation',
      body: { invitationId: toReject },
      as: 'invitee',
    });
    await d.step('accept-invitation, rejected', {
      path: '/organization/accept-invitation',
      body: { invitationId: toReject },
      as: 'invitee',
    });

    // update per role.
    for (const as of ['owner', 'admin', 'member', undefined]) {
      await d.step(`update, ${as ?? 'signed out'}`, {
        path: '/organization/update',
        body: { data: { name: `Acme by ${as}` }, organizationId: id },
        as,
      });
    }
    await d.step('update, metadata as string', {
      path: '/organization/update',
      body: { data: { metadata: '{"plan":"free"}' }, organizationId: id },
      as: 'owner',
    });
    await d.step('update, metadata object', {
      path: '/organization/update',
      body: { data: { metadata: { plan: 'free' } }, organizationId: id },
      as: 'owner',
    });
    await d.step('update, unknown organization', {
      path: '/organization/update',
      body: { data: { name: 'X' }, organizationId: 'unknown-organization' },
      as: 'owner',
    });
    await d.step('update, active organization', {
      path: '/organization/update',
      body: { data: { name: 'X' } },
      as: 'owner',
    });

    // check-slug, set-active, get-active-member.
    await d.step('check-slug, signed out', {
      path: '/organization/check-slug',
      body: { slug: 'acme' },
    });
    await d.step('get-active-member, after accepting', {
      path: '/organization/get-active-member',
      as: 'member',
    });
    await d.step('set-active, by slug', {
      path: '/organization/set-active',
      body: { organizationSlug: 'acme' },
      as: 'member',
    });
    await d.step('get-active-member, member', {
      path: '/organization/get-active-member',
      as: 'member',
    });
    await d.step('set-active, null', {
      path: '/organization/set-active',
      body: { organizationId: null },
      as: 'member',
    });
    await d.step('set-active, null again', {
      path: '/organization/set-active',
      body: { organizationId: null },
      as: 'member',
    });
    await d.step('set-active, not a member', {
      path: '/organization/set-active',
      body: { organizationId: other?.id },
      as: 'member',
    });
    await d.step('set-active, unknown slug', {
      path: '/organization/set-active',
      body: { organizationSlug: 'no-such-slug' },
      as: 'member',
    });
    await d.step('get-active-member, none active', {
      path: '/organization/get-active-member',
      as: 'member',
    });
    await d.step('has-permission, none active', {
      path: '/organization/has-permission',
      body: { permissions: { member: ['update'] } },
      as: 'member',
    });
    await d.step('set-active, signed out', {
      path: '/organization/set-active',
      body: { organizationId: id },
    });
    await d.step('get-active-member, signed out', { path: '/organization/get-active-member' });

    // has-permission: held, not held, malformed, outsider, signed out.
    await d.step('has-permission, admin, held', {
      path: '/organization/has-permission',
      body: { permission: { member: ['update'] }, organizationId: id },
      as: 'admin',
    });
    await d.step('has-permission, admin, not held', {
      path: '/organization/has-permission',
      body: { permissions: { organization: ['delete'] }, organizationId: id },
      as: 'admin',
    });
    await d.step('has-permission, member, not held', {
      path: '/organization/has-permission',
      body: { permissions: { invitation: ['create'] }, organizationId: id },
      as: 'member',
    });
    await d.step('has-permission, malformed', {
      path: '/organization/has-permission',
      body: { permissions: 'member:update', organizationId: id },
      as: 'admin',
    });
    await d.step('has-permission, active organization', {
      path: '/organization/has-permission',
      body: { permissions: { member: ['update'] } },
      as: 'admin',
    });
    await d.step('has-permission, outsider', {
      path: '/organization/has-permission',
      body: { permissions: { member: ['update'] }, organizationId: id },
      as: 'outsider',
    });
    await d.step('has-permission, signed out', {
      path: '/organization/has-permission',
      body: { permissions: { member: ['update'] }, organizationId: id },
    });

    // update-member-role per role.
    await d.step('update-member-role, member', {
      path: '/organization/update-member-role',
      body: { memberId: adminMemberId, role: 'member', organizationId: id },
      as: 'member',
    });
    await d.step('update-member-role, admin makes an owner', {
      path: '/organization/update-member-role',
      body: { memberId: memberMemberId, role: 'owner', organizationId: id },
      as: 'admin',
    });
    await d.step('update-member-role, outsider', {
      path: '/organization/update-member-role',
      body: { memberId: memberMemberId, role: 'admin', organizationId: id },
      as: 'outsider',
    });
    await d.step('update-member-role, signed out', {
      path: '/organization/update-member-role',
      body: { memberId: memberMemberId, role: 'admin', organizationId: id },
    });
    await d.step('update-member-role, unknown member', {
      path: '/organization/update-member-role',
      body: { memberId: 'unknown-member', role: 'admin', organizationId: id },
      as: 'owner',
    });
    await d.step('update-member-role, by owner', {
      path: '/organization/update-member-role',
      body: { memberId: memberMemberId, role: 'admin', organizationId: id },
      as: 'owner',
    });
    await d.step('update-member-role, by admin', {
      path: '/organization/update-member-role',
      body: { memberId: memberMemberId, role: 'member', organizationId: id },
      as: 'admin',
    });

    // Teams per role, an unknown team, another organization's team.
    const otherTeam = await d.send({
      path: '/organization/create-team',
      body: { name: 'Elsewhere', organizationId: other?.id },
      as: 'outsider',
    });
    const otherTeamId = ((await otherTeam.json()) as { id: string }).id;
    const team = await d.step('create-team, admin', {
      path: '/organization/create-team',
      body: { name: 'Core', organizationId: id },
      as: 'admin',
    });
    for (const as of ['member', 'outsider', undefined]) {
      await d.step(`create-team, ${as ?? 'signed out'}`, {
        path: '/organization/create-team',
        body: { name: 'Side', organizationId: id },
        as,
      });
    }
    for (const as of ['admin', 'member', 'outsider', undefined]) {
      await d.step(`update-team, ${as ?? 'signed out'}`, {
        path: '/organization/update-team',
        body: { teamId: team?.id, data: { name: `Core by ${as}`, organizationId: id } },
        as,
      });
    }
    await d.step('update-team, wrong organization', {
      path: '/organization/update-team',
      body: { teamId: otherTeamId, data: { name: 'Taken over', organizationId: id } },
      as: 'owner',
    });
    for (const as of ['member', 'outsider', undefined]) {
      await d.step(`list-teams, ${as ?? 'signed out'}`, {
        path: `/organization/list-teams?organizationId=${id}`,
        as,
      });
    }
    for (const as of ['member', 'outsider', undefined]) {
      await d.step(`remove-team, ${as ?? 'signed out'}`, {
        path: '/organization/remove-team',
        body: { teamId: team?.id, organizationId: id },
        as,
      });
    }
    await d.step('remove-team, wrong organization', {
      path: '/organization/remove-team',
      body: { teamId: otherTeamId, organizationId: id },
      as: 'owner',
    });
    await d.step('remove-team, unknown', {
      path: '/organization/remove-team',
      body: { teamId: 'unknown-team', organizationId: id },
      as: 'owner',
    });
    await d.step('remove-team, admin', {
      path: '/organization/remove-team',
      body: { teamId: team?.id, organizationId: id },
      as: 'admin',
    });

    // delete per role (the owner's comes last).
    for (const as of ['admin', 'member']) {
      await d.step(`delete, ${as}`, {
        path: '/organization/delete',
        body: { organizationId: id },
        as,
      });
    }

    // remove-member and leave per role.
    await d.step('remove-member, member', {
      path: '/organization/remove-member',
      body: { memberIdOrEmail: adminMemberId, organizationId: id },
      as: 'member',
    });
    await d.step('remove-member, outsider', {
      path: '/organization/remove-member',
      body: { memberIdOrEmail: memberMemberId, organizationId: id },
      as: 'outsider',
    });
    await d.step('remove-member, signed out', {
      path: '/organization/remove-member',
      body: { memberIdOrEmail: memberMemberId, organizationId: id },
    });
    await d.step('remove-member, admin removes the owner', {
      path: '/organization/remove-member',
      body: { memberIdOrEmail: 'owner@example.com', organizationId: id },
      as: 'admin',
    });
    await d.step('remove-member, only owner', {
      path: '/organization/remove-member',
      body: { memberIdOrEmail: 'owner@example.com', organizationId: id },
      as: 'owner',
    });
    await d.step('remove-member, by admin', {
      path: '/organization/remove-member',
      body: { memberIdOrEmail: memberMemberId, organizationId: id },
      as: 'admin',
    });
    await d.step('remove-member, already removed', {
      path: '/organization/remove-member',
      body: { memberIdOrEmail: memberMemberId, organizationId: id },
      as: 'admin',
    });
    await d.step('leave, former member', {
      path: '/organization/leave',
      body: { organizationId: id },
      as: 'member',
    });
    await d.step('leave, outsider', {
      path: '/organization/leave',
      body: { organizationId: id },
      as: 'outsider',
    });
    await d.step('leave, signed out', {
      path: '/organization/leave',
      body: { organizationId: id },
    });
    await d.step('leave, unknown organization', {
      path: '/organization/leave',
      body: { organizationId: 'unknown-organization' },
      as: 'admin',
    });
    await d.step('leave, admin', {
      path: '/organization/leave',
      body: { organizationId: id },
      as: 'admin',
    });

    await d.step('leave, last member', {
      path: '/organization/leave',
      body: { organizationId: id },
      as: 'owner',
    });

    // An expired invitation: the clock jumps past invitationExpiresIn (one hour).
    const late = await invite(d, 'owner', id, 'late@example.com', 'member');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 3600_000 });
    try {
      await d.step('get-invitation, expired', {
        path: `/organization/get-invitation?id=${late}`,
        as: 'late',
      });
      await d.step('accept-invitation, expired', {
        path: '/organization/accept-invitation',
        body: { invitationId: late },
        as: 'late',
      });
      await d.step('reject-invitation, expired', {
        path: '/organization/reject-invitation',
        body: { invitationId: late },
        as: 'late',
      });
    } finally {
      vi.useRealTimers();
    }

    await d.step('delete, unknown organization', {
      path: '/organization/delete',
      body: { organizationId: 'unknown-organization' },
      as: 'owner',
    });
    await d.step('delete, owner', {
      path: '/organization/delete',
      body: { organizationId: id },
      as: 'owner',
    });
  },
};
