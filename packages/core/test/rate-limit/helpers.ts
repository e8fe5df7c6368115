import { afterEach, vi } from 'vitest';
import type { LogLevel } from '../../src/index.js';
import { createTestAuth } from '../helpers.js';

type Overrides = Parameters<typeof createTestAuth>[0];

/**
 * A test instance with rate limiting on, behind one trusted proxy (so `fromIp` picks the
 * client), and a log sink the test can read.
 */
export async function limitedAuth(overrides: Overrides = {}) {
  const logs: Array<{ level: LogLevel; message: string }> = [];
  const instance = await createTestAuth({
    logger: { level: 'warn', log: (level, message) => logs.push({ level, message }) },
    ...overrides,
    rateLimit: { enabled: true, ...overrides?.rateLimit },
    advanced: {
      ...overrides?.advanced,
      ipAddress: { trustedProxies: 1, ...overrides?.advanced?.ipAddress },
    },
  });
  return { ...instance, logs };
}

/** Headers of a request that the trusted proxy forwarded for `ip`. */
export const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });

/** Freezes `Date` (only), so windows pass exactly when the test says so. */
export function useFakeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
  afterEach(() => {
    vi.useRealTimers();
  });
  return { advance: (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000) };
}

/** The statuses of `count` sequential calls of `send`. */
export async function statuses(count: number, send: () => Promise<Response>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await send()).status);
  return out;
}
