import type { CounterStore } from './counter-store.js';

/** Keys the memory store holds at most before it drops the oldest windows. */
export const MEMORY_STORE_MAX_KEYS = 100_000;

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Counters in a Map, for one process (the default storage). Expired windows are dropped when
 * the store fills up; if it is still full then, the oldest windows go first, so memory stays
 * bounded whatever the number of clients. Counts are exact (one event loop, no await between
 * read and write) but not shared with other processes.
 */
export function createMemoryCounterStore(maxKeys = MEMORY_STORE_MAX_KEYS): CounterStore {
  const windows = new Map<string, Window>();

  const makeRoom = (now: number) => {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    // Still full: drop the oldest tenth (Map order is insertion order, i.e. window start).
    if (windows.size < maxKeys) return;
    let drop = Math.max(1, Math.floor(maxKeys / 10));
    for (const key of windows.keys()) {
      if (drop-- <= 0) break;
      windows.delete(key);
    }
  };

  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        windows.delete(key);
        if (windows.size >= maxKeys) makeRoom(now);
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count++;
      return { count: window.count, resetAt: window.resetAt };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
