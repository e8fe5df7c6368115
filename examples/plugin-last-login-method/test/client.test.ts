import { createAuthClient, usernameClient } from '@portcullis/core/client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { lastLoginMethodClient } from '../src/client.js';
import { ada, BASE, startServer } from './test-server.js';

async function startClient() {
  const { browser } = await startServer();
  const client = createAuthClient({
    baseURL: BASE,
    fetch: browser.fetch,
    plugins: [usernameClient(), lastLoginMethodClient()],
  });
  return client;
}

describe('lastLoginMethodClient()', () => {
  it('getLastLoginMethod() answers the method of the latest sign-in', async () => {
    const client = await startClient();
    expect((await client.signUp.email(ada)).error).toBeNull();
    expect(await client.getLastLoginMethod()).toEqual({ data: { method: 'email' }, error: null });

    await client.signIn.username({ username: ada.username, password: ada.password });
    const { data } = await client.getLastLoginMethod();
    expect(data?.method).toBe('username');
    expectTypeOf(data).toEqualTypeOf<{ method: string | null } | null>();
  });

  it('getLastLoginMethod() resolves to a 401 UNAUTHORIZED error without a session', async () => {
    const client = await startClient();
    const { data, error } = await client.getLastLoginMethod();
    expect(data).toBeNull();
    expect(error?.status).toBe(401);
    expect(error?.code).toBe('UNAUTHORIZED');
  });

  it('types lastLoginMethod on the session user, and not as an updateUser input', async () => {
    const client = await startClient();
    await client.signUp.email(ada);
    await client.signIn.username({ username: ada.username, password: ada.password });
    const { data } = await client.getSession();
    expect(data?.user.lastLoginMethod).toBe('username');
    expectTypeOf(data!.user.lastLoginMethod).toEqualTypeOf<string | null>();

    type UpdateInput = Parameters<typeof client.updateUser>[0];
    expectTypeOf<UpdateInput>().not.toHaveProperty('lastLoginMethod');
    // @ts-expect-error not settable: the server refuses it too
    const refused = await client.updateUser({ lastLoginMethod: 'passkey' });
    expect(refused.error?.status).toBe(400);
  });
});
