import { describe, expect, it } from 'vitest';
import { cookieHeader, setCookies } from '../../../test/helpers.js';
import { adminError, setupAdmin } from '../../../test/kit/admin-test-kit.js';
import { ADMIN_ERROR_CODES } from './error-codes.js';

/** The caller's cookies with those a response set applied (deletions remove them). */
function applyCookies(cookie: string, response: Response): string {
  const jar = new Map(cookie.split('; ').map((pair) => pair.split('=', 2) as [string, string]));
  for (const [name, { value }] of Object.entries(setCookies(response))) {
    if (value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function impersonating() {
  const s = await setupAdmin({ impersonationSessionDuration: 600 });
  const admin = await s.signUp('Admin', 'admin');
  const target = await s.signUp('Target');
  const started = await s.call(admin, 'impersonate-user', { userId: target.id });
  const cookie = applyCookies(admin.cookie, started.response);
  return { s, admin, target, started, cookie };
}

describe('impersonate-user and stop-impersonating', () => {
  it('signs the admin in as the user with a session marked impersonatedBy, for the configured time', async () => {
    const before = Date.now();
    const { s, admin, target, started, cookie } = await impersonating();
    expect(started.status).toBe(200);
    expect(started.body.session).toMatchObject({
      userId: target.id,
      impersonatedBy: admin.id,
      ipAddress: '',
      userAgent: '',
    });
    const expiresAt = Date.parse(started.body.session.expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(600_000 - 1000);
    expect(expiresAt - before).toBeLessThan(601_000);
    expect(setCookies(started.response).admin_session?.raw).toMatch(/HttpOnly/i);
    const session = await s.get('/get-session', { cookie }).then((r) => r.json());
    expect(session.user.id).toBe(target.id);
  });

  it('an impersonation session cannot call admin routes or impersonate, even of an admin', async () => {
    const s = await setupAdmin();
    const admin = await s.signUp('Admin', 'admin');
    const otherAdmin = await s.signUp('Other', 'admin');
    const started = await s.call(admin, 'impersonate-user', { userId: otherAdmin.id });
    const asOther = applyCookies(admin.cookie, started.response);
    const listed = await s.call(asOther, 'list-users');
    expect([listed.status, listed.body]).toEqual([
      403,
      adminError(ADMIN_ERROR_CODES.YOU_ARE_NOT_ALLOWED_TO_LIST_USERS),
    ]);
    const again = await s.call(asOther, 'impersonate-user', { userId: admin.id });
    expect([again.status, again.body]).toEqual([
      403,
      adminError(ADMIN_ERROR_CODES.YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS),
    ]);
    const ban = await s.call(asOther, 'ban-user', { userId: admin.id });
    expect(ban.status).toBe(403);
    expect((await s.findUser(admin.id))?.banned).not.toBe(true);
  });

  it('with impersonationSessionsKeepAdminAccess, acts with the impersonated role, as Better Auth 1.2.7', async () => {
    const s = await setupAdmin({ impersonationSessionsKeepAdminAccess: true });
    const admin = await s.signUp('Admin', 'admin');
    const otherAdmin = await s.signUp('Other', 'admin');
    const plain = await s.signUp('Plain');
    const asOther = applyCookies(
      admin.cookie,
      (await s.call(admin, 'impersonate-user', { userId: otherAdmin.id })).response,
    );
    expect((await s.call(asOther, 'list-users')).status).toBe(200);
    expect(
      (await s.call(asOther, 'has-permission', { permissions: { user: ['list'] } })).body,
    ).toEqual({ success: true, error: null });
    // Impersonating a plain user gives that user's (lack of) powers, nothing more.
    const asPlain = applyCookies(
      admin.cookie,
      (await s.call(admin, 'impersonate-user', { userId: plain.id })).response,
    );
    expect((await s.call(asPlain, 'list-users')).status).toBe(403);
  });

  it("stop-impersonating restores exactly the admin's own session and deletes the impersonation", async () => {
    const { s, admin, started, cookie } = await impersonating();
    const adminToken = String((await s.sessionsOf(admin.id))[0]?.token);
    const stopped = await s.call(cookie, 'stop-impersonating', {});
    expect(stopped.status).toBe(200);
    expect(stopped.body.session).toMatchObject({ token: adminToken, userId: admin.id });
    expect(stopped.body.user.id).toBe(admin.id);
    const restored = applyCookies(cookie, stopped.response);
    const session = await s.get('/get-session', { cookie: restored }).then((r) => r.json());
    expect(session.session.token).toBe(adminToken);
    const rows = await s.adapter.findMany({
      model: 'session',
      where: [{ field: 'token', value: started.body.session.token }],
    });
    expect(rows).toEqual([]);
  });

  it('sets and restores the cookies as Better Auth 1.2.7 does, remembered or not', async () => {
    const s = await setupAdmin();
    const remembered = await s.signUp('Admin', 'admin');
    const target = await s.signUp('Target');
    const started = await s.call(remembered, 'impersonate-user', { userId: target.id });
    const set = setCookies(started.response);
    // The admin's token is kept for the session's lifetime (session.expiresIn, 7 days).
    expect(set.admin_session?.raw).toMatch(/Max-Age=604800/);
    expect(set.admin_session?.value).toMatch(
      new RegExp(`^${String((await s.sessionsOf(remembered.id))[0]?.token)}%3A`),
    );
    // The impersonation session's cookie is not remembered past the browser session.
    expect(set['portcullis.session_token']?.raw).not.toMatch(/Max-Age/);
    expect(set['portcullis.dont_remember']?.value).not.toBe('');
    const impersonating = applyCookies(remembered.cookie, started.response);
    const stopped = setCookies((await s.call(impersonating, 'stop-impersonating', {})).response);
    expect(stopped['portcullis.session_token']?.raw).toMatch(/Max-Age=604800/);
    // Better Auth 1.2.7 leaves the impersonation's dont_remember cookie as it is.
    expect(stopped['portcullis.dont_remember']).toBeUndefined();
    expect(stopped.admin_session).toBeUndefined();

    // An admin signed in without remember-me gets a browser-session cookie back.
    const signIn = await s.post('/sign-in/email', {
      email: remembered.email,
      password: 'correct-horse',
      rememberMe: false,
    });
    const notRemembered = cookieHeader(signIn);
    const again = await s.call(notRemembered, 'impersonate-user', { userId: target.id });
    const back = setCookies(
      (await s.call(applyCookies(notRemembered, again.response), 'stop-impersonating', {}))
        .response,
    );
    expect(back['portcullis.session_token']?.raw).not.toMatch(/Max-Age/);
    expect(back['portcullis.dont_remember']?.value).not.toBe('');
  });

  it('stop-impersonating answers Better Auth 1.2.7’s errors', async () => {
    const { s, admin, cookie } = await impersonating();
    const notImpersonating = await s.call(admin, 'stop-impersonating', {});
    expect([notImpersonating.status, notImpersonating.body]).toEqual([
      400,
      adminError('You are not impersonating anyone'),
    ]);
    expect((await s.call(null, 'stop-impersonating', {})).status).toBe(401);
    const withoutAdminCookie = cookie
      .split('; ')
      .filter((pair) => !pair.startsWith('admin_session='))
      .join('; ');
    const lost = await s.call(withoutAdminCookie, 'stop-impersonating', {});
    expect([lost.status, lost.body]).toEqual([500, adminError('Failed to find admin session')]);
  });

  it('an admin_session cookie of someone else does not restore their session', async () => {
    const s = await setupAdmin();
    const admin = await s.signUp('Admin', 'admin');
    const mallory = await s.signUp('Mallory', 'admin');
    const target = await s.signUp('Target');
    const byAdmin = await s.call(admin, 'impersonate-user', { userId: target.id });
    const byMallory = await s.call(mallory, 'impersonate-user', { userId: target.id });
    const malloryImpersonation = applyCookies(mallory.cookie, byMallory.response);
    const adminCookie = setCookies(byAdmin.response).admin_session?.value;
    const forged = malloryImpersonation.replace(
      /admin_session=[^;]*/,
      `admin_session=${adminCookie}`,
    );
    const answer = await s.call(forged, 'stop-impersonating', {});
    expect([answer.status, answer.body]).toEqual([500, adminError('Failed to find admin session')]);
  });

  it('impersonating an unknown user answers 404', async () => {
    const s = await setupAdmin();
    const admin = await s.signUp('Admin', 'admin');
    const { status, body } = await s.call(admin, 'impersonate-user', { userId: 'nobody' });
    expect([status, body]).toEqual([404, adminError('User not found')]);
  });

  it('/list-sessions leaves impersonation sessions out', async () => {
    const { s, target } = await impersonating();
    const own = await s.signIn(target.email);
    const listed = await s.get('/list-sessions', { cookie: own.cookie }).then((r) => r.json());
    expect(listed).toHaveLength(2); // sign-up and sign-in, not the impersonation
    expect(listed.every((row: { impersonatedBy?: string }) => !row.impersonatedBy)).toBe(true);
  });
});
