import { describe, expectTypeOf, it } from 'vitest';
import { type ClientResult, createAuthClient } from '../../client/index.js';
import type { AuditEventPage } from '../../plugin/index.js';
import { createPortcullis } from '../../portcullis.js';
import { createAccessControl } from './access.js';
import type { OrganizationAnswer } from './answers.js';
import { organizationClient } from './client.js';
import { defaultStatements } from './default-roles.js';
import type { Member, MemberWithUser, Team } from './entities.js';
import type { FullOrganization } from './full-organization.js';
import { organization } from './index.js';

const withTeams = createPortcullis({
  baseURL: 'http://localhost:3000',
  database: ':memory:',
  plugins: [organization({ teams: { enabled: true } })],
});
const withoutTeams = createPortcullis({
  baseURL: 'http://localhost:3000',
  database: ':memory:',
  plugins: [organization()],
});

describe('organization() on auth.api', () => {
  it('infers bodies and results from the route declarations', () => {
    expectTypeOf(
      withTeams.api.createOrganization({ body: { name: 'Acme', slug: 'acme' } }),
    ).resolves.toEqualTypeOf<OrganizationAnswer & { members: Member[] }>();
    expectTypeOf(
      withTeams.api.setActiveOrganization({ body: { organizationId: 'o' } }),
    ).resolves.toEqualTypeOf<FullOrganization | null>();
    expectTypeOf(withTeams.api.removeTeam({ body: { teamId: 't' } })).resolves.toEqualTypeOf<{
      message: string;
    }>();
    expectTypeOf(withTeams.api.listOrganizationTeams()).resolves.toEqualTypeOf<Team[] | null>();
    expectTypeOf(
      withTeams.api.leaveOrganization({ body: { organizationId: 'o' } }),
    ).resolves.toEqualTypeOf<MemberWithUser>();
    expectTypeOf(withTeams.api.listMembers({ query: { limit: 10 } })).resolves.toEqualTypeOf<{
      members: MemberWithUser[];
      total: number;
    }>();
    expectTypeOf(
      withTeams.api.hasPermission({ body: { permissions: { member: ['delete'] } } }),
    ).resolves.toEqualTypeOf<{ success: boolean; error: null }>();
    expectTypeOf(
      withTeams.api.createTeam({ body: { name: 'Core' } }),
    ).resolves.toEqualTypeOf<Team>();
    expectTypeOf(
      withTeams.api.listOrganizationAuditEvents({ query: { type: 'organization.create' } }),
    ).resolves.toEqualTypeOf<AuditEventPage>();
    // @ts-expect-error: slug is required
    withTeams.api.createOrganization({ body: { name: 'Acme' } });
  });

  it('types client.organization.listAuditEvents from the route', () => {
    const client = createAuthClient({ plugins: [organizationClient()] });
    expectTypeOf(
      client.organization.listAuditEvents({ query: { limit: 10 } }),
    ).resolves.toEqualTypeOf<ClientResult<AuditEventPage>>();
    // @ts-expect-error: limit is a number or a numeric string
    client.organization.listAuditEvents({ query: { limit: true } });
  });

  it('types the team routes in only with teams enabled', () => {
    expectTypeOf(withoutTeams.api).toHaveProperty('createOrganization');
    expectTypeOf(withoutTeams.api).not.toHaveProperty('createTeam');
  });

  it('type-checks roles against the statements', () => {
    const ac = createAccessControl({ ...defaultStatements, project: ['create'] } as const);
    ac.newRole({ project: ['create'] });
    // @ts-expect-error: 'delete' is not an action of project
    ac.newRole({ project: ['delete'] });
  });
});
