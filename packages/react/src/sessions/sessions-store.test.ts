import { createAuthClient } from '@portcullis/core/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServer, TEST_ORIGIN } from '../../../core/test/kit/test-server.js';
import { cleanupAuth, keepSetCookie } from '../../test/kit/test-utils.js';
import { createSessionsStore } from './sessions-store.js';

beforeEach(keepSetCookie);
afterEach(cleanupAuth);

const ada = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' };

async function setup() {
  const server = await createTestServer();
  const client = createAuthClient({ baseURL: TEST_ORIGIN, fetch: server.fetch });
  const phone = createAuthClient({ baseURL: TEST_ORIGIN, fetch: server.newBrowser().fetch });
  await client.signUp.email(ada);
  await phone.signIn.email(ada);
  return { server, client, phone, store: createSessionsStore(client) };
}

const listRequests = (requests: Request[]) =>
  requests.filter((request) => request.url.endsWith('/list-sessions')).length;

describe('createSessionsStore (no React)', () => {
  it('loads on demand, sharing concurrent loads, and notifies subscribers', async () => {
    const { store, server } = await setup();
    expect(store.getSnapshot()).toEqual({ data: null, isPending: true, error: null });
    const listener = vi.fn();
    store.subscribe(listener);
    await Promise.all([store.refetch(), store.refetch()]);
    expect(listRequests(server.requests)).toBe(1);
    expect(store.getSnapshot().data).toHaveLength(2);
    expect(store.getSnapshot().isPending).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reloads after revoke and revokeOthers', async () => {
    const { store, phone } = await setup();
    await store.refetch();
    const phoneToken = (await phone.getSession()).data!.session.token;
    expect((await store.revoke(phoneToken)).error).toBeNull();
    expect(store.getSnapshot().data?.map((session) => session.token)).not.toContain(phoneToken);

    await phone.signIn.email(ada);
    await store.refetch();
    expect(store.getSnapshot().data).toHaveLength(2);
    await store.revokeOthers();
    expect(store.getSnapshot().data).toHaveLength(1);
  });

  it('keeps the last list when a reload fails', async () => {
    const { store, client } = await setup();
    await store.refetch();
    await client.signOut();
    await store.refetch();
    expect(store.getSnapshot()).toMatchObject({
      data: expect.any(Array),
      error: { status: 401, code: 'UNAUTHORIZED' },
    });
  });
});
