import { type AuthContext, runAfterResponse } from '../../plugin/index.js';

/** Sweeps between which expired keys are left alone, in milliseconds (Better Auth's 10 s). */
const SWEEP_INTERVAL_MS = 10_000;

/**
 * Deletes expired keys after the response, at most once every 10 seconds per instance, as the
 * routes of Better Auth 1.2.7 do on each call. Never awaited on the request path.
 */
export function createExpiredKeySweeper() {
  let lastSweep = 0;
  return (context: AuthContext): void => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    runAfterResponse(context, () =>
      context.adapter.deleteMany({
        model: 'apikey',
        where: [{ field: 'expiresAt', operator: 'lt', value: new Date(now) }],
      }),
    );
  };
}

/** What {@link createExpiredKeySweeper} returns. */
export type ExpiredKeySweeper = ReturnType<typeof createExpiredKeySweeper>;
