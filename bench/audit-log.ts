/**
 * The audit log's cost (issue 18): sign-in and get-session throughput with `auditLog` off and
 * on. Two Portcullis server processes (bench/servers/portcullis.ts, bundled as bench/run.ts
 * does, `BENCH_AUDIT_LOG=0` / `1`), each on its own fresh SQLite file (or PostgreSQL schema),
 * seeded with the same users through their sign-up route, loaded one at a time by `wrk` (or
 * bench/load.ts), strictly alternating off, on, off, on… for `--runs` each; medians reported.
 *
 * Scenarios:
 * - `signin`: POST /sign-in/email with the real scrypt hasher, 8 connections, cycling users —
 *   bench/run.ts's (c). The bar: < 5 % fewer sign-ins per second with the audit log on.
 * - `get-session`: GET /get-session with a valid cookie, 32 connections — run.ts's (a). It
 *   records no event; the bar: no cost.
 * - `signin-plain`: (c) with a trivial hasher, so the sign-in path's own work (and the audit
 *   write's share of it) is not hidden behind ~100 ms of scrypt.
 *
 * Besides req/s and latency, each load's server CPU time per request (all threads, from /proc)
 * is reported: on this shared 2-core VM it moves much less than throughput does. After each
 * "on" load the `auditEvent` rows are counted: one per sign-in, none per get-session.
 *
 *   npx tsx bench/audit-log.ts                                  # SQLite, 5 runs each
 *   npx tsx bench/audit-log.ts --engines sqlite,postgres --runs 3 --scenarios signin,get-session
 *   npx tsx bench/audit-log.ts --profile                        # --cpu-prof of signin-plain, on
 *
 * Writes bench/results/<date>-audit-log.md (never overwrites). Not a test. See bench/README.md.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { listArg, numberArg } from './harness/args.js';
import { type BuiltServers, buildServers, bundleLineSources } from './harness/build.js';
import { seed, signIn } from './harness/http.js';
import { createLoadGenerator, median, type Result } from './harness/load-generator.js';
import { createSchemas } from './harness/postgres.js';
import { type CpuProfile, summarise } from './harness/profile.js';
import {
  cpuMs,
  killAll,
  machineBusyMs,
  type Server,
  schedMs,
  startServer,
} from './harness/server-process.js';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    runs: { type: 'string', default: '5' },
    users: { type: 'string', default: '200' },
    engines: { type: 'string', default: 'sqlite' },
    scenarios: { type: 'string', default: 'signin,get-session,signin-plain' },
    load: { type: 'string', default: 'auto' },
    profile: { type: 'boolean', default: false },
    order: { type: 'string', default: 'off-on' },
    out: { type: 'string' },
  },
});
const duration = numberArg('duration', args.duration, 1, 60);
const warmup = numberArg('warmup', args.warmup, 0, 30);
const runs = numberArg('runs', args.runs, 1, 15);
const users = numberArg('users', args.users, 1, 2000);
if (!['auto', 'wrk', 'node'].includes(args.load)) throw new Error('--load: auto, wrk or node');

const here = dirname(fileURLToPath(import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'portcullis-bench-audit-'));
const generator = createLoadGenerator(args.load as 'auto' | 'wrk' | 'node', here, users);
const today = new Date().toISOString().slice(0, 10);
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`);

interface Scenario {
  id: 'signin' | 'get-session' | 'signin-plain';
  title: string;
  connections: number;
  mode: 'static' | 'signin';
  cookie: boolean;
  plainHasher: boolean;
}

const SCENARIOS: Scenario[] = [
  {
    id: 'signin',
    title: 'sign-in, scrypt, 8 conn.',
    connections: 8,
    mode: 'signin',
    cookie: false,
    plainHasher: false,
  },
  {
    id: 'get-session',
    title: 'get-session, valid cookie, 32 conn.',
    connections: 32,
    mode: 'static',
    cookie: true,
    plainHasher: false,
  },
  {
    id: 'signin-plain',
    title: 'sign-in, trivial hasher, 8 conn.',
    connections: 8,
    mode: 'signin',
    cookie: false,
    plainHasher: true,
  },
];
const wanted = new Set(listArg(args.scenarios));
const chosen = SCENARIOS.filter((s) => wanted.has(s.id));

type Mode = 'off' | 'on';
const MODES: Mode[] = ['off', 'on'];
if (!['off-on', 'on-off', 'aa'].includes(args.order))
  throw new Error('--order: off-on, on-off or aa');
/**
 * The order of each run's pair: `off-on` (off, on, off, on…), `on-off`, or `aa` — an A/A check
 * where the "on" server also runs with the audit log off, so any difference is position or noise.
 */
const ORDER: Mode[] = args.order === 'on-off' ? ['on', 'off'] : ['off', 'on'];
const auditOn = (mode: Mode) => mode === 'on' && args.order !== 'aa';

interface Sample extends Result {
  /** Server CPU time (all threads) per successful request, ms. */
  cpuPerRequest: number;
  /** The main thread's share of it (the event loop; scrypt runs on the libuv pool), ms. */
  mainCpuPerRequest: number;
  serverCores: number;
  waitCores: number;
  machineCores: number;
  /** auditEvent rows the warm-up and measured loads added (on only). */
  auditRows?: number;
  /**
   * Requests of the warm-up and measured loads together: for sign-ins, the sessions created
   * (exact); for get-session, the answers the load generator counted.
   */
  allRequests: number;
}

/** Counts the rows of a table in one mode's database. */
type RowCounter = (mode: Mode, table: 'auditEvent' | 'session') => Promise<number>;

let built: BuiltServers | undefined;
const cleanups: (() => Promise<void> | void)[] = [];

/** A database per mode: SQLite files, or PostgreSQL schemas. */
async function databases(engine: string, tag: string) {
  if (engine === 'sqlite') {
    const files = { off: join(tmp, `${tag}-off.db`), on: join(tmp, `${tag}-on.db`) };
    const count: RowCounter = async (mode, table) => {
      const db = new Database(files[mode], { readonly: true, fileMustExist: true });
      try {
        return (db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    return { urls: files, count, drop: async () => undefined, version: '' };
  }
  const url = process.env.PORTCULLIS_TEST_POSTGRES_URL;
  if (!url) throw new Error('postgres: PORTCULLIS_TEST_POSTGRES_URL is not set');
  const schemas = await createSchemas(url, [`${tag}_off`, `${tag}_on`]);
  cleanups.push(() => schemas.drop());
  const urls = { off: schemas.urls[`${tag}_off`]!, on: schemas.urls[`${tag}_on`]! };
  const pools = {
    off: new pg.Pool({ connectionString: urls.off, max: 1 }),
    on: new pg.Pool({ connectionString: urls.on, max: 1 }),
  };
  const count: RowCounter = async (mode, table) =>
    Number((await pools[mode].query(`select count(*) as n from "${table}"`)).rows[0].n);
  return {
    urls,
    count,
    drop: async () => {
      await Promise.all(MODES.map((m) => pools[m].end()));
      await schemas.drop();
      cleanups.pop();
    },
    version: schemas.version,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time (user + system) of a process's main thread (the event loop) so far, in ms. */
function mainThreadCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * One bounded load: a warm-up load, then the measured one. Throughput and latency come from the
 * measured load. CPU per request: for get-session, the server's CPU during the measured load ÷
 * the requests answered in it; for sign-ins, the server's CPU from the start of the warm-up
 * until every sign-in in flight has finished ÷ the `session` rows created meanwhile (one per
 * completed sign-in), so that hashes in flight at the edges of the window (a large share when
 * only a few dozen sign-ins fit in it) are neither lost nor counted twice.
 */
async function measure(
  server: Server,
  scenario: Scenario,
  cookie: string,
  mode: Mode,
  count: RowCounter,
): Promise<Sample> {
  const load = {
    port: server.port,
    connections: scenario.connections,
    mode: scenario.mode,
    cookie: scenario.cookie ? cookie : undefined,
  };
  const signIns = scenario.mode === 'signin';
  const audited = auditOn(mode);
  const auditBefore = audited ? await count(mode, 'auditEvent') : 0;
  const sessionsBefore = signIns ? await count(mode, 'session') : 0;
  const cpuStart = cpuMs(server.pid);
  const mainStart = mainThreadCpuMs(server.pid);
  const warm =
    warmup > 0 ? await generator.run({ ...load, duration: warmup, warmup: 0 }) : undefined;
  const cpu0 = cpuMs(server.pid);
  const main0 = mainThreadCpuMs(server.pid);
  const wait0 = schedMs(server.pid).wait;
  const machine0 = machineBusyMs();
  const t0 = performance.now();
  const result = await generator.run({ ...load, duration, warmup: 0 });
  const elapsed = performance.now() - t0;
  const cpu = cpuMs(server.pid) - cpu0;
  const mainCpu = mainThreadCpuMs(server.pid) - main0;
  const sample: Sample = {
    ...result,
    cpuPerRequest: 0,
    mainCpuPerRequest: 0,
    serverCores: cpu / elapsed,
    waitCores: (schedMs(server.pid).wait - wait0) / elapsed,
    machineCores: (machineBusyMs() - machine0) / elapsed,
    allRequests: Math.round(result.rps * duration + (warm ? warm.rps * warmup : 0)),
  };
  if (signIns) {
    // Wait (at most 20 s) until the sign-ins still in flight have finished: the server idle
    // (under 20 ms of CPU in half a second) and no new session meanwhile. A starved hash can
    // take seconds, so a quiet session count alone is not enough.
    let sessions = await count(mode, 'session');
    for (let i = 0; i < 40; i++) {
      const cpuBefore = cpuMs(server.pid);
      await sleep(500);
      const now = await count(mode, 'session');
      if (now === sessions && cpuMs(server.pid) - cpuBefore <= 20) break;
      sessions = now;
    }
    sample.allRequests = sessions - sessionsBefore;
    sample.cpuPerRequest = (cpuMs(server.pid) - cpuStart) / Math.max(1, sample.allRequests);
    sample.mainCpuPerRequest =
      (mainThreadCpuMs(server.pid) - mainStart) / Math.max(1, sample.allRequests);
  } else {
    await sleep(300);
    sample.cpuPerRequest = cpu / Math.max(1, result.rps * duration);
    sample.mainCpuPerRequest = mainCpu / Math.max(1, result.rps * duration);
  }
  if (audited) {
    // The writer may still be draining a backlog (on PostgreSQL a batch is several round
    // trips): wait (at most 15 s) until the row count stops moving.
    let rows = await count(mode, 'auditEvent');
    for (let i = 0; i < 75; i++) {
      await sleep(200);
      const now = await count(mode, 'auditEvent');
      if (now === rows && i >= 2) break;
      rows = now;
    }
    sample.auditRows = rows - auditBefore;
  }
  return sample;
}

interface EngineReport {
  engine: string;
  rows: { scenario: Scenario; samples: Record<Mode, Sample[]> }[];
}

async function benchEngine(engine: string): Promise<EngineReport> {
  const report: EngineReport = { engine, rows: [] };
  for (const plain of [false, true]) {
    const scenarios = chosen.filter((s) => s.plainHasher === plain);
    if (scenarios.length === 0) continue;
    const tag = plain ? 'plain' : 'scrypt';
    const db = await databases(engine, tag);
    if (db.version) report.engine = `PostgreSQL ${db.version}`;
    const servers = {} as Record<Mode, Server>;
    for (const mode of MODES) {
      servers[mode] = await startServer('portcullis', {
        argv: built!.argv.portcullis,
        cwd: here,
        database: db.urls[mode],
        env: { BENCH_AUDIT_LOG: auditOn(mode) ? '1' : '0', BENCH_PLAIN_HASHER: plain ? '1' : '0' },
      });
    }
    try {
      for (const mode of MODES) await seed(servers[mode], users);
      const cookies = {
        off: await signIn(servers.off),
        on: await signIn(servers.on),
      };
      log(`${engine}, ${tag} hasher: seeded ${users} users in each server`);
      for (const scenario of scenarios) {
        const samples: Record<Mode, Sample[]> = { off: [], on: [] };
        for (let run = 0; run < runs; run++) {
          for (const mode of ORDER) {
            const s = await measure(servers[mode], scenario, cookies[mode], mode, db.count);
            samples[mode].push(s);
            log(
              `${engine} ${scenario.id} run ${run + 1} audit ${mode}: ${s.rps.toFixed(1)} req/s, p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms, errors ${s.errors}, ${(s.cpuPerRequest * 1000).toFixed(0)} µs CPU/request (main thread ${(s.mainCpuPerRequest * 1000).toFixed(0)}), server ${s.serverCores.toFixed(2)} cores (waiting ${s.waitCores.toFixed(2)}), machine ${s.machineCores.toFixed(2)}${s.auditRows === undefined ? '' : `, +${s.auditRows} audit rows for ${s.allRequests} requests`}`,
            );
          }
        }
        report.rows.push({ scenario, samples });
      }
    } finally {
      await Promise.all(MODES.map((m) => servers[m].stop()));
      await db.drop();
    }
  }
  return report;
}

const pct = (on: number, off: number) =>
  `${on >= off ? '+' : '−'}${Math.abs((on / off - 1) * 100).toFixed(1)} %`;
const fmt = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

function render(reports: EngineReport[]): string {
  const lines = [
    `## Audit log off vs on — ${today}`,
    '',
    `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, load average at the end ${loadavg()
      .map((x) => x.toFixed(2))
      .join(
        ' / ',
      )}. Load: ${generator.name === 'wrk' ? '`wrk -t1` + `bench/load.lua`' : '`bench/load.ts`'}; ${duration} s measured after a ${warmup} s warm-up load; ${runs} runs per mode, strictly alternating ${args.order === 'on-off' ? 'on, off, on, off…' : 'off, on, off, on…'}; medians.${args.order === 'aa' ? ' **A/A check: both servers ran with the audit log off** (the "on" columns are a second "off" server, run second in each pair).' : ''} ${users} users seeded through sign-up in each server. CPU/request: server CPU time (all threads, scrypt's pool included) ÷ requests — for sign-ins over the warm-up, measured load and drain, ÷ the sessions created (exact), for get-session over the measured load ÷ its answers.`,
    '',
  ];
  for (const report of reports) {
    lines.push(
      `### ${report.engine}`,
      '',
      '| Scenario | off req/s | on req/s | on vs off | off p50 / p99 ms | on p50 / p99 ms | off CPU µs/req | on CPU µs/req | CPU on vs off | CPU, median of pairs | main thread off / on µs/req | audit rows written / requests (on; sign-ins: sessions created) |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const { scenario, samples } of report.rows) {
      const m = (mode: Mode, f: (s: Sample) => number) => median(samples[mode].map(f));
      const rows = samples.on.reduce((sum, s) => sum + (s.auditRows ?? 0), 0);
      const requests = samples.on.reduce((sum, s) => sum + s.allRequests, 0);
      const us = (ms: number) => (ms * 1000).toFixed(0);
      // Each on run against the off run of its own pair, then the median of those ratios.
      const pairCpu = median(
        samples.on.map((s, i) => s.cpuPerRequest / samples.off[i]!.cpuPerRequest - 1),
      );
      const cells = [
        scenario.title,
        fmt(m('off', (s) => s.rps)),
        fmt(m('on', (s) => s.rps)),
        pct(
          m('on', (s) => s.rps),
          m('off', (s) => s.rps),
        ),
        `${fmt(m('off', (s) => s.p50))} / ${fmt(m('off', (s) => s.p99))}`,
        `${fmt(m('on', (s) => s.p50))} / ${fmt(m('on', (s) => s.p99))}`,
        us(m('off', (s) => s.cpuPerRequest)),
        us(m('on', (s) => s.cpuPerRequest)),
        pct(
          m('on', (s) => s.cpuPerRequest),
          m('off', (s) => s.cpuPerRequest),
        ),
        `${pairCpu >= 0 ? '+' : '−'}${Math.abs(pairCpu * 100).toFixed(1)} %`,
        `${us(m('off', (s) => s.mainCpuPerRequest))} / ${us(m('on', (s) => s.mainCpuPerRequest))}`,
        `${rows.toLocaleString('en')} rows / ${requests.toLocaleString('en')} requests`,
      ];
      lines.push(`| ${cells.join(' | ')} |`);
    }
    lines.push('', 'Per run (req/s, off → on):', '');
    for (const { scenario, samples } of report.rows) {
      lines.push(
        `- ${scenario.title}: ${samples.off.map((s, i) => `${fmt(s.rps)} → ${fmt(samples.on[i]!.rps)}`).join(', ')}; CPU µs/req (main thread) ${samples.off.map((s, i) => `${(s.cpuPerRequest * 1000).toFixed(0)} (${(s.mainCpuPerRequest * 1000).toFixed(0)}) → ${(samples.on[i]!.cpuPerRequest * 1000).toFixed(0)} (${(samples.on[i]!.mainCpuPerRequest * 1000).toFixed(0)})`).join(', ')}; errors ${[...samples.off, ...samples.on].reduce((sum, s) => sum + s.errors, 0)}; server cores off ${samples.off.map((s) => s.serverCores.toFixed(2)).join('/')}, on ${samples.on.map((s) => s.serverCores.toFixed(2)).join('/')}; machine ${median([...samples.off, ...samples.on].map((s) => s.machineCores)).toFixed(2)} cores busy (median)`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * `--profile`: the trivial-hasher sign-in under `node --cpu-prof`, audit log off then on (same
 * load, fresh database each), so the two self-time tables can be compared.
 */
async function profile(): Promise<string> {
  const lineSource = bundleLineSources(built!.files.portcullis!, here);
  const sections: string[] = [
    `## Profile: sign-in (trivial hasher), audit log off vs on — ${today}`,
    '',
  ];
  for (const mode of MODES) {
    const dir = join(tmp, `cpu-profile-${mode}`);
    mkdirSync(dir);
    const server = await startServer('portcullis', {
      argv: built!.argv.portcullis,
      cwd: here,
      database: join(tmp, `profile-${mode}.db`),
      cpuProfDir: dir,
      env: { BENCH_AUDIT_LOG: mode === 'on' ? '1' : '0', BENCH_PLAIN_HASHER: '1' },
    });
    await seed(server, users);
    const seconds = Math.max(duration, 10);
    const loadStart = Date.now();
    const result = await generator.run({
      port: server.port,
      connections: 8,
      duration: seconds,
      warmup,
      mode: 'signin',
    });
    const loadEnd = Date.now();
    await server.stop();
    const stopped = Date.now();
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error('no .cpuprofile written');
    const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
    const to = data.endTime - (stopped - loadEnd) * 1000;
    const from = data.endTime - (stopped - loadStart - warmup * 1000) * 1000;
    const s = summarise(data, from, to, (url, line) =>
      url.endsWith('/portcullis.mjs')
        ? { file: lineSource(line) || 'bench/servers/portcullis.ts' }
        : { file: url.replace(/^file:\/\/.*?\/(node_modules|packages)\//, '$1/'), line: line + 1 },
    );
    log(`profile, audit ${mode}: ${result.rps.toFixed(0)} req/s, ${s.counted} samples`);
    sections.push(
      `### Audit log ${mode}`,
      '',
      `${seconds} s of 8 connections after ${warmup} s warm-up (${result.rps.toFixed(0)} req/s under the profiler, p50 ${result.p50.toFixed(2)} ms); ${s.counted} samples of the main thread.`,
      '',
      '| Share | Area (self time) |',
      '| ----- | ---- |',
      ...s.areas,
      '',
      '| Share | Function (inclusive time) |',
      '| ----- | -------- |',
      ...s.total,
      '',
    );
  }
  return sections.join('\n');
}

function resultPath(suffix: string): string {
  const first = join(here, 'results', `${today}${suffix}.md`);
  if (!existsSync(first)) return first;
  const time = new Date().toISOString().slice(11, 19).replaceAll(':', '');
  return join(here, 'results', `${today}-${time}${suffix}.md`);
}

async function cleanUp() {
  killAll();
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  rmSync(tmp, { recursive: true, force: true });
  for (const dir of built?.outDirs ?? []) rmSync(dir, { recursive: true, force: true });
}

process.once('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130));
});

try {
  built = await buildServers(here, 'bundle');
  log(
    `server bundled in ${built.buildMs.toFixed(0)} ms; load generator: ${generator.name}; scenarios ${chosen.map((s) => s.id).join(', ')}`,
  );
  let report: string;
  if (args.profile) {
    report = await profile();
  } else {
    const reports: EngineReport[] = [];
    for (const engine of listArg(args.engines)) {
      if (engine === 'postgres' && !process.env.PORTCULLIS_TEST_POSTGRES_URL) {
        log('postgres: skipped (PORTCULLIS_TEST_POSTGRES_URL is not set)');
        continue;
      }
      const r = await benchEngine(engine);
      if (engine === 'sqlite') r.engine = 'SQLite (better-sqlite3, WAL file)';
      reports.push(r);
    }
    report = render(reports);
  }
  const out = args.out ? args.out : resultPath(args.profile ? '-audit-log-profile' : '-audit-log');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, report);
  console.log(`\n${report}\nWritten to ${relative(process.cwd(), out)}`);
} finally {
  await cleanUp();
}
