/**
 * The admin plugin (issue 18, SPEC §6): every route of Better Auth 1.2.7's admin plugin as an
 * admin, as a plain user and signed out, and its error paths — banning yourself, unknown users
 * and tokens, bad roles and bodies, a banned user's sign-in, impersonation and its end (with and
 * without remember-me), and an impersonation session calling the admin routes.
 */
import type { Driver, StepRequest } from '../support/driver.js';
import { PASSWORD, type Scenario, signUp } from './types.js';

const CALLERS = [
  ['plain user', 'plain'],
  ['signed out', undefined],
  ['admin', 'admin'],
] as const;

/**
 * Records `request` as a plain user, signed out, then as the admin (last, since the admin's
 * call may change what the others would see), each step labelled `{label}, {caller}`.
 */
async function asEachCaller(d: Driver, label: string, request: Omit<StepRequest, 'as'>) {
  const answers: Record<string, any> = {};
  for (const [caller, as] of CALLERS) {
    answers[caller] = await d.step(`${label}, ${caller}`, { ...request, as });
  }
  return answers.admin;
}

export const adminScenario: Scenario = {
  name: 'admin',
  options: { admin: true },
  async run(d) {
    const adminId = (await signUp(d, 'admin', 'admin@example.com')).user.id;
    await signUp(d, 'boss', 'boss@example.com');
    await signUp(d, 'plain', 'plain@example.com');
    const target = (await signUp(d, 'target', 'target@example.com')).user.id;
    const spare = (await signUp(d, 'spare', 'spare@example.com')).user.id;
    await d.side.setRole('admin@example.com', 'admin');
    await d.side.setRole('boss@example.com', 'admin');

    // list-users: search, filter, sort, paging; an unknown field.
    await asEachCaller(d, 'list-users', { path: '/admin/list-users?sortBy=email&limit=3' });
    await d.step('list-users, search starts_with', {
      path: '/admin/list-users?searchValue=ta&searchField=email&searchOperator=starts_with',
      as: 'admin',
    });
    await d.step('list-users, search name contains', {
      path: '/admin/list-users?searchValue=oss&searchField=name',
      as: 'admin',
    });
    await d.step('list-users, filter role', {
      path: '/admin/list-users?filterField=role&filterValue=admin&sortBy=email',
      as: 'admin',
    });
    await d.step('list-users, offset and descending', {
      path: '/admin/list-users?sortBy=email&sortDirection=desc&limit=2&offset=1',
      as: 'admin',
    });
    await d.step('list-users, unknown sort field', {
      path: '/admin/list-users?sortBy=nope',
      as: 'admin',
    });
    await d.step('list-users, bad search field', {
      path: '/admin/list-users?searchValue=x&searchField=password',
      as: 'admin',
    });

    // create-user.
    const created = await asEachCaller(d, 'create-user', {
      path: '/admin/create-user',
      body: { email: 'new@example.com', password: PASSWORD, name: 'New', role: 'user' },
    });
    await d.step('create-user, existing email', {
      path: '/admin/create-user',
      body: { email: 'new@example.com', password: PASSWORD, name: 'Again' },
      as: 'admin',
    });
    await d.step('create-user, roles as a list and extra data', {
      path: '/admin/create-user',
      body: {
        email: 'multi@example.com',
        password: PASSWORD,
        name: 'Multi',
        role: ['user', 'admin'],
        data: { emailVerified: true },
      },
      as: 'admin',
    });
    await d.step('create-user, password missing', {
      path: '/admin/create-user',
      body: { email: 'nopw@example.com', name: 'No password' },
      as: 'admin',
    });
    await d.step('sign-in, created user', {
      path: '/sign-in/email',
      body: { email: 'new@example.com', password: PASSWORD },
      as: 'new',
    });

    // set-role.
    await asEachCaller(d, 'set-role', {
      path: '/admin/set-role',
      body: { userId: created?.user?.id, role: 'admin' },
    });
    await d.step('set-role, roles as a list', {
      path: '/admin/set-role',
      body: { userId: created?.user?.id, role: ['user', 'admin'] },
      as: 'admin',
    });
    await d.step('set-role, unknown user', {
      path: '/admin/set-role',
      body: { userId: 'no-such-user', role: 'admin' },
      as: 'admin',
    });
    await d.step('set-role, role not a string', {
      path: '/admin/set-role',
      body: { userId: created?.user?.id, role: 42 },
      as: 'admin',
    });
    await d.step('set-role, role missing', {
      path: '/admin/set-role',
      body: { userId: created?.user?.id },
      as: 'admin',
    });

    // has-permission.
    await asEachCaller(d, 'has-permission', {
      path: '/admin/has-permission',
      body: { permissions: { user: ['ban'] } },
    });
    await d.step('has-permission, older name permission', {
      path: '/admin/has-permission',
      body: { permission: { session: ['revoke'] } },
      as: 'admin',
    });
    await d.step('has-permission, signed out with a role', {
      path: '/admin/has-permission',
      body: { role: 'admin', permissions: { user: ['list'] } },
    });
    await d.step('has-permission, signed out with a userId', {
      path: '/admin/has-permission',
      body: { userId: target, permissions: { user: ['list'] } },
    });
    await d.step('has-permission, unknown userId', {
      path: '/admin/has-permission',
      body: { userId: 'no-such-user', permissions: { user: ['list'] } },
    });
    await d.step('has-permission, unknown resource', {
      path: '/admin/has-permission',
      body: { permissions: { billing: ['read'] } },
      as: 'admin',
    });

    // list-user-sessions, revoke-user-session(s).
    const listed = await asEachCaller(d, 'list-user-sessions', {
      path: '/admin/list-user-sessions',
      body: { userId: target },
    });
    await d.step('list-user-sessions, unknown user', {
      path: '/admin/list-user-sessions',
      body: { userId: 'no-such-user' },
      as: 'admin',
    });
    await asEachCaller(d, 'revoke-user-session', {
      path: '/admin/revoke-user-session',
      body: { sessionToken: listed?.sessions?.[0]?.token },
    });
    await d.step('get-session, revoked target', { path: '/get-session', as: 'target' });
    await d.step('revoke-user-session, unknown token', {
      path: '/admin/revoke-user-session',
      body: { sessionToken: 'no-such-token' },
      as: 'admin',
    });
    await d.send({
      path: '/sign-in/email',
      body: { email: 'target@example.com', password: PASSWORD },
      as: 'target',
    });
    await asEachCaller(d, 'revoke-user-sessions', {
      path: '/admin/revoke-user-sessions',
      body: { userId: target },
    });
    await d.step('get-session, target after revoke-user-sessions', {
      path: '/get-session',
      as: 'target',
    });

    // set-user-password.
    await asEachCaller(d, 'set-user-password', {
      path: '/admin/set-user-password',
      body: { userId: target, newPassword: 'a-brand-new-password' },
    });
    await d.step('sign-in, old password after set-user-password', {
      path: '/sign-in/email',
      body: { email: 'target@example.com', password: PASSWORD },
      as: 'target',
    });
    await d.step('sign-in, new password after set-user-password', {
      path: '/sign-in/email',
      body: { email: 'target@example.com', password: 'a-brand-new-password' },
      as: 'target',
    });
    await d.step('set-user-password, unknown user', {
      path: '/admin/set-user-password',
      body: { userId: 'no-such-user', newPassword: 'a-brand-new-password' },
      as: 'admin',
    });

    // ban-user and unban-user.
    await asEachCaller(d, 'ban-user', {
      path: '/admin/ban-user',
      body: { userId: target, banReason: 'spam', banExpiresIn: 3600 },
    });
    await d.step('get-session, banned target', { path: '/get-session', as: 'target' });
    await d.step('sign-in, banned', {
      path: '/sign-in/email',
      body: { email: 'target@example.com', password: 'a-brand-new-password' },
      as: 'target',
    });
    await d.step('ban-user, yourself', {
      path: '/admin/ban-user',
      body: { userId: adminId },
      as: 'admin',
    });
    await d.step('ban-user, unknown user', {
      path: '/admin/ban-user',
      body: { userId: 'no-such-user' },
      as: 'admin',
    });
    await d.step('ban-user, expiry not a number', {
      path: '/admin/ban-user',
      body: { userId: spare, banExpiresIn: 'soon' },
      as: 'admin',
    });
    await d.step('impersonate-user, banned user', {
      path: '/admin/impersonate-user',
      body: { userId: target },
      as: 'boss',
    });
    await asEachCaller(d, 'unban-user', { path: '/admin/unban-user', body: { userId: target } });
    await d.step('unban-user, unknown user', {
      path: '/admin/unban-user',
      body: { userId: 'no-such-user' },
      as: 'admin',
    });
    await d.step('sign-in, unbanned', {
      path: '/sign-in/email',
      body: { email: 'target@example.com', password: 'a-brand-new-password' },
      as: 'target',
    });

    // impersonate-user and stop-impersonating: boss, signed in without remember-me, and the
    // admin, remembered.
    await d.send({ path: '/sign-out', body: {}, as: 'boss' });
    await d.send({
      path: '/sign-in/email',
      body: { email: 'boss@example.com', password: PASSWORD, rememberMe: false },
      as: 'boss',
    });
    await d.step('stop-impersonating, not impersonating', {
      path: '/admin/stop-impersonating',
      body: {},
      as: 'boss',
    });
    await d.step('stop-impersonating, signed out', { path: '/admin/stop-impersonating', body: {} });
    await d.step('impersonate-user, unknown user', {
      path: '/admin/impersonate-user',
      body: { userId: 'no-such-user' },
      as: 'boss',
    });
    for (const [caller, as] of CALLERS.slice(0, 2)) {
      await d.step(`impersonate-user, ${caller}`, {
        path: '/admin/impersonate-user',
        body: { userId: spare },
        as,
      });
    }
    await d.step('impersonate-user, not remembered admin', {
      path: '/admin/impersonate-user',
      body: { userId: spare },
      as: 'boss',
    });
    await d.step('get-session, impersonating', { path: '/get-session', as: 'boss' });
    await d.step('list-sessions, impersonated user', { path: '/list-sessions', as: 'spare' });
    await d.step('stop-impersonating, not remembered admin', {
      path: '/admin/stop-impersonating',
      body: {},
      as: 'boss',
    });
    await d.step('get-session, after stop-impersonating', { path: '/get-session', as: 'boss' });
    await d.step('impersonate-user, admin', {
      path: '/admin/impersonate-user',
      body: { userId: spare },
      as: 'admin',
    });
    await d.step('stop-impersonating, remembered admin', {
      path: '/admin/stop-impersonating',
      body: {},
      as: 'admin',
    });
    await d.step('get-session, remembered admin after stop-impersonating', {
      path: '/get-session',
      as: 'admin',
    });

    // An impersonation session of an admin calling the admin routes (boss impersonates admin).
    await d.step('impersonate-user, another admin', {
      path: '/admin/impersonate-user',
      body: { userId: adminId },
      as: 'boss',
    });
    await d.step('list-users, impersonation session of an admin', {
      path: '/admin/list-users?limit=1',
      as: 'boss',
    });
    await d.step('has-permission, impersonation session of an admin', {
      path: '/admin/has-permission',
      body: { permissions: { user: ['ban'] } },
      as: 'boss',
    });
    await d.step('impersonate-user, impersonation session of an admin', {
      path: '/admin/impersonate-user',
      body: { userId: spare },
      as: 'boss',
    });
    // Better Auth let that session impersonate again; start over from boss's own session.
    await d.send({ path: '/sign-out', body: {}, as: 'boss' });
    await d.send({
      path: '/sign-in/email',
      body: { email: 'boss@example.com', password: PASSWORD },
      as: 'boss',
    });
    await d.send({ path: '/admin/impersonate-user', body: { userId: adminId }, as: 'boss' });
    await d.step('ban-user, impersonation session of an admin', {
      path: '/admin/ban-user',
      body: { userId: spare },
      as: 'boss',
    });
    await d.step('stop-impersonating, back to boss', {
      path: '/admin/stop-impersonating',
      body: {},
      as: 'boss',
    });

    // remove-user, last: it deletes.
    await asEachCaller(d, 'remove-user', { path: '/admin/remove-user', body: { userId: spare } });
    await d.step('remove-user, unknown user', {
      path: '/admin/remove-user',
      body: { userId: 'no-such-user' },
      as: 'admin',
    });
    await d.step('get-session, removed user', { path: '/get-session', as: 'spare' });
    await d.step('sign-in, removed user', {
      path: '/sign-in/email',
      body: { email: 'spare@example.com', password: PASSWORD },
      as: 'spare',
    });
    await d.step('list-users, after everything', {
      path: '/admin/list-users?sortBy=email',
      as: 'admin',
    });
  },
};
