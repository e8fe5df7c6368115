/**
 * Renders a benchmark run as the Markdown written to `bench/results/<date>/results.md`, and as
 * the raw figures of `results.json` (which the charts are drawn from).
 */
import type { ClientTypecheckFigure } from './client-typecheck-figure.js';
import type { MemoryUsage } from './http.js';
import { median, medianResult, type Result } from './load-generator.js';
import type { ScenarioMeasurement } from './measure.js';
import type { Library, Scenario } from './scenarios.js';
import type { ScryptLimit } from './scrypt-limit.js';

export interface RunReport {
  date: string;
  versions: { node: string; betterAuth: string; postgres?: string };
  settings: { duration: number; warmup: number; runs: number; users: number; load: string };
  environment: string;
  loadDescription: string;
  runner: 'bundle' | 'tsx';
  limits: Record<Library, ScryptLimit>;
  cores: number;
  measured: { scenario: Scenario; m: ScenarioMeasurement }[];
  /** RSS figures, MB. */
  rss: {
    /** VmRSS once listening, before any request. */
    idle: Record<Library, number>;
    /** Peak while seeding the users. */
    seed: Record<Library, number>;
    /** VmRSS after seeding and signing in, before any load: the base of the memory bound. */
    seeded?: Record<Library, number>;
    /** `process.memoryUsage()` at that moment. */
    seededMemory?: Record<Library, MemoryUsage>;
    /** Peak of the organization servers ((j), (k)). */
    organization?: Record<Library, number>;
    bare?: number;
    cached?: Record<Library, number>;
    postgres?: Record<Library, number>;
  };
  notes: string[];
  typecheck?: ClientTypecheckFigure;
  totalSeconds: number;
}

const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
const ms = (n: number) => `${fmt(n)} ms`;
const mb = (n: number) => `${n.toFixed(0)} MB`;
const verdict = (ok: boolean) => (ok ? '**met**' : '**not met**');
/** `a / b` as `1.23×`, or `—` when either side measured nothing. */
const ratio = (a: number, b: number) => (a > 0 && b > 0 ? `${(a / b).toFixed(2)}×` : '—');
const p90 = (r: Result) => (r.p90 === undefined ? '—' : ms(r.p90));

/** MiB of scrypt memory per hash (N = 16384, r = 16: 128 × N × r bytes). */
export const SCRYPT_MIB = 32;
/** What the memory bound allows beyond idle RSS and hashing, MiB (issue 23). */
export const MEMORY_ALLOWANCE_MIB = 20;

/** Issue 23's memory bound for one library: peak RSS during the storms against idle + hashing + 20. */
export interface MemoryBound {
  /** RSS after seeding, before any load, MiB. */
  idle: number;
  /** Cores × 32 MiB. */
  hashing: number;
  allowance: number;
  /** idle + hashing + allowance. */
  bound: number;
  /** Highest VmHWM over the storm scenarios (e), (f), MiB. */
  peak: number;
  /** Which storm it was in. */
  scenario: Scenario['id'];
}

/** The bound per library, when the run had the idle figure and at least one storm. */
export function memoryBound(r: RunReport): Partial<Record<Library, MemoryBound>> {
  const storms = r.measured.filter(({ scenario }) => scenario.storm);
  if (!r.rss.seeded || storms.length === 0) return {};
  const out: Partial<Record<Library, MemoryBound>> = {};
  for (const k of ['portcullis', 'better-auth'] as const) {
    const top = storms.reduce((a, b) => (b.m.peakRss[k] > a.m.peakRss[k] ? b : a));
    const idle = r.rss.seeded[k];
    const hashing = r.cores * SCRYPT_MIB;
    out[k] = {
      idle,
      hashing,
      allowance: MEMORY_ALLOWANCE_MIB,
      bound: idle + hashing + MEMORY_ALLOWANCE_MIB,
      peak: top.m.peakRss[k],
      scenario: top.scenario.id,
    };
  }
  return out;
}

/** The scenario medians of a run (each server's median result), as results.json has them. */
export interface ScenarioSummary {
  id: Scenario['id'];
  title: string;
  median: Partial<Record<Library | 'bare', Result>>;
  /** Every raw figure of the scenario (each run's result, CPU, RSS series, memory at peak). */
  raw: ScenarioMeasurement;
}

/** The shape of `results.json`: the run's settings, every raw figure, and the medians. */
export interface ResultsJson extends Omit<RunReport, 'measured'> {
  scenarios: ScenarioSummary[];
  memoryBound: Partial<Record<Library, MemoryBound>>;
}

export function toResultsJson(r: RunReport): ResultsJson {
  const { measured, ...rest } = r;
  return {
    ...rest,
    scenarios: measured.map(({ scenario, m }) => ({
      id: scenario.id,
      title: scenario.title,
      median: Object.fromEntries(
        Object.entries(m.results)
          .filter(([, results]) => results.length > 0)
          .map(([k, results]) => [k, medianResult(results)]),
      ),
      raw: m,
    })),
    memoryBound: memoryBound(r),
  };
}

/**
 * The Markdown of a run; `charts` are the SVG files written beside it (linked under the
 * table).
 */
export function renderReport(r: RunReport, charts: string[] = []): string {
  const byId = new Map(r.measured.map((x) => [x.scenario.id, x]));
  const med = (id: Scenario['id'], k: Library | 'bare'): Result | undefined => {
    const results = byId.get(id)?.m.results[k];
    return results?.length ? medianResult(results) : undefined;
  };
  const lines: string[] = [
    `## Portcullis vs Better Auth — ${r.date}`,
    '',
    r.environment,
    '',
    r.loadDescription,
    '',
    '| Scenario | Portcullis req/s | p50 | p90 | p99 | Better Auth req/s | p50 | p90 | p99 | Portcullis / Better Auth | Errors (P / BA) |',
    '| -------- | ---------------: | --: | --: | --: | ----------------: | --: | --: | --: | -----------------------: | --------------: |',
  ];
  for (const { scenario } of r.measured) {
    const p = med(scenario.id, 'portcullis');
    const b = med(scenario.id, 'better-auth');
    if (!p || !b) continue;
    lines.push(
      `| ${scenario.title} | ${fmt(p.rps)} | ${ms(p.p50)} | ${p90(p)} | ${ms(p.p99)} | ${fmt(b.rps)} | ${ms(b.p50)} | ${p90(b)} | ${ms(b.p99)} | **${ratio(p.rps, b.rps)}** | ${p.errors} / ${b.errors} |`,
    );
  }
  const bare = med('a', 'bare');
  if (bare) {
    lines.push(
      `| bare node:http hello-world, 32 conn. (ceiling) | ${fmt(bare.rps)} | ${ms(bare.p50)} | ${p90(bare)} | ${ms(bare.p99)} | | | | | | ${bare.errors} |`,
    );
  }
  lines.push('');
  if (charts.length) {
    lines.push(...charts.map((file) => `![${file.replace('.svg', '')}](${file})`), '');
  }
  for (const id of ['e', 'f'] as const) {
    const x = byId.get(id);
    if (!x) continue;
    const what = x.scenario.storm === 'signup' ? 'sign-ups' : 'sign-ins';
    const p = medianResult(x.m.storms.portcullis);
    const b = medianResult(x.m.storms['better-auth']);
    lines.push(
      `Storm beside (${id}): Portcullis ${fmt(p.rps)} ${what}/s, Better Auth ${fmt(b.rps)} ${what}/s (medians over the whole storm).`,
    );
  }

  // Where the CPU went: tells a slow server from a busy machine.
  lines.push(
    '',
    '### CPU during each scenario',
    '',
    `Medians over the runs, in cores (of ${r.cores}): CPU used by the server process (all its threads, the libuv pool's hashing included); time its threads were runnable but waiting for a CPU (high when other work crowds the server out); CPU used by the whole machine (server, load generator and anything else running).`,
    '',
    '| Scenario | Portcullis server | waiting | machine | Better Auth server | waiting | machine |',
    '| -------- | ----------------: | ------: | ------: | -----------------: | ------: | ------: |',
  );
  for (const { scenario, m } of r.measured) {
    lines.push(
      `| (${scenario.id}) | ${fmt(median(m.serverCores.portcullis))} | ${fmt(median(m.serverWaitCores.portcullis))} | ${fmt(median(m.machineCores.portcullis))} | ${fmt(median(m.serverCores['better-auth']))} | ${fmt(median(m.serverWaitCores['better-auth']))} | ${fmt(median(m.machineCores['better-auth']))} |`,
    );
  }

  const { limits } = r;
  const lp = limits.portcullis;
  const lb = limits['better-auth'];
  lines.push(
    '',
    '### Scrypt limit',
    '',
    `Measured in this run before any load, with each library's own hasher (N = 16384, r = 16, p = 1):`,
    '',
    '| | one hash alone | limit = cores ÷ one hash (issue 9) | measured with one hash per core in flight | CPU per hash |',
    '| - | -: | -: | -: | -: |',
    `| Portcullis | ${ms(lp.singleMs)} | **${fmt(lp.single)}/s** | ${fmt(lp.parallel)}/s | ${ms(lp.cpuMs)} |`,
    `| Better Auth | ${ms(lb.singleMs)} | ${fmt(lb.single)}/s | ${fmt(lb.parallel)}/s | ${ms(lb.cpuMs)} |`,
    '',
  );

  const rssRows = [
    `idle ${mb(r.rss.idle.portcullis)} / ${mb(r.rss.idle['better-auth'])}`,
    `seeding ${mb(r.rss.seed.portcullis)} / ${mb(r.rss.seed['better-auth'])}`,
    ...r.measured
      .filter(({ scenario }) => scenario.servers === 'main')
      .map(
        ({ scenario, m }) =>
          `(${scenario.id}) ${mb(m.peakRss.portcullis)} / ${mb(m.peakRss['better-auth'])}`,
      ),
  ];
  const mainPeaks = r.measured
    .filter(({ scenario }) => scenario.servers === 'main')
    .map(({ m }) => m.peakRss.portcullis);
  const portcullisPeak = Math.max(r.rss.seed.portcullis, ...mainPeaks);
  const basePeak = Math.max(
    r.rss.seed['better-auth'],
    ...r.measured
      .filter(({ scenario }) => scenario.servers === 'main')
      .map(({ m }) => m.peakRss['better-auth']),
  );
  lines.push(
    '### Memory',
    '',
    `Servers run ${r.runner === 'bundle' ? 'as prebuilt ES module bundles (no TypeScript loader)' : 'through `tsx`'}. Peak RSS (\`VmHWM\`, reset at the start of each scenario) of the SQLite servers, Portcullis / Better Auth: ${rssRows.join('; ')}. Overall: Portcullis **${mb(portcullisPeak)}**, Better Auth ${mb(basePeak)}.`,
  );
  const extra = [
    r.rss.bare !== undefined ? `bare node:http ${mb(r.rss.bare)}` : '',
    r.rss.cached
      ? `cookie-cache processes (only (g)) ${mb(r.rss.cached.portcullis)} / ${mb(r.rss.cached['better-auth'])}`
      : '',
    r.rss.postgres
      ? `PostgreSQL processes (only (h)) ${mb(r.rss.postgres.portcullis)} / ${mb(r.rss.postgres['better-auth'])}`
      : '',
    r.rss.organization
      ? `organization processes (only (j), (k)) ${mb(r.rss.organization.portcullis)} / ${mb(r.rss.organization['better-auth'])}`
      : '',
  ].filter(Boolean);
  if (extra.length) lines.push('', `Other processes' peaks: ${extra.join('; ')}.`);
  lines.push(...renderMemoryBound(r));

  lines.push('', '### Client type-check time', '');
  // The figure comes from bench/client-typecheck.ts (see client-typecheck-figure.ts).
  const t = r.typecheck;
  if (!t) lines.push('Not requested (scenario `t`).');
  else if (t.status === 'skipped') lines.push(`Skipped: ${t.reason}.`);
  else if (t.status === 'failed')
    lines.push(`\`bench/client-typecheck.ts\` failed (${t.reason}) after ${ms(t.wallMs)}.`);
  else
    lines.push(
      `\`npx tsx bench/client-typecheck.ts\`: ${t.figure} (the script ran ${(t.wallMs / 1000).toFixed(1)} s in all).`,
    );

  lines.push('', '### Targets (issue 9)', '');
  const a = { p: med('a', 'portcullis'), b: med('a', 'better-auth') };
  if (a.p && a.b) {
    lines.push(
      `- (a) get-session ≥ 8× Better Auth: ${ratio(a.p.rps, a.b.rps)} — ${verdict(a.p.rps >= 8 * a.b.rps)}.`,
    );
  }
  for (const id of ['c', 'd'] as const) {
    const p = med(id, 'portcullis');
    if (!p) continue;
    const share = p.rps / lp.single;
    // Requests per CPU-second the server used, against hashes per CPU-second: how much of the
    // CPU it got went into hashing, whatever other work took.
    const cores = median(byId.get(id)?.m.serverCores.portcullis ?? []);
    const efficiency = cores > 0 ? p.rps / cores / (1000 / lp.cpuMs) : 0;
    lines.push(
      `- (${id}) ≥ 90 % of the scrypt limit: ${(share * 100).toFixed(0)} % (${fmt(p.rps)} of ${fmt(lp.single)}/s; ${((p.rps / lp.parallel) * 100).toFixed(0)} % of the ${fmt(lp.parallel)}/s measured in parallel) — ${verdict(share >= 0.9)}. Per CPU-second the server got (${fmt(cores)} cores): ${fmt(cores > 0 ? p.rps / cores : 0)} against ${fmt(1000 / lp.cpuMs)} hashes, ${(efficiency * 100).toFixed(0)} %.`,
    );
  }
  for (const id of ['e', 'f'] as const) {
    const p = med(id, 'portcullis');
    const b = med(id, 'better-auth');
    if (!p || !b || !a.p || !a.b) continue;
    lines.push(
      `- (${id}) get-session p50 during a ${id === 'e' ? 'sign-in' : 'sign-up'} storm ≤ 2× its p50 alone (a): ${ratio(p.p50, a.p.p50)} (${ms(p.p50)} vs ${ms(a.p.p50)}; Better Auth ${ratio(b.p50, a.b.p50)}) — ${verdict(p.p50 > 0 && p.p50 <= 2 * a.p.p50)}.`,
    );
  }
  lines.push(
    `- Peak RSS ≤ 150 MB (Portcullis, seeding and scenarios a–f): ${mb(portcullisPeak)} — ${verdict(portcullisPeak <= 150)}.`,
  );
  const h = { p: med('h', 'portcullis'), b: med('h', 'better-auth') };
  if (h.p && h.b) {
    lines.push(
      `- (h) get-session on PostgreSQL ≥ 8× Better Auth (issue 19): ${ratio(h.p.rps, h.b.rps)} — ${verdict(h.p.rps >= 8 * h.b.rps)}.`,
    );
  }
  const i = med('i', 'portcullis');
  if (i && a.p) {
    lines.push(
      `- (i) get-session on PostgreSQL + Redis ≥ the SQLite figure (a) (issue 19): ${i.rps.toFixed(0)} vs ${a.p.rps.toFixed(0)} req/s — ${verdict(i.rps >= a.p.rps)}.`,
    );
  }
  if (r.notes.length) lines.push('', ...r.notes.map((n) => `Note: ${n}`));
  lines.push('', `Total run time ${r.totalSeconds.toFixed(0)} s.`, '');
  return lines.join('\n');
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)}`;

/** One row of what a process's memory was made of (MiB). */
function breakdown(label: string, rss: number, u: MemoryUsage | undefined): string {
  if (!u) return `| ${label} | ${rss.toFixed(0)} | | | | | | |`;
  const outside = u.rss - u.heapTotal - u.external;
  const young = u.spaces?.new_space;
  return `| ${label} | ${rss.toFixed(0)} | ${mib(u.heapUsed)} | ${mib(u.heapTotal)} | ${young === undefined ? '—' : mib(young)} | ${mib(u.external)} | ${mib(u.arrayBuffers)} | ${mib(outside)} |`;
}

/**
 * Issue 23's memory bound (peak RSS during the storms ≤ idle + cores × 32 MiB + 20 MiB) and what
 * idle and peak memory were made of: V8's heap, `external` (of which `arrayBuffers`), and the
 * rest of the RSS, outside V8 (scrypt's buffers, SQLite's page cache, code, the allocator).
 */
function renderMemoryBound(r: RunReport): string[] {
  const bounds = memoryBound(r);
  if (!bounds.portcullis || !bounds['better-auth']) return [];
  const lines = [
    '',
    '### Memory bound (issue 23)',
    '',
    `Peak RSS during the storms ((e), (f); \`VmHWM\`) against idle RSS after seeding + ${r.cores} cores × ${SCRYPT_MIB} MiB of scrypt + ${MEMORY_ALLOWANCE_MIB} MiB, in MiB:`,
    '',
    '| | idle after seeding | + hashing | + allowance | = bound | peak during storms | verdict |',
    '| - | -: | -: | -: | -: | -: | - |',
  ];
  for (const k of ['portcullis', 'better-auth'] as const) {
    const b = bounds[k]!;
    lines.push(
      `| ${k === 'portcullis' ? 'Portcullis' : 'Better Auth'} | ${b.idle.toFixed(0)} | ${b.hashing} | ${b.allowance} | ${b.bound.toFixed(0)} | ${b.peak.toFixed(0)} (${b.scenario}) | ${k === 'portcullis' ? verdict(b.peak <= b.bound) : b.peak <= b.bound ? 'within' : 'over'} |`,
    );
  }
  const storms = r.measured.filter(({ scenario }) => scenario.storm);
  const highest = (k: Library, of: 'memoryAtPeak' | 'memoryAfterGc') =>
    storms
      .map(({ m }) => m[of]?.[k])
      .filter((u): u is MemoryUsage => u !== undefined)
      .reduce<MemoryUsage | undefined>((a, u) => (!a || u.rss > a.rss ? u : a), undefined);
  lines.push(
    '',
    "What it was made of, from the server's own `process.memoryUsage()` (sampled every 200 ms, so its peak can sit a little below `VmHWM`), MiB; \"outside V8\" is RSS − heap total − external: scrypt's buffers (OpenSSL's, through `node:crypto`, for both), SQLite's page cache, code and the allocator's free lists:",
    '',
    '| | RSS | heap used | heap total | of which young generation | external | of which arrayBuffers | outside V8 |',
    '| - | -: | -: | -: | -: | -: | -: | -: |',
  );
  for (const k of ['portcullis', 'better-auth'] as const) {
    const name = k === 'portcullis' ? 'Portcullis' : 'Better Auth';
    const idle = r.rss.seededMemory?.[k];
    const peak = highest(k, 'memoryAtPeak');
    const collected = highest(k, 'memoryAfterGc');
    lines.push(
      breakdown(`${name}, idle`, idle ? idle.rss / 2 ** 20 : bounds[k]!.idle, idle),
      breakdown(`${name}, highest sample in the storms`, peak ? peak.rss / 2 ** 20 : 0, peak),
      breakdown(
        `${name}, 2 s after a storm, after a full GC`,
        collected ? collected.rss / 2 ** 20 : 0,
        collected,
      ),
    );
  }
  return lines;
}
