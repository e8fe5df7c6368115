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
 *   npm run bench                                   # everything (~8 minutes on 2 cores)
 *   npm run bench -- --duration 5 --warmup 2 --runs 1 --scenarios c,d,e,f
 *   npm run bench -- --runner tsx                   # servers through tsx (the old setup)
 *   npm run bench -- --profile [--profile-scenario c]   # --cpu-prof of Portcullis
 *   npm run bench -- --load node                    # force the Node load generator
 *
 * Scenarios: a b c d e f g h (see harness/scenarios.ts) and t, the client type-check time.
 * Writes bench/results/<date>.md (or <date>-profile-<scenario>.md) and prints it. See
 * bench/README.md.
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
import {
  type BuiltServers,
  buildServers,
  bundleLineSources,
  type Runner,
} from './harness/build.js';
import { clientTypecheckFigure } from './harness/client-typecheck-figure.js';
import { PASSWORD, seed, signIn } from './harness/http.js';
import { createLoadGenerator } from './harness/load-generator.js';
import { measureScenario, type ScenarioMeasurement } from './harness/measure.js';
import { createSchemas } from './harness/postgres.js';
import { type CpuProfile, plainFrames, summarise } from './harness/profile.js';
import { type RunReport, renderReport } from './harness/report.js';
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
    scenarios: { type: 'string', default: 'a,b,c,d,e,f,g,h,i,t' },
    load: { type: 'string', default: 'auto' },
    runner: { type: 'string', default: 'bundle' },
    profile: { type: 'boolean', default: false },
    'profile-scenario': { type: 'string', default: 'a' },
    out: { type: 'string' },
    'hash-concurrency': { type: 'string' },
  },
});
const duration = Math.min(Number(args.duration), 60);
const warmup = Math.min(Number(args.warmup), 30);
const runs = Math.min(Number(args.runs), 9);
const users = Math.min(Number(args.users), 5000);
const wanted = new Set(args.scenarios.split(',').map((s) => s.trim()));
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
const start = (
  kind: 'portcullis' | 'better-auth' | 'bare',
  options: Omit<StartOptions, 'argv' | 'cwd'>,
) => startServer(kind, { ...options, argv: built!.argv[kind], cwd: here });

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

async function benchMode(): Promise<string> {
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

  const settings = { generator, duration, warmup, runs, log };
  const chosen = SCENARIOS.filter((s) => wanted.has(s.id));
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
    // (g): a second process per library on the same file with the cookie cache on.
    const cached = sqlite.some((s) => s.servers === 'cached')
      ? await startPair(files, { cookieCache: true, migrate: false })
      : undefined;
    const cachedCookies = cached ? await signInPair(cached) : undefined;
    for (const scenario of sqlite) {
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
    await Promise.all(
      [...Object.values(main), ...Object.values(cached ?? {}), ...(bare ? [bare] : [])].map((s) =>
        s.stop(),
      ),
    );
  }

  let postgresVersion: string | undefined;
  for (const scenario of chosen.filter((s) => s.servers === 'postgres')) {
    const tag = `(${scenario.id})`;
    const url = process.env.PORTCULLIS_TEST_POSTGRES_URL;
    const redisUrl = process.env.PORTCULLIS_TEST_REDIS_URL;
    const missing = !url
      ? 'PORTCULLIS_TEST_POSTGRES_URL'
      : scenario.redis && !redisUrl
        ? 'PORTCULLIS_TEST_REDIS_URL'
        : undefined;
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

  return renderReport({
    date: today,
    environment: `Node ${process.version}, ${cores} × ${cpus()[0]?.model.trim() ?? 'CPU'}, better-auth ${readVersion()}, SQLite (better-sqlite3, WAL file) for both${postgresVersion ? `, PostgreSQL ${postgresVersion} for (h) and (i) (one pg pool of 10 per server, a fresh schema each; (i) with Redis secondary storage through ioredis, a key prefix per server)` : ''}, rate limiting off, ${users} users seeded through each sign-up route.`,
    loadDescription: `Load: ${generator.name === 'wrk' ? '`wrk -t1` + `bench/load.lua`' : '`bench/load.ts` (node:http Agent, separate process)'}; ${duration} s measured after ${warmup} s warm-up; median of ${runs} interleaved run${runs === 1 ? '' : 's'}. Latency is per request as the load generator sees it.`,
    runner,
    limits,
    cores,
    measured,
    rss,
    notes: args['hash-concurrency']
      ? [
          ...notes,
          `Portcullis ran with \`--hash-concurrency ${args['hash-concurrency']}\` (not its default).`,
        ]
      : notes,
    typecheck,
    totalSeconds: (Date.now() - started) / 1000,
  });
}

/** bench/results/<date><suffix>.md, or with the time added when that exists: never overwrites. */
function resultPath(suffix: string): string {
  const first = join(here, 'results', `${today}${suffix}.md`);
  if (!existsSync(first)) return first;
  const time = new Date().toISOString().slice(11, 19).replaceAll(':', '');
  return join(here, 'results', `${today}-${time}${suffix}.md`);
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
  const report = args.profile ? await profileMode() : await benchMode();
  const out = args.out
    ? resolve(args.out)
    : resultPath(args.profile ? `-profile-${args['profile-scenario']}` : '');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, report);
  console.log(`\n${report}\nWritten to ${relative(process.cwd(), out)}`);
} finally {
  await cleanUp();
}
