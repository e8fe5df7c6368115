import { describe, expect, it } from 'vitest';
import type { AuditEventPage } from '../../src/index.js';
import { cookieHeader, createTestAuth, user } from '../helpers.js';

async function withAuditLog() {
  const t = await createTestAuth({ auditLog: { enabled: true } });
  const signUp = await t.post('/sign-up/email', user, { 'user-agent': 'Browser/1' });
  const cookie = cookieHeader(signUp);
  const userId = ((await signUp.clone().json()) as { user: { id: string } }).user.id;
  const flush = () => t.auth.$context.auditLog!.flush();
  const list = async (query = '', c = cookie) => {
    await flush();
    const response = await t.get(`/list-audit-events${query}`, { cookie: c });
    return { response, page: (await response.json()) as AuditEventPage };
  };
  return { ...t, cookie, userId, flush, list };
}

// docs/audit-log.md: the user's own security activity.
describe('GET /list-audit-events', () => {
  it('answers 401 without a session', async () => {
    const t = await withAuditLog();
    const response = await t.get('/list-audit-events');
    expect(response.status).toBe(401);
  });

  it('answers 404 AUDIT_LOG_IS_NOT_ENABLED when the audit log is off', async () => {
    const t = await createTestAuth();
    const signUp = await t.post('/sign-up/email', user);
    const response = await t.get('/list-audit-events', { cookie: cookieHeader(signUp) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'AUDIT_LOG_IS_NOT_ENABLED',
      message: 'Audit log is not enabled',
    });
  });

  it("lists the caller's events newest first, with request data and no secrets", async () => {
    const t = await withAuditLog();
    await t.post('/sign-in/email', { email: user.email, password: 'wrong-password-1' });
    await t.post('/sign-in/email', { email: user.email, password: user.password });
    const { response, page } = await t.list();
    expect(response.status).toBe(200);
    expect(page.events.map((event) => event.type)).toEqual([
      'sign-in.success',
      'sign-in.failure',
      'sign-up',
    ]);
    expect(page.nextCursor).toBeNull();
    expect(page.events[1]).toMatchObject({
      userId: t.userId,
      outcome: 'failure',
      metadata: { method: 'email', reason: 'invalid_password' },
    });
    expect(page.events[2]).toMatchObject({
      actorUserId: t.userId,
      userId: t.userId,
      outcome: 'success',
      userAgent: 'Browser/1',
    });
    expect(page.events[0]!.id).toMatch(/^[0-9a-z]{26}$/);
    expect(JSON.stringify(page)).not.toContain(user.password);
  });

  it("never shows another user's events, whatever userId the query names", async () => {
    const t = await withAuditLog();
    const other = await t.post('/sign-up/email', { ...user, email: 'grace@example.com' });
    const otherId = ((await other.json()) as { user: { id: string } }).user.id;
    const { page } = await t.list(`?userId=${otherId}`);
    expect(page.events.map((event) => event.userId)).toEqual([t.userId]);
  });

  it('pages with limit and cursor, filters by type and time', async () => {
    const t = await withAuditLog();
    for (let i = 0; i < 4; i++) {
      await t.post('/sign-in/email', { email: user.email, password: user.password });
    }
    const first = await t.list('?limit=2');
    expect(first.page.events).toHaveLength(2);
    const second = await t.list(`?limit=2&cursor=${first.page.nextCursor}`);
    const third = await t.list(`?limit=2&cursor=${second.page.nextCursor}`);
    expect(third.page.events).toHaveLength(1);
    expect(third.page.nextCursor).toBeNull();
    const ids = [...first.page.events, ...second.page.events, ...third.page.events].map(
      (event) => event.id,
    );
    expect(new Set(ids).size).toBe(5);
    expect([...ids].sort().reverse()).toEqual(ids);
    const signUps = await t.list('?type=sign-up');
    expect(signUps.page.events.map((event) => event.type)).toEqual(['sign-up']);
    const several = await t.list('?type=sign-up,sign-in.success&limit=100');
    expect(several.page.events).toHaveLength(5);
    const future = await t.list(`?from=${new Date(Date.now() + 60_000).toISOString()}`);
    expect(future.page.events).toEqual([]);
  });

  it.each([['?limit=0'], ['?limit=101'], ['?limit=abc'], ['?cursor=nope'], ['?from=yesterday']])(
    'refuses %s with 400 VALIDATION_ERROR',
    async (query) => {
      const t = await withAuditLog();
      const { response, page } = await t.list(query);
      expect(response.status).toBe(400);
      expect(page).toMatchObject({ code: 'VALIDATION_ERROR' });
    },
  );
});

describe('the audit-log writer', () => {
  it('never fails the action when the write fails, and counts the failure', async () => {
    const t = await withAuditLog();
    await t.flush();
    const { adapter } = t.auth.$context;
    const original = adapter.transaction.bind(adapter);
    adapter.transaction = async () => {
      throw new Error('database is down');
    };
    const originalCreate = adapter.create.bind(adapter);
    adapter.create = async (args) => {
      if (args.model === 'auditEvent') throw new Error('database is down');
      return originalCreate(args);
    };
    try {
      const response = await t.post('/sign-in/email', {
        email: user.email,
        password: user.password,
      });
      expect(response.status).toBe(200);
      await t.flush();
      expect(t.auth.$context.auditLog!.stats.failed).toBe(1);
    } finally {
      adapter.transaction = original;
      adapter.create = originalCreate;
    }
  });

  it('deletes events older than retentionDays after a write', async () => {
    const t = await createTestAuth({ auditLog: { enabled: true, retentionDays: 30 } });
    const { adapter } = t.auth.$context;
    await adapter.create({
      model: 'auditEvent',
      data: {
        id: '00000000000000000000000000',
        type: 'sign-up',
        outcome: 'success',
        createdAt: new Date(Date.now() - 31 * 86_400_000),
      },
    });
    await t.post('/sign-up/email', user);
    await t.auth.$context.auditLog!.flush();
    const rows = await adapter.findMany({ model: 'auditEvent' });
    expect(rows.map((row) => row.type)).toEqual(['sign-up']);
    expect(rows[0]!.id).not.toBe('00000000000000000000000000');
  });
});
