/**
 * A counting semaphore: at most `limit` tasks run at once, the others wait their turn in arrival
 * (FIFO) order. A full semaphore never rejects; it queues.
 */
export interface Semaphore {
  /** The most tasks running at once. */
  readonly limit: number;
  /** Tasks running now (at most `limit`). */
  readonly active: number;
  /** Tasks queued behind them. */
  readonly waiting: number;
  /**
   * Runs `task` once a slot is free and settles as it does. The slot is released when the
   * task settles, whether it resolved or threw, and handed straight to the oldest waiter.
   */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * Creates a {@link Semaphore} of `limit` slots.
 *
 * @param limit - the most tasks running at once: a positive integer.
 * @throws RangeError when `limit` is not a positive integer.
 * @example
 * const hashes = createSemaphore(2);
 * const key = await hashes.run(() => deriveKey(password, salt));
 */
export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`Semaphore limit must be a positive integer, got ${limit}`);
  }
  let active = 0;
  const queue: (() => void)[] = [];

  const acquire = (): Promise<void> | undefined => {
    // Only a free slot with nobody waiting is taken at once: a newcomer never jumps the queue.
    if (active < limit && queue.length === 0) {
      active++;
      return undefined;
    }
    return new Promise<void>((resolve) => queue.push(resolve));
  };
  const release = () => {
    const next = queue.shift();
    // The slot passes to the next waiter as is, so `active` does not change.
    if (next) next();
    else active--;
  };

  return {
    limit,
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run(task) {
      const wait = acquire();
      if (wait) await wait;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
