/**
 * Runs one scenario against a pair of servers (and the bare one for the ceiling): `runs` runs
 * each, interleaved library by library with the first one alternating, a storm beside the load
 * when the scenario has one. Besides each load's answers it records how many cores the server
 * and the whole machine kept busy (so noise from other work shows), and the server's peak RSS
 * during the scenario.
 */
import { type MemoryUsage, serverMemory } from './http.js';
import type { Load, LoadGenerator, Result } from './load-generator.js';
import type { Progress } from './progress.js';
import { type RssSample, sampleRss } from './rss-sampler.js';
import {
  HASHING_CONNECTIONS,
  hashes,
  LABEL,
  LIBRARIES,
  type Library,
  type Scenario,
} from './scenarios.js';
import {
  cpuMs,
  machineBusyMs,
  peakRssMB,
  resetPeakRss,
  type Server,
  schedMs,
} from './server-process.js';

export interface ScenarioMeasurement {
  results: Record<Library | 'bare', Result[]>;
  /** The storm's own results (sign-ins or sign-ups per second over its whole length). */
  storms: Record<Library, Result[]>;
  /** Cores the server process kept busy during each load (all its threads), warm-up included. */
  serverCores: Record<Library, number[]>;
  /**
   * Cores' worth of time the server's threads were runnable but waiting for a CPU (0 when the
   * machine had a core free for every thread that wanted one).
   */
  serverWaitCores: Record<Library, number[]>;
  /** Cores the whole machine kept busy meanwhile (server, load generator and anything else). */
  machineCores: Record<Library, number[]>;
  /** The server's peak RSS during this scenario, MB (cumulative if the kernel cannot reset it). */
  peakRss: Record<Library, number>;
  /**
   * For the hashing scenarios ((c)–(f)): the server's RSS every 200 ms during each run's load
   * (the storm's lead-in included), one series per run.
   */
  rssSeries?: Record<Library, RssSample[][]>;
  /**
   * What the server's memory was made of at its highest RSS during the scenario, as it sampled
   * itself (`process.memoryUsage()` every 200 ms; see servers/common.ts).
   */
  memoryAtPeak?: Record<Library, MemoryUsage>;
  /** For the hashing scenarios: the server's memory 2 s after the last load, after a full GC. */
  memoryAfterGc?: Record<Library, MemoryUsage>;
}

/** Nominal seconds of one load of `scenario` (for the progress estimate). */
export function nominalSeconds(scenario: Scenario, warmup: number, duration: number): number {
  return warmup + duration + (scenario.storm ? 3 : 0) + 0.5;
}

export interface MeasureSettings {
  generator: LoadGenerator;
  duration: number;
  warmup: number;
  runs: number;
  log: (line: string) => void;
  progress?: Progress;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureScenario(
  scenario: Scenario,
  servers: Record<Library, Server>,
  cookies: Record<Library, string>,
  bare: Server | undefined,
  settings: MeasureSettings,
  /** Path and query of the load's requests per library (default get-session). */
  paths?: Record<Library, string>,
): Promise<ScenarioMeasurement> {
  const { generator, duration, warmup, runs, log, progress } = settings;
  const sampled = hashes(scenario);
  const m: ScenarioMeasurement = {
    results: { portcullis: [], 'better-auth': [], bare: [] },
    storms: { portcullis: [], 'better-auth': [] },
    serverCores: { portcullis: [], 'better-auth': [] },
    serverWaitCores: { portcullis: [], 'better-auth': [] },
    machineCores: { portcullis: [], 'better-auth': [] },
    peakRss: { portcullis: 0, 'better-auth': 0 },
    ...(sampled ? { rssSeries: { portcullis: [], 'better-auth': [] } } : {}),
  };
  for (const k of LIBRARIES) {
    resetPeakRss(servers[k].pid);
    await serverMemory(servers[k], { reset: true });
  }

  for (let run = 0; run < runs; run++) {
    const order: (Library | 'bare')[] =
      run % 2 === 0 ? ['portcullis', 'better-auth'] : ['better-auth', 'portcullis'];
    if (scenario.bare && bare) order.push('bare');
    for (const k of order) {
      const server = k === 'bare' ? bare! : servers[k];
      const load: Load = {
        port: server.port,
        connections: scenario.connections,
        duration,
        warmup,
        mode: scenario.mode,
        prefix: `${scenario.id}${run}`,
        cookie: scenario.cookie && k !== 'bare' ? cookies[k] : undefined,
        path: k === 'bare' ? undefined : paths?.[k],
      };
      progress?.begin(`${scenario.title}, run ${run + 1} of ${runs}, ${LABEL[k]}`, {
        seconds: nominalSeconds(scenario, warmup, duration),
      });
      const rss = sampled && k !== 'bare' ? sampleRss(server.pid) : undefined;
      const cpuBefore = cpuMs(server.pid);
      const waitBefore = schedMs(server.pid).wait;
      const machineBefore = machineBusyMs();
      const started = performance.now();
      let result: Result;
      if (scenario.storm && k !== 'bare') {
        const storm = generator.run({
          port: server.port,
          connections: HASHING_CONNECTIONS,
          duration: warmup + duration + 2,
          warmup: 0,
          mode: scenario.storm,
          prefix: `${scenario.id}s${run}`,
        });
        await sleep(1000);
        result = await generator.run(load);
        m.storms[k].push(await storm);
      } else {
        result = await generator.run(load);
      }
      const elapsed = performance.now() - started;
      progress?.end();
      if (rss && k !== 'bare') m.rssSeries?.[k].push(rss.stop());
      m.results[k].push(result);
      if (k !== 'bare') {
        m.serverCores[k].push((cpuMs(server.pid) - cpuBefore) / elapsed);
        m.serverWaitCores[k].push((schedMs(server.pid).wait - waitBefore) / elapsed);
        m.machineCores[k].push((machineBusyMs() - machineBefore) / elapsed);
      }
      log(
        `${scenario.title} run ${run + 1} ${LABEL[k]}: ${result.rps.toFixed(1)} req/s, p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, errors ${result.errors}${k === 'bare' ? '' : `, server ${m.serverCores[k].at(-1)?.toFixed(2)} cores (waiting ${m.serverWaitCores[k].at(-1)?.toFixed(2)}), machine ${m.machineCores[k].at(-1)?.toFixed(2)} cores`}`,
      );
    }
  }
  for (const k of LIBRARIES) m.peakRss[k] = peakRssMB(servers[k].pid);
  const [p, b] = await Promise.all(LIBRARIES.map((k) => serverMemory(servers[k])));
  m.memoryAtPeak = { portcullis: p!.peak, 'better-auth': b!.peak };
  if (sampled) {
    // Once the last requests the load left behind have been answered: live memory after a full
    // collection tells garbage not yet collected from memory still held.
    await sleep(2000);
    const [pg, bg] = await Promise.all(
      LIBRARIES.map((k) => serverMemory(servers[k], { gc: true })),
    );
    m.memoryAfterGc = { portcullis: pg!.now, 'better-auth': bg!.now };
  }
  return m;
}
