/**
 * `/ok` never waits on Redis or the database (docs/deployment.md, Health checks): it is never
 * rate-limited, so no counter is read or written for it. Storage here hangs forever once armed;
 * each request races a promise that settles on the first storage call, so a probe that touched
 * storage fails at once instead of after a timeout, and no timing threshold is involved.
 */
import { describe, expect, it } from 'vitest';
import type { SecondaryStorage } from '../../src/index.js';
import { fromIp, limitedAuth, statuses } from './helpers.js';

/** Storage calls that never settle once `arm()` is called; `touched` settles on the first. */
function hangingStorage() {
  let armed = false;
  let touch!: (what: string) => void;
  const touched = new Promise<string>((resolve) => {
    touch = resolve;
  });
  const hang =
    <T>(name: string, real: (...args: any[]) => Promise<T>) =>
    (...args: any[]): Promise<T> => {
      if (!armed) return real(...args);
      touch(`storage called: ${name}`);
      return new Promise<T>(() => {});
    };
  const arm = () => {
    armed = true;
  };
  return { arm, touched, hang };
}

/** The status of `GET /ok`, or what storage it touched first. */
const probe = async (get: (path: string) => Promise<Response>, touched: Promise<string>) =>
  Promise.race([get('/ok').then((response) => response.status), touched]);

describe('/ok is never rate-limited and touches no storage', () => {
  it('answers 200 while every secondary-storage call hangs', async () => {
    const storage = hangingStorage();
    const entries = new Map<string, string>();
    const secondaryStorage: SecondaryStorage = {
      get: storage.hang('get', async (key) => entries.get(key) ?? null),
      set: storage.hang('set', async (key, value) => entries.set(key, value)),
      delete: storage.hang('delete', async (key) => entries.delete(key)),
      increment: storage.hang('increment', async () => ({ value: 1, ttlMs: 10_000 })),
    };
    const { get } = await limitedAuth({
      secondaryStorage,
      // A hung call would otherwise end after this long: an hour, far past any test timeout.
      advanced: { secondaryStorage: { timeoutMs: 3_600_000 } },
      rateLimit: { storage: 'secondary-storage' },
    });
    storage.arm();
    expect(await probe(get, storage.touched)).toBe(200);
  });

  it('answers 200 while every database call hangs, with database counters', async () => {
    const storage = hangingStorage();
    const { auth, get } = await limitedAuth({ rateLimit: { storage: 'database' } });
    const adapter = auth.$context.adapter as unknown as Record<string, unknown>;
    for (const [name, value] of Object.entries(adapter)) {
      if (typeof value === 'function') adapter[name] = storage.hang(name, value.bind(adapter));
    }
    storage.arm();
    expect(await probe(get, storage.touched)).toBe(200);
  });

  it('is not limited by a catch-all custom rule or a plugin rule', async () => {
    const { get } = await limitedAuth({
      rateLimit: { customRules: { '/*': { window: 60, max: 1 }, '/ok': { window: 60, max: 1 } } },
      plugins: [{ id: 'greedy', rateLimit: [{ path: () => true, window: 60, max: 1 }] }],
    });
    const ip = fromIp('192.0.2.80');
    expect(await statuses(5, () => get('/ok', ip))).toEqual([200, 200, 200, 200, 200]);
    // The catch-all still applies to every other route.
    expect(await statuses(2, () => get('/error', ip))).toEqual([200, 429]);
  });
});
