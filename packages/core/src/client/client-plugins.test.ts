import { createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestServer, TEST_ORIGIN } from '../../test/kit/test-server.js';
import { ERROR_CODES } from '../errors/codes.js';
import { defineEndpoint } from '../kernel/endpoint.js';
import { jwt } from '../plugins/jwt/index.js';
import { ORGANIZATION_ERROR_CODES } from '../plugins/organization/error-codes.js';
import { USERNAME_ERROR_CODES } from '../plugins/username/error-codes.js';
import { username } from '../plugins/username/index.js';
import {
  type ClientPlugin,
  createAuthClient,
  inferAdditionalFields,
  jwtClient,
  organizationClient,
  usernameClient,
} from './index.js';

const ada = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' };

describe('createAuthClient({ plugins })', () => {
  it('has only the core calls without plugins', () => {
    const client = createAuthClient({ baseURL: TEST_ORIGIN });
    expect('organization' in client).toBe(false);
    expect('token' in client).toBe(false);
    expect('jwks' in client).toBe(false);
    expect(Object.keys(client.signIn).sort()).toEqual(['email', 'social']);
    expect(client.$ERROR_CODES).toEqual(ERROR_CODES);
  });

  it("merges each plugin's calls, namespaces one level deep, and its error codes", () => {
    const client = createAuthClient({
      baseURL: TEST_ORIGIN,
      plugins: [usernameClient(), organizationClient(), jwtClient()],
    });
    expect(Object.keys(client.signIn).sort()).toEqual(['email', 'social', 'username']);
    expect(typeof client.organization.create).toBe('function');
    expect(typeof client.token).toBe('function');
    expect(client.$ERROR_CODES).toEqual({
      ...ERROR_CODES,
      ...USERNAME_ERROR_CODES,
      ...ORGANIZATION_ERROR_CODES,
    });
    expect(Object.isFrozen(client.$ERROR_CODES)).toBe(true);
  });

  it('refuses a plugin that redefines a call', () => {
    expect(() =>
      createAuthClient({ baseURL: TEST_ORIGIN, plugins: [usernameClient(), usernameClient()] }),
    ).toThrow(/"username" client plugin redefines client\.signIn\.username/);
    const shadow = { id: 'shadow', methods: () => ({ signOut: () => null }) };
    expect(() => createAuthClient({ baseURL: TEST_ORIGIN, plugins: [shadow] })).toThrow(
      /redefines client\.signOut/,
    );
  });

  it('runs a custom plugin against its server plugin, through the shared context', async () => {
    const hello = {
      id: 'hello',
      endpoints: {
        hello: defineEndpoint(
          '/hello',
          { method: 'GET', query: z.object({ name: z.string() }) },
          (ctx) => ({ hi: ctx.query.name }),
        ),
      },
    };
    const server = await createTestServer({ plugins: [hello] });
    const helloClient = () =>
      ({
        id: 'hello',
        methods: (ctx) => ({
          hello: (name: string) => ctx.get<{ hi: string }>('/hello', { name }),
        }),
        $ERROR_CODES: { HELLO_IS_CLOSED: 'Hello is closed' },
      }) satisfies ClientPlugin;
    const client = createAuthClient({
      baseURL: TEST_ORIGIN,
      fetch: server.fetch,
      plugins: [helloClient()],
    });
    expect(await client.hello('Ada')).toEqual({ data: { hi: 'Ada' }, error: null });
    expect(client.$ERROR_CODES.HELLO_IS_CLOSED).toBe('Hello is closed');
  });
});

describe('usernameClient', () => {
  it("reports the server's code, whose message is the one in $ERROR_CODES", async () => {
    const server = await createTestServer({ plugins: [username()] });
    const client = createAuthClient({
      baseURL: TEST_ORIGIN,
      fetch: server.fetch,
      plugins: [usernameClient()],
    });
    await client.signUp.email({ ...ada, username: 'ada' });
    const other = createAuthClient({
      baseURL: TEST_ORIGIN,
      fetch: server.newBrowser().fetch,
      plugins: [usernameClient()],
    });
    const { error } = await other.signUp.email({
      name: 'Ada 2',
      email: 'ada2@example.com',
      password: ada.password,
      username: 'ADA',
    });
    expect(error?.code).toBe('USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER');
    expect(error?.message).toBe(other.$ERROR_CODES.USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER);
  });
});

describe('jwtClient', () => {
  it('gets a JWT for the session that verifies against jwks()', async () => {
    const server = await createTestServer({ plugins: [jwt()] });
    const client = createAuthClient({
      baseURL: TEST_ORIGIN,
      fetch: server.fetch,
      plugins: [jwtClient()],
    });
    const { data: signedUp } = await client.signUp.email(ada);
    const { data, error } = await client.token();
    expect(error).toBeNull();
    const { data: keySet } = await client.jwks();
    expect(keySet?.keys.length).toBeGreaterThan(0);
    const { payload } = await jwtVerify(data!.token, createLocalJWKSet(keySet!), {
      issuer: TEST_ORIGIN,
      audience: TEST_ORIGIN,
    });
    expect(payload.sub).toBe(signedUp?.user.id);
    const requests = server.requests.filter((r) => /\/(token|jwks)$/.test(r.url));
    expect(requests.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('answers 401 UNAUTHORIZED without a session', async () => {
    const server = await createTestServer({ plugins: [jwt()] });
    const client = createAuthClient({
      baseURL: TEST_ORIGIN,
      fetch: server.fetch,
      plugins: [jwtClient()],
    });
    const { error } = await client.token();
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});

describe('inferAdditionalFields', () => {
  it('adds nothing at runtime; the fields travel to the server and back', async () => {
    const user = { additionalFields: { company: { type: 'string' } } } as const;
    const server = await createTestServer({ user });
    const client = createAuthClient({
      baseURL: TEST_ORIGIN,
      fetch: server.fetch,
      plugins: [inferAdditionalFields({ user: user.additionalFields })],
    });
    expect(Object.keys(client).sort()).toEqual(
      Object.keys(createAuthClient({ baseURL: TEST_ORIGIN })).sort(),
    );
    await client.signUp.email({ ...ada, company: 'Analytical Engines' });
    await client.$store.refetch();
    expect(client.$store.getSnapshot().data?.user.company).toBe('Analytical Engines');
    expect((await client.updateUser({ company: 'Babbage & Co' })).error).toBeNull();
    expect(client.$store.getSnapshot().data?.user.company).toBe('Babbage & Co');
  });
});
