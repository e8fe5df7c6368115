/**
 * The progress line of `npm run bench`: which scenario runs, which load of how many, and an
 * estimate of the time left. Each load (one server, one run of one scenario) has a nominal
 * length (warm-up + duration, plus the storm's lead-in); the estimate scales the nominal
 * seconds still to come by how long the finished loads really took against their nominal
 * length, so server starts and seeding between scenarios, and slow storms, are counted once
 * they have been seen. Printed as
 * whole lines (no `\r`), so a log of the run stays readable.
 */

export interface ProgressItem {
  /** Nominal seconds of this load. */
  seconds: number;
}

export interface Progress {
  /** Announces the next load; `label` says which scenario, run and server. */
  begin(label: string, item: ProgressItem): void;
  /** Marks the load begun last as done. */
  end(): void;
}

const clock = (seconds: number) => {
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
};

/**
 * @param total - nominal seconds of every load planned, and how many loads.
 * @param log - prints one line.
 */
export function createProgress(
  total: { seconds: number; loads: number },
  log: (line: string) => void,
): Progress {
  let done = 0;
  let nominalDone = 0;
  let actualMs = 0;
  let current: { item: ProgressItem; since: number } | undefined;
  let lastEnd = 0;
  return {
    begin(label, item) {
      // Time since the last load ended (a server start, seeding between scenarios) counts
      // towards this one; the set-up before the first load does not (it is over).
      const now = performance.now();
      current = { item, since: done > 0 ? lastEnd : now };
      const left = total.seconds - nominalDone;
      const scale = nominalDone > 0 ? actualMs / 1000 / nominalDone : 1;
      log(`▶ ${label} — load ${done + 1} of ${total.loads}, about ${clock(left * scale)} left`);
    },
    end() {
      if (!current) return;
      lastEnd = performance.now();
      done++;
      nominalDone += current.item.seconds;
      actualMs += lastEnd - current.since;
      current = undefined;
    },
  };
}
