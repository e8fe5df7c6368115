/**
 * The scrypt limit: the most password hashes per second the machine's cores allow, against
 * which sign-in (one verification each) and sign-up (one hash each) throughput is judged. It is
 * measured in the harness process, before any load, with each library's own hasher:
 *
 * - `single`: the definition, cores ÷ the median wall time of one hash alone;
 * - `parallel`: hashes per second with one hash per core in flight (what the cores really
 *   deliver, memory bandwidth and page faults of parallel 32 MiB buffers included);
 * - `cpuMs`: CPU time (user + system) one hash costs, which noise from other processes on the
 *   machine barely moves.
 */
export interface ScryptLimit {
  /** Median wall time of one hash alone, ms. */
  singleMs: number;
  /** Cores ÷ `singleMs`, hashes/s: the limit. */
  single: number;
  /** Hashes/s with `cores` hashes in flight. */
  parallel: number;
  /** CPU time per hash (all threads of this process), ms. */
  cpuMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** Measures the limit of `hash` on `cores` cores: 5 single hashes, then 4 rounds of `cores`. */
export async function measureScryptLimit(
  hash: (password: string) => Promise<unknown>,
  cores: number,
  password: string,
): Promise<ScryptLimit> {
  await hash(password);
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await hash(password);
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const singleMs = median(times);

  const rounds = 4;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: cores }, async () => {
      for (let i = 0; i < rounds; i++) await hash(password);
    }),
  );
  const parallel = (cores * rounds) / ((performance.now() - started) / 1000);
  return {
    singleMs,
    single: (cores / singleMs) * 1000,
    parallel,
    cpuMs: (cpu.user + cpu.system) / 1000 / 5,
  };
}
