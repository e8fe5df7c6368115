import { describe, expect, it } from 'vitest';
import { createLogger } from '../utils/logger.js';
import { createOutageLog } from './outage-log.js';

describe('createOutageLog', () => {
  const setup = () => {
    const lines: string[] = [];
    let now = 0;
    const clock = {
      advance: (ms: number) => {
        now += ms;
      },
    };
    const logger = createLogger({ log: (_level, message) => lines.push(message) });
    const outage = createOutageLog(logger, 'The database', 'answering 503', () => now);
    return { lines, outage, clock };
  };

  it('logs the first failure of a burst and its end, not every failure', () => {
    const { lines, outage, clock } = setup();
    for (let i = 0; i < 1_000; i++) {
      outage.failed(new Error('ECONNREFUSED'));
      clock.advance(2);
    }
    expect(outage.down).toBe(true);
    outage.succeeded(); // 2 ms after the last failure: the edge of the outage, not its end
    expect(lines).toHaveLength(1);
    clock.advance(1_000);
    outage.succeeded();
    outage.succeeded();
    expect(outage.down).toBe(false);
    expect(lines).toEqual([
      'The database is unavailable: answering 503 until it is back (further failures are counted, not logged): ECONNREFUSED',
      'The database is available again after 3.0 s and 1000 failures',
    ]);
  });

  it('starts a new burst after a minute without failures, even without a success', () => {
    const { lines, outage, clock } = setup();
    outage.failed(new Error('first'));
    clock.advance(61_000);
    outage.failed(new Error('second'));
    expect(lines.filter((line) => line.includes('is unavailable'))).toHaveLength(2);
  });
});
