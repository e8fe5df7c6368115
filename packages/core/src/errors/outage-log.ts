import type { Logger } from '../utils/logger.js';
import { describeError } from './describe-error.js';

/**
 * Logs an outage once per burst instead of once per failed request: the first failure is
 * logged as an error (one line ending with the driver's error, see `describeError`), the ones after it only
 * counted, and the first success a second or more after the last failure is logged once more,
 * with the count and duration (at the edges of an outage, successes and failures interleave).
 * A failure after a minute without any starts a new burst, even if no success was seen.
 * Under load a database that is down fails thousands of requests a second; one line each would
 * bury everything else in the log.
 */
export interface OutageLog {
  /** Records a failure; logs only the first of a burst. */
  failed(error: unknown): void;
  /** Records a success; logs the end of a burst when one was going on. Cheap when none was. */
  succeeded(): void;
  /** True from a failure until the burst ended. */
  readonly down: boolean;
}

/** Failures further apart than this, in milliseconds, belong to separate bursts. */
const BURST_GAP_MS = 60_000;
/** A burst ends with a success at least this long after its last failure, in milliseconds. */
const SETTLE_MS = 1_000;

/**
 * Builds an {@link OutageLog} for one dependency: `dependency` names it in the log lines,
 * `meanwhile` says what Portcullis does until it is back.
 *
 * @example
 * const outage = createOutageLog(logger, 'The database', 'answering 503 SERVICE_UNAVAILABLE');
 * try { const rows = await query(); outage.succeeded(); } catch (error) { outage.failed(error); }
 */
export function createOutageLog(
  logger: Logger,
  dependency: string,
  meanwhile: string,
  now: () => number = Date.now,
): OutageLog {
  let since: number | undefined;
  let lastFailure = 0;
  let failures = 0;
  return {
    failed(error) {
      const at = now();
      const quiet = at - lastFailure > BURST_GAP_MS;
      lastFailure = at;
      failures++;
      if (since !== undefined && !quiet) return;
      since = at;
      failures = 1;
      // One line: the driver's error as its message and code (a pg error drags its whole client,
      // connection parameters included, into an object dump).
      logger.error(
        `${dependency} is unavailable: ${meanwhile} until it is back (further failures are counted, not logged): ${describeError(error)}`,
      );
    },
    succeeded() {
      if (since === undefined) return;
      const at = now();
      if (at - lastFailure < SETTLE_MS) return;
      const seconds = ((at - since) / 1000).toFixed(1);
      // At error level too: the default level shows only errors, and the end of an outage
      // belongs beside its start.
      logger.error(`${dependency} is available again after ${seconds} s and ${failures} failures`);
      since = undefined;
      failures = 0;
    },
    get down() {
      return since !== undefined;
    },
  };
}
