/**
 * Portcullis vs Better Auth, side by side (issue 9). Each server is its own child process on a
 * loopback port — Portcullis, Better Auth and a bare `node:http` hello-world (the machine's
 * ceiling) — built once per run into a plain ES module bundle (no TypeScript loader in the
 * servers), on a fresh SQLite file (or, for (h), a fresh PostgreSQL schema) with rate limiting
 * off and the same users, seeded through each server's own sign-up route with its real scrypt
 * hasher. The load comes from `wrk` (one thread, `load.lua`), or from `load.ts` in a separate
 * Node process when `wrk` is missing. Runs are interleaved server by server; the table shows
 * medians.
 *
 *   npm run bench -- --publish                      # everything, copied to docs/benchmarks/
 *   npm run bench -- --duration 5 --warmup 2 --runs 1 --scenarios c,d,e,f
 *   npm run bench -- --runner tsx                   # servers through tsx (the old setup)
 *   npm run bench -- --profile [--profile-scenario c]   # --cpu-prof of Portcullis
 *   npm run bench -- --load node                    # force the Node load generator
 *
 * Scenarios: a b c d e f g j k h i (see harness/scenarios.ts) and t, the client type-check time.
 * Writes bench/results/<date>/ (results.md, results.json, charts as SVG; `--publish` copies them
 * to docs/benchmarks/) or, profiling, bench/results/<date>-profile-<scenario>.md, and prints
 * the Markdown. A progress line before each load says which one runs and how long is left. See
 * bench/README.md and docs/benchmarks.md.
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
import { cpus, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { hashPassword } from 'better-auth/crypto';
import { createScryptHasher } from '../packages/core/src/index.js';
import { listArg, numberArg } from './harness/args.js';
import {
  type BuiltServers,
  buildServers,
  bundleLineSources,
  type Runner,
} from './harness/build.js';
import { renderCharts } from './harness/charts.js';
import { clientTypecheckFigure } from './harness/client-typecheck-figure.js';
import { expectOk, PASSWORD, seed, serverMemory, signIn } from './harness/http.js';
import { createLoadGenerator } from './harness/load-generator.js';
import { measureScenario, nominalSeconds, type ScenarioMeasurement } from './harness/measure.js';
import { seedOrganization } from './harness/organization-seed.js';
import { createSchemas } from './harness/postgres.js';
import { type CpuProfile, plainFrames, summarise } from './harness/profile.js';
import { createProgress } from './harness/progress.js';
import { type RunReport, renderReport, toResultsJson } from './harness/report.js';
import { LIBRARIES, type Library, SCENARIOS, type Scenario } from './harness/scenarios.js';
import { measureScryptLimit } from './harness/scrypt-limit.js';
import {
  killAll,
  peakRssMB,
  rssMB,
  type Server,
  type StartOptions,
  startServer,
} from './harness/server-process.js';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    runs: { type: 'string', default: '3' },
    users: { type: 'string', default: '200' },
    scenarios: { type: 'string', default: 'a,b,c,d,e,f,g,j,k,h,i,t' },
    load: { type: 'string', default: 'auto' },
    runner: { type: 'string', default: 'bundle' },
    profile: { type: 'boolean', default: false },
    'profile-scenario': { type: 'string', default: 'a' },
    out: { type: 'string' },
    publish: { type: 'boolean', default: false },
    'hash-concurrency': { type: 'string' },
    'portcullis-node-flags': { type: 'string' },
  },
});
const duration = numberArg('duration', args.duration, 1, 60);
const warmup = numberArg('warmup', args.warmup, 0, 30);
const runs = numberArg('runs', args.runs, 1, 9);
const users = numberArg('users', args.users, 1, 5000);
const wanted = new Set(listArg(args.scenarios));
if (args.runner !== 'bundle' && args.runner !== 'tsx') throw new Error('--runner: bundle or tsx');
const runner = args.runner as Runner;
if (!['auto', 'wrk', 'node'].includes(args.load)) throw new Error('--load: auto, wrk or node');
// An experiment knob: Portcullis's scrypt concurrency instead of its default (see README).
if (args['hash-concurrency']) process.env.BENCH_HASH_CONCURRENCY = args['hash-concurrency'];
else delete process.env.BENCH_HASH_CONCURRENCY;
const here = dirname(fileURLToPath(import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'portcullis-vs-better-auth-'));
const generator = createLoadGenerator(args.load as 'auto' | 'wrk' | 'node', here, users);
const cores = cpus().length;
const today = new Date().toISOString().slice(0, 10);
const cleanups: (() => Promise<void> | void)[] = [];

let built: BuiltServers | undefined;
// An experiment knob: node flags for the Portcullis servers only (e.g. V8 heap settings).
const portcullisNodeFlags = args['portcullis-node-flags']?.split(' ').filter(Boolean) ?? [];
const start = (
  kind: 'portcullis' | 'better-auth' | 'bare',
  options: Omit<StartOptions, 'argv' | 'cwd'>,
) =>
  startServer(kind, {
    ...options,
    argv: built!.argv[kind],
    cwd: here,
    nodeFlags: kind === 'portcullis' ? portcullisNodeFlags : [],
  });

type Pair = Record<Library, Server>;

async function startPair(
  databases: Record<Library, string>,
  options: { cookieCache?: boolean; migrate?: boolean } = {},
  env: (library: Library) => Record<string, string> = () => ({}),
): Promise<Pair> {
  const [portcullis, betterAuth] = await Promise.all(
    LIBRARIES.map((k) => start(k, { ...options, database: databases[k], env: env(k) })),
  );
  return { portcullis: portcullis!, 'better-auth': betterAuth! };
}

async function signInPair(pair: Pair): Promise<Record<Library, string>> {
  return {
    portcullis: await signIn(pair.portcullis),
    'better-auth': await signIn(pair['better-auth']),
  };
}

const perLibrary = (f: (k: Library) => number) =>
  ({ portcullis: f('portcullis'), 'better-auth': f('better-auth') }) as Record<Library, number>;

// ---------------------------------------------------------------- profile mode

async function profileMode(): Promise<string> {
  const id = args['profile-scenario'] as Scenario['id'];
  const scenario = SCENARIOS.find(
    (s) => s.id === id && (s.servers === 'main' || s.servers === 'postgres'),
  );
  if (!scenario) throw new Error('--profile-scenario: one of a, b, c, d, e, f, h, i');
  const dir = join(tmp, 'cpu-profile');
  mkdirSync(dir);
  // (h) and (i) run on a fresh schema of PORTCULLIS_TEST_POSTGRES_URL's database, (i) with
  // Redis; the rest on SQLite.
  const postgresUrl = process.env.PORTCULLIS_TEST_POSTGRES_URL;
  if (scenario.servers === 'postgres' && !postgresUrl) {
    throw new Error(
      '(h) and (i) need PORTCULLIS_TEST_POSTGRES_URL (eval "$(bash scripts/services.sh env)")',
    );
  }
  const schemas =
    scenario.servers === 'postgres' ? await createSchemas(postgresUrl!, ['portcullis']) : undefined;
  if (schemas) cleanups.push(() => schemas.drop());
  const database = schemas?.urls.portcullis ?? join(tmp, 'profile.db');
  const redisUrl = process.env.PORTCULLIS_TEST_REDIS_URL;
  if (scenario.redis && !redisUrl) throw new Error('(i) needs PORTCULLIS_TEST_REDIS_URL');
  const env: Record<string, string> = scenario.redis
    ? { BENCH_REDIS_URL: redisUrl!, BENCH_REDIS_PREFIX: `bench:${process.pid}:profile:` }
    : {};
  const server = await start('portcullis', { database, cpuProfDir: dir, env });
  await seed(server, scenario.mode === 'signin' || scenario.storm === 'signin' ? users : 1);
  const cookie = await signIn(server);
  const seconds = Math.max(duration, 10);
  const loadStart = Date.now();
  const storm = scenario.storm
    ? generator.run({
        port: server.port,
        connections: 8,
        duration: warmup + seconds + 2,
        warmup: 0,
        mode: scenario.storm,
        prefix: 'ps',
      })
    : undefined;
  const result = await generator.run({
    port: server.port,
    connections: scenario.connections,
    duration: seconds,
    warmup,
    mode: scenario.mode,
    prefix: 'p',
    cookie: scenario.cookie ? cookie : undefined,
  });
  await storm;
  const loadEnd = Date.now();
  await server.stop();
  const stopped = Date.now();
  if (schemas) {
    await schemas.drop();
    cleanups.pop();
  }
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no .cpuprofile written');
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  // The profile ends when the server exits: keep only the samples taken under load.
  const to = profile.endTime - (stopped - loadEnd) * 1000;
  const from = profile.endTime - (stopped - loadStart - warmup * 1000) * 1000;
  const bundle = built?.files.portcullis;
  const lineSource = bundle ? bundleLineSources(bundle, here) : undefined;
  const s = summarise(profile, from, to, (url, line) =>
    lineSource && url.endsWith('/portcullis.mjs')
      ? { file: lineSource(line) || 'bench/servers/portcullis.ts' }
      : plainFrames(url, line),
  );
  const kept = join(here, 'results', `${today}-portcullis-${scenario.id}.cpuprofile`);
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(kept, readFileSync(join(dir, file)));
  return [
    `## Profile: Portcullis, scenario ${scenario.title} — ${today}`,
    '',
    `\`node --cpu-prof\` on the server process (${runner === 'bundle' ? 'bundled; frames mapped back to source files' : 'through tsx'}); ${seconds} s of ${scenario.connections} connections after ${warmup} s warm-up${scenario.storm ? `, beside an 8-connection ${scenario.storm} storm` : ''} (${result.rps.toFixed(1)} req/s under the profiler, p50 ${result.p50.toFixed(2)} ms); ${s.counted} samples of the main thread in the window (the libuv pool's scrypt work is not sampled). Raw profile: \`bench/results/${kept.split('/').pop()}\` (open in Chrome DevTools; git-ignored).`,
    '',
    '### Self time by area',
    '',
    '| Share | Area |',
    '| ----- | ---- |',
    ...s.areas,
    '',
    '### Top self time',
    '',
    '| Share | Function |',
    '| ----- | -------- |',
    ...s.self,
    '',
    '### Top total (inclusive) time',
    '',
    '| Share | Function |',
    '| ----- | -------- |',
    ...s.total,
    '',
  ].join('\n');
}

// ---------------------------------------------------------------- bench mode

/** Why a PostgreSQL scenario cannot run here (its server URL is not set), or undefined. */
function missingEnv(scenario: Scenario): string | undefined {
  if (scenario.servers !== 'postgres') return undefined;
  if (!process.env.PORTCULLIS_TEST_POSTGRES_URL) return 'PORTCULLIS_TEST_POSTGRES_URL';
  if (scenario.redis && !process.env.PORTCULLIS_TEST_REDIS_URL) return 'PORTCULLIS_TEST_REDIS_URL';
  return undefined;
}

/**
 * The list-members servers ((j), (k)): a pair with the organization plugin on their own SQLite
 * files, user0 signed in, and one organization per size owned by user0 and seeded with SQL (see
 * harness/organization-seed.ts). Returns the pair and each size's list-members path per
 * library, checked once to answer the whole organization's `total`.
 */
async function startOrganizations(sizes: number[], log: (line: string) => void) {
  const files = {
    portcullis: join(tmp, 'portcullis-organization.db'),
    'better-auth': join(tmp, 'better-auth-organization.db'),
  };
  const pair = await startPair(files, {}, () => ({ BENCH_ORGANIZATION: '1' }));
  await Promise.all(LIBRARIES.map((k) => seed(pair[k], 1)));
  const cookies = await signInPair(pair);
  const paths = new Map<number, Record<Library, string>>();
  for (const size of sizes) {
    const started = Date.now();
    const path = async (k: Library) => {
      const id = await seedOrganization(pair[k], files[k], cookies[k], `org-${size}`, size);
      const url = `/api/auth/organization/list-members?organizationId=${id}&limit=100`;
      const answer = JSON.parse(await expectOk(pair[k], url, cookies[k])) as {
        members: unknown[];
        total: number;
      };
      if (answer.total !== size || answer.members.length !== Math.min(size, 100)) {
        throw new Error(`${k}: list-members answered ${answer.members.length} of ${answer.total}`);
      }
      return url;
    };
    paths.set(size, {
      portcullis: await path('portcullis'),
      'better-auth': await path('better-auth'),
    });
    log(`organization of ${size} members seeded in each (${Date.now() - started} ms)`);
  }
  return { pair, cookies, paths };
}

async function benchMode(): Promise<RunReport> {
  const started = Date.now();
  const log = (line: string) =>
    console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`);
  log(
    `servers: ${runner === 'bundle' ? `bundled in ${built!.buildMs.toFixed(0)} ms` : 'tsx'}; load generator: ${generator.name === 'wrk' ? 'wrk (1 thread, load.lua)' : 'load.ts (node:http Agent)'}`,
  );

  // The scrypt limit, before any load.
  const portcullisHasher = createScryptHasher({ concurrency: cores });
  const limits = {
    portcullis: await measureScryptLimit((p) => portcullisHasher.hash(p), cores, PASSWORD),
    'better-auth': await measureScryptLimit((p) => hashPassword(p), cores, PASSWORD),
  };
  log(
    `scrypt: Portcullis ${limits.portcullis.singleMs.toFixed(1)} ms alone, ${limits.portcullis.parallel.toFixed(1)}/s parallel; Better Auth ${limits['better-auth'].singleMs.toFixed(1)} ms, ${limits['better-auth'].parallel.toFixed(1)}/s`,
  );

  const chosen = SCENARIOS.filter((s) => wanted.has(s.id));
  const loadsOf = (s: Scenario) => (missingEnv(s) ? 0 : runs * (2 + (s.bare ? 1 : 0)));
  const progress = createProgress(
    {
      loads: chosen.reduce((sum, s) => sum + loadsOf(s), 0),
      seconds: chosen.reduce((sum, s) => sum + loadsOf(s) * nominalSeconds(s, warmup, duration), 0),
    },
    log,
  );
  const settings = { generator, duration, warmup, runs, log, progress };
  const measured: RunReport['measured'] = [];
  const notes: string[] = [];
  const rss: RunReport['rss'] = { idle: perLibrary(() => 0), seed: perLibrary(() => 0) };

  const sqlite = chosen.filter((s) => s.servers !== 'postgres');
  if (sqlite.length) {
    const files = {
      portcullis: join(tmp, 'portcullis.db'),
      'better-auth': join(tmp, 'better-auth.db'),
    };
    const main = await startPair(files);
    rss.idle = perLibrary((k) => rssMB(main[k].pid));
    const bare = sqlite.some((s) => s.bare) ? await start('bare', { database: '' }) : undefined;
    await Promise.all(LIBRARIES.map((k) => seed(main[k], users)));
    rss.seed = perLibrary((k) => peakRssMB(main[k].pid));
    log(`seeded ${users} users in each`);
    const cookies = await signInPair(main);
    // Idle after seeding, before any load: the base of the memory bound (issue 23).
    rss.seeded = perLibrary((k) => rssMB(main[k].pid));
    const [p, b] = await Promise.all(LIBRARIES.map((k) => serverMemory(main[k])));
    rss.seededMemory = { portcullis: p!.now, 'better-auth': b!.now };
    // (g): a second process per library on the same file with the cookie cache on.
    const cached = sqlite.some((s) => s.servers === 'cached')
      ? await startPair(files, { cookieCache: true, migrate: false })
      : undefined;
    const cachedCookies = cached ? await signInPair(cached) : undefined;
    let organizations: Awaited<ReturnType<typeof startOrganizations>> | undefined;
    for (const scenario of sqlite) {
      if (scenario.servers === 'organization') {
        organizations ??= await startOrganizations(
          [...new Set(sqlite.flatMap((s) => (s.members ? [s.members] : [])))],
          log,
        );
        const { pair, cookies: owner, paths } = organizations;
        const m = await measureScenario(
          scenario,
          pair,
          owner,
          undefined,
          settings,
          paths.get(scenario.members!),
        );
        measured.push({ scenario, m });
        continue;
      }
      const pair = scenario.servers === 'cached' ? cached! : main;
      const m = await measureScenario(
        scenario,
        pair,
        scenario.servers === 'cached' ? cachedCookies! : cookies,
        bare,
        settings,
      );
      measured.push({ scenario, m });
    }
    if (bare) rss.bare = peakRssMB(bare.pid);
    if (cached) rss.cached = perLibrary((k) => peakRssMB(cached[k].pid));
    const org = organizations?.pair;
    if (org) rss.organization = perLibrary((k) => peakRssMB(org[k].pid));
    await Promise.all(
      [
        ...Object.values(main),
        ...Object.values(cached ?? {}),
        ...Object.values(org ?? {}),
        ...(bare ? [bare] : []),
      ].map((s) => s.stop()),
    );
  }

  let postgresVersion: string | undefined;
  for (const scenario of chosen.filter((s) => s.servers === 'postgres')) {
    const tag = `(${scenario.id})`;
    const url = process.env.PORTCULLIS_TEST_POSTGRES_URL;
    const redisUrl = process.env.PORTCULLIS_TEST_REDIS_URL;
    const missing = missingEnv(scenario);
    if (missing) {
      const reason = `${tag} skipped: ${missing} is not set (eval "$(bash scripts/services.sh env)")`;
      log(reason);
      notes.push(reason);
      continue;
    }
    const schemas = await createSchemas(url!, [...LIBRARIES]);
    cleanups.push(() => schemas.drop());
    postgresVersion = schemas.version;
    // Each server its own key prefix, so the two never read each other's sessions.
    const env = (k: Library): Record<string, string> =>
      scenario.redis
        ? { BENCH_REDIS_URL: redisUrl!, BENCH_REDIS_PREFIX: `bench:${process.pid}:${k}:` }
        : {};
    const pair = await startPair(schemas.urls as Record<Library, string>, {}, env);
    await Promise.all(LIBRARIES.map((k) => seed(pair[k], users)));
    log(`${tag}: seeded ${users} users in each PostgreSQL schema`);
    const m: ScenarioMeasurement = await measureScenario(
      scenario,
      pair,
      await signInPair(pair),
      undefined,
      settings,
    );
    measured.push({ scenario, m });
    if (scenario.id === 'h') rss.postgres = perLibrary((k) => peakRssMB(pair[k].pid));
    await Promise.all(Object.values(pair).map((s) => s.stop()));
    await schemas.drop();
    cleanups.pop();
  }

  const typecheck = wanted.has('t') ? await clientTypecheckFigure(here) : undefined;
  if (typecheck)
    log(`client type-check: ${typecheck.status === 'ok' ? typecheck.figure : typecheck.reason}`);

  return {
    date: today,
    versions: { node: process.version, betterAuth: readVersion(), postgres: postgresVersion },
    settings: { duration, warmup, runs, users, load: generator.name },
    environment: `Node ${process.version}, ${cores} × ${cpus()[0]?.model.trim() ?? 'CPU'}, better-auth ${readVersion()}, SQLite (better-sqlite3, WAL file) for both${postgresVersion ? `, PostgreSQL ${postgresVersion} for (h) and (i) (one pg pool of 10 per server, a fresh schema each; (i) with Redis secondary storage through ioredis, a key prefix per server)` : ''}, rate limiting off, ${users} users seeded through each sign-up route. (j) and (k) run on a second pair of servers with the organization plugin, each library's members inserted with SQL into its own schema.`,
    loadDescription: `Load: ${generator.name === 'wrk' ? '`wrk -t1` + `bench/load.lua`' : '`bench/load.ts` (node:http Agent, separate process)'}; ${duration} s measured after ${warmup} s warm-up; median of ${runs} interleaved run${runs === 1 ? '' : 's'}. Latency is per request as the load generator sees it.`,
    runner,
    limits,
    cores,
    measured,
    rss,
    notes: [
      ...notes,
      ...(args['hash-concurrency']
        ? [
            `Portcullis ran with \`--hash-concurrency ${args['hash-concurrency']}\` (not its default).`,
          ]
        : []),
      ...(portcullisNodeFlags.length
        ? [`Portcullis's servers ran with \`node ${portcullisNodeFlags.join(' ')}\`.`]
        : []),
    ],
    typecheck,
    totalSeconds: (Date.now() - started) / 1000,
  };
}

/**
 * bench/results/<date><suffix><extension> (a file, or a directory without an extension), or
 * with the time added when that exists: never overwrites.
 */
function resultPath(suffix: string, extension = ''): string {
  const first = join(here, 'results', `${today}${suffix}${extension}`);
  if (!existsSync(first)) return first;
  const time = new Date().toISOString().slice(11, 19).replaceAll(':', '');
  return join(here, 'results', `${today}-${time}${suffix}${extension}`);
}

/** Where `--publish` copies the run for docs/benchmarks.md. */
const PUBLISHED = join(here, '..', 'docs', 'benchmarks');

/**
 * Writes a bench run into `dir`: results.md, results.json (every raw figure) and the charts
 * (SVG), and with `--publish` copies them to docs/benchmarks/. Returns the Markdown.
 */
async function writeRun(report: RunReport, dir: string): Promise<string> {
  const charts = await renderCharts(toResultsJson(report));
  const markdown = renderReport(report, Object.keys(charts));
  mkdirSync(dir, { recursive: true });
  const files: Record<string, string> = {
    'results.md': markdown,
    'results.json': `${JSON.stringify(toResultsJson(report), null, 2)}\n`,
    ...charts,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  if (args.publish) {
    mkdirSync(PUBLISHED, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(PUBLISHED, name), text);
  }
  return markdown;
}

function readVersion(): string {
  try {
    const file = join(here, 'node_modules', 'better-auth', 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
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
  built = await buildServers(here, runner);
  if (args.profile) {
    const report = await profileMode();
    const out = args.out
      ? resolve(args.out)
      : resultPath(`-profile-${args['profile-scenario']}`, '.md');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, report);
    console.log(`\n${report}\nWritten to ${relative(process.cwd(), out)}`);
  } else {
    const dir = args.out ? resolve(args.out) : resultPath('');
    const report = await writeRun(await benchMode(), dir);
    console.log(
      `\n${report}\nWritten to ${relative(process.cwd(), dir)}/${args.publish ? ` and ${relative(process.cwd(), PUBLISHED)}/` : ''}`,
    );
  }
} finally {
  await cleanUp();
}
