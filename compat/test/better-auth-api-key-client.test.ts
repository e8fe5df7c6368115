/**
 * Better Auth 1.2.7's own `apiKeyClient`, unchanged, against Portcullis's `apiKey()` plugin over
 * real HTTP (issue 32): an app's key-management screens built on `better-auth/client` move over
 * as they are, and a created key works as a session in `x-api-key`.
 */
import { apiKey } from '@portcullis/core';
import { createAuthClient } from 'better-auth/client';
import { apiKeyClient } from 'better-auth/client/plugins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCookieFetch } from './support/cookie-fetch.js';
import { type PortcullisServer, startPortcullisServer } from './support/portcullis-server.js';

interface Result {
  data: any;
  error: { status: number; code?: string; message?: string } | null;
}

const ada = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'correct-horse-battery' };

function ok(answer: unknown): any {
  const { data, error } = answer as Result;
  expect(error, JSON.stringify(error)).toBeNull();
  return data;
}

describe('better-auth 1.2.7 apiKeyClient against Portcullis', () => {
  let server: PortcullisServer;
  const create = () =>
    createAuthClient({
      baseURL: server.baseURL,
      fetchOptions: { customFetchImpl: createCookieFetch(server.origin).fetch },
      plugins: [apiKeyClient()],
    });
  let client: ReturnType<typeof create>;
  let created: { id: string; key: string };

  beforeAll(async () => {
    server = await startPortcullisServer({ plugins: () => [apiKey()] });
    client = create();
    ok(await client.signUp.email(ada));
  });
  afterAll(() => server?.close());

  it('apiKey.create answers the key once, with its fields', async () => {
    created = ok(await client.apiKey.create({ name: 'CI', expiresIn: 60 * 60 * 24 * 30 }));
    expect(created.key).toMatch(/^[A-Za-z]{64}$/);
    expect(created).toMatchObject({ name: 'CI', enabled: true, start: created.key.slice(0, 6) });
  });

  it('apiKey.list and apiKey.get answer the key without its secret', async () => {
    const keys = ok(await client.apiKey.list());
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ id: created.id, name: 'CI' });
    expect(keys[0]).not.toHaveProperty('key');
    const one = ok(await client.apiKey.get({ query: { id: created.id } }));
    expect(one).toMatchObject({ id: created.id, name: 'CI' });
  });

  it('apiKey.update renames and disables', async () => {
    const updated = ok(await client.apiKey.update({ keyId: created.id, name: 'Deploys' }));
    expect(updated.name).toBe('Deploys');
  });

  it('a userId from the client is refused', async () => {
    const session = ok(await client.getSession());
    const answer = (await client.apiKey.create({ userId: session.user.id } as never)) as Result;
    expect(answer.error).toMatchObject({ status: 401, code: 'UNAUTHORIZED_OR_INVALID_SESSION' });
  });

  it('the key is a session in x-api-key', async () => {
    const keyed = createAuthClient({
      baseURL: server.baseURL,
      fetchOptions: { headers: { 'x-api-key': created.key } },
      plugins: [apiKeyClient()],
    });
    const keys = ok(await keyed.apiKey.list());
    expect(keys.map((key: { id: string }) => key.id)).toEqual([created.id]);
  });

  it('apiKey.delete revokes it: the key is no session any more', async () => {
    expect(ok(await client.apiKey.delete({ keyId: created.id }))).toEqual({ success: true });
    const response = await fetch(`${server.baseURL}/api-key/list`, {
      headers: { 'x-api-key': created.key },
    });
    expect(response.status).toBe(401);
    expect(ok(await client.apiKey.list())).toEqual([]);
  });
});
