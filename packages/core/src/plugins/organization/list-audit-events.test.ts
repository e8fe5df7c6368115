import { beforeEach, describe, expect, it } from 'vitest';
import { createEventSink } from '../../../test/kit/audit-test-kit.js';
import {
  orgError,
  setupOrganizations,
  type TestUser,
} from '../../../test/kit/organization-test-kit.js';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../../test/kit/test-server.js';
import { createAuthClient } from '../../client/index.js';
import type { AuditEventPage } from '../../plugin/index.js';
import { createAccessControl } from './access.js';
import { organizationClient } from './client.js';
import { defaultRoles, defaultStatements } from './default-roles.js';
import { organization } from './index.js';
import type { OrganizationOptions } from './options.js';

// docs/audit-log.md, "GET /organization/list-audit-events".

const DENIED = orgError('YOU_ARE_NOT_ALLOWED_TO_LIST_THE_AUDIT_EVENTS_OF_THIS_ORGANIZATION');

async function setup(options: OrganizationOptions = {}, auditLog = true) {
  const sink = createEventSink();
  const t = await setupOrganizations(options, {
    auditLog: { enabled: auditLog },
    onEvent: sink.onEvent,
  });
  const c = await t.cast();
  /** `GET /organization/list-audit-events` as `who`, once every event is stored. */
  const list = async (who: TestUser | null, query: Record<string, string> = {}) => {
    await t.auth.$context.auditLog?.flush();
    const params = new URLSearchParams({ organizationId: c.org.id, ...query });
    return t.call(who, 'list-audit-events', params) as Promise<{
      status: number;
      body: AuditEventPage & { code?: string };
    }>;
  };
  return { ...t, ...c, sink, list };
}

const typesOf = (page: AuditEventPage) => page.events.map((event) => event.type);

describe('GET /organization/list-audit-events × roles', () => {
  it.each(['owner', 'admin'] as const)('lets the %s list the events', async (role) => {
    const t = await setup();
    const { status, body } = await t.list(t[role]);
    expect(status).toBe(200);
    // The cast: the organization created, then the admin and the member added (newest first).
    expect(typesOf(body)).toEqual([
      'organization.member-add',
      'organization.member-add',
      'organization.create',
    ]);
    expect(body.events.every((event) => event.organizationId === t.org.id)).toBe(true);
    expect(body.nextCursor).toBeNull();
  });

  it('refuses a member without auditLog:list and an outsider with 403', async () => {
    const t = await setup();
    expect(await t.list(t.member)).toEqual({ status: 403, body: DENIED });
    expect(await t.list(t.outsider)).toEqual({ status: 403, body: DENIED });
    // An unknown organization answers as one the caller is not in.
    expect(await t.list(t.owner, { organizationId: 'no-such-organization' })).toEqual({
      status: 403,
      body: DENIED,
    });
  });

  it('answers 401 when signed out', async () => {
    const t = await setup();
    const { status, body } = await t.list(null);
    expect(status).toBe(401);
    expect(body.code).toBe('UNAUTHORIZED');
  });

  it('applies at once when a role changes', async () => {
    const t = await setup();
    await t.call(t.owner, 'update-member-role', {
      organizationId: t.org.id,
      memberId: t.adminMember.id,
      role: 'member',
    });
    expect(await t.list(t.admin)).toEqual({ status: 403, body: DENIED });
  });

  it('grants a custom role with auditLog:list, and nothing else', async () => {
    const ac = createAccessControl(defaultStatements);
    const auditor = ac.newRole({ auditLog: ['list'] });
    const t = await setup({ roles: { ...defaultRoles, auditor } });
    const person = await t.signUp('Auditor');
    await t.addMember(t.org.id, person, 'auditor');
    expect((await t.list(person)).status).toBe(200);
    const update = await t.call(person, 'update', {
      organizationId: t.org.id,
      data: { name: 'Nope' },
    });
    expect(update.status).toBe(403);
  });

  it('defaults to the active organization; 400 NO_ACTIVE_ORGANIZATION without one', async () => {
    const t = await setup();
    // Creating the organization made it the owner's active one.
    await t.auth.$context.auditLog!.flush();
    const active = await t.call(t.owner, 'list-audit-events');
    expect(active.status).toBe(200);
    expect(active.body.events).toHaveLength(3);
    const none = await t.call(t.admin, 'list-audit-events');
    expect(none).toEqual({ status: 400, body: orgError('NO_ACTIVE_ORGANIZATION') });
  });

  it('answers 404 AUDIT_LOG_IS_NOT_ENABLED when the audit log is off', async () => {
    const t = await setup({}, false);
    expect(await t.list(t.owner)).toEqual({
      status: 404,
      body: { code: 'AUDIT_LOG_IS_NOT_ENABLED', message: 'Audit log is not enabled' },
    });
  });
});

describe('GET /organization/list-audit-events filters', () => {
  it("shows one organization's events only, never a user's own account events", async () => {
    const t = await setup();
    const other = await t.createOrganization(t.admin, 'globex');
    const { body } = await t.list(t.owner);
    expect(body.events.some((event) => event.organizationId === other.id)).toBe(false);
    expect(typesOf(body).every((type) => type.startsWith('organization.'))).toBe(true);
    const theirs = await t.list(t.admin, { organizationId: other.id });
    expect(typesOf(theirs.body)).toEqual(['organization.create']);
  });

  it('filters by type (one or several), user, and time', async () => {
    const t = await setup();
    await t.call(t.admin, 'remove-member', {
      organizationId: t.org.id,
      memberIdOrEmail: t.member.email,
    });
    const removals = await t.list(t.owner, { type: 'organization.member-remove' });
    expect(removals.body.events).toHaveLength(1);
    expect(removals.body.events[0]).toMatchObject({
      userId: t.member.id,
      actorUserId: t.admin.id,
      organizationId: t.org.id,
      metadata: { role: 'member' },
    });
    const several = await t.list(t.owner, {
      type: 'organization.create,organization.member-remove',
    });
    expect(typesOf(several.body)).toEqual(['organization.member-remove', 'organization.create']);
    // Subject or actor: the member was added and removed; the admin added herself and removed.
    const aboutMember = await t.list(t.owner, { userId: t.member.id });
    expect(typesOf(aboutMember.body)).toEqual([
      'organization.member-remove',
      'organization.member-add',
    ]);
    const byAdmin = await t.list(t.owner, { userId: t.admin.id });
    expect(typesOf(byAdmin.body)).toEqual([
      'organization.member-remove',
      'organization.member-add',
    ]);
    const future = await t.list(t.owner, { from: new Date(Date.now() + 60_000).toISOString() });
    expect(future.body.events).toEqual([]);
    const past = await t.list(t.owner, { to: new Date(Date.now() - 60_000).toISOString() });
    expect(past.body.events).toEqual([]);
  });

  it('pages with limit and cursor', async () => {
    const t = await setup();
    for (const name of ['A', 'B', 'C']) {
      await t.call(t.owner, 'update', { organizationId: t.org.id, data: { name } });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: AuditEventPage } = await t.list(t.owner, {
        limit: '2',
        ...(cursor ? { cursor } : {}),
      });
      expect(page.body.events.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.events.map((event) => event.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    expect([...seen].sort().reverse()).toEqual(seen);
  });

  it.each([['limit=0'], ['limit=101'], ['cursor=nope'], ['from=yesterday']])(
    'refuses %s with 400 VALIDATION_ERROR',
    async (query) => {
      const t = await setup();
      const [key, value] = query.split('=') as [string, string];
      const { status, body } = await t.list(t.owner, { [key]: value });
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_ERROR');
    },
  );
});

describe('client.organization.listAuditEvents', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer({
      auditLog: { enabled: true },
      plugins: [organization()],
    });
  });

  it('lists the active organization’s events for its owner, and answers 403 to a member', async () => {
    const createClient = (fetch: typeof globalThis.fetch) =>
      createAuthClient({ baseURL: TEST_ORIGIN, fetch, plugins: [organizationClient()] });
    const owner = createClient(server.fetch);
    await owner.signUp.email({ name: 'Ada', email: 'ada@example.com', password: 'analytical-1' });
    const created = await owner.organization.create({ name: 'Acme', slug: 'acme' });
    await server.auth.$context.auditLog!.flush();
    const { data, error } = await owner.organization.listAuditEvents({
      query: { type: 'organization.create', limit: 10 },
    });
    expect(error).toBeNull();
    expect(data?.events.map((event) => [event.type, event.organizationId])).toEqual([
      ['organization.create', created.data!.id],
    ]);
    expect(data?.nextCursor).toBeNull();

    const guest = createClient(server.newBrowser().fetch);
    const bob = await guest.signUp.email({
      name: 'Bob',
      email: 'bob@example.com',
      password: 'difference-1',
    });
    await server.auth.api.addMember!({
      body: { organizationId: created.data!.id, userId: bob.data!.user.id, role: 'member' },
    });
    const refused = await guest.organization.listAuditEvents({
      query: { organizationId: created.data!.id },
    });
    expect(refused.data).toBeNull();
    expect(refused.error).toMatchObject({
      status: 403,
      code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_THE_AUDIT_EVENTS_OF_THIS_ORGANIZATION',
    });
  });
});
