import * as os from 'node:os';

/** libuv's thread-pool size when `UV_THREADPOOL_SIZE` is unset. */
const DEFAULT_THREADPOOL_SIZE = 4;
/** libuv's upper bound on `UV_THREADPOOL_SIZE`. */
const MAX_THREADPOOL_SIZE = 1024;

/**
 * How many password hashes may run at once by default: one per core the process may use
 * (`os.availableParallelism()`, else the number of `os.cpus()`, else 1), but never the whole
 * libuv thread pool (`UV_THREADPOOL_SIZE`, default 4), so one thread stays free for file-system,
 * DNS and other crypto work. On 2 cores with the default pool this is 2; on 8 cores it is 3.
 *
 * Hashing is CPU-bound: more hashes in flight than cores adds no throughput, only latency (each
 * waits its turn on a core) and memory (scrypt holds 32 MiB per hash while it runs).
 *
 * @param env - where `UV_THREADPOOL_SIZE` is read. Default: `process.env`.
 * @returns a positive integer.
 */
export function defaultHashConcurrency(
  env: Record<string, string | undefined> = readEnv(),
): number {
  const cores =
    typeof os.availableParallelism === 'function'
      ? os.availableParallelism()
      : os.cpus?.().length || 1;
  const configuredPool = Number(env.UV_THREADPOOL_SIZE);
  const pool =
    Number.isInteger(configuredPool) && configuredPool > 0
      ? Math.min(configuredPool, MAX_THREADPOOL_SIZE)
      : DEFAULT_THREADPOOL_SIZE;
  return Math.max(1, Math.min(cores, pool - 1));
}

function readEnv(): Record<string, string | undefined> {
  return typeof process === 'object' && process?.env ? process.env : {};
}
