import type { ClientResult } from '@portcullis/core/client';
import { describe, expect, it } from 'vitest';
import { createAuditEventsStore } from './audit-events-store.js';
import { createQueryStore } from './query-store.js';

/** A request whose answer the test gives when it wants. */
function deferred<T>() {
  let resolve!: (value: ClientResult<T>) => void;
  const promise = new Promise<ClientResult<T>>((r) => {
    resolve = r;
  });
  return { promise, answer: (data: T) => resolve({ data, error: null }) };
}

const failure = { status: 403, code: 'FORBIDDEN', message: 'No' };

describe('createQueryStore', () => {
  it('keeps the last page while the next loads, and drops an answer that came too late', async () => {
    const store = createQueryStore<string>();
    const first = store.load('page:1', async () => ({ data: 'one', error: null }));
    expect(store.getSnapshot()).toMatchObject({ isPending: true, isFetching: true });
    await first;
    expect(store.getSnapshot()).toEqual({
      data: 'one',
      isPending: false,
      isFetching: false,
      error: null,
    });

    const slow = deferred<string>();
    const two = store.load('page:2', () => slow.promise);
    expect(store.getSnapshot()).toMatchObject({ data: 'one', isFetching: true });
    const three = store.load('page:3', async () => ({ data: 'three', error: null }));
    await three;
    slow.answer('two');
    await two;
    expect(store.getSnapshot().data).toBe('three');
  });

  it('asks once per key, clears another entity at once, and keeps data on a failed reload', async () => {
    const store = createQueryStore<string>();
    let calls = 0;
    const fetcher = async () => {
      calls++;
      return calls === 2
        ? { data: null, error: failure }
        : { data: `answer ${calls}`, error: null };
    };
    await store.load('user:a', fetcher);
    await store.load('user:a', fetcher);
    expect(calls).toBe(1);
    await store.refetch();
    expect(store.getSnapshot()).toMatchObject({ data: 'answer 1', error: failure });

    const other = deferred<string>();
    const pending = store.load('user:b', () => other.promise, false);
    expect(store.getSnapshot()).toMatchObject({ data: null, isPending: true, error: null });
    other.answer('b');
    await pending;
    expect(store.getSnapshot().data).toBe('b');
  });
});

describe('createAuditEventsStore', () => {
  const page = (ids: string[], nextCursor: string | null) => ({
    events: ids.map((id) => ({ id }) as never),
    nextCursor,
  });

  it('appends pages by cursor, and a new filter starts over', async () => {
    const store = createAuditEventsStore();
    const cursors: Array<string | undefined> = [];
    await store.load('all', async (cursor) => {
      cursors.push(cursor);
      return { data: cursor ? page(['c'], null) : page(['a', 'b'], 'b'), error: null };
    });
    expect(store.getSnapshot()).toMatchObject({ nextCursor: 'b', isPending: false });
    await store.loadMore();
    expect(store.getSnapshot().events?.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(store.getSnapshot().nextCursor).toBeNull();
    await store.loadMore(); // nothing more: no request
    expect(cursors).toEqual([undefined, 'b']);

    const slow = deferred<ReturnType<typeof page>>();
    const loading = store.load('type:lockout', () => slow.promise);
    expect(store.getSnapshot()).toMatchObject({ events: null, isPending: true });
    slow.answer(page(['z'], null));
    await loading;
    expect(store.getSnapshot().events?.map((e) => e.id)).toEqual(['z']);
  });

  it('drops a next page that answers after the filter changed', async () => {
    const store = createAuditEventsStore();
    const more = deferred<ReturnType<typeof page>>();
    await store.load('all', async (cursor) =>
      cursor ? more.promise : { data: page(['a'], 'a'), error: null },
    );
    const loadingMore = store.loadMore();
    expect(store.getSnapshot().isLoadingMore).toBe(true);
    await store.load('other', async () => ({ data: page(['x'], null), error: null }));
    more.answer(page(['stale'], null));
    await loadingMore;
    expect(store.getSnapshot().events?.map((e) => e.id)).toEqual(['x']);
  });
});
