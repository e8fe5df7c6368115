import { describe, expect, it } from 'vitest';
import {
  BASE_URL,
  cookieHeader,
  createCountingHasher,
  requestHelpers,
  SECRET,
  tempDatabasePath,
  user,
} from '../../../test/helpers.js';
import { toErrorCode } from '../../plugin/index.js';
import { createPortcullis, migrate } from '../../portcullis.js';
import { type ApiKeyMessageName, apiKeyMessage } from './error-codes.js';
import { type ApiKeyOptions, apiKey, hashApiKey } from './index.js';

/** The `code` an error answers with: its message upper-cased, as in Better Auth 1.2.7. */
const code = (name: ApiKeyMessageName) => toErrorCode(apiKeyMessage(name));

async function setUp(options?: ApiKeyOptions) {
  const auth = createPortcullis({
    baseURL: BASE_URL,
    secret: SECRET,
    database: tempDatabasePath(),
    logger: { disabled: true },
    emailAndPassword: {
      enabled: true,
      password: createCountingHasher().hasher,
      rejectCommonPasswords: false,
    },
    plugins: [apiKey(options)],
  });
  await migrate(auth);
  const t = { auth, ...requestHelpers(auth) };
  const signUp = await t.post('/sign-up/email', user);
  const { user: created } = await signUp.json();
  const cookie = cookieHeader(signUp);
  const create = async (body: Record<string, unknown> = {}) => {
    const response = await t.post('/api-key/create', body, { cookie });
    return { response, body: await response.json() };
  };
  return { ...t, cookie, userId: created.id as string, create };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('create', () => {
  it('answers the key once and stores only its SHA-256 (base64url, as Better Auth)', async () => {
    const { create, auth } = await setUp();
    const { response, body } = await create({ name: 'CI', expiresIn: 60 * 60 * 24 * 7 });
    expect(response.status).toBe(200);
    expect(body.key).toMatch(/^[A-Za-z]{64}$/);
    expect(body).toMatchObject({
      name: 'CI',
      start: body.key.slice(0, 6),
      prefix: null,
      enabled: true,
      rateLimitEnabled: true,
      rateLimitMax: 10,
      rateLimitTimeWindow: 86_400_000,
      requestCount: 0,
      remaining: null,
      metadata: null,
      permissions: null,
    });
    const row = await auth.$context.adapter.findOne<{ id: string; key: string }>({
      model: 'apikey',
      where: [{ field: 'id', value: body.id }],
    });
    expect(row!.key).toBe(hashApiKey(body.key));
    expect(row!.key).not.toContain(body.key);
    const listed = await (
      await auth.handler(new Request('http://localhost:3000/api/auth/api-key/list'))
    ).status;
    expect(listed).toBe(401);
  });

  it('uses the prefix, and a default prefix', async () => {
    const { create } = await setUp({ defaultPrefix: 'acme_' });
    expect((await create()).body.key).toMatch(/^acme_[A-Za-z]{64}$/);
    const { body } = await create({ prefix: 'ci-' });
    expect(body.key.startsWith('ci-')).toBe(true);
    expect(body.prefix).toBe('ci-');
  });

  it('refuses userId from a client, with or without a session; a server call may pass it', async () => {
    const { create, post, auth, userId } = await setUp();
    const withSession = await create({ userId });
    expect(withSession.response.status).toBe(401);
    expect(withSession.body.code).toBe(code('UNAUTHORIZED_SESSION'));
    const anonymous = await post('/api-key/create', { userId });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).message).toBe('Unauthorized or invalid session');
    const serverWithHeaders = auth.api.createApiKey({
      body: { userId },
      headers: { 'user-agent': 'x' },
    } as never);
    await expect(serverWithHeaders).rejects.toMatchObject({ status: 401 });
    const server = await auth.api.createApiKey({ body: { userId, remaining: 5 } });
    expect(server.userId).toBe(userId);
    expect(server.remaining).toBe(5);
    await expect(auth.api.createApiKey({ body: { userId: 'no-such-user' } })).rejects.toMatchObject(
      { status: 401 },
    );
  });

  it('allowUserIdFromClient restores Better Auth 1.2.7 (any caller names the user)', async () => {
    const { post, userId } = await setUp({ allowUserIdFromClient: true });
    const response = await post('/api-key/create', { userId });
    expect(response.status).toBe(200);
    expect((await response.json()).userId).toBe(userId);
  });

  it.each([
    [{ remaining: 5 }, 'SERVER_ONLY_PROPERTY'],
    [{ permissions: { files: ['read'] } }, 'SERVER_ONLY_PROPERTY'],
    [{ rateLimitMax: 100 }, 'SERVER_ONLY_PROPERTY'],
    [{ metadata: { a: 1 } }, 'METADATA_DISABLED'],
    [{ expiresIn: 60 }, 'EXPIRES_IN_IS_TOO_SMALL'],
    [{ expiresIn: 60 * 60 * 24 * 400 }, 'EXPIRES_IN_IS_TOO_LARGE'],
    [{ name: 'x'.repeat(33) }, 'INVALID_NAME_LENGTH'],
    [{ prefix: 'p'.repeat(33) }, 'INVALID_PREFIX_LENGTH'],
  ] as const)('refuses %j with %s', async (body, name) => {
    const { create } = await setUp();
    const { response, body: answer } = await create(body);
    expect(response.status).toBe(400);
    expect(answer.code).toBe(code(name));
  });

  it('refuses a bad prefix, and bad input, with 400 (never a 500)', async () => {
    const { create } = await setUp();
    for (const body of [{ prefix: 'a b' }, { expiresIn: 'soon' }, { name: 5 }, { expiresIn: -1 }]) {
      expect((await create(body)).response.status).toBe(400);
    }
  });

  it('takes metadata when enabled, and refuses one that is not an object', async () => {
    const { create } = await setUp({ enableMetadata: true });
    expect((await create({ metadata: { team: 'ops' } })).body.metadata).toEqual({ team: 'ops' });
    expect((await create({ metadata: 'text' })).body.code).toBe(code('INVALID_METADATA_TYPE'));
  });

  it('applies defaultPermissions and keyExpiration.defaultExpiresIn (seconds)', async () => {
    const { create } = await setUp({
      permissions: { defaultPermissions: { files: ['read'] } },
      keyExpiration: { defaultExpiresIn: 3600 },
    });
    const { body } = await create();
    expect(body.permissions).toEqual({ files: ['read'] });
    const expires = new Date(body.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(3590_000);
    expect(expires).toBeLessThanOrEqual(3600_000);
  });
});

describe('get, list, update, delete', () => {
  it("serve only the owner's keys, never the secret", async () => {
    const { create, get, post, cookie } = await setUp();
    const { body: created } = await create({ name: 'one' });
    const got = await (await get(`/api-key/get?id=${created.id}`, { cookie })).json();
    expect(got).toMatchObject({ id: created.id, name: 'one' });
    expect(got).not.toHaveProperty('key');
    const listed = await (await get('/api-key/list', { cookie })).json();
    expect(listed.map((k: { id: string }) => k.id)).toEqual([created.id]);
    expect(listed[0]).not.toHaveProperty('key');

    const other = await post('/sign-up/email', { ...user, email: 'eve@example.com' });
    const eve = cookieHeader(other);
    expect((await get(`/api-key/get?id=${created.id}`, { cookie: eve })).status).toBe(404);
    expect(await (await get('/api-key/list', { cookie: eve })).json()).toEqual([]);
    const steal = await post(
      '/api-key/update',
      { keyId: created.id, name: 'mine' },
      { cookie: eve },
    );
    expect(steal.status).toBe(404);
    const revoke = await post('/api-key/delete', { keyId: created.id }, { cookie: eve });
    expect(revoke.status).toBe(404);
    expect((await revoke.json()).code).toBe(code('KEY_NOT_FOUND'));

    const renamed = await post(
      '/api-key/update',
      { keyId: created.id, name: 'two', enabled: false },
      { cookie },
    );
    expect(await renamed.json()).toMatchObject({ name: 'two', enabled: false });
    const nothing = await post('/api-key/update', { keyId: created.id }, { cookie });
    expect((await nothing.json()).code).toBe(code('NO_VALUES_TO_UPDATE'));
    const serverOnly = await post(
      '/api-key/update',
      { keyId: created.id, remaining: 3 },
      { cookie },
    );
    expect((await serverOnly.json()).code).toBe(code('SERVER_ONLY_PROPERTY'));
    const deleted = await post('/api-key/delete', { keyId: created.id }, { cookie });
    expect(await deleted.json()).toEqual({ success: true });
    expect((await get(`/api-key/get?id=${created.id}`, { cookie })).status).toBe(404);
  });

  it('need a session', async () => {
    const { get, post } = await setUp();
    expect((await get('/api-key/list')).status).toBe(401);
    expect((await get('/api-key/get?id=x')).status).toBe(401);
    expect((await post('/api-key/delete', { keyId: 'x' })).status).toBe(401);
    expect((await post('/api-key/update', { keyId: 'x', name: 'y' })).status).toBe(401);
  });
});

describe('verify (server only)', () => {
  it('is not served over HTTP', async () => {
    const { post, create } = await setUp();
    const { body } = await create();
    expect((await post('/api-key/verify', { key: body.key })).status).toBe(404);
  });

  it('answers valid with the key, and each refusal with its code', async () => {
    const { create, auth, userId } = await setUp();
    const { body } = await create();
    const ok = await auth.api.verifyApiKey({ body: { key: body.key } });
    expect(ok).toMatchObject({ valid: true, error: null, key: { id: body.id, requestCount: 1 } });
    expect(ok.key).not.toHaveProperty('key');

    const unknown = await auth.api.verifyApiKey({ body: { key: 'x'.repeat(64) } });
    expect(unknown).toEqual({
      valid: false,
      error: { message: 'API Key not found', code: 'KEY_NOT_FOUND' },
      key: null,
    });
    const short = await auth.api.verifyApiKey({ body: { key: 'short' } });
    expect(short.error).toEqual({ message: 'Invalid API key.', code: 'KEY_NOT_FOUND' });
    // One character changed: a different hash, not found.
    const tampered = `${body.key.slice(0, -1)}${body.key.endsWith('a') ? 'b' : 'a'}`;
    expect((await auth.api.verifyApiKey({ body: { key: tampered } })).valid).toBe(false);

    const limited = await auth.api.createApiKey({
      body: { userId, permissions: { files: ['read'] } },
    });
    const read = await auth.api.verifyApiKey({
      body: { key: limited.key, permissions: { files: ['read'] } },
    });
    expect(read.valid).toBe(true);
    const write = await auth.api.verifyApiKey({
      body: { key: limited.key, permissions: { files: ['write'] } },
    });
    expect(write.error?.code).toBe('KEY_NOT_FOUND');
    const none = await auth.api.verifyApiKey({
      body: { key: body.key, permissions: { files: ['read'] } },
    });
    expect(none.error?.code).toBe('KEY_NOT_FOUND');

    await auth.api.updateApiKey({ body: { keyId: body.id, userId, enabled: false } });
    const disabled = await auth.api.verifyApiKey({ body: { key: body.key } });
    expect(disabled.error).toEqual({
      message: 'API Key has reached its usage limit',
      code: 'KEY_DISABLED',
    });
  });

  it('refuses an expired key and deletes it after the answer', async () => {
    const { create, auth } = await setUp();
    const { body } = await create();
    await auth.$context.adapter.update({
      model: 'apikey',
      where: [{ field: 'id', value: body.id }],
      update: { expiresAt: new Date(Date.now() - 1000) },
    });
    const answer = await auth.api.verifyApiKey({ body: { key: body.key } });
    expect(answer.error?.code).toBe('KEY_EXPIRED');
    await settle();
    expect(
      await auth.$context.adapter.findOne({
        model: 'apikey',
        where: [{ field: 'id', value: body.id }],
      }),
    ).toBeNull();
  });

  it('rate-limits per key: rateLimitMax per window, then RATE_LIMITED with tryAgainIn, no use spent', async () => {
    const { auth, userId } = await setUp();
    const { key, id } = await auth.api.createApiKey({
      body: { userId, rateLimitMax: 2, rateLimitTimeWindow: 60_000, remaining: 10 },
    });
    for (let i = 0; i < 2; i++) {
      expect((await auth.api.verifyApiKey({ body: { key } })).valid).toBe(true);
      await settle();
    }
    const third = await auth.api.verifyApiKey({ body: { key } });
    expect(third.error?.code).toBe('RATE_LIMITED');
    expect(third.error?.details?.tryAgainIn).toBeGreaterThan(59_000);
    await settle();
    const row = await auth.$context.adapter.findOne<{
      id: string;
      remaining: number;
      requestCount: number;
    }>({
      model: 'apikey',
      where: [{ field: 'id', value: id }],
    });
    expect(row).toMatchObject({ remaining: 8, requestCount: 2 });
  });

  it('counts remaining down, refuses at 0, and refills after refillInterval (ms)', async () => {
    const { auth, userId } = await setUp({ rateLimit: { enabled: false } });
    const { key, id } = await auth.api.createApiKey({ body: { userId, remaining: 2 } });
    expect((await auth.api.verifyApiKey({ body: { key } })).key?.remaining).toBe(1);
    expect((await auth.api.verifyApiKey({ body: { key } })).key?.remaining).toBe(0);
    expect((await auth.api.verifyApiKey({ body: { key } })).error?.code).toBe('USAGE_EXCEEDED');

    const refilled = await auth.api.createApiKey({
      body: { userId, refillAmount: 3, refillInterval: 1000 },
    });
    expect(refilled.remaining).toBe(3);
    for (let i = 0; i < 3; i++)
      expect((await auth.api.verifyApiKey({ body: { key: refilled.key } })).valid).toBe(true);
    expect((await auth.api.verifyApiKey({ body: { key: refilled.key } })).error?.code).toBe(
      'USAGE_EXCEEDED',
    );
    await auth.$context.adapter.update({
      model: 'apikey',
      where: [{ field: 'id', value: refilled.id }],
      update: { createdAt: new Date(Date.now() - 5000) },
    });
    const after = await auth.api.verifyApiKey({ body: { key: refilled.key } });
    expect(after.key).toMatchObject({ remaining: 2 });
    expect(after.key?.lastRefillAt).toBeInstanceOf(Date);
    void id;
  });

  it('costs one read and no awaited write for a key without remaining', async () => {
    const { create, auth } = await setUp();
    const { body } = await create();
    const adapter = auth.$context.adapter;
    const calls: string[] = [];
    const spied = [
      'findOne',
      'findMany',
      'update',
      'updateMany',
      'incrementMany',
      'findOneWithReference',
    ] as const;
    const originals = spied.map((name) => [name, (adapter as any)[name]] as const);
    for (const [name, original] of originals) {
      (adapter as any)[name] = (...args: unknown[]) => {
        calls.push(name);
        return original.apply(adapter, args);
      };
    }
    try {
      const answer = await auth.api.verifyApiKey({ body: { key: body.key } });
      expect(answer.valid).toBe(true);
      expect(calls).toEqual(['findOne']);
      await settle();
      // The first use restarts the window; the next ones count up atomically.
      expect(calls).toEqual(['findOne', 'updateMany']);
      calls.length = 0;
      expect((await auth.api.verifyApiKey({ body: { key: body.key } })).valid).toBe(true);
      expect(calls).toEqual(['findOne']);
      await settle();
      expect(calls).toEqual(['findOne', 'incrementMany']);
    } finally {
      for (const [name, original] of originals) (adapter as any)[name] = original;
    }
  });

  it('1,000 parallel verifications of a key with remaining 100 succeed exactly 100 times (SQLite)', async () => {
    const { auth, userId } = await setUp();
    const { key, id } = await auth.api.createApiKey({
      body: { userId, remaining: 100, rateLimitEnabled: false },
    });
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () => auth.api.verifyApiKey({ body: { key } })),
    );
    expect(answers.filter((answer) => answer.valid)).toHaveLength(100);
    // Spent, or (after the first refusal's deletion) gone.
    for (const answer of answers.filter((a) => !a.valid)) {
      expect(['USAGE_EXCEEDED', 'KEY_NOT_FOUND']).toContain(answer.error?.code);
    }
    const row = await auth.$context.adapter.findOne<{ id: string; remaining: number }>({
      model: 'apikey',
      where: [{ field: 'id', value: id }],
    });
    if (row) expect(row.remaining).toBe(0);
  }, 60_000);
});

describe('x-api-key as a session', () => {
  it('is a session on get-session and on routes that require one', async () => {
    const { create, get, post, userId } = await setUp();
    const { body } = await create();
    const headers = { 'x-api-key': body.key };
    const session = await (await get('/get-session', headers)).json();
    expect(session.user.id).toBe(userId);
    expect(session.session).toMatchObject({ id: body.id, userId });
    const listed = await get('/api-key/list', headers);
    expect(listed.status).toBe(200);
    // A write authenticated by the key alone needs no trusted Origin.
    const created = await post(
      '/api-key/create',
      { name: 'second' },
      { ...headers, origin: 'https://evil.example' },
    );
    expect(created.status).toBe(200);
    expect(created.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['too short', 'abc', 403],
    ['unknown', 'Z'.repeat(64), 401],
  ])(
    'refuses a key %s with INVALID_API_KEY (%s), never falling back to the cookie',
    async (_l, key, status) => {
      const { get, cookie } = await setUp();
      const response = await get('/get-session', { cookie, 'x-api-key': key });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({
        code: 'INVALID_API_KEY',
        message: 'Invalid API key.',
      });
    },
  );

  it('refuses a disabled or expired key (Better Auth 1.2.7 accepts them)', async () => {
    const { create, get, auth, userId } = await setUp();
    const { body } = await create();
    await auth.api.updateApiKey({ body: { keyId: body.id, userId, enabled: false } });
    const disabled = await get('/get-session', { 'x-api-key': body.key });
    expect(disabled.status).toBe(401);
    expect((await disabled.json()).code).toBe(code('KEY_DISABLED'));
    const { body: second } = await create();
    await auth.$context.adapter.update({
      model: 'apikey',
      where: [{ field: 'id', value: second.id }],
      update: { expiresAt: new Date(Date.now() - 1) },
    });
    expect((await (await get('/get-session', { 'x-api-key': second.key })).json()).code).toBe(
      code('KEY_EXPIRED'),
    );
  });

  it('spends one use per request, however often the route reads the session', async () => {
    const { get, auth, userId } = await setUp();
    const { key, id } = await auth.api.createApiKey({
      body: { userId, remaining: 1, rateLimitEnabled: false },
    });
    expect((await get('/api-key/list', { 'x-api-key': key })).status).toBe(200);
    const row = await auth.$context.adapter.findOne<{ id: string; remaining: number }>({
      model: 'apikey',
      where: [{ field: 'id', value: id }],
    });
    expect(row?.remaining).toBe(0);
    const spent = await get('/api-key/list', { 'x-api-key': key });
    expect(spent.status).toBe(401);
    expect((await spent.json()).code).toBe(code('USAGE_EXCEEDED'));
  });

  it('reads other headers with apiKeyHeaders, and nothing with disableSessionForAPIKeys', async () => {
    const custom = await setUp({ apiKeyHeaders: ['x-token', 'x-api-key'] });
    const { body } = await custom.create();
    expect((await (await custom.get('/get-session', { 'x-token': body.key })).json()).user.id).toBe(
      custom.userId,
    );

    const off = await setUp({ disableSessionForAPIKeys: true });
    const { body: key } = await off.create();
    expect(await (await off.get('/get-session', { 'x-api-key': key.key })).json()).toBeNull();
    expect((await off.get('/get-session', { 'x-api-key': 'short' })).status).toBe(200);
  });

  it('works on server calls', async () => {
    const { create, auth, userId } = await setUp();
    const { body } = await create();
    const found = await auth.api.getSession({ headers: { 'x-api-key': body.key } });
    expect(found?.user.id).toBe(userId);
  });
});
