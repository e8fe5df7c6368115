import { beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../test/kit/test-server.js';
import { createAuthClient } from './create-auth-client.js';
import { createSessionStore } from './session-store.js';

const alice = { name: 'Alice', email: 'alice@example.com', password: 'correct horse' };

// Issue 31, defect 9: a session revoked elsewhere while the cookie cache still vouches for it.
describe('client.$store when the server no longer honours its session', () => {
  let server: TestServer;
  let client: ReturnType<typeof createAuthClient>;
  let other: ReturnType<typeof createAuthClient>;

  beforeEach(async () => {
    server = await createTestServer({ session: { cookieCache: { enabled: true, maxAge: 300 } } });
    client = createAuthClient({ baseURL: TEST_ORIGIN, fetch: server.fetch });
    other = createAuthClient({ baseURL: TEST_ORIGIN, fetch: server.newBrowser().fetch });
    await client.signUp.email(alice);
    await other.signIn.email({ email: alice.email, password: alice.password });
  });

  it('signs out with the 401 as `ended`, and the cookies are gone', async () => {
    await other.revokeOtherSessions();
    // The cookie cache still answers get-session with the revoked session.
    await client.$store.refetch();
    expect(client.$store.getSnapshot().data?.user.email).toBe(alice.email);
    expect(server.cookies.get('portcullis.session_token')).toBeTruthy();

    const { error } = await client.listSessions();
    expect(error?.status).toBe(401);
    expect(client.$store.getSnapshot()).toEqual({
      data: null,
      isPending: false,
      error: null,
      ended: { code: 'UNAUTHORIZED', message: 'Unauthorized' },
    });
    expect(server.cookies.get('portcullis.session_token') ?? '').toBe('');
    // Later loads find no session and keep the reason until a sign-in.
    await client.$store.refetch();
    expect(client.$store.getSnapshot().ended?.code).toBe('UNAUTHORIZED');
    await client.signIn.email({ email: alice.email, password: alice.password });
    expect(client.$store.getSnapshot().data?.user.email).toBe(alice.email);
    expect(client.$store.getSnapshot().ended).toBeUndefined();
  });

  it('keeps a session the server still honours, checking once for concurrent 401s', async () => {
    const session = client.$store.getSnapshot().data;
    const loads: Array<{ fresh?: boolean } | undefined> = [];
    const store = createSessionStore(async (options) => {
      loads.push(options);
      return { data: session, error: null };
    });
    await store.refetch();
    const refusal = { status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' };
    await Promise.all([store.expire(refusal), store.expire(refusal)]);
    expect(loads).toEqual([undefined, { fresh: true }]);
    expect(store.getSnapshot()).toEqual({ data: session, isPending: false, error: null });
  });

  it('ignores a refused sign-in while signed out', async () => {
    await client.signOut();
    const before = server.requests.length;
    const { error } = await client.signIn.email({ email: alice.email, password: 'wrong' });
    expect(error?.status).toBe(401);
    expect(server.requests.length).toBe(before + 1);
    expect(client.$store.getSnapshot().ended).toBeUndefined();
  });
});
