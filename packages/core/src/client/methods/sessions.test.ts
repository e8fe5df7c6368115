import { beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../../test/kit/test-server.js';
import { bearer } from '../../plugins/bearer/index.js';
import { type AuthClient, createAuthClient } from '../index.js';

const ada = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' };

describe('session management', () => {
  let server: TestServer;
  let laptop: AuthClient;
  let phone: AuthClient;

  beforeEach(async () => {
    server = await createTestServer();
    laptop = createAuthClient({ baseURL: TEST_ORIGIN, fetch: server.fetch });
    phone = createAuthClient({ baseURL: TEST_ORIGIN, fetch: server.newBrowser().fetch });
    await laptop.signUp.email(ada);
    await phone.signIn.email(ada);
  });

  const tokenOf = async (client: AuthClient) => (await client.getSession()).data?.session.token;

  it('lists the caller’s sessions, oldest first (as Better Auth 1.2.7), with dates', async () => {
    const { data, error } = await laptop.listSessions();
    expect(error).toBeNull();
    expect(data?.map((session) => session.token)).toEqual([
      await tokenOf(laptop),
      await tokenOf(phone),
    ]);
    expect(data?.[0]?.expiresAt).toBeInstanceOf(Date);
    const request = server.requests.find((r) => r.url.endsWith('/list-sessions'));
    expect(request?.method).toBe('GET');
  });

  it('revokes another session without touching this one', async () => {
    const phoneToken = (await tokenOf(phone))!;
    expect(await laptop.revokeSession({ token: phoneToken })).toEqual({
      data: { status: true },
      error: null,
    });
    expect((await phone.getSession()).data).toBeNull();
    expect((await laptop.getSession()).data).not.toBeNull();
  });

  it('revoking the current session signs out here, and the store follows', async () => {
    await laptop.$store.refetch();
    await laptop.revokeSession({ token: (await tokenOf(laptop))! });
    expect(laptop.$store.getSnapshot().data).toBeNull();
  });

  it('revokeOtherSessions keeps this device; revokeSessions signs out everywhere', async () => {
    await laptop.$store.refetch();
    expect(await laptop.revokeOtherSessions()).toEqual({ data: { status: true }, error: null });
    expect((await phone.getSession()).data).toBeNull();
    expect(laptop.$store.getSnapshot().data?.user.email).toBe(ada.email);

    await phone.signIn.email(ada);
    expect(await laptop.revokeSessions()).toEqual({ data: { status: true }, error: null });
    expect(laptop.$store.getSnapshot().data).toBeNull();
    expect((await phone.getSession()).data).toBeNull();
  });

  it('answers 401 UNAUTHORIZED when signed out', async () => {
    await laptop.signOut();
    expect(await laptop.listSessions()).toEqual({
      data: null,
      error: { status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' },
    });
    expect((await laptop.revokeOtherSessions()).error).toMatchObject({ status: 401 });
  });
});

describe('with a bearer token instead of cookies', () => {
  it('lists sessions through fetchOptions.headers', async () => {
    const server = await createTestServer({ plugins: [bearer()] });
    const signIn = await server.fetch(`${TEST_ORIGIN}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ada),
    });
    const token = signIn.headers.get('set-auth-token');
    // A cookie-less device: its own (empty) jar, the token in every request.
    const device = createAuthClient({
      baseURL: TEST_ORIGIN,
      fetch: server.newBrowser().fetch,
      fetchOptions: { headers: { authorization: `Bearer ${token}` } },
    });
    const { data } = await device.listSessions();
    expect(data).toHaveLength(1);
  });
});
