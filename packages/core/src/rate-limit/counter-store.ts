/** What counting one hit answers. */
export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends, in epoch milliseconds. */
  resetAt: number;
}

/**
 * Fixed-window hit counters, the storage behind rate limits and account lockout. A window
 * starts at the first hit on a key and lasts `windowMs`; the first hit after it starts a new
 * one at count 1 (SPEC §4: counters reset once the window passes).
 */
export interface CounterStore {
  /** Counts one hit on `key`; `windowMs` is the window length in milliseconds. */
  hit(key: string, windowMs: number): Promise<CounterHit>;
  /** Forgets `key`, so its next hit starts a new window. */
  reset(key: string): Promise<void>;
}
