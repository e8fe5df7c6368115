import { describe, expect, it } from 'vitest';
import { toErrorCode } from '../../errors/codes.js';
import { createAccessControl } from './access.js';
import {
  adminRole,
  defaultRoles,
  defaultStatements,
  memberRole,
  ownerRole,
} from './default-roles.js';
import { ORGANIZATION_ERROR_CODES } from './error-codes.js';
import { organization } from './index.js';
import { checkRolePermission } from './permission.js';

describe('ORGANIZATION_ERROR_CODES', () => {
  it('keeps every code equal to its message upper-cased (SPEC §8)', () => {
    for (const [code, message] of Object.entries(ORGANIZATION_ERROR_CODES)) {
      expect(toErrorCode(message)).toBe(code);
    }
  });

  it('holds the SPEC §8 organization messages word for word', () => {
    const messages = Object.values(ORGANIZATION_ERROR_CODES);
    for (const message of [
      'You are not allowed to create a new organization',
      'You have reached the maximum number of organizations',
      'Organization already exists',
      'Organization not found',
      'User is not a member of the organization',
      'You are not allowed to update this organization',
      'You are not allowed to delete this organization',
      'No active organization',
      'Member not found',
      'Team not found',
      'You cannot leave the organization as the only owner',
      'You are not allowed to delete this member',
      'Invitation not found',
      'You are not the recipient of the invitation',
      'You are not allowed to cancel this invitation',
      'Inviter is no longer a member of the organization',
      'Organization membership limit reached',
      'Unable to remove last team',
      'slug is taken',
    ]) {
      expect(messages).toContain(message);
    }
  });
});

describe('default roles (SPEC §6)', () => {
  const all = Object.entries(defaultStatements).flatMap(([resource, actions]) =>
    actions.map((action) => ({ [resource]: [action] })),
  );

  it('owner holds every default permission', () => {
    for (const request of all) expect(ownerRole.authorize(request)).toEqual({ success: true });
  });

  it('admin holds all but organization delete', () => {
    for (const request of all) {
      const expected = request.organization?.[0] !== 'delete';
      expect(adminRole.authorize(request).success).toBe(expected);
    }
  });

  it('member holds nothing', () => {
    for (const request of all) expect(memberRole.authorize(request).success).toBe(false);
  });
});

describe('Role.authorize', () => {
  it('names what is missing, with the SPEC §8 authorization messages', () => {
    expect(adminRole.authorize({ organization: ['update', 'delete'] })).toEqual({
      success: false,
      error: 'unauthorized to access resource "organization"',
    });
    expect(memberRole.authorize({ member: ['delete'] })).toEqual({
      success: false,
      error: 'You are not allowed to access resource: member',
    });
    expect(ownerRole.authorize({ billing: ['read'] })).toEqual({
      success: false,
      error: 'You are not allowed to access resource: billing',
    });
    expect(ownerRole.authorize({})).toEqual({ success: false, error: 'Not authorized' });
    expect(ownerRole.authorize({ member: [] })).toEqual({
      success: false,
      error: 'Not authorized',
    });
  });

  it('needs every action listed, across resources', () => {
    expect(ownerRole.authorize({ member: ['create', 'delete'], team: ['update'] }).success).toBe(
      true,
    );
    expect(adminRole.authorize({ member: ['delete'], organization: ['delete'] }).success).toBe(
      false,
    );
  });

  it('does not treat prototype keys as resources', () => {
    expect(ownerRole.authorize({ constructor: ['call'] }).success).toBe(false);
  });
});

describe('createAccessControl', () => {
  const ac = createAccessControl({ ...defaultStatements, project: ['create', 'share'] } as const);

  it('builds roles from a subset of the statements', () => {
    const editor = ac.newRole({ project: ['create', 'share'], member: ['create'] });
    expect(editor.authorize({ project: ['share'] })).toEqual({ success: true });
    expect(editor.authorize({ member: ['delete'] }).success).toBe(false);
  });

  it('refuses, at start-up, a role granting what the statements do not declare', () => {
    expect(() => ac.newRole({ project: ['delete' as 'create'] })).toThrow(/"delete" on "project"/);
    expect(() => ac.newRole({ ['nope' as 'project']: ['create'] })).toThrow(/"nope"/);
  });
});

describe('checkRolePermission', () => {
  it('accepts comma-separated roles: any granting role suffices', () => {
    const permissions = { organization: ['delete'] };
    expect(checkRolePermission({ role: 'member', permissions }).success).toBe(false);
    expect(checkRolePermission({ role: 'member, owner', permissions }).success).toBe(true);
    expect(
      checkRolePermission({ role: 'admin,member', permissions: { invitation: ['cancel'] } })
        .success,
    ).toBe(true);
  });

  it('ignores unknown role names and reports the first reason', () => {
    expect(checkRolePermission({ role: 'ghost', permissions: { member: ['create'] } })).toEqual({
      success: false,
      error: 'You are not allowed to access resource: member',
    });
    expect(
      checkRolePermission({ role: 'admin', permissions: { organization: ['delete'] } }),
    ).toEqual({
      success: false,
      error: 'unauthorized to access resource "organization"',
    });
  });

  it('uses the roles given', () => {
    const ac = createAccessControl({ report: ['read'] } as const);
    const roles = { ...defaultRoles, auditor: ac.newRole({ report: ['read'] }) };
    expect(
      checkRolePermission({ role: 'auditor', permissions: { report: ['read'] }, roles }).success,
    ).toBe(true);
    expect(
      checkRolePermission({ role: 'auditor', permissions: { report: ['read'] } }).success,
    ).toBe(false);
  });
});

describe('organization() options', () => {
  it('refuses nonsensical configuration at start-up', () => {
    expect(() => organization({ membershipLimit: 0 })).toThrow(/membershipLimit/);
    expect(() => organization({ invitationExpiresIn: 1.5 })).toThrow(/invitationExpiresIn/);
    expect(() => organization({ organizationLimit: -1 })).toThrow(/organizationLimit/);
    expect(() => organization({ teams: { enabled: true, maximumTeams: 0 } })).toThrow(
      /maximumTeams/,
    );
    expect(() => organization({ creatorRole: 'founder' })).toThrow(/creatorRole "founder"/);
  });

  it('adds the team table with teams, and session.activeTeamId only with the active team', () => {
    expect(organization().schema.team).toBeUndefined();
    expect(organization().schema.session?.fields.activeTeamId).toBeUndefined();
    const withTeams = organization({ teams: { enabled: true } });
    expect(withTeams.schema.team).toBeDefined();
    // Better Auth 1.2.7 has teams but no active team: same session columns by default.
    expect(withTeams.schema.session?.fields.activeTeamId).toBeUndefined();
    expect(Object.keys(withTeams.endpoints)).toContain('createTeam');
    expect(Object.keys(withTeams.endpoints)).not.toContain('setActiveTeam');
    expect(Object.keys(organization().endpoints)).not.toContain('createTeam');
    const withActiveTeam = organization({
      teams: { enabled: true, activeTeam: { enabled: true } },
    });
    expect(withActiveTeam.schema.session?.fields.activeTeamId).toBeDefined();
    expect(Object.keys(withActiveTeam.endpoints)).toContain('setActiveTeam');
    // Without teams, the active team option changes nothing.
    const activeTeamOnly = organization({ teams: { activeTeam: { enabled: true } } });
    expect(activeTeamOnly.schema.session?.fields.activeTeamId).toBeUndefined();
  });

  it('declares the indexes "is U a member of O" and paging need', () => {
    const { member } = organization().schema;
    expect(member?.indexes).toEqual([
      { fields: ['organizationId', 'userId'], unique: true },
      { fields: ['organizationId', 'createdAt'] },
    ]);
  });
});
