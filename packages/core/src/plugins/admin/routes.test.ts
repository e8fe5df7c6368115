import { beforeAll, describe, expect, it } from 'vitest';
import { setCookies } from '../../../test/helpers.js';
import { adminError, setupAdmin, type TestUser } from '../../../test/kit/admin-test-kit.js';
import type { AdminPermissionRequest } from './access.js';
import { adminAccessControl, adminDefaultRoles } from './access.js';
import { ADMIN_ERROR_CODES, type AdminErrorCode } from './error-codes.js';

type Setup = Awaited<ReturnType<typeof setupAdmin>>;

interface RouteCase {
  path: string;
  /** The one permission the route checks (SPEC §6). */
  permission: AdminPermissionRequest;
  /** The request: a JSON body (POST) or search params (GET), for a fresh target user. */
  body: (target: TestUser, s: Setup) => unknown | Promise<unknown>;
  refused: AdminErrorCode;
  answer: (target: TestUser) => unknown;
}

const tokenOf = async (s: Setup, t: TestUser) => String((await s.sessionsOf(t.id))[0]?.token);

/** Every permission-checked admin route, the permission it needs and its refusal (SPEC §6). */
const routes: RouteCase[] = [
  {
    path: 'create-user',
    permission: { user: ['create'] },
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
    permission: { user: ['list'] },
    body: () => new URLSearchParams({ limit: '1' }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS',
    answer: () => ({ users: [expect.any(Object)], total: expect.any(Number), limit: 1 }),
  },
  {
    path: 'get-user',
    permission: { user: ['get'] },
    body: (t) => new URLSearchParams({ id: t.id }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_GET_USER',
    answer: (t) => expect.objectContaining({ id: t.id, email: t.email }),
  },
  {
    path: 'update-user',
    permission: { user: ['update'] },
    body: (t) => ({ userId: t.id, data: { name: 'Renamed' } }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS',
    answer: (t) => expect.objectContaining({ id: t.id, name: 'Renamed' }),
  },
  {
    path: 'set-role',
    permission: { user: ['set-role'] },
    body: (t) => ({ userId: t.id, role: ['admin', 'user'] }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE',
    answer: (t) => ({ user: expect.objectContaining({ id: t.id, role: 'admin,user' }) }),
  },
  {
    path: 'ban-user',
    permission: { user: ['ban'] },
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
    permission: { user: ['ban'] },
    body: (t) => ({ userId: t.id }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS',
    answer: (t) => ({ user: expect.objectContaining({ id: t.id, banned: false }) }),
  },
  {
    path: 'impersonate-user',
    permission: { user: ['impersonate'] },
    body: (t) => ({ userId: t.id }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS',
    answer: (t) => ({
      session: expect.objectContaining({ userId: t.id, impersonatedBy: expect.any(String) }),
      user: expect.objectContaining({ id: t.id }),
    }),
  },
  {
    path: 'remove-user',
    permission: { user: ['delete'] },
    body: (t) => ({ userId: t.id }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS',
    answer: () => ({ success: true }),
  },
  {
    path: 'set-user-password',
    permission: { user: ['set-password'] },
    body: (t) => ({ userId: t.id, newPassword: 'another-password' }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PASSWORD',
    answer: () => ({ status: true }),
  },
  {
    path: 'list-user-sessions',
    permission: { session: ['list'] },
    body: (t) => ({ userId: t.id }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS',
    answer: (t) => ({ sessions: [expect.objectContaining({ userId: t.id })] }),
  },
  {
    path: 'revoke-user-session',
    permission: { session: ['revoke'] },
    body: async (t, s) => ({ sessionToken: await tokenOf(s, t) }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS',
    answer: () => ({ success: true }),
  },
  {
    path: 'revoke-user-sessions',
    permission: { session: ['revoke'] },
    body: (t) => ({ userId: t.id }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS',
    answer: () => ({ success: true }),
  },
  {
    path: 'list-audit-events',
    permission: { auditLog: ['list'] },
    body: () => new URLSearchParams({ limit: '1' }),
    refused: 'YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS',
    answer: () => ({ events: [expect.any(Object)], nextCursor: expect.any(String) }),
  },
];

/** `only-user-ban`: the custom role holding exactly that one permission. */
const roleName = (permission: AdminPermissionRequest) =>
  `only-${Object.entries(permission).flatMap(([resource, actions]) => actions.map((a) => `${resource}-${a}`))}`;

const singlePermissionRoles = Object.fromEntries(
  routes.map(({ permission }) => [roleName(permission), adminAccessControl.newRole(permission)]),
);

describe('every admin route × role (SPEC §6)', () => {
  let s: Setup;
  let admin: TestUser;
  let plain: TestUser;
  /** An admin's impersonation of another admin: it may call no admin route. */
  let impersonation: string;
  const custom = new Map<string, TestUser>();
  let n = 0;
  const target = () => s.signUp(`Target${++n}`);

  beforeAll(async () => {
    s = await setupAdmin(
      { roles: { ...adminDefaultRoles, ...singlePermissionRoles } },
      { auditLog: { enabled: true } },
    );
    admin = await s.signUp('Admin', 'admin');
    plain = await s.signUp('Plain');
    const otherAdmin = await s.signUp('OtherAdmin', 'admin');
    for (const name of Object.keys(singlePermissionRoles)) {
      custom.set(name, await s.signUp(name, name));
    }
    const started = await s.call(admin, 'impersonate-user', { userId: otherAdmin.id });
    const token = setCookies(started.response)['portcullis.session_token']?.value;
    impersonation = `portcullis.session_token=${token}`;
    await s.auth.$context.auditLog!.flush();
  });

  describe.each(routes)('/admin/$path', ({ path, permission, body, refused, answer }) => {
    const refusal = () => [403, adminError(ADMIN_ERROR_CODES[refused])];

    it('answers an admin', async () => {
      const t = await target();
      const { status, body: answered } = await s.call(admin, path, await body(t, s));
      expect([status, answered]).toEqual([200, answer(t)]);
    });

    it('answers a custom role holding exactly its permission', async () => {
      const t = await target();
      const who = custom.get(roleName(permission))!;
      const { status, body: answered } = await s.call(who, path, await body(t, s));
      expect([status, answered]).toEqual([200, answer(t)]);
    });

    it('refuses a custom role holding exactly one other permission', async () => {
      const other = routes.find((route) => roleName(route.permission) !== roleName(permission))!;
      const who = custom.get(roleName(other.permission))!;
      const { status, body: answered } = await s.call(who, path, await body(await target(), s));
      expect([status, answered]).toEqual(refusal());
    });

    it('refuses a plain user with 403', async () => {
      const { status, body: answered } = await s.call(plain, path, await body(await target(), s));
      expect([status, answered]).toEqual(refusal());
    });

    it('refuses an impersonation session, even of an admin, with 403', async () => {
      const t = await target();
      const { status, body: answered } = await s.call(impersonation, path, await body(t, s));
      expect([status, answered]).toEqual(refusal());
    });

    it('refuses a signed-out caller with 401', async () => {
      const { status, body: answered } = await s.call(null, path, await body(await target(), s));
      expect([status, answered]).toEqual([401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }]);
    });
  });

  it('a refused call changes nothing', async () => {
    const t = await target();
    for (const who of [plain, impersonation, null]) {
      await s.call(who, 'ban-user', { userId: t.id });
      await s.call(who, 'set-role', { userId: t.id, role: 'admin' });
      await s.call(who, 'remove-user', { userId: t.id });
      await s.call(who, 'revoke-user-sessions', { userId: t.id });
    }
    expect(await s.findUser(t.id)).toMatchObject({ role: 'user', banned: null });
    expect(await s.sessionsOf(t.id)).toHaveLength(1);
  });

  describe('/admin/has-permission', () => {
    const ask = (who: TestUser | string | null, extra = {}) =>
      s.call(who, 'has-permission', { permissions: { user: ['list'] }, ...extra });

    it("answers each caller's own permission", async () => {
      expect((await ask(admin)).body).toEqual({ success: true, error: null });
      expect((await ask(custom.get('only-user-list')!)).body).toEqual({
        success: true,
        error: null,
      });
      expect((await ask(custom.get('only-user-ban')!)).body).toEqual({
        success: false,
        error: null,
      });
      expect((await ask(plain)).body).toEqual({ success: false, error: null });
      const ban = await s.call(custom.get('only-user-list')!, 'has-permission', {
        permission: { user: ['ban'] },
      });
      expect(ban.body).toEqual({ success: false, error: null });
    });

    it('answers false to an impersonation session, as the routes refuse it', async () => {
      expect((await ask(impersonation)).body).toEqual({ success: false, error: null });
    });

    it('answers signed out for a userId or a role, and 401 without either', async () => {
      expect((await ask(null, { userId: admin.id })).body).toEqual({ success: true, error: null });
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

  describe('/admin/stop-impersonating', () => {
    it('answers only an impersonation session: 400 for any other, 401 signed out', async () => {
      for (const who of [admin, plain, custom.get('only-user-impersonate')!]) {
        const { status, body } = await s.call(who, 'stop-impersonating', {});
        expect([status, body]).toEqual([400, adminError('You are not impersonating anyone')]);
      }
      expect((await s.call(null, 'stop-impersonating', {})).status).toBe(401);
    });
  });

  it('create-user without a session works only as a server call without headers', async () => {
    const created = await s.api.createUser({
      body: {
        email: 'server@example.com',
        password: 'pw-123456',
        name: 'Server',
        role: 'only-user-list',
      },
    });
    expect(created.user).toMatchObject({ email: 'server@example.com', role: 'only-user-list' });
    const duplicate = await s.call(admin, 'create-user', {
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

  it('create-user takes extra fields in data, ignores unknown ones, and never answers 500', async () => {
    const made = await s.call(admin, 'create-user', {
      email: 'data@example.com',
      password: 'pw-123456',
      name: 'Data',
      data: { emailVerified: true, nickname: 'ignored' },
    });
    expect([made.status, made.body.user.emailVerified]).toEqual([200, true]);
    const wrongType = await s.call(admin, 'create-user', {
      email: 'type@example.com',
      password: 'pw-123456',
      name: 'Type',
      data: { emailVerified: 'yes' },
    });
    expect([wrongType.status, wrongType.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const taken = await s.call(admin, 'create-user', {
      email: 'fresh@example.com',
      password: 'pw-123456',
      name: 'Taken',
      data: { email: 'data@example.com' },
    });
    expect([taken.status, taken.body]).toEqual([422, adminError('User already exists')]);
  });

  it('a new user gets defaultRole', async () => {
    const t = await target();
    expect((await s.findUser(t.id))?.role).toBe('user');
    expect((await s.findUser(t.id))?.banned).toBeNull(); // Better Auth 1.2.7 stores no default
  });

  it('set-user-password replaces a credential password, and gives none to a user without one', async () => {
    const t = await target();
    expect(
      (await s.call(admin, 'set-user-password', { userId: t.id, newPassword: 'new-pw-123' }))
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
    const answer = await s.call(admin, 'set-user-password', {
      userId: social.id,
      newPassword: 'new-pw-123',
    });
    expect([answer.status, answer.body]).toEqual([200, { status: true }]);
    expect(
      await s.adapter.count({ model: 'account', where: [{ field: 'userId', value: social.id }] }),
    ).toBe(0);
  });
});
