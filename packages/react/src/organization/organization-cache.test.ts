import type { ClientResult } from '@portcullis/core/client';
import { describe, expect, it, vi } from 'vitest';
import { createOrganizationCache } from './organization-cache.js';

/** A fetcher that counts its calls and answers with the call number. */
function counter() {
  let calls = 0;
  const fetcher = vi.fn(
    async (): Promise<ClientResult<number>> => ({ data: ++calls, error: null }),
  );
  return fetcher;
}

describe('OrganizationCache.retire', () => {
  it('does not reload a retired entry, which keeps its snapshot while shown', async () => {
    const cache = createOrganizationCache();
    const fetcher = counter();
    const invitation = cache.entry('invitation:u1:i1', fetcher);
    const unsubscribe = invitation.subscribe(() => {});
    await invitation.load();
    cache.retire('invitation:u1:i1');
    await cache.invalidate();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(invitation.getSnapshot()).toEqual({ data: 1, isPending: false, error: null });
    // Still shown: the same entry, not a fresh one that would load again.
    expect(cache.entry('invitation:u1:i1', fetcher)).toBe(invitation);
    unsubscribe();
  });

  it('forgets a retired entry once nothing shows it, so a later mount asks afresh', async () => {
    const cache = createOrganizationCache();
    const fetcher = counter();
    const first = cache.entry('k', fetcher);
    const unsubscribe = first.subscribe(() => {});
    await first.load();
    cache.retire('k');
    unsubscribe();
    const second = cache.entry('k', fetcher);
    expect(second).not.toBe(first);
    await second.load();
    expect(second.getSnapshot().data).toBe(2);
  });

  it('forgets at once a retired entry nothing shows', () => {
    const cache = createOrganizationCache();
    const fetcher = counter();
    const entry = cache.entry('k', fetcher);
    cache.retire('k');
    expect(cache.entry('k', fetcher)).not.toBe(entry);
    cache.retire('unknown');
  });
});
