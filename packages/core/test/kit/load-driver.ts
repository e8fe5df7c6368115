/** One request of a {@link runLoad} run. */
export interface LoadSample {
  label: string;
  startedAt: number;
  finishedAt: number;
  status: number;
  body: string;
  retryAfter: string | null;
}

/** What {@link runLoad} hands back: the samples so far, and `stop()` to end the run. */
export interface LoadRun {
  readonly samples: LoadSample[];
  /** Stops issuing requests and waits for those in flight. */
  stop(): Promise<LoadSample[]>;
}

/**
 * Keeps `workers` loops of requests going until stopped: each loop calls the next of
 * `requests` (round robin) as soon as the previous one answered. Every answer is recorded with
 * its timing, status, body and `Retry-After`.
 *
 * @example
 * const load = runLoad(20, [['get-session', () => get('/get-session', { cookie })]]);
 */
export function runLoad(
  workers: number,
  requests: ReadonlyArray<readonly [label: string, send: () => Promise<Response>]>,
): LoadRun {
  const samples: LoadSample[] = [];
  let running = true;
  const loop = async (offset: number) => {
    for (let i = offset; running; i++) {
      const [label, send] = requests[i % requests.length]!;
      const startedAt = performance.now();
      const response = await send();
      const body = await response.text();
      samples.push({
        label,
        startedAt,
        finishedAt: performance.now(),
        status: response.status,
        body,
        retryAfter: response.headers.get('retry-after'),
      });
    }
  };
  const loops = Array.from({ length: workers }, (_, i) => loop(i));
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}

/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
