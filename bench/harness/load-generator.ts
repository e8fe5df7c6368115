/**
 * Drives one load against a server: `wrk` (one thread, `bench/load.lua`) when installed, else
 * `bench/load.ts` in a separate Node process. Every load is bounded: a fixed warm-up, a fixed
 * measured duration, a 10 s request timeout, and a kill 15 s after it should have ended.
 */
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { PASSWORD } from './http.js';

export interface Load {
  port: number;
  connections: number;
  /** Seconds measured, after `warmup` seconds discarded. */
  duration: number;
  warmup: number;
  cookie?: string;
  /** `static` replays a GET /get-session; the others POST sign-ins or fresh sign-ups. */
  mode?: 'static' | 'signin' | 'signup';
  /** A unique prefix for sign-up emails. */
  prefix?: string;
  /** Path and query of `static` requests (default `/api/auth/get-session`). */
  path?: string;
}

export interface Result {
  /** Successful answers per second. */
  rps: number;
  /** Latency percentiles, ms (p90 is absent from results recorded before it was measured). */
  p50: number;
  p90?: number;
  p99: number;
  errors: number;
}

export interface LoadGenerator {
  /** `wrk` or `node`. */
  name: 'wrk' | 'node';
  run(load: Load): Promise<Result>;
}

const DEFAULT_PATH = '/api/auth/get-session';

function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its usage and exits 1 for --version; only a missing binary is ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

function runProcess(command: string, argv: string[], cwd: string, limitMs: number) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, argv, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.once('error', reject);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(out);
    });
  });
}

function parse(out: string): Result {
  const line = out.split('\n').find((l) => l.startsWith('BENCH_JSON '));
  if (!line) throw new Error(`load generator gave no result:\n${out}`);
  const r = JSON.parse(line.slice('BENCH_JSON '.length)) as {
    requests: number;
    durationUs: number;
    p50Us: number;
    p90Us: number;
    p99Us: number;
    errors: number;
  };
  return {
    rps: (r.requests - r.errors) / (r.durationUs / 1e6),
    p50: r.p50Us / 1000,
    p90: r.p90Us / 1000,
    p99: r.p99Us / 1000,
    errors: r.errors,
  };
}

/**
 * Picks the load generator: `auto` is wrk when installed, else Node.
 *
 * @param users - how many seeded users sign-in loads cycle through.
 */
export function createLoadGenerator(
  choice: 'auto' | 'wrk' | 'node',
  benchDir: string,
  users: number,
): LoadGenerator {
  const useWrk = choice === 'wrk' || (choice === 'auto' && hasWrk());

  async function wrk(load: Load, seconds: number, prefix: string): Promise<Result> {
    const mode = load.mode ?? 'static';
    const headers = [
      ...(load.cookie ? ['-H', `Cookie: ${load.cookie}`] : []),
      ...(mode !== 'static'
        ? ['-H', 'Content-Type: application/json', '-H', `Origin: http://127.0.0.1:${load.port}`]
        : []),
    ];
    const scriptArgs =
      mode === 'signin' ? [String(users), PASSWORD] : mode === 'signup' ? [prefix, PASSWORD] : [];
    const out = await runProcess(
      'wrk',
      [
        '-t1',
        `-c${load.connections}`,
        `-d${seconds}s`,
        '--timeout',
        '10s',
        '-s',
        join(benchDir, 'load.lua'),
        ...headers,
        `http://127.0.0.1:${load.port}${load.path ?? DEFAULT_PATH}`,
        '--',
        mode,
        ...scriptArgs,
      ],
      benchDir,
      (seconds + 15) * 1000,
    );
    return parse(out);
  }

  async function node(load: Load): Promise<Result> {
    const mode = load.mode ?? 'static';
    const prefix = load.prefix ?? 'x';
    const out = await runProcess(
      process.execPath,
      [
        '--import',
        'tsx',
        join(benchDir, 'load.ts'),
        '--port',
        String(load.port),
        '--path',
        load.path ?? DEFAULT_PATH,
        '--connections',
        String(load.connections),
        '--duration',
        String(load.duration),
        '--warmup',
        String(load.warmup),
        '--mode',
        mode,
        ...(load.cookie ? ['--header', `cookie: ${load.cookie}`] : []),
        ...(mode !== 'static'
          ? [
              '--header',
              'content-type: application/json',
              '--header',
              `origin: http://127.0.0.1:${load.port}`,
            ]
          : []),
        ...(mode === 'signin' ? ['--arg', String(users), '--arg', PASSWORD] : []),
        ...(mode === 'signup' ? ['--arg', prefix, '--arg', PASSWORD] : []),
      ],
      benchDir,
      (load.warmup + load.duration + 20) * 1000,
    );
    return parse(out);
  }

  return {
    name: useWrk ? 'wrk' : 'node',
    async run(load) {
      if (!useWrk) return node(load);
      const prefix = load.prefix ?? 'x';
      if (load.warmup > 0) await wrk(load, load.warmup, `${prefix}w`);
      return wrk(load, load.duration, prefix);
    },
  };
}

/** The median of a list (the upper one of an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Per-field medians of several runs; errors are summed. */
export function medianResult(results: Result[]): Result {
  return {
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p90: median(results.map((r) => r.p90 ?? 0)) || undefined,
    p99: median(results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}
