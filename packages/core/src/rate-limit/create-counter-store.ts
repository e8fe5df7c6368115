import type { DatabaseAdapter } from '../db/adapter.js';
import type { SecondaryStorage } from '../storage/secondary-storage.js';
import type { Logger } from '../utils/logger.js';
import type { CounterStore } from './counter-store.js';
import { createDatabaseCounterStore } from './database-counter-store.js';
import { createFailoverCounterStore } from './failover-counter-store.js';
import { createMemoryCounterStore } from './memory-counter-store.js';
import type { RateLimitRule, ResolvedRateLimitOptions } from './rate-limit-options.js';
import { BUILT_IN_RULES } from './rules.js';
import { createSecondaryCounterStore } from './secondary-counter-store.js';

/**
 * The counter store `rateLimit.storage` names, built once per instance and shared by the rate
 * limiter and the account lockout. Secondary-storage counters fail over to the database's, or
 * fail closed, by `rateLimit.storageFallback`; `secondaryStorage` should be guarded (see
 * `guardStorage`) so that a storage that hangs fails in time.
 */
export function createCounterStore(
  options: ResolvedRateLimitOptions,
  deps: {
    adapter: DatabaseAdapter;
    secondaryStorage: SecondaryStorage | undefined;
    pluginRules: readonly RateLimitRule[];
    logger: Logger;
  },
): CounterStore {
  const databaseCounters = () => {
    // The longest window any counter can have: older rows are finished and can go.
    const windows = [
      options.window,
      options.accountLockout.window,
      ...BUILT_IN_RULES.map((rule) => rule.window),
      ...deps.pluginRules.map((rule) => rule.window),
      ...Object.values(options.customRules).map((rule) => (rule ? rule.window : 0)),
    ];
    return createDatabaseCounterStore(deps.adapter, {
      maxWindowMs: Math.max(...windows) * 1000,
      logger: deps.logger,
    });
  };
  switch (options.storage) {
    case 'database':
      return databaseCounters();
    case 'secondary-storage':
      return createFailoverCounterStore(
        createSecondaryCounterStore(deps.secondaryStorage!),
        options.storageFallback === 'database' ? databaseCounters() : undefined,
      );
    default:
      return createMemoryCounterStore();
  }
}

/** True when the counters may live in the database's `rateLimit` table (it is then migrated). */
export const usesDatabaseCounters = (options: ResolvedRateLimitOptions): boolean =>
  options.storage === 'database' ||
  (options.storage === 'secondary-storage' && options.storageFallback === 'database');
