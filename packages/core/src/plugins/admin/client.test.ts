import { beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../../test/kit/test-server.js';
import { createAuthClient } from '../../client/index.js';
import { adminClient } from './client.js';
import { admin } from './index.js';

const ada = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' };
const bob = { name: 'Bob', email: 'bob@example.com', password: 'difference engine' };

const createClient = (fetch: typeof globalThis.fetch) =>
  createAuthClient({ baseURL: TEST_ORIGIN, fetch, plugins: [adminClient()] });

describe('client.admin (adminClient)', () => {
  let server: TestServer;
  let adminBrowser: ReturnType<typeof createClient>;
  let userBrowser: ReturnType<typeof createClient>;
  let bobId: string;

  beforeEach(async () => {
    const adminUserIds: string[] = [];
    server = await createTestServer({
      plugins: [admin({ adminUserIds })],
      auditLog: { enabled: true },
    });
    adminBrowser = createClient(server.fetch);
    userBrowser = createClient(server.newBrowser().fetch);
    const signedUp = await adminBrowser.signUp.email(ada);
    adminUserIds.push(signedUp.data!.user.id);
    bobId = (await userBrowser.signUp.email(bob)).data!.user.id;
  });

  it('lists, bans and unbans users with typed answers', async () => {
    const listed = await adminBrowser.admin.listUsers({
      query: { searchValue: 'bob', searchField: 'email', limit: 10 },
    });
    expect(listed.data?.total).toBe(1);
    expect(listed.data?.users[0]?.email).toBe(bob.email);
    const banned = await adminBrowser.admin.banUser({ userId: bobId, banReason: 'spam' });
    expect(banned.data?.user).toMatchObject({ banned: true, banReason: 'spam' });
    const signIn = await userBrowser.signIn.email({ email: bob.email, password: bob.password });
    expect(signIn.error).toMatchObject({ status: 403, code: 'BANNED_USER' });
    await adminBrowser.admin.unbanUser({ userId: bobId });
    const again = await userBrowser.signIn.email({ email: bob.email, password: bob.password });
    expect(again.error).toBeNull();
  });

  it('a plain user gets the 403 code, and $ERROR_CODES knows it', async () => {
    const { error } = await userBrowser.admin.listUsers();
    expect(error).toMatchObject({ status: 403, code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS' });
    expect(userBrowser.$ERROR_CODES.BANNED_USER).toBe('You have been banned from this application');
  });

  it('gets and updates a user (getUser, updateUser)', async () => {
    const refused = await userBrowser.admin.updateUser({ userId: bobId, data: { name: 'x' } });
    expect(refused.error).toMatchObject({
      status: 403,
      code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS',
    });
    const got = await adminBrowser.admin.getUser({ query: { id: bobId } });
    expect(got.data).toMatchObject({ id: bobId, email: bob.email, role: 'user' });
    const updated = await adminBrowser.admin.updateUser({
      userId: bobId,
      data: { name: 'Robert', role: 'admin' },
    });
    expect(updated.data).toMatchObject({ id: bobId, name: 'Robert', role: 'admin' });
    const missing = await adminBrowser.admin.getUser({ query: { id: 'nobody' } });
    expect(missing.error).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
  });

  it("lists every user's audit events (listAuditEvents), typed", async () => {
    const { error } = await userBrowser.admin.listAuditEvents();
    expect(error).toMatchObject({ status: 403, code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS' });
    await adminBrowser.admin.banUser({ userId: bobId, banReason: 'spam' });
    await server.auth.$context.auditLog!.flush();
    const { data } = await adminBrowser.admin.listAuditEvents({
      query: { type: 'admin.user-ban,sign-up', limit: 10 },
    });
    const events = data?.events.map((event) => [event.type, event.userId]);
    expect(events).toEqual([
      ['admin.user-ban', bobId],
      ['sign-up', bobId],
      ['sign-up', expect.any(String)],
    ]);
    expect(data?.nextCursor).toBeNull();
  });

  it('impersonates and stops, reloading the session store each time', async () => {
    await adminBrowser.admin.impersonateUser({ userId: bobId });
    expect((await adminBrowser.getSession()).data?.user.id).toBe(bobId);
    expect((await adminBrowser.getSession()).data?.session.impersonatedBy).toBeTruthy();
    await adminBrowser.admin.stopImpersonating();
    expect((await adminBrowser.getSession()).data?.user.email).toBe(ada.email);
  });
});
