import { describe, expect, it, vi } from 'vitest';
import { setCookies } from '../../../test/helpers.js';
import { setupAdmin, type TestUser } from '../../../test/kit/admin-test-kit.js';
import type { AuthEvent } from '../../plugin/index.js';

/** The caller's cookies with those a response set applied (deletions remove them). */
function applyCookies(cookie: string, response: Response): string {
  const jar = new Map(cookie.split('; ').map((pair) => pair.split('=', 2) as [string, string]));
  for (const [name, { value }] of Object.entries(setCookies(response))) {
    if (value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

interface StoredEvent {
  type: string;
  actorUserId: string | null;
  userId: string | null;
  sessionId: string | null;
  outcome: string;
  userAgent: string | null;
  metadata: Record<string, unknown> | null;
}

const SECRET_PASSWORD = 'a-secret-new-password';

/**
 * Every admin action, done once by an admin on fresh targets, with the audit log on and an
 * `onEvent` handler: returns the stored rows of type `admin.*` (oldest first) and the events
 * the handler received.
 */
async function runEveryAdminAction() {
  const received: AuthEvent[] = [];
  const s = await setupAdmin(
    {},
    { auditLog: { enabled: true }, onEvent: (event) => void received.push(event) },
  );
  const admin = await s.signUp('Admin', 'admin');
  const target = await s.signUp('Target');
  const other = await s.signUp('Other');
  const ua = { 'user-agent': 'AdminConsole/2' };
  const call = (path: string, body: unknown, who: TestUser | string = admin) =>
    s.call(who, path, body);

  const created = await call('create-user', {
    email: 'new@example.com',
    password: SECRET_PASSWORD,
    name: 'New',
    role: 'user',
  });
  await call('update-user', { userId: target.id, data: { name: 'Renamed', role: 'admin' } });
  await call('set-role', { userId: target.id, role: ['user'] });
  await call('ban-user', { userId: target.id, banReason: 'spam', banExpiresIn: 3600 });
  await call('unban-user', { userId: target.id });
  const signedIn = await s.signIn(target.email);
  await call('set-user-password', { userId: target.id, newPassword: SECRET_PASSWORD });
  const [row] = await s.sessionsOf(target.id);
  await call('revoke-user-session', { sessionToken: String(row?.token) });
  await call('revoke-user-sessions', { userId: other.id });
  const started = await s.post(
    '/admin/impersonate-user',
    { userId: other.id },
    { cookie: admin.cookie, ...ua },
  );
  const impersonation = applyCookies(admin.cookie, started);
  const impersonationSessionId = ((await started.json()) as { session: { id: string } }).session.id;
  await call('stop-impersonating', {}, impersonation);
  await call('remove-user', { userId: created.body.user.id });
  await s.auth.$context.auditLog!.flush();
  const rows = await s.adapter.findMany<StoredEvent & { id: string }>({
    model: 'auditEvent',
    where: [{ field: 'type', operator: 'starts_with', value: 'admin.' }],
    sortBy: { field: 'id', direction: 'asc' },
  });
  await vi.waitFor(() =>
    expect(received.filter((e) => e.type.startsWith('admin.'))).toHaveLength(rows.length),
  );
  return {
    s,
    admin,
    target,
    other,
    createdId: created.body.user.id as string,
    revokedSessionId: String(row?.id),
    impersonationSessionId,
    signedIn,
    rows,
    received: received.filter((event) => event.type.startsWith('admin.')),
  };
}

describe('audit events of the admin routes (auditLog on, and onEvent)', () => {
  it('records every admin action once, with the admin as actor and the user as subject', async () => {
    const r = await runEveryAdminAction();
    const { admin, target, other } = r;
    const summary = r.rows.map(({ type, actorUserId, userId, sessionId, metadata }) => ({
      type,
      actorUserId,
      userId,
      sessionId,
      metadata,
    }));
    expect(summary).toEqual([
      {
        type: 'admin.user-create',
        actorUserId: admin.id,
        userId: r.createdId,
        sessionId: null,
        metadata: { role: 'user' },
      },
      {
        type: 'admin.user-update',
        actorUserId: admin.id,
        userId: target.id,
        sessionId: null,
        metadata: { fields: ['name', 'role'], role: 'admin' },
      },
      {
        type: 'admin.role-set',
        actorUserId: admin.id,
        userId: target.id,
        sessionId: null,
        metadata: { role: 'user' },
      },
      {
        type: 'admin.user-ban',
        actorUserId: admin.id,
        userId: target.id,
        sessionId: null,
        metadata: { banReason: 'spam', banExpiresIn: 3600 },
      },
      {
        type: 'admin.user-unban',
        actorUserId: admin.id,
        userId: target.id,
        sessionId: null,
        metadata: null,
      },
      {
        type: 'admin.password-set',
        actorUserId: admin.id,
        userId: target.id,
        sessionId: null,
        metadata: null,
      },
      {
        type: 'admin.session-revoke',
        actorUserId: admin.id,
        userId: target.id,
        sessionId: r.revokedSessionId,
        metadata: { scope: 'one' },
      },
      {
        type: 'admin.session-revoke',
        actorUserId: admin.id,
        userId: other.id,
        sessionId: null,
        metadata: { scope: 'all' },
      },
      {
        type: 'admin.impersonation-start',
        actorUserId: admin.id,
        userId: other.id,
        sessionId: r.impersonationSessionId,
        metadata: null,
      },
      {
        type: 'admin.impersonation-stop',
        actorUserId: admin.id,
        userId: other.id,
        sessionId: r.impersonationSessionId,
        metadata: null,
      },
      {
        type: 'admin.user-remove',
        actorUserId: admin.id,
        userId: r.createdId,
        sessionId: null,
        metadata: null,
      },
    ]);
    expect(r.rows.every((row) => row.outcome === 'success')).toBe(true);
    expect(r.rows.find((row) => row.type === 'admin.impersonation-start')?.userAgent).toBe(
      'AdminConsole/2',
    );
    expect(JSON.stringify(r.rows)).not.toContain(SECRET_PASSWORD);
  });

  it('hands onEvent the same events the log stores', async () => {
    const r = await runEveryAdminAction();
    expect(r.received.map((event) => event.type)).toEqual(r.rows.map((row) => row.type));
    for (const [i, event] of r.received.entries()) {
      const row = r.rows[i]!;
      expect(event).toMatchObject({
        actorUserId: row.actorUserId,
        userId: row.userId,
        outcome: 'success',
      });
      expect(event.sessionId ?? null).toBe(row.sessionId);
      expect(event.details ?? null).toEqual(row.metadata);
    }
    expect(JSON.stringify(r.received)).not.toContain(SECRET_PASSWORD);
  });

  it('records nothing for a refused call or an action on no one', async () => {
    const received: AuthEvent[] = [];
    const s = await setupAdmin(
      {},
      { auditLog: { enabled: true }, onEvent: (event) => void received.push(event) },
    );
    const admin = await s.signUp('Admin', 'admin');
    const plain = await s.signUp('Plain');
    expect((await s.call(plain, 'ban-user', { userId: admin.id })).status).toBe(403);
    expect((await s.call(admin, 'set-role', { userId: 'nobody', role: 'user' })).status).toBe(200);
    expect((await s.call(admin, 'ban-user', { userId: 'nobody' })).status).toBe(200);
    expect((await s.call(admin, 'unban-user', { userId: 'nobody' })).status).toBe(200);
    expect((await s.call(admin, 'remove-user', { userId: 'nobody' })).status).toBe(200);
    expect(
      (await s.call(admin, 'revoke-user-session', { sessionToken: 'no-such-token' })).status,
    ).toBe(200);
    expect(
      (await s.call(admin, 'set-user-password', { userId: 'nobody', newPassword: 'x-y-z-1234' }))
        .status,
    ).toBe(200);
    await s.auth.$context.auditLog!.flush();
    const rows = await s.adapter.findMany<{ id: string; type: string }>({
      model: 'auditEvent',
      where: [{ field: 'type', operator: 'starts_with', value: 'admin.' }],
    });
    expect(rows).toEqual([]);
    expect(received.filter((event) => event.type.startsWith('admin.'))).toEqual([]);
  });
});
