import { beforeAll, describe, expect, it } from 'vitest';
import { adminError, setupAdmin, type TestUser } from '../../../test/kit/admin-test-kit.js';
import { memoryStorage } from '../../index.js';
import { adminAccessControl, adminDefaultRoles } from './access.js';
import { ADMIN_ERROR_CODES, type AdminErrorCode } from './error-codes.js';

type Setup = Awaited<ReturnType<typeof setupAdmin>>;

/** The `{ code, message }` body of an admin error code (codes as Better Auth names them). */
const codeError = (code: AdminErrorCode) => ({ code, message: ADMIN_ERROR_CODES[code] });

// get-user and update-user: the latest Better Auth 1.x's routes, answers and checks.
describe('GET /admin/get-user', () => {
  let s: Setup;
  let admin: TestUser;
  let target: TestUser;

  beforeAll(async () => {
    s = await setupAdmin();
    admin = await s.signUp('Admin', 'admin');
    target = await s.signUp('Target');
  });

  it('answers the user itself, not wrapped', async () => {
    const { status, body } = await s.call(
      admin,
      'get-user',
      new URLSearchParams({ id: target.id }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: target.id, email: target.email, role: 'user' });
    expect(body.user).toBeUndefined();
  });

  it('answers 404 USER_NOT_FOUND for an unknown id and 400 without one', async () => {
    const unknown = await s.call(admin, 'get-user', new URLSearchParams({ id: 'nobody' }));
    expect([unknown.status, unknown.body]).toEqual([
      404,
      { code: 'USER_NOT_FOUND', message: 'User not found' },
    ]);
    const missing = await s.call(admin, 'get-user');
    expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('is also auth.api.getUser', async () => {
    const user = await s.api.getUser({
      query: { id: target.id },
      headers: new Headers({ cookie: admin.cookie }),
    });
    expect(user.id).toBe(target.id);
  });
});

describe('POST /admin/update-user', () => {
  /** `roles`: admin and user, and one role per permission update-user checks. */
  async function setup(extra: Parameters<typeof setupAdmin>[1] = {}) {
    const ac = adminAccessControl;
    const s = await setupAdmin(
      {
        roles: {
          ...adminDefaultRoles,
          updater: ac.newRole({ user: ['update'] }),
          roleSetter: ac.newRole({ user: ['update', 'set-role'] }),
          banner: ac.newRole({ user: ['update', 'ban'] }),
          emailSetter: ac.newRole({ user: ['update', 'set-email'] }),
          setRoleOnly: ac.newRole({ user: ['set-role'] }),
        },
      },
      extra,
    );
    return { s, admin: await s.signUp('Admin', 'admin'), target: await s.signUp('Target') };
  }
  const update = (s: Setup, who: TestUser, userId: string, data: Record<string, unknown>) =>
    s.call(who, 'update-user', { userId, data });

  it('updates the fields given and answers the updated user, not wrapped', async () => {
    const { s, admin, target } = await setup();
    const { status, body } = await update(s, admin, target.id, {
      name: 'Renamed',
      image: 'https://example.com/a.png',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: target.id,
      name: 'Renamed',
      image: 'https://example.com/a.png',
    });
    expect(await s.findUser(target.id)).toMatchObject({ name: 'Renamed' });
  });

  it('needs user: update, and each sensitive field its own permission', async () => {
    const { s, target } = await setup();
    const as = (role: string) => s.signUp(`${role}-${Math.random().toString(36).slice(2)}`, role);
    const refused = async (who: TestUser, data: Record<string, unknown>, code: AdminErrorCode) => {
      const answer = await update(s, who, target.id, data);
      expect([answer.status, answer.body], JSON.stringify(data)).toEqual([403, codeError(code)]);
    };
    await refused(await as('user'), { name: 'x' }, 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS');
    await refused(await as('setRoleOnly'), { role: 'user' }, 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS');
    const updater = await as('updater');
    expect((await update(s, updater, target.id, { name: 'ok' })).status).toBe(200);
    await refused(updater, { role: 'admin' }, 'YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE');
    await refused(updater, { banned: true }, 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS');
    await refused(updater, { banReason: 'x' }, 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS');
    await refused(updater, { banExpires: null }, 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS');
    await refused(updater, { email: 'x@example.com' }, 'YOU_ARE_NOT_ALLOWED_TO_SET_USERS_EMAIL');
    await refused(updater, { emailVerified: true }, 'YOU_ARE_NOT_ALLOWED_TO_SET_USERS_EMAIL');
    expect((await s.findUser(target.id))?.role).toBe('user');

    const roleSetter = await as('roleSetter');
    const roleSet = await update(s, roleSetter, target.id, { role: ['updater', 'user'] });
    expect([roleSet.status, roleSet.body.role]).toEqual([200, 'updater,user']);
    const banner = await as('banner');
    expect((await update(s, banner, target.id, { banReason: 'later' })).status).toBe(200);
    const emailSetter = await as('emailSetter');
    const emailSet = await update(s, emailSetter, target.id, { email: 'New@Example.com' });
    expect([emailSet.status, emailSet.body.email]).toEqual([200, 'new@example.com']);
  });

  it("answers Better Auth's 400s for data it refuses", async () => {
    const { s, admin, target } = await setup();
    const other = await s.signUp('Other');
    const cases: Array<[Record<string, unknown>, AdminErrorCode]> = [
      [{}, 'NO_DATA_TO_UPDATE'],
      [{ password: 'new-password-1' }, 'PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER'],
      [{ id: 'another-id' }, 'USER_ID_CANNOT_BE_UPDATED'],
      [{ role: 42 }, 'INVALID_ROLE_TYPE'],
      [{ role: ['user', 'superuser'] }, 'YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE'],
      [{ email: other.email }, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'],
    ];
    for (const [data, code] of cases) {
      const answer = await update(s, admin, target.id, data);
      expect([answer.status, answer.body], JSON.stringify(data)).toEqual([400, codeError(code)]);
    }
    const invalid = await update(s, admin, target.id, { email: 'not-an-email' });
    expect([invalid.status, invalid.body]).toEqual([
      400,
      { code: 'INVALID_EMAIL', message: 'Invalid email' },
    ]);
    const self = await update(s, admin, admin.id, { banned: true });
    expect([self.status, self.body]).toEqual([400, adminError('You cannot ban yourself')]);
    // Its own email again is no conflict.
    expect((await update(s, admin, target.id, { email: target.email })).status).toBe(200);
    expect(await s.findUser(target.id)).toMatchObject({ role: 'user', banned: null });
  });

  it('checks values against their field type (400, never a 500) and ignores unknown keys', async () => {
    const { s, admin, target } = await setup();
    for (const data of [{ name: 42 }, { banned: 'yes' }, { banExpires: 'soon' }, { name: null }]) {
      const answer = await update(s, admin, target.id, data);
      expect([answer.status, answer.body.code], JSON.stringify(data)).toEqual([
        400,
        'VALIDATION_ERROR',
      ]);
    }
    const ignored = await update(s, admin, target.id, { nickname: 'x', name: 'Kept' });
    expect([ignored.status, ignored.body.name, ignored.body.nickname]).toEqual([
      200,
      'Kept',
      undefined,
    ]);
    const long = await update(s, admin, target.id, { name: 'n'.repeat(300) });
    expect([long.status, long.body.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('answers 404 USER_NOT_FOUND for an unknown user', async () => {
    const { s, admin } = await setup();
    const answer = await update(s, admin, 'nobody', { name: 'x' });
    expect([answer.status, answer.body]).toEqual([
      404,
      { code: 'USER_NOT_FOUND', message: 'User not found' },
    ]);
  });

  it('banning through update-user revokes the sessions, in the database and secondary storage', async () => {
    const { s, admin, target } = await setup({ secondaryStorage: memoryStorage() });
    const whoAmI = () => s.get('/get-session', { cookie: target.cookie }).then((r) => r.json());
    expect((await whoAmI())?.user.id).toBe(target.id);
    const answer = await update(s, admin, target.id, {
      banned: true,
      banReason: 'spam',
      banExpires: '2099-01-01T00:00:00.000Z',
    });
    expect(answer.body).toMatchObject({
      banned: true,
      banReason: 'spam',
      banExpires: '2099-01-01T00:00:00.000Z',
    });
    expect(await s.sessionsOf(target.id)).toEqual([]);
    expect(await whoAmI()).toBeNull();
    expect((await s.signIn(target.email)).status).toBe(403);
  });
});
