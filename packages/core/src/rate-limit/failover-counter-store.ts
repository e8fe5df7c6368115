import { ServiceUnavailableError } from '../errors/service-unavailable.js';
import type { CounterStore } from './counter-store.js';

/**
 * Counters in `primary` (the secondary storage) that move to `fallback` (the database) for each
 * hit the primary fails to count — an error, or no answer in time (the storage is guarded: see
 * `guardStorage`) — or, without a fallback, refuse the request with 503 (fail closed). Hits
 * counted in the fallback during an outage are not carried back: for one window after the
 * storage returns, a client may get up to twice its limit.
 *
 * @throws ServiceUnavailableError (503, `Retry-After`) from `hit` and `reset` when the primary
 *   fails and there is no fallback.
 * @example
 * const counters = createFailoverCounterStore(createSecondaryCounterStore(storage), databaseCounters);
 */
export function createFailoverCounterStore(
  primary: CounterStore,
  fallback: CounterStore | undefined,
): CounterStore {
  // Once the fallback has counted something, a reset (a right password clearing the lockout)
  // clears both stores: a count left in the fallback would come back at the next outage.
  let fallbackUsed = false;
  const failOver = (error: unknown): CounterStore => {
    if (!fallback) throw new ServiceUnavailableError('secondary-storage', error);
    fallbackUsed = true;
    return fallback;
  };
  return {
    async hit(key, windowMs) {
      try {
        return await primary.hit(key, windowMs);
      } catch (error) {
        return failOver(error).hit(key, windowMs);
      }
    },
    async reset(key) {
      try {
        await primary.reset(key);
      } catch (error) {
        await failOver(error).reset(key);
        return;
      }
      if (fallbackUsed) await fallback?.reset(key);
    },
  };
}
