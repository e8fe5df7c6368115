import { beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../../test/kit/test-server.js';
import { createAuthClient } from '../../client/index.js';
import { multiSessionClient } from './client.js';
import { multiSession } from './index.js';

const password = 'analytical engine';
const createClient = (fetch: typeof globalThis.fetch) =>
  createAuthClient({ baseURL: TEST_ORIGIN, fetch, plugins: [multiSessionClient()] });

describe('client.multiSession (multiSessionClient)', () => {
  let server: TestServer;
  let client: ReturnType<typeof createClient>;
  let ada: string;

  beforeEach(async () => {
    server = await createTestServer({ plugins: [multiSession()] });
    client = createClient(server.fetch);
    ada = (await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password })).data!
      .token!;
    await client.signUp.email({ name: 'Bob', email: 'bob@example.com', password });
  });

  it('lists the accounts, switches, and the session store follows', async () => {
    const { data } = await client.multiSession.listDeviceSessions();
    expect(data?.map((account) => account.user.email)).toEqual([
      'ada@example.com',
      'bob@example.com',
    ]);
    const switched = await client.multiSession.setActive({ sessionToken: ada });
    expect(switched.data?.user.email).toBe('ada@example.com');
    expect(client.$store.getSnapshot().data?.user.email).toBe('ada@example.com');
  });

  it('revokes one account; $ERROR_CODES knows INVALID_SESSION_TOKEN', async () => {
    expect((await client.multiSession.revoke({ sessionToken: ada })).data).toEqual({
      status: true,
    });
    const again = await client.multiSession.setActive({ sessionToken: ada });
    expect(again.error).toMatchObject({ status: 401, code: 'INVALID_SESSION_TOKEN' });
    expect(client.$ERROR_CODES.INVALID_SESSION_TOKEN).toBe('Invalid session token');
  });
});
