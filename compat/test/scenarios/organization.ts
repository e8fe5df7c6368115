/** Organizations, invitations, members and teams: SPEC §2, §4, §6, §8. */
import { type Scenario, signUp, verifyEmail } from './types.js';

export const organizationScenario: Scenario = {
  name: 'organization',
  async run(d) {
    await signUp(d, 'owner', 'owner@example.com');
    await signUp(d, 'guest', 'guest@example.com');
    await d.send({ path: '/send-verification-email', body: { email: 'guest@example.com' } });
    await verifyEmail(d, 'guest', 'guest@example.com');
    await d.step('create, signed out', {
      path: '/organization/create',
      body: { name: 'Acme', slug: 'acme' },
    });
    const org = await d.step('create', {
      path: '/organization/create',
      body: { name: 'Acme', slug: 'acme' },
      as: 'owner',
    });
    await d.step('create, slug taken', {
      path: '/organization/create',
      body: { name: 'Acme 2', slug: 'acme' },
      as: 'owner',
    });
    await d.step('check-slug, taken', {
      path: '/organization/check-slug',
      body: { slug: 'acme' },
      as: 'owner',
    });
    await d.step('check-slug, free', {
      path: '/organization/check-slug',
      body: { slug: 'free-slug' },
      as: 'owner',
    });
    await d.step('list', { path: '/organization/list', as: 'owner' });
    await d.step('set-active', {
      path: '/organization/set-active',
      body: { organizationId: org?.id },
      as: 'owner',
    });
    await d.step('get-full-organization', {
      path: '/organization/get-full-organization',
      as: 'owner',
    });
    await d.step('get-active-member', { path: '/organization/get-active-member', as: 'owner' });
    await d.step('update', {
      path: '/organization/update',
      body: { data: { name: 'Acme Inc' }, organizationId: org?.id },
      as: 'owner',
    });
    await d.step('update, not a member', {
      path: '/organization/update',
      body: { data: { name: 'Hijacked' }, organizationId: org?.id },
      as: 'guest',
    });
    const invitation = await d.step('invite-member', {
      path: '/organization/invite-member',
      body: { email: 'guest@example.com', role: 'member', organizationId: org?.id },
      as: 'owner',
    });
    await d.step('invite-member, already invited', {
      path: '/organization/invite-member',
      body: { email: 'guest@example.com', role: 'member', organizationId: org?.id },
      as: 'owner',
    });
    await d.step('list-invitations', {
      path: `/organization/list-invitations?organizationId=${org?.id}`,
      as: 'owner',
    });
    await d.step('get-invitation, unknown', {
      path: '/organization/get-invitation?id=unknown-invitation',
      as: 'guest',
    });
    await d.step('get-invitation, not the recipient', {
      path: `/organization/get-invitation?id=${invitation?.id}`,
      as: 'owner',
    });
    await d.step('get-invitation', {
      path: `/organization/get-invitation?id=${invitation?.id}`,
      as: 'guest',
    });
    await d.step('accept-invitation, unknown', {
      path: '/organization/accept-invitation',
      body: { invitationId: 'unknown-invitation' },
      as: 'guest',
    });
    await d.step('accept-invitation', {
      path: '/organization/accept-invitation',
      body: { invitationId: invitation?.id },
      as: 'guest',
    });
    await d.step('remove-member, unknown', {
      path: '/organization/remove-member',
      body: { memberIdOrEmail: 'nobody@example.com', organizationId: org?.id },
      as: 'owner',
    });
    await d.step('leave, only owner', {
      path: '/organization/leave',
      body: { organizationId: org?.id },
      as: 'owner',
    });
    const team = await d.step('create-team', {
      path: '/organization/create-team',
      body: { name: 'Core', organizationId: org?.id },
      as: 'owner',
    });
    await d.step('list-teams', {
      path: `/organization/list-teams?organizationId=${org?.id}`,
      as: 'owner',
    });
    await d.step('update-team, unknown', {
      path: '/organization/update-team',
      body: { teamId: 'unknown-team', data: { name: 'X' } },
      as: 'owner',
    });
    await d.step('remove-team', {
      path: '/organization/remove-team',
      body: { teamId: team?.id, organizationId: org?.id },
      as: 'owner',
    });
    await d.step('delete, not allowed', {
      path: '/organization/delete',
      body: { organizationId: org?.id },
      as: 'guest',
    });
    await d.step('delete', {
      path: '/organization/delete',
      body: { organizationId: org?.id },
      as: 'owner',
    });
  },
};

export const jwtScenario: Scenario = {
  name: 'jwt',
  async run(d) {
    await signUp(d, 'ada', 'ada@example.com');
    await d.step('token', { path: '/token', as: 'ada' });
    await d.step('token, signed out', { path: '/token' });
    await d.step('jwks', { path: '/jwks' });
    await d.step('get-session, set-auth-jwt', { path: '/get-session', as: 'ada' });
  },
};
