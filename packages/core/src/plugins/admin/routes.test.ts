import { beforeAll, describe, expect, it } from 'vitest';
import { adminError, setupAdmin, type TestUser } from '../../../test/kit/admin-test-kit.js';
import { ADMIN_ERROR_CODES, type AdminErrorCode } from './error-codes.js';

type Setup = Awaited<ReturnType<typeof setupAdmin>>;

/** Every permission-checked route, its body for a target user, and its refusal (SPEC §6). */
const routes: Array<{
  path: string;
  body: (target: TestUser) => unknown;
  refused: AdminErrorCode;
  answer: (target: TestUser) => unknown;
}> = [
  {
    path: 'create-user',
    body: (t) => ({ email: `new-${t.id}@example.com`, password: 'pw-123456', name: 'New' }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS',
    answer: (t) => ({
      user: expect.objectContaining({
        email: `new-${t.id}@example.com`.toLowerCase(),
        role: 'user',
      }),
    }),
  },
  {
    path: 'list-users',
    body: () => new URLSearchParams({ limit: '1' }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS',
    answer: () => ({ users: [expect.any(Object)], total: expect.any(Number), limit: 1 }),
  },
  {
    path: 'set-role',
    body: (t) => ({ userId: t.id, role: ['support', 'user'] }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE',
    answer: (t) => ({ user: expect.objectContaining({ id: t.id, role: 'support,user' }) }),
  },
  {
    path: 'ban-user',
    body: (t) => ({ userId: t.id, banReason: 'spam' }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS',
    answer: (t) => ({
      user: expect.objectContaining({
        id: t.id,
        banned: true,
        banReason: 'spam',
        banExpires: null,
      }),
    }),
  },
  {
    path: 'unban-user',
    body: (t) => ({ userId: t.id }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS',
    answer: (t) => ({ user: expect.objectContaining({ id: t.id, banned: false }) }),
  },
  {
    path: 'impersonate-user',
    body: (t) => ({ userId: t.id }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS',
    answer: (t) => ({
      session: expect.objectContaining({ userId: t.id, impersonatedBy: expect.any(String) }),
      user: expect.objectContaining({ id: t.id }),
    }),
  },
  {
    path: 'remove-user',
    body: (t) => ({ userId: t.id }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS',
    answer: () => ({ success: true }),
  },
  {
    path: 'set-user-password',
    body: (t) => ({ userId: t.id, newPassword: 'another-password' }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PASSWORD',
    answer: () => ({ status: true }),
  },
  {
    path: 'list-user-sessions',
    body: (t) => ({ userId: t.id }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS',
    answer: (t) => ({ sessions: [expect.objectContaining({ userId: t.id })] }),
  },
  {
    path: 'revoke-user-sessions',
    body: (t) => ({ userId: t.id }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS',
    answer: () => ({ success: true }),
  },
];

describe('every admin route × role (SPEC §6)', () => {
  let s: Setup;
  let roles: Record<'admin' | 'support' | 'user', TestUser>;
  let n = 0;
  const target = () => s.signUp(`Target${++n}`);

  beforeAll(async () => {
    s = await setupAdmin();
    roles = {
      admin: await s.signUp('Admin', 'admin'),
      support: await s.signUp('Support', 'support'),
      user: await s.signUp('Plain'),
    };
  });

  describe.each(routes)('/admin/$path', ({ path, body, refused, answer }) => {
    it('answers an admin', async () => {
      const t = await target();
      const { status, body: answered } = await s.call(roles.admin, path, body(t));
      expect(status).toBe(200);
      expect(answered).toEqual(answer(t));
    });

    it(`refuses a custom role without the permission${path === 'list-users' ? ' (support may list)' : ''}`, async () => {
      const { status, body: answered } = await s.call(roles.support, path, body(await target()));
      if (path === 'list-users') {
        expect(status).toBe(200);
        return;
      }
      expect(status).toBe(403);
      expect(answered).toEqual(adminError(ADMIN_ERROR_CODES[refused]));
    });

    it('refuses a plain user with 403', async () => {
      const { status, body: answered } = await s.call(roles.user, path, body(await target()));
      expect(status).toBe(403);
      expect(answered).toEqual(adminError(ADMIN_ERROR_CODES[refused]));
    });

    it('refuses a signed-out caller with 401', async () => {
      const { status, body: answered } = await s.call(null, path, body(await target()));
      expect(status).toBe(401);
      expect(answered).toMatchObject({ code: 'UNAUTHORIZED' });
    });
  });

  describe('/admin/revoke-user-session', () => {
    const tokenOf = async (t: TestUser) => String((await s.sessionsOf(t.id))[0]?.token);

    it('answers an admin and deletes the session', async () => {
      const t = await target();
      const { status, body } = await s.call(roles.admin, 'revoke-user-session', {
        sessionToken: await tokenOf(t),
      });
      expect([status, body]).toEqual([200, { success: true }]);
      expect(await s.sessionsOf(t.id)).toEqual([]);
    });

    it.each(['support', 'user'] as const)('refuses %s with 403', async (who) => {
      const t = await target();
      const { status, body } = await s.call(roles[who], 'revoke-user-session', {
        sessionToken: await tokenOf(t),
      });
      expect([status, body]).toEqual([
        403,
        adminError(ADMIN_ERROR_CODES.YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS),
      ]);
      expect(await s.sessionsOf(t.id)).toHaveLength(1);
    });

    it('refuses a signed-out caller with 401', async () => {
      const { status } = await s.call(null, 'revoke-user-session', { sessionToken: 'x' });
      expect(status).toBe(401);
    });
  });

  describe('/admin/has-permission', () => {
    const ask = (who: TestUser | null, extra = {}) =>
      s.call(who, 'has-permission', { permissions: { user: ['list'] }, ...extra });

    it("answers each caller's own permission", async () => {
      expect((await ask(roles.admin)).body).toEqual({ success: true, error: null });
      expect((await ask(roles.support)).body).toEqual({ success: true, error: null });
      expect((await ask(roles.user)).body).toEqual({ success: false, error: null });
      const ban = await s.call(roles.support, 'has-permission', { permission: { user: ['ban'] } });
      expect(ban.body).toEqual({ success: false, error: null });
    });

    it('answers signed out for a userId or a role, and 401 without either', async () => {
      expect((await ask(null, { userId: roles.admin.id })).body).toEqual({
        success: true,
        error: null,
      });
      expect((await ask(null, { role: 'user' })).body).toEqual({ success: false, error: null });
      expect((await ask(null)).status).toBe(401);
      const unknown = await ask(null, { userId: 'nobody' });
      expect([unknown.status, unknown.body]).toEqual([400, adminError('user not found')]);
    });

    it('grants everything to adminUserIds whatever their role', async () => {
      const adminUserIds: string[] = [];
      const other = await setupAdmin({ adminUserIds });
      const boss = await other.signUp('Boss');
      expect((await other.call(boss, 'list-users')).status).toBe(403);
      adminUserIds.push(boss.id); // the plugin keeps the array it was given
      expect((await other.call(boss, 'list-users')).status).toBe(200);
      expect(
        (await other.call(boss, 'has-permission', { permissions: { user: ['ban'] } })).body,
      ).toEqual({ success: true, error: null });
    });
  });

  it('create-user without a session works only as a server call without headers', async () => {
    const created = await s.api.createUser({
      body: { email: 'server@example.com', password: 'pw-123456', name: 'Server', role: 'support' },
    });
    expect(created.user).toMatchObject({ email: 'server@example.com', role: 'support' });
    const duplicate = await s.call(roles.admin, 'create-user', {
      email: 'server@example.com',
      password: 'pw-123456',
      name: 'Again',
    });
    expect([duplicate.status, duplicate.body]).toEqual([400, adminError('User already exists')]);
    const signedIn = await s.post('/sign-in/email', {
      email: 'server@example.com',
      password: 'pw-123456',
    });
    expect(signedIn.status).toBe(200);
    const signedOut = await s.post('/admin/create-user', {
      email: 'x@example.com',
      password: 'p',
      name: 'X',
    });
    expect(signedOut.status).toBe(401);
  });

  it('a new user gets defaultRole', async () => {
    const t = await target();
    expect((await s.findUser(t.id))?.role).toBe('user');
    expect((await s.findUser(t.id))?.banned).toBeNull(); // Better Auth 1.2.7 stores no default
  });

  it('set-user-password replaces a credential password, and gives none to a user without one', async () => {
    const t = await target();
    expect(
      (await s.call(roles.admin, 'set-user-password', { userId: t.id, newPassword: 'new-pw-123' }))
        .status,
    ).toBe(200);
    const signedIn = await s.post('/sign-in/email', { email: t.email, password: 'new-pw-123' });
    expect(signedIn.status).toBe(200);
    // A user who signed up through a provider only: Better Auth 1.2.7 creates no password.
    const social = await s.adapter.create<{ id: string }>({
      model: 'user',
      data: {
        name: 'Social Only',
        email: 'social@example.com',
        emailVerified: true,
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    });
    const answer = await s.call(roles.admin, 'set-user-password', {
      userId: social.id,
      newPassword: 'new-pw-123',
    });
    expect([answer.status, answer.body]).toEqual([200, { status: true }]);
    expect(
      await s.adapter.count({ model: 'account', where: [{ field: 'userId', value: social.id }] }),
    ).toBe(0);
  });
});
