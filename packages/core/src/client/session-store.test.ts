import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../test/kit/test-server.js';
import type { SessionWithUser } from '../db/entities.js';
import { createAuthClient } from './create-auth-client.js';
import { createSessionStore } from './session-store.js';
import type { ClientResult } from './types.js';

const alice = { name: 'Alice', email: 'alice@example.com', password: 'correct horse' };

const sessionRequests = (server: TestServer) =>
  server.requests.filter((request) => new URL(request.url).pathname.endsWith('/get-session'));

describe('client.$store against a real handler', () => {
  let server: TestServer;
  let client: ReturnType<typeof createAuthClient>;

  beforeEach(async () => {
    server = await createTestServer();
    client = createAuthClient({ baseURL: TEST_ORIGIN, fetch: server.fetch });
  });

  it('starts pending and loads on the first subscribe only', async () => {
    const { $store } = client;
    expect($store.getSnapshot()).toEqual({ data: null, isPending: true, error: null });
    const stopA = $store.subscribe(() => {});
    const stopB = $store.subscribe(() => {});
    await $store.refetch();
    expect(sessionRequests(server)).toHaveLength(1);
    expect($store.getSnapshot()).toEqual({ data: null, isPending: false, error: null });
    stopA();
    stopB();
  });

  it('deduplicates concurrent refetches into one request', async () => {
    await Promise.all([client.$store.refetch(), client.$store.refetch(), client.$store.refetch()]);
    expect(sessionRequests(server)).toHaveLength(1);
    await client.$store.refetch();
    expect(sessionRequests(server)).toHaveLength(2);
  });

  it('updates after sign-up, sign-out and sign-in, notifying subscribers', async () => {
    const listener = vi.fn();
    const stop = client.$store.subscribe(listener);
    await client.$store.refetch();
    listener.mockClear();

    await client.signUp.email(alice);
    const signedIn = client.$store.getSnapshot();
    expect(signedIn.data?.user.email).toBe(alice.email);
    expect(signedIn.data?.session.expiresAt).toBeInstanceOf(Date);
    expect(listener).toHaveBeenCalledTimes(1);

    await client.signOut();
    expect(client.$store.getSnapshot().data).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);

    await client.signIn.email({ email: alice.email, password: alice.password });
    expect(client.$store.getSnapshot().data?.user.email).toBe(alice.email);
    stop();
  });

  it('does not refetch after a failed sign-in', async () => {
    await client.signIn.email({ email: alice.email, password: 'wrong pass' });
    expect(sessionRequests(server)).toHaveLength(0);
  });

  it('keeps the snapshot object while the state is unchanged', async () => {
    await client.signUp.email(alice);
    const first = client.$store.getSnapshot();
    expect(client.$store.getSnapshot()).toBe(first);
    await client.$store.refetch();
    expect(sessionRequests(server).length).toBeGreaterThanOrEqual(2);
    expect(client.$store.getSnapshot()).toBe(first);
    await client.signOut();
    expect(client.$store.getSnapshot()).not.toBe(first);
  });

  it('keeps the previous session and reports the error when a refetch fails', async () => {
    let online = true;
    const flaky = createAuthClient({
      baseURL: TEST_ORIGIN,
      fetch: (input, init) =>
        online ? server.fetch(input, init) : Promise.reject(new TypeError('offline')),
    });
    await flaky.signUp.email(alice);
    online = false;
    await flaky.$store.refetch();
    const state = flaky.$store.getSnapshot();
    expect(state.data?.user.email).toBe(alice.email);
    expect(state.error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('createSessionStore', () => {
  const signedOut = async (): Promise<ClientResult<SessionWithUser | null>> => ({
    data: null,
    error: null,
  });

  function setup() {
    let clock = 0;
    let fire: (() => void) | null = null;
    const stopFocus = vi.fn(() => {
      fire = null;
    });
    const load = vi.fn(signedOut);
    const store = createSessionStore(load, {
      now: () => clock,
      subscribeToFocus: (onFocus) => {
        fire = onFocus;
        return stopFocus;
      },
    });
    return {
      store,
      load,
      stopFocus,
      focus: () => fire?.(),
      hasFocusListener: () => fire !== null,
      advance: (ms: number) => {
        clock += ms;
      },
    };
  }

  it('refetches on focus at most once per 5 s, only while subscribed', async () => {
    const { store, load, stopFocus, focus, hasFocusListener, advance } = setup();
    expect(hasFocusListener()).toBe(false);
    const stop = store.subscribe(() => {});
    await store.refetch();
    expect(load).toHaveBeenCalledTimes(1);

    advance(4_999);
    focus();
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    focus();
    focus();
    expect(load).toHaveBeenCalledTimes(2);

    stop();
    expect(stopFocus).toHaveBeenCalledTimes(1);
    expect(hasFocusListener()).toBe(false);
  });

  it('keeps listening until the last subscriber leaves', () => {
    const { store, stopFocus } = setup();
    const stopA = store.subscribe(() => {});
    const stopB = store.subscribe(() => {});
    stopA();
    stopA();
    expect(stopFocus).not.toHaveBeenCalled();
    stopB();
    expect(stopFocus).toHaveBeenCalledTimes(1);
  });

  it('drops the answer of a load that started before revalidate()', async () => {
    const pending: Array<(result: ClientResult<SessionWithUser | null>) => void> = [];
    const load = vi.fn(
      () => new Promise<ClientResult<SessionWithUser | null>>((resolve) => pending.push(resolve)),
    );
    const store = createSessionStore(load, { subscribeToFocus: () => () => {} });
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().data));

    const stale = store.refetch();
    const fresh = store.revalidate();
    pending[0]!({ data: { stale: true } as never, error: null });
    await stale;
    expect(store.getSnapshot().isPending).toBe(true);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    pending[1]!({ data: null, error: null });
    await fresh;
    expect(seen).toEqual([null]);
    expect(store.getSnapshot()).toEqual({ data: null, isPending: false, error: null });
  });
});
