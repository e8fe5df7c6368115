/**
 * Better Auth's own `adminClient`, unchanged, against Portcullis's `admin()` plugin over real
 * HTTP (issue 18: an app's admin screens built on `better-auth/client` move over as they are).
 * Two rows, as in the main client test: the client of 1.2.7 and the newest 1.x client. Ada is
 * made admin in the database, as an operator makes the first one; Grace is a plain user. Every
 * step asserts the call's data, or the refusal Better Auth's client hands the app.
 */
import { createAuthClient as createAuthClient127 } from 'better-auth/client';
import { adminClient as adminClient127 } from 'better-auth/client/plugins';
import { createAuthClient as createAuthClientLatest } from 'better-auth-latest/client';
import { adminClient as adminClientLatest } from 'better-auth-latest/client/plugins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCookieFetch } from './support/cookie-fetch.js';
import { type PortcullisServer, startPortcullisServer } from './support/portcullis-server.js';

interface Result {
  data: any;
  error: { status: number; code?: string; message?: string } | null;
}
type Call = (input?: any, fetchOptions?: any) => Promise<unknown>;

/** The calls this test makes; both clients must have them (tsc checks the rows below). */
interface AdminAuthClient {
  signUp: { email: Call };
  signIn: { email: Call };
  getSession: Call;
  admin: {
    listUsers: Call;
    createUser: Call;
    setRole: Call;
    banUser: Call;
    unbanUser: Call;
    listUserSessions: Call;
    revokeUserSessions: Call;
    impersonateUser: Call;
    stopImpersonating: Call;
    setUserPassword: Call;
    hasPermission: Call;
    removeUser: Call;
  };
}

const rows: Array<{
  name: string;
  create: (baseURL: string, fetch: typeof globalThis.fetch) => AdminAuthClient;
}> = [
  {
    name: 'better-auth 1.2.7 adminClient',
    create: (baseURL, fetch) =>
      createAuthClient127({
        baseURL,
        fetchOptions: { customFetchImpl: fetch },
        plugins: [adminClient127()],
      }),
  },
  {
    name: 'better-auth latest 1.x adminClient',
    create: (baseURL, fetch) =>
      createAuthClientLatest({
        baseURL,
        fetchOptions: { customFetchImpl: fetch },
        plugins: [adminClientLatest()],
      }),
  },
];

const ada = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'correct-horse-battery' };
const grace = { name: 'Grace Hopper', email: 'grace@example.com', password: 'compiler-a0-1952' };

function ok(answer: unknown): any {
  const { data, error } = answer as Result;
  expect(error, JSON.stringify(error)).toBeNull();
  return data;
}

function refused(answer: unknown): NonNullable<Result['error']> {
  const { data, error } = answer as Result;
  expect(data).toBeNull();
  expect(error).not.toBeNull();
  return error!;
}

describe.each(rows)('$name against Portcullis', (row) => {
  let server: PortcullisServer;
  let adaClient: AdminAuthClient;
  let graceClient: AdminAuthClient;
  let graceId: string;
  let adaId: string;

  beforeAll(async () => {
    server = await startPortcullisServer({ admin: true });
    adaClient = row.create(server.baseURL, createCookieFetch(server.origin).fetch);
    graceClient = row.create(server.baseURL, createCookieFetch(server.origin).fetch);
    adaId = ok(await adaClient.signUp.email(ada)).user.id;
    graceId = ok(await graceClient.signUp.email(grace)).user.id;
    await server.setRole(ada.email, 'admin');
  });
  afterAll(() => server?.close());

  it('a plain user is refused: listUsers answers 403', async () => {
    expect(refused(await graceClient.admin.listUsers({ query: {} })).status).toBe(403);
  });

  it('listUsers answers { users, total } with search and paging', async () => {
    const all = ok(await adaClient.admin.listUsers({ query: { limit: 10 } }));
    expect(all.total).toBe(2);
    expect(all.users.map((user: { email: string }) => user.email).sort()).toEqual([
      ada.email,
      grace.email,
    ]);
    const found = ok(
      await adaClient.admin.listUsers({
        query: { searchField: 'email', searchOperator: 'starts_with', searchValue: 'grace' },
      }),
    );
    expect(found.users).toEqual([expect.objectContaining({ id: graceId, role: 'user' })]);
  });

  it('createUser, setRole and removeUser', async () => {
    const created = ok(
      await adaClient.admin.createUser({
        email: 'alan@example.com',
        password: 'turing-machine-1936',
        name: 'Alan Turing',
        role: 'user',
      }),
    );
    expect(created.user).toMatchObject({ email: 'alan@example.com', role: 'user' });
    const promoted = ok(await adaClient.admin.setRole({ userId: created.user.id, role: 'admin' }));
    expect(promoted.user).toMatchObject({ id: created.user.id, role: 'admin' });
    expect(ok(await adaClient.admin.removeUser({ userId: created.user.id }))).toEqual({
      success: true,
    });
  });

  it('banUser stops sign-in with 403 BANNED_USER; unbanUser lets Grace back in', async () => {
    const banned = ok(await adaClient.admin.banUser({ userId: graceId, banReason: 'spam' }));
    expect(banned.user).toMatchObject({ id: graceId, banned: true, banReason: 'spam' });
    // Banning revoked her sessions.
    expect(ok(await graceClient.getSession())).toBeNull();
    const refusal = refused(
      await graceClient.signIn.email({ email: grace.email, password: grace.password }),
    );
    expect(refusal).toMatchObject({ status: 403, code: 'BANNED_USER' });
    ok(await adaClient.admin.unbanUser({ userId: graceId }));
    ok(await graceClient.signIn.email({ email: grace.email, password: grace.password }));
    expect(ok(await graceClient.getSession()).user.id).toBe(graceId);
  });

  it('listUserSessions and revokeUserSessions', async () => {
    const { sessions } = ok(await adaClient.admin.listUserSessions({ userId: graceId }));
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions[0]).toMatchObject({ userId: graceId });
    expect(ok(await adaClient.admin.revokeUserSessions({ userId: graceId }))).toEqual({
      success: true,
    });
    expect(ok(await graceClient.getSession())).toBeNull();
  });

  it('impersonateUser shows Grace with impersonatedBy; stopImpersonating returns to Ada', async () => {
    ok(await adaClient.admin.impersonateUser({ userId: graceId }));
    const impersonating = ok(await adaClient.getSession());
    expect(impersonating.user.id).toBe(graceId);
    expect(impersonating.session.impersonatedBy).toBe(adaId);
    ok(await adaClient.admin.stopImpersonating());
    const back = ok(await adaClient.getSession());
    expect(back.user.id).toBe(adaId);
  });

  it('setUserPassword: Grace signs in with the new password', async () => {
    ok(await adaClient.admin.setUserPassword({ userId: graceId, newPassword: 'cobol-1959-flow' }));
    ok(await graceClient.signIn.email({ email: grace.email, password: 'cobol-1959-flow' }));
  });

  it('hasPermission answers { success } for the caller', async () => {
    expect(
      ok(await adaClient.admin.hasPermission({ permissions: { user: ['ban'] } })),
    ).toMatchObject({ success: true });
    expect(
      ok(await graceClient.admin.hasPermission({ permissions: { user: ['ban'] } })),
    ).toMatchObject({ success: false });
  });
});

// get-user and update-user are routes of the latest Better Auth 1.x, not of 1.2.7: only its
// client has the calls.
describe('better-auth latest 1.x adminClient: getUser and updateUser against Portcullis', () => {
  let server: PortcullisServer;
  let adaClient: ReturnType<typeof createLatest>;
  let graceClient: ReturnType<typeof createLatest>;
  let graceId: string;
  const createLatest = (baseURL: string, fetch: typeof globalThis.fetch) =>
    createAuthClientLatest({
      baseURL,
      fetchOptions: { customFetchImpl: fetch },
      plugins: [adminClientLatest()],
    });

  beforeAll(async () => {
    server = await startPortcullisServer({ admin: true });
    adaClient = createLatest(server.baseURL, createCookieFetch(server.origin).fetch);
    graceClient = createLatest(server.baseURL, createCookieFetch(server.origin).fetch);
    ok(await adaClient.signUp.email(ada));
    graceId = ok(await graceClient.signUp.email(grace)).user.id;
    await server.setRole(ada.email, 'admin');
  });
  afterAll(() => server?.close());

  it('getUser answers the user; an unknown id 404 USER_NOT_FOUND', async () => {
    const user = ok(await adaClient.admin.getUser({ query: { id: graceId } }));
    expect(user).toMatchObject({ id: graceId, email: grace.email, role: 'user' });
    const missing = refused(await adaClient.admin.getUser({ query: { id: 'nobody' } }));
    expect(missing).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
    const plain = refused(await graceClient.admin.getUser({ query: { id: graceId } }));
    expect(plain).toMatchObject({ status: 403, code: 'YOU_ARE_NOT_ALLOWED_TO_GET_USER' });
  });

  it('updateUser answers the updated user; a plain user is refused', async () => {
    const updated = ok(
      await adaClient.admin.updateUser({ userId: graceId, data: { name: 'Rear Admiral Hopper' } }),
    );
    expect(updated).toMatchObject({ id: graceId, name: 'Rear Admiral Hopper' });
    const plain = refused(
      await graceClient.admin.updateUser({ userId: graceId, data: { role: 'admin' } }),
    );
    expect(plain).toMatchObject({ status: 403, code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS' });
    const noData = refused(await adaClient.admin.updateUser({ userId: graceId, data: {} }));
    expect(noData).toMatchObject({ status: 400, code: 'NO_DATA_TO_UPDATE' });
  });
});
