import { describe, expect, it } from 'vitest';
import {
  countStored,
  createEventSink,
  fieldsOf,
  storedEvent,
} from '../../../test/kit/audit-test-kit.js';
import { setupOrganizations } from '../../../test/kit/organization-test-kit.js';
import type { OrganizationEventType } from './events.js';
import type { OrganizationOptions } from './options.js';

// docs/audit-log.md, "Organization events": each change over HTTP is stored, with the
// organization, the caller as actor and the member or invitee concerned as subject, exactly as
// onEvent receives it.

async function setup(options: OrganizationOptions = {}) {
  const sink = createEventSink();
  const t = await setupOrganizations(options, {
    auditLog: { enabled: true },
    onEvent: sink.onEvent,
  });
  const c = await t.cast();
  const stored = async (type: OrganizationEventType) =>
    fieldsOf(await storedEvent(t.auth, sink, type));
  return { ...t, ...c, sink, stored };
}

const withTeams = () => setup({ teams: { enabled: true } });

/** An organization event's row: no session, a success. */
const event = (
  type: OrganizationEventType,
  fields: {
    organizationId: string;
    actorUserId: string;
    userId?: string;
    metadata?: Record<string, unknown>;
  },
) => ({
  type,
  organizationId: fields.organizationId,
  actorUserId: fields.actorUserId,
  userId: fields.userId ?? null,
  sessionId: null,
  outcome: 'success',
  metadata: fields.metadata ?? null,
});

describe('organization events', () => {
  it('organization.create: the creator is subject and actor, with the slug and role', async () => {
    const t = await setup();
    expect(await t.stored('organization.create')).toEqual(
      event('organization.create', {
        organizationId: t.org.id,
        actorUserId: t.owner.id,
        userId: t.owner.id,
        metadata: { slug: 'acme', role: 'owner' },
      }),
    );
  });

  it('organization.create names the default team with teams on', async () => {
    const t = await withTeams();
    const row = await t.stored('organization.create');
    expect(row.metadata).toEqual({ slug: 'acme', role: 'owner', teamId: t.ownerMember.teamId });
  });

  it('organization.update: the names of the changed fields, not their values', async () => {
    const t = await setup();
    const response = await t.call(t.admin, 'update', {
      organizationId: t.org.id,
      data: { name: 'Acme Two', metadata: { secretPlan: 'x' } },
    });
    expect(response.status).toBe(200);
    const row = await t.stored('organization.update');
    expect(row).toEqual(
      event('organization.update', {
        organizationId: t.org.id,
        actorUserId: t.admin.id,
        metadata: { fields: ['name', 'metadata'] },
      }),
    );
    expect(JSON.stringify(row)).not.toContain('secretPlan');
  });

  it('organization.delete', async () => {
    const t = await setup();
    const response = await t.call(t.owner, 'delete', { organizationId: t.org.id });
    expect(response.status).toBe(200);
    expect(await t.stored('organization.delete')).toEqual(
      event('organization.delete', {
        organizationId: t.org.id,
        actorUserId: t.owner.id,
        metadata: { slug: 'acme' },
      }),
    );
  });

  it('a refused change records nothing', async () => {
    const t = await setup();
    const response = await t.call(t.member, 'delete', { organizationId: t.org.id });
    expect(response.status).toBe(403);
    expect(await countStored(t.auth, 'organization.delete')).toBe(0);
  });
});

describe('member events', () => {
  it('organization.member-add (server add-member): with a session, its user is the actor', async () => {
    const t = await setup();
    // The cast added admin and member without a session: the actor is the member.
    expect(await t.stored('organization.member-add')).toEqual(
      event('organization.member-add', {
        organizationId: t.org.id,
        actorUserId: t.member.id,
        userId: t.member.id,
        metadata: { role: 'member' },
      }),
    );
    const extra = await t.signUp('Extra');
    await t.api.addMember({
      body: { organizationId: t.org.id, userId: extra.id, role: ['admin', 'member'] },
      headers: new Headers({ cookie: t.owner.cookie }),
    });
    expect(await t.stored('organization.member-add')).toEqual(
      event('organization.member-add', {
        organizationId: t.org.id,
        actorUserId: t.owner.id,
        userId: extra.id,
        metadata: { role: 'admin,member' },
      }),
    );
    expect(await countStored(t.auth, 'organization.member-add')).toBe(3);
  });

  it('organization.role-change: the new and the previous role', async () => {
    const t = await setup();
    const response = await t.call(t.admin, 'update-member-role', {
      organizationId: t.org.id,
      memberId: t.plainMember.id,
      role: 'admin',
    });
    expect(response.status).toBe(200);
    expect(await t.stored('organization.role-change')).toEqual(
      event('organization.role-change', {
        organizationId: t.org.id,
        actorUserId: t.admin.id,
        userId: t.member.id,
        metadata: { role: 'admin', previousRole: 'member' },
      }),
    );
  });

  it('organization.member-remove: removed by an admin', async () => {
    const t = await setup();
    const response = await t.call(t.admin, 'remove-member', {
      organizationId: t.org.id,
      memberIdOrEmail: t.member.email,
    });
    expect(response.status).toBe(200);
    expect(await t.stored('organization.member-remove')).toEqual(
      event('organization.member-remove', {
        organizationId: t.org.id,
        actorUserId: t.admin.id,
        userId: t.member.id,
        metadata: { role: 'member' },
      }),
    );
  });

  it("organization.member-remove: leaving is reason 'leave'", async () => {
    const t = await setup();
    const response = await t.call(t.member, 'leave', { organizationId: t.org.id });
    expect(response.status).toBe(200);
    expect(await t.stored('organization.member-remove')).toEqual(
      event('organization.member-remove', {
        organizationId: t.org.id,
        actorUserId: t.member.id,
        userId: t.member.id,
        metadata: { role: 'member', reason: 'leave' },
      }),
    );
  });
});

describe('invitation events', () => {
  async function invite(t: Awaited<ReturnType<typeof setup>>, email: string, resend = false) {
    const response = await t.call(t.admin, 'invite-member', {
      organizationId: t.org.id,
      email,
      role: 'member',
      ...(resend ? { resend } : {}),
    });
    expect(response.status).toBe(200);
    return response.body as { id: string };
  }

  it('organization.invitation-create: the invitee is the subject when they have an account', async () => {
    const t = await setup();
    const invitation = await invite(t, t.outsider.email);
    expect(await t.stored('organization.invitation-create')).toEqual(
      event('organization.invitation-create', {
        organizationId: t.org.id,
        actorUserId: t.admin.id,
        userId: t.outsider.id,
        metadata: { invitationId: invitation.id, email: t.outsider.email, role: 'member' },
      }),
    );
    const stranger = await invite(t, 'stranger@example.com');
    expect(await t.stored('organization.invitation-create')).toEqual(
      event('organization.invitation-create', {
        organizationId: t.org.id,
        actorUserId: t.admin.id,
        metadata: { invitationId: stranger.id, email: 'stranger@example.com', role: 'member' },
      }),
    );
    await invite(t, 'stranger@example.com', true);
    expect((await t.stored('organization.invitation-create')).metadata).toEqual({
      invitationId: stranger.id,
      email: 'stranger@example.com',
      role: 'member',
      resend: true,
    });
  });

  it('organization.invitation-accept', async () => {
    const t = await setup();
    const invitation = await invite(t, t.outsider.email);
    const response = await t.call(t.outsider, 'accept-invitation', {
      invitationId: invitation.id,
    });
    expect(response.status).toBe(200);
    expect(await t.stored('organization.invitation-accept')).toEqual(
      event('organization.invitation-accept', {
        organizationId: t.org.id,
        actorUserId: t.outsider.id,
        userId: t.outsider.id,
        metadata: { invitationId: invitation.id, role: 'member' },
      }),
    );
  });

  it('organization.invitation-reject', async () => {
    const t = await setup();
    const invitation = await invite(t, t.outsider.email);
    const response = await t.call(t.outsider, 'reject-invitation', {
      invitationId: invitation.id,
    });
    expect(response.status).toBe(200);
    expect(await t.stored('organization.invitation-reject')).toEqual(
      event('organization.invitation-reject', {
        organizationId: t.org.id,
        actorUserId: t.outsider.id,
        userId: t.outsider.id,
        metadata: { invitationId: invitation.id },
      }),
    );
  });

  it('organization.invitation-cancel', async () => {
    const t = await setup();
    const invitation = await invite(t, t.outsider.email);
    const response = await t.call(t.owner, 'cancel-invitation', { invitationId: invitation.id });
    expect(response.status).toBe(200);
    expect(await t.stored('organization.invitation-cancel')).toEqual(
      event('organization.invitation-cancel', {
        organizationId: t.org.id,
        actorUserId: t.owner.id,
        userId: t.outsider.id,
        metadata: { invitationId: invitation.id, email: t.outsider.email },
      }),
    );
  });
});

describe('team events', () => {
  async function createTeam(t: Awaited<ReturnType<typeof withTeams>>, name: string) {
    const response = await t.call(t.admin, 'create-team', { organizationId: t.org.id, name });
    expect(response.status).toBe(200);
    return response.body as { id: string };
  }

  it('organization.team-create', async () => {
    const t = await withTeams();
    const team = await createTeam(t, 'Design');
    expect(await t.stored('organization.team-create')).toEqual(
      event('organization.team-create', {
        organizationId: t.org.id,
        actorUserId: t.admin.id,
        metadata: { teamId: team.id, name: 'Design' },
      }),
    );
  });

  it('organization.team-update', async () => {
    const t = await withTeams();
    const team = await createTeam(t, 'Design');
    const response = await t.call(t.owner, 'update-team', {
      teamId: team.id,
      data: { name: 'Brand', organizationId: t.org.id },
    });
    expect(response.status).toBe(200);
    expect(await t.stored('organization.team-update')).toEqual(
      event('organization.team-update', {
        organizationId: t.org.id,
        actorUserId: t.owner.id,
        metadata: { teamId: team.id, name: 'Brand', previousName: 'Design' },
      }),
    );
  });

  it('organization.team-delete', async () => {
    const t = await withTeams();
    const team = await createTeam(t, 'Design');
    const response = await t.call(t.admin, 'remove-team', {
      organizationId: t.org.id,
      teamId: team.id,
    });
    expect(response.status).toBe(200);
    expect(await t.stored('organization.team-delete')).toEqual(
      event('organization.team-delete', {
        organizationId: t.org.id,
        actorUserId: t.admin.id,
        metadata: { teamId: team.id, name: 'Design' },
      }),
    );
  });

  it('organization.team-member-add and team-member-remove', async () => {
    const t = await withTeams();
    const team = await createTeam(t, 'Design');
    const body = { organizationId: t.org.id, teamId: team.id, userId: t.member.id };
    expect((await t.call(t.admin, 'add-team-member', body)).status).toBe(200);
    expect(await t.stored('organization.team-member-add')).toEqual(
      event('organization.team-member-add', {
        organizationId: t.org.id,
        actorUserId: t.admin.id,
        userId: t.member.id,
        metadata: { teamId: team.id },
      }),
    );
    expect((await t.call(t.owner, 'remove-team-member', body)).status).toBe(200);
    expect(await t.stored('organization.team-member-remove')).toEqual(
      event('organization.team-member-remove', {
        organizationId: t.org.id,
        actorUserId: t.owner.id,
        userId: t.member.id,
        metadata: { teamId: team.id },
      }),
    );
  });

  it('moving a member between teams names the previous team', async () => {
    const t = await withTeams();
    const team = await createTeam(t, 'Design');
    await t.call(t.admin, 'add-team-member', {
      organizationId: t.org.id,
      teamId: team.id,
      userId: t.owner.id,
    });
    expect((await t.stored('organization.team-member-add')).metadata).toEqual({
      teamId: team.id,
      previousTeamId: t.ownerMember.teamId,
    });
  });
});
