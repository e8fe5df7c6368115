import { beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../test/kit/test-server.js';
import { username } from '../plugins/username/index.js';
import { type AuthClient, createAuthClient, usernameClient } from './index.js';

const alice = { name: 'Alice', email: 'Alice@Example.com', password: 'correct horse' };

let server: TestServer;
let client: AuthClient;

beforeEach(async () => {
  server = await createTestServer();
  client = createAuthClient({ baseURL: TEST_ORIGIN, fetch: server.fetch });
});

describe('signUp.email', () => {
  it('creates the user, signs them in and revives dates', async () => {
    const { data, error } = await client.signUp.email(alice);
    expect(error).toBeNull();
    expect(data?.token).toEqual(expect.any(String));
    expect(data?.user).toMatchObject({ name: 'Alice', email: 'alice@example.com', image: null });
    expect(data?.user.createdAt).toBeInstanceOf(Date);
    expect(data?.user.updatedAt).toBeInstanceOf(Date);
    expect(server.cookies.get('portcullis.session_token')).toBeTruthy();
  });

  it('sends a JSON POST with credentials to the base path', async () => {
    await client.signUp.email(alice);
    const request = server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${TEST_ORIGIN}/api/auth/sign-up/email`);
    expect(request.credentials).toBe('include');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual(alice);
  });

  it("takes Better Auth's second argument: headers for this call (a captcha token)", async () => {
    const headed = createAuthClient({
      baseURL: TEST_ORIGIN,
      fetch: server.fetch,
      fetchOptions: { headers: { 'x-app': 'demo' } },
    });
    const captcha = { headers: { 'x-captcha-response': 'token-1' } };
    await headed.signUp.email(alice, captcha);
    await headed.signIn.email({ email: alice.email, password: alice.password }, captcha);
    await headed.forgetPassword({ email: alice.email }, captcha);
    await headed.signIn.email({ email: alice.email, password: alice.password });
    const sent = server.requests.filter((request) => request.method === 'POST');
    expect(sent.map((request) => request.headers.get('x-captcha-response'))).toEqual([
      'token-1',
      'token-1',
      'token-1',
      null,
    ]);
    expect(sent.every((request) => request.headers.get('x-app') === 'demo')).toBe(true);
  });

  it('answers 422 USER_ALREADY_EXISTS for a taken email', async () => {
    await client.signUp.email(alice);
    const result = await client.signUp.email({ ...alice, email: 'alice@example.com' });
    expect(result).toEqual({
      data: null,
      error: { status: 422, code: 'USER_ALREADY_EXISTS', message: 'User already exists' },
    });
  });

  it('answers 400 PASSWORD_TOO_SHORT and INVALID_EMAIL', async () => {
    const short = await client.signUp.email({ ...alice, password: 'short' });
    expect(short.error).toEqual({
      status: 400,
      code: 'PASSWORD_TOO_SHORT',
      message: 'Password too short',
    });
    const invalid = await client.signUp.email({ ...alice, email: 'not-an-email' });
    expect(invalid.error).toMatchObject({ status: 400, code: 'INVALID_EMAIL' });
  });

  it('answers 400 VALIDATION_ERROR with details for a malformed body', async () => {
    const { data, error } = await client.signUp.email({ email: alice.email } as never);
    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid body parameters',
    });
    expect(error?.details?.map((detail) => detail.path).sort()).toEqual(['name', 'password']);
    expect(error?.details?.[0]?.message).toEqual(expect.any(String));
  });
});

describe('signIn.email', () => {
  beforeEach(async () => {
    await client.signUp.email(alice);
    await client.signOut();
  });

  it('returns { redirect, token, url, user }', async () => {
    const { data, error } = await client.signIn.email({
      email: alice.email,
      password: alice.password,
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      redirect: false,
      token: expect.any(String),
      user: expect.objectContaining({ email: 'alice@example.com' }),
    });
    expect(data).not.toHaveProperty('url');
    expect(data?.user.createdAt).toBeInstanceOf(Date);
  });

  it('echoes callbackURL as the redirect target', async () => {
    const { data } = await client.signIn.email({ ...alice, callbackURL: '/dashboard' });
    expect(data).toMatchObject({ redirect: true, url: '/dashboard' });
  });

  it('answers 401 INVALID_EMAIL_OR_PASSWORD for a wrong password or unknown email', async () => {
    const expected = {
      data: null,
      error: {
        status: 401,
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid email or password',
      },
    };
    expect(await client.signIn.email({ email: alice.email, password: 'wrong pass' })).toEqual(
      expected,
    );
    expect(await client.signIn.email({ email: 'bob@example.com', password: 'whatever1' })).toEqual(
      expected,
    );
  });
});

describe('signIn.username (usernameClient)', () => {
  const withUsername = (fetch: typeof globalThis.fetch) =>
    createAuthClient({ baseURL: TEST_ORIGIN, fetch, plugins: [usernameClient()] });
  let named: ReturnType<typeof withUsername>;

  beforeEach(async () => {
    server = await createTestServer({ plugins: [username()] });
    named = withUsername(server.fetch);
    await named.signUp.email({ ...alice, username: 'Alice.L' });
    await named.signOut();
  });

  it('signs in by username, case-insensitively, and refreshes the store', async () => {
    const { data, error } = await named.signIn.username({
      username: 'ALICE.l',
      password: alice.password,
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      token: expect.any(String),
      user: expect.objectContaining({ username: 'alice.l' }),
    });
    // Better Auth 1.2.7's sign-in answer has no displayUsername; the session store has it.
    expect(data?.user).not.toHaveProperty('displayUsername');
    expect(named.$store.getSnapshot().data?.session.token).toBe(data?.token);
    expect(named.$store.getSnapshot().data?.user.displayUsername).toBe('Alice.L');
  });

  it('answers 401 INVALID_USERNAME_OR_PASSWORD', async () => {
    expect(await named.signIn.username({ username: 'alice.l', password: 'wrong pass' })).toEqual({
      data: null,
      error: {
        status: 401,
        code: 'INVALID_USERNAME_OR_PASSWORD',
        message: 'invalid username or password',
      },
    });
  });

  it('answers 404 NOT_FOUND when the server has no username plugin', async () => {
    const bare = await createTestServer();
    const other = withUsername(bare.fetch);
    const { error } = await other.signIn.username({ username: 'alice', password: 'whatever1' });
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('getSession and signOut', () => {
  it('returns the session with revived dates, then null after sign-out', async () => {
    const signUp = await client.signUp.email(alice);
    const { data, error } = await client.getSession();
    expect(error).toBeNull();
    expect(data?.user.id).toBe(signUp.data?.user.id);
    expect(data?.session.token).toBe(signUp.data?.token);
    expect(data?.session.expiresAt).toBeInstanceOf(Date);
    expect(data?.session.expiresAt.getTime()).toBeGreaterThan(Date.now());

    expect(await client.signOut()).toEqual({ data: { success: true }, error: null });
    expect(await client.getSession()).toEqual({ data: null, error: null });
  });

  it('sends query flags as a query string on a GET', async () => {
    await client.getSession({ query: { disableRefresh: true, disableCookieCache: false } });
    const request = server.requests.at(-1)!;
    expect(request.method).toBe('GET');
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/auth/get-session');
    expect(url.searchParams.get('disableRefresh')).toBe('true');
    expect(url.searchParams.get('disableCookieCache')).toBe('false');
  });

  it('answers 400 FAILED_TO_GET_SESSION when no one is signed in (Better Auth 1.2.7)', async () => {
    expect(await client.signOut()).toEqual({
      data: null,
      error: { status: 400, code: 'FAILED_TO_GET_SESSION', message: 'Failed to get session' },
    });
  });
});

describe('$fetch', () => {
  it('calls any route and maps a bodiless 404 to NOT_FOUND', async () => {
    expect(await client.$fetch('/ok')).toEqual({ data: { ok: true }, error: null });
    expect(await client.$fetch('/no-such-route')).toEqual({
      data: null,
      error: { status: 404, code: 'NOT_FOUND', message: 'Not Found' },
    });
  });

  it('resolves a failed fetch to NETWORK_ERROR instead of throwing', async () => {
    const offline = createAuthClient({
      baseURL: TEST_ORIGIN,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const expected = {
      data: null,
      error: { status: 0, code: 'NETWORK_ERROR', message: 'Network error' },
    };
    expect(await offline.signIn.email(alice)).toEqual(expected);
    expect(await offline.getSession()).toEqual(expected);
  });

  it('merges fetchOptions headers, letting per-call headers win', async () => {
    const custom = createAuthClient({
      baseURL: TEST_ORIGIN,
      basePath: 'api/auth/',
      fetch: server.fetch,
      fetchOptions: { headers: { 'x-app': 'demo', 'x-call': 'default' } },
    });
    await custom.$fetch('/ok', { headers: { 'x-call': 'override' } });
    const request = server.requests.at(-1)!;
    expect(request.url).toBe(`${TEST_ORIGIN}/api/auth/ok`);
    expect(request.headers.get('x-app')).toBe('demo');
    expect(request.headers.get('x-call')).toBe('override');
  });
});
