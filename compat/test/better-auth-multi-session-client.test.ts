/**
 * Better Auth 1.2.7's own `multiSessionClient`, unchanged, against Portcullis's `multiSession()`
 * plugin over real HTTP (issue 32): one browser (one cookie-keeping fetch) signs two accounts
 * in, lists them, switches, signs one out, then signs out of all.
 */
import { multiSession } from '@portcullis/core';
import { createAuthClient } from 'better-auth/client';
import { multiSessionClient } from 'better-auth/client/plugins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCookieFetch } from './support/cookie-fetch.js';
import { type PortcullisServer, startPortcullisServer } from './support/portcullis-server.js';

interface Result {
  data: any;
  error: { status: number; code?: string; message?: string } | null;
}

const password = 'correct-horse-battery';

function ok(answer: unknown): any {
  const { data, error } = answer as Result;
  expect(error, JSON.stringify(error)).toBeNull();
  return data;
}

describe('better-auth 1.2.7 multiSessionClient against Portcullis', () => {
  let server: PortcullisServer;
  let browser: ReturnType<typeof createCookieFetch>;
  const create = (fetchImpl: typeof fetch) =>
    createAuthClient({
      baseURL: server.baseURL,
      fetchOptions: { customFetchImpl: fetchImpl },
      plugins: [multiSessionClient()],
    });
  let client: ReturnType<typeof create>;
  let ada: string;
  let bob: string;

  beforeAll(async () => {
    server = await startPortcullisServer({ plugins: () => [multiSession()] });
    browser = createCookieFetch(server.origin);
    client = create(browser.fetch);
    ada = ok(await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password })).token;
    bob = ok(await client.signUp.email({ name: 'Bob', email: 'bob@example.com', password })).token;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('listDeviceSessions lists both accounts of the browser', async () => {
    const list = ok(await client.multiSession.listDeviceSessions());
    expect(list.map((s: any) => s.user.email).sort()).toEqual([
      'ada@example.com',
      'bob@example.com',
    ]);
    expect([...browser.cookies.keys()].filter((name) => name.includes('_multi-'))).toHaveLength(2);
  });

  it('setActive switches the session', async () => {
    const switched = ok(await client.multiSession.setActive({ sessionToken: ada }));
    expect(switched.user.email).toBe('ada@example.com');
    expect(ok(await client.getSession()).user.email).toBe('ada@example.com');
  });

  it("setActive refuses another browser's session: 401 'Invalid session token'", async () => {
    const other = create(createCookieFetch(server.origin).fetch);
    ok(await other.signUp.email({ name: 'Eve', email: 'eve@example.com', password }));
    const answer = (await other.multiSession.setActive({ sessionToken: ada })) as Result;
    expect(answer.error).toMatchObject({ status: 401, message: 'Invalid session token' });
  });

  it('revoke signs one account out, keeping the active one', async () => {
    expect(ok(await client.multiSession.revoke({ sessionToken: bob }))).toEqual({ status: true });
    const list = ok(await client.multiSession.listDeviceSessions());
    expect(list.map((s: any) => s.user.email)).toEqual(['ada@example.com']);
    expect(ok(await client.getSession()).user.email).toBe('ada@example.com');
  });

  it('signOut ends every account of the browser', async () => {
    ok(await client.signIn.email({ email: 'bob@example.com', password }));
    expect(ok(await client.multiSession.listDeviceSessions())).toHaveLength(2);
    ok(await client.signOut());
    expect(ok(await client.multiSession.listDeviceSessions())).toEqual([]);
    expect(ok(await client.getSession())).toBeNull();
  });
});
