/**
 * scrypt on this machine, at 1, 2, … hashes in flight: throughput, latency, CPU time and page
 * faults per hash, and peak RSS. It shows what the sign-in and sign-up scenarios of
 * `bench/run.ts` can reach at best, and how concurrency beyond the cores (the libuv pool runs up
 * to 4 at once by default) changes throughput and memory. Hashes go straight to node:crypto
 * with Portcullis's parameters (N 16384, r 16, p 1, 64-byte key), so no semaphore is involved.
 *
 *   npx tsx bench/scrypt.ts                       # levels 1,2,3,4,8; 16 hashes per level
 *   npx tsx bench/scrypt.ts --levels 1,2,4 --hashes 24 --rounds 3
 *
 * Each level runs `--rounds` times, interleaved with the other levels; the table shows medians.
 */
import { scrypt } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { SCRYPT_PARAMS } from '../packages/core/src/index.js';
import { listArg, numberArg } from './harness/args.js';

const { values: args } = parseArgs({
  options: {
    levels: { type: 'string', default: '1,2,3,4,8' },
    hashes: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '3' },
  },
});
const levels = listArg(args.levels).map((level) => numberArg('levels', level, 1, 64));
const hashes = numberArg('hashes', args.hashes, 1, 200);
const rounds = numberArg('rounds', args.rounds, 1, 9);
const { N, r, p, dkLen } = SCRYPT_PARAMS;
const maxmem = 128 * N * r * 2;

const one = () =>
  new Promise<void>((resolve, reject) =>
    scrypt(
      'bench-pass-1234',
      '0123456789abcdef0123456789abcdef',
      dkLen,
      { N, r, p, maxmem },
      (e) => (e ? reject(e) : resolve()),
    ),
  );

function machineBusyTicks(): { busy: number; all: number } {
  const v = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const all = v.reduce((a, b) => a + b, 0);
  return { busy: all - (v[3] ?? 0) - (v[4] ?? 0), all };
}

function peakRssMB(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

interface Sample {
  rate: number;
  latencyMs: number;
  cpuMs: number;
  faults: number;
  peakMB: number;
  machine: number;
}

async function level(inFlight: number): Promise<Sample> {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // Peaks then stay cumulative.
  }
  const cpu = process.cpuUsage();
  const faults = process.resourceUsage().minorPageFault;
  const machine = machineBusyTicks();
  const started = performance.now();
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < hashes) {
        next++;
        const t = performance.now();
        await one();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const after = machineBusyTicks();
  latencies.sort((a, b) => a - b);
  return {
    rate: (hashes / wall) * 1000,
    latencyMs: latencies[latencies.length >> 1] ?? 0,
    cpuMs: (used.user + used.system) / 1000 / hashes,
    faults: (process.resourceUsage().minorPageFault - faults) / hashes,
    peakMB: peakRssMB(),
    machine: ((after.busy - machine.busy) / (after.all - machine.all)) * availableParallelism(),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
await one();
const samples = new Map<number, Sample[]>(levels.map((l) => [l, []]));
for (let round = 0; round < rounds; round++) {
  for (const l of round % 2 ? [...levels].reverse() : levels) samples.get(l)?.push(await level(l));
}
const cores = availableParallelism();
console.log(
  `scrypt N=${N} r=${r} p=${p} on ${cores} cores, UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}; ${hashes} hashes per level, median of ${rounds} rounds\n`,
);
console.log(
  '| In flight | Hashes/s | Latency p50 | CPU per hash | Page faults per hash | Peak RSS | Machine busy (cores) |',
);
console.log('| -: | -: | -: | -: | -: | -: | -: |');
for (const [l, s] of samples) {
  const m = (f: (x: Sample) => number) => median(s.map(f));
  console.log(
    `| ${l} | ${m((x) => x.rate).toFixed(2)} | ${m((x) => x.latencyMs).toFixed(0)} ms | ${m((x) => x.cpuMs).toFixed(0)} ms | ${m((x) => x.faults).toFixed(0)} | ${m((x) => x.peakMB).toFixed(0)} MB | ${m((x) => x.machine).toFixed(2)} |`,
  );
}
