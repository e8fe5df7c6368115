import { describe, expect, it } from 'vitest';
import { setCookies } from '../../../test/helpers.js';
import { adminError, setupAdmin } from '../../../test/kit/admin-test-kit.js';
import type { AuditEventPage } from '../../plugin/index.js';
import { adminAccessControl, adminDefaultRoles } from './access.js';

const auditor = adminAccessControl.newRole({ auditLog: ['list'] });

async function setup(auditLog = true) {
  const s = await setupAdmin(
    { roles: { ...adminDefaultRoles, auditor } },
    auditLog ? { auditLog: { enabled: true } } : {},
  );
  const admin = await s.signUp('Admin', 'admin');
  const ada = await s.signUp('Ada');
  const bob = await s.signUp('Bob');
  const list = async (who: Parameters<typeof s.call>[0], query: Record<string, string> = {}) => {
    await s.auth.$context.auditLog?.flush();
    const answer = await s.call(who, 'list-audit-events', new URLSearchParams(query));
    return { ...answer, page: answer.body as AuditEventPage };
  };
  return { s, admin, ada, bob, list };
}

// GET /admin/list-audit-events: every user's events, for `auditLog: ['list']` (docs/admin.md).
describe('GET /admin/list-audit-events', () => {
  it("lists every user's events, newest first", async () => {
    const { s, admin, ada, bob, list } = await setup();
    await s.call(admin, 'ban-user', { userId: bob.id, banReason: 'spam' });
    const { status, page } = await list(admin);
    expect(status).toBe(200);
    expect(page.events.map((event) => [event.type, event.userId])).toEqual([
      ['admin.user-ban', bob.id],
      ['sign-up', bob.id],
      ['sign-up', ada.id],
      ['sign-up', admin.id],
    ]);
    expect(page.events[0]).toMatchObject({
      actorUserId: admin.id,
      outcome: 'success',
      metadata: { banReason: 'spam', banExpiresIn: null },
    });
    expect(page.nextCursor).toBeNull();
  });

  it('names the user and the actor of each event, null once deleted', async () => {
    const { s, admin, bob, list } = await setup();
    await s.call(admin, 'ban-user', { userId: bob.id, banReason: 'spam' });
    const { page } = await list(admin);
    const named = page.events as Array<(typeof page.events)[number] & Record<string, unknown>>;
    expect(named[0]).toMatchObject({
      user: { id: bob.id, name: 'Bob', email: bob.email },
      actor: { id: admin.id, name: 'Admin', email: admin.email },
    });
    expect(named.at(-1)).toMatchObject({ user: { name: 'Admin' }, actor: { name: 'Admin' } });
    await s.call(admin, 'remove-user', { userId: bob.id });
    const after = await list(admin, { type: 'admin.user-ban' });
    expect(after.page.events[0]).toMatchObject({ userId: bob.id, user: null });
  });

  it('filters by type, user (subject or actor), time, and pages with limit and cursor', async () => {
    const { s, admin, ada, bob, list } = await setup();
    await s.call(admin, 'set-role', { userId: ada.id, role: 'auditor' });
    await s.call(admin, 'revoke-user-sessions', { userId: bob.id });
    const byType = await list(admin, { type: 'admin.role-set,admin.session-revoke' });
    expect(byType.page.events.map((event) => event.type)).toEqual([
      'admin.session-revoke',
      'admin.role-set',
    ]);
    const byAda = await list(admin, { userId: ada.id });
    expect(byAda.page.events.map((event) => event.type)).toEqual(['admin.role-set', 'sign-up']);
    // The admin acted on both: their own sign-up and the two admin events.
    const byAdmin = await list(admin, { userId: admin.id });
    expect(byAdmin.page.events).toHaveLength(3);
    const future = await list(admin, { from: new Date(Date.now() + 60_000).toISOString() });
    expect(future.page.events).toEqual([]);
    const first = await list(admin, { limit: '2' });
    expect(first.page.events).toHaveLength(2);
    const second = await list(admin, { limit: '2', cursor: String(first.page.nextCursor) });
    const third = await list(admin, { limit: '2', cursor: String(second.page.nextCursor) });
    const ids = [...first.page.events, ...second.page.events, ...third.page.events].map(
      (e) => e.id,
    );
    expect(new Set(ids).size).toBe(5);
    expect(third.page.nextCursor).toBeNull();
  });

  it('answers 400 VALIDATION_ERROR for a bad filter', async () => {
    const { admin, list } = await setup();
    const queries: Record<string, string>[] = [
      { limit: '0' },
      { limit: '101' },
      { from: 'yesterday' },
      { cursor: 'x' },
    ];
    for (const query of queries) {
      const { status, body } = await list(admin, query);
      expect([status, body.code], JSON.stringify(query)).toEqual([400, 'VALIDATION_ERROR']);
    }
  });

  it('needs auditLog: list — a custom role with only that may list, a plain user may not', async () => {
    const { s, admin, ada, list } = await setup();
    const refused = adminError('You are not allowed to list audit events');
    const plain = await list(ada);
    expect([plain.status, plain.body]).toEqual([403, refused]);
    await s.call(admin, 'set-role', { userId: ada.id, role: 'auditor' });
    expect((await list(ada)).status).toBe(200);
    // ...and nothing else of the admin routes.
    expect((await s.call(ada, 'list-users')).status).toBe(403);
    const signedOut = await list(null);
    expect([signedOut.status, signedOut.body.code]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('refuses an impersonation session, even of an admin', async () => {
    const { s, admin, list } = await setup();
    const other = await s.signUp('Other', 'admin');
    const started = await s.call(admin, 'impersonate-user', { userId: other.id });
    const token = setCookies(started.response)['portcullis.session_token']?.value;
    const { status, body } = await list(`portcullis.session_token=${token}`);
    expect([status, body]).toEqual([403, adminError('You are not allowed to list audit events')]);
  });

  it('answers 404 AUDIT_LOG_IS_NOT_ENABLED when the log is off, after the permission check', async () => {
    const { admin, ada, list } = await setup(false);
    const off = await list(admin);
    expect([off.status, off.body]).toEqual([
      404,
      { code: 'AUDIT_LOG_IS_NOT_ENABLED', message: 'Audit log is not enabled' },
    ]);
    expect((await list(ada)).status).toBe(403);
  });
});
