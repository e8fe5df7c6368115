/**
 * One benchmark server as a child process on a free loopback port, and what the harness reads
 * of it from `/proc`: peak resident memory (resettable, so each scenario gets its own peak) and
 * CPU time of all its threads (the libuv pool's scrypt work included).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { ServerKind } from './build.js';

export interface Server {
  kind: ServerKind;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** `node` arguments that run the server (see build.ts). */
  argv: string[];
  /** SQLite file or `postgres://` URL; empty for the bare server. */
  database: string;
  cookieCache?: boolean;
  /** Run migrations first (off for a second server on an already migrated database). */
  migrate?: boolean;
  /** Write a `--cpu-prof` profile into this directory when the server exits. */
  cpuProfDir?: string;
  /** Extra `node` flags before the server's own arguments (e.g. V8 heap flags, an experiment). */
  nodeFlags?: string[];
  cwd: string;
  /** Extra environment for the server (e.g. `BENCH_AUDIT_LOG`, see servers/portcullis.ts). */
  env?: Record<string, string>;
}

const children = new Set<ChildProcess>();

/** Kills every server still running (on the way out, whatever happened). */
export function killAll(): void {
  for (const child of children) child.kill('SIGKILL');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a server and resolves once it printed `ready` (60 s at most). */
export async function startServer(kind: ServerKind, options: StartOptions): Promise<Server> {
  const port = await freePort();
  // `--expose-gc` only lets the harness ask for a full collection (`/__bench/memory?gc=1`) once
  // a hashing scenario is over; V8 collects as it would without it.
  const flags = [
    '--expose-gc',
    ...(options.cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProfDir] : []),
    ...(options.nodeFlags ?? []),
  ];
  const child = spawn(process.execPath, [...flags, ...options.argv], {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BENCH_PORT: String(port),
      BENCH_DATABASE: options.database,
      BENCH_COOKIE_CACHE: options.cookieCache ? '1' : '0',
      BENCH_MIGRATE: options.migrate === false ? '0' : '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      children.delete(child);
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind} did not start in 60 s`)), 60_000);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`${kind} exited early (${code})`)));
  });
  return {
    kind,
    port,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Peak resident set (`VmHWM`) of a process since it started or since {@link resetPeakRss}, MB. */
export function peakRssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Resident set (`VmRSS`) of a process now, MB. */
export function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Restarts a process's peak-RSS count from its current RSS (Linux `clear_refs` 5). False when
 * the kernel refuses, in which case peaks stay cumulative.
 */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

const TICKS_PER_SECOND = 100;

/** CPU time (user + system, all threads) a process has used so far, in ms. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at "state" (field 3).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** CPU time the whole machine spent busy (all cores, all processes) so far, in ms. */
export function machineBusyMs(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [, user, nice, system, , , irq, softirq] = line.trim().split(/\s+/).map(Number);
  const ticks = [user, nice, system, irq, softirq].reduce<number>((sum, v) => sum + (v ?? 0), 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * Time all threads of a process have spent running on a CPU, and runnable but waiting for one
 * (the scheduler's run-queue delay), so far, in ms, from `/proc/<pid>/task/<tid>/schedstat`. A
 * server whose threads wait a lot is crowded out by other work on the machine.
 */
export function schedMs(pid: number): { run: number; wait: number } {
  let run = 0;
  let wait = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const [ran, waited] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8')
        .trim()
        .split(' ')
        .map(Number);
      run += (ran ?? 0) / 1e6;
      wait += (waited ?? 0) / 1e6;
    } catch {
      // The thread ended in between.
    }
  }
  return { run, wait };
}
