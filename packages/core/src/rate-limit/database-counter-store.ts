import { type DatabaseAdapter, UniqueConstraintError } from '../db/adapter.js';
import type { Logger } from '../utils/logger.js';
import type { CounterStore } from './counter-store.js';

/** The logical model of the counters (its table name comes from `rateLimit.modelName`). */
const MODEL = 'rateLimit';
/** Attempts of the compare-and-set fallback before it gives up on a very contended key. */
const MAX_CAS_ATTEMPTS = 50;
/** At most one sweep of expired rows per this many milliseconds and process. */
const SWEEP_INTERVAL_MS = 60_000;

/** Options of {@link createDatabaseCounterStore}. */
export interface DatabaseCounterStoreOptions {
  /** Rows whose window started longer ago than this (ms) are deleted by the periodic sweep. */
  maxWindowMs: number;
  logger: Logger;
}

/**
 * Counters in the `rateLimit` table, shared by every app instance on the database. Each hit is
 * one atomic statement (`DatabaseAdapter.incrementRateLimit`: an upsert, see
 * db/kysely/increment-rate-limit.ts), so concurrent requests never lose a count; adapters
 * without it get an optimistic compare-and-set loop (update only if the row is still as read)
 * that is just as exact, at the price of retries under contention. Rows of finished windows
 * are deleted in the background, at most once a minute per process.
 */
export function createDatabaseCounterStore(
  adapter: DatabaseAdapter,
  options: DatabaseCounterStoreOptions,
): CounterStore {
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    adapter
      .deleteMany({
        model: MODEL,
        where: [{ field: 'lastRequest', operator: 'lt', value: now - options.maxWindowMs }],
      })
      .catch((error: unknown) => options.logger.error('Rate-limit cleanup failed', error));
  };

  return {
    async hit(key, windowMs) {
      const now = Date.now();
      sweep(now);
      const row = adapter.incrementRateLimit
        ? await adapter.incrementRateLimit({ model: MODEL, key, now, windowMs })
        : await compareAndSet(adapter, key, now, windowMs);
      return { count: row.count, resetAt: row.lastRequest + windowMs };
    },
    async reset(key) {
      await adapter.delete({ model: MODEL, where: [{ field: 'key', value: key }] });
    },
  };
}

interface CounterRow {
  id: string;
  count: number;
  lastRequest: number;
}

async function compareAndSet(
  adapter: DatabaseAdapter,
  key: string,
  now: number,
  windowMs: number,
): Promise<{ count: number; lastRequest: number }> {
  for (let attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
    const row = await adapter.findOne<CounterRow>({
      model: MODEL,
      where: [{ field: 'key', value: key }],
    });
    if (!row) {
      try {
        await adapter.create({ model: MODEL, data: { key, count: 1, lastRequest: now } });
        return { count: 1, lastRequest: now };
      } catch (error) {
        if (error instanceof UniqueConstraintError) continue; // someone else created it first
        throw error;
      }
    }
    const expired = row.lastRequest + windowMs <= now;
    const next = expired
      ? { count: 1, lastRequest: now }
      : { count: row.count + 1, lastRequest: row.lastRequest };
    const updated = await adapter.updateMany({
      model: MODEL,
      where: [
        { field: 'id', value: row.id },
        { field: 'count', value: row.count },
        { field: 'lastRequest', value: row.lastRequest },
      ],
      update: next,
    });
    if (updated === 1) return next;
  }
  throw new Error(`[portcullis] rate-limit counter "${key}" is too contended to update`);
}
