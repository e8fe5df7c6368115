import { beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../../test/kit/test-server.js';
import { username } from '../../plugins/username/index.js';
import { createAuthClient, usernameClient } from '../index.js';

const ada = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' };
const NEW_PASSWORD = 'difference engine';

const createClient = (fetch: typeof globalThis.fetch) =>
  createAuthClient({ baseURL: TEST_ORIGIN, fetch, plugins: [usernameClient()] });

let server: TestServer;
let client: ReturnType<typeof createClient>;

beforeEach(async () => {
  server = await createTestServer({ captureEmails: true, plugins: [username()] });
  client = createClient(server.fetch);
  await client.signUp.email(ada);
});

const storedUser = () => client.$store.getSnapshot().data?.user;

describe('updateUser', () => {
  it('updates the profile and plugin fields, and the store shows them', async () => {
    const result = await client.updateUser({ name: 'Ada King', image: null, username: 'Ada.K' });
    expect(result).toEqual({ data: { status: true }, error: null });
    expect(storedUser()).toMatchObject({
      name: 'Ada King',
      image: null,
      username: 'ada.k',
      displayUsername: 'Ada.K',
    });
  });

  it('removes the username with null', async () => {
    await client.updateUser({ username: 'Ada.K' });
    expect(await client.updateUser({ username: null, displayUsername: null })).toEqual({
      data: { status: true },
      error: null,
    });
    expect(storedUser()).toMatchObject({ username: null, displayUsername: null });
  });

  it('answers 400 EMAIL_CAN_NOT_BE_UPDATED for an email field', async () => {
    // A caller bypassing the types (plain JavaScript) still gets the server's answer.
    const input = { email: 'other@example.com' } as Parameters<typeof client.updateUser>[0];
    expect(await client.updateUser(input)).toEqual({
      data: null,
      error: { status: 400, code: 'EMAIL_CAN_NOT_BE_UPDATED', message: 'Email can not be updated' },
    });
  });
});

describe('changePassword', () => {
  it('changes the password and keeps the session without revokeOtherSessions', async () => {
    const before = client.$store.getSnapshot().data?.session.token;
    const { data, error } = await client.changePassword({
      currentPassword: ada.password,
      newPassword: NEW_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data?.token).toBeNull();
    expect(data?.user.email).toBe(ada.email);
    expect(client.$store.getSnapshot().data?.session.token).toBe(before);
  });

  it('with revokeOtherSessions, signs other devices out and moves this one to a new session', async () => {
    const phone = createAuthClient({ baseURL: TEST_ORIGIN, fetch: server.newBrowser().fetch });
    await phone.signIn.email(ada);
    const { data } = await client.changePassword({
      currentPassword: ada.password,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(data?.token).toEqual(expect.any(String));
    expect(client.$store.getSnapshot().data?.session.token).toBe(data?.token);
    expect((await phone.getSession()).data).toBeNull();
  });

  it('answers 400 INVALID_PASSWORD for a wrong current password', async () => {
    const { error } = await client.changePassword({
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(error).toEqual({ status: 400, code: 'INVALID_PASSWORD', message: 'Invalid password' });
  });
});

describe('changeEmail', () => {
  it('changes an unverified email at once; the store shows it', async () => {
    const result = await client.changeEmail({ newEmail: 'Ada@New.example', callbackURL: '/me' });
    expect(result).toEqual({ data: { status: true }, error: null });
    expect(storedUser()).toMatchObject({ email: 'ada@new.example', emailVerified: false });
    expect((await server.nextEmail('verify-email')).to).toBe('ada@new.example');
  });

  it('asks the current, verified address to confirm', async () => {
    await client.verifyEmail({ query: { token: await verificationToken() } });
    await client.changeEmail({ newEmail: 'ada@new.example' });
    const email = await server.nextEmail('change-email');
    expect(email).toMatchObject({ to: ada.email, newEmail: 'ada@new.example' });
    expect(storedUser()).toMatchObject({ email: ada.email, emailVerified: true });
  });

  it('answers 400 EMAIL_IS_THE_SAME', async () => {
    expect((await client.changeEmail({ newEmail: ada.email })).error).toEqual({
      status: 400,
      code: 'EMAIL_IS_THE_SAME',
      message: 'Email is the same',
    });
  });

  async function verificationToken() {
    await client.sendVerificationEmail({ email: ada.email });
    return (await server.nextEmail('verify-email')).token;
  }
});

describe('deleteUser', () => {
  it('deletes with the password; the store shows no session', async () => {
    await client.$store.refetch();
    expect(await client.deleteUser({ password: ada.password })).toEqual({
      data: { success: true, message: 'User deleted' },
      error: null,
    });
    expect(client.$store.getSnapshot().data).toBeNull();
    expect((await client.signIn.email(ada)).error?.code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('answers 400 INVALID_PASSWORD and deletes nothing', async () => {
    const { error } = await client.deleteUser({ password: 'not my password' });
    expect(error).toEqual({ status: 400, code: 'INVALID_PASSWORD', message: 'Invalid password' });
    expect((await client.getSession()).data?.user.email).toBe(ada.email);
  });

  it('with an email sender, asks for confirmation, then deletes with the emailed token', async () => {
    server = await createTestServer({ captureEmails: true, confirmDeletionByEmail: true });
    client = createClient(server.fetch);
    await client.signUp.email(ada);

    expect(await client.deleteUser()).toEqual({
      data: { success: true, message: 'Verification email sent' },
      error: null,
    });
    expect(client.$store.getSnapshot().data?.user.email).toBe(ada.email);
    const { token } = await server.nextEmail('delete-account');
    expect((await client.deleteUser({ token })).data?.message).toBe('User deleted');
    expect(client.$store.getSnapshot().data).toBeNull();
  });
});
