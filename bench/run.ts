/**
 * Portcullis vs Better Auth, side by side (issue 9). Each server is its own child process on a
 * loopback port — Portcullis, Better Auth and a bare `node:http` hello-world (the machine's
 * ceiling) — on a fresh SQLite file with rate limiting off and the same 200 users, seeded through
 * each server's own sign-up route with its real scrypt hasher. The load comes from `wrk` (one
 * thread, `load.lua`), or from `load.ts` in a separate Node process when `wrk` is missing. Runs
 * are interleaved server by server, 3 each; the table shows medians.
 *
 *   npm run bench                                   # everything (~5 minutes on 2 cores)
 *   npm run bench -- --duration 5 --warmup 2 --runs 3 --scenarios a,b,c,d,e,g
 *   npm run bench -- --profile                      # --cpu-prof of Portcullis during (a)
 *   npm run bench -- --load node                    # force the Node load generator
 *
 * Writes bench/results/<date>.md (or <date>-profile.md) and prints it. See bench/README.md.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { hashPassword } from 'better-auth/crypto';
import { scryptHasher } from '../packages/core/src/index.js';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    runs: { type: 'string', default: '3' },
    users: { type: 'string', default: '200' },
    scenarios: { type: 'string', default: 'a,b,c,d,e,g' },
    load: { type: 'string', default: 'auto' },
    profile: { type: 'boolean', default: false },
  },
});
const duration = Math.min(Number(args.duration), 60);
const warmup = Math.min(Number(args.warmup), 30);
const runs = Math.min(Number(args.runs), 9);
const users = Math.min(Number(args.users), 5000);
const scenarios = new Set(args.scenarios.split(',').map((s) => s.trim()));
const PASSWORD = 'bench-pass-1234';
const here = dirname(fileURLToPath(import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'portcullis-vs-better-auth-'));

function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its usage and exits 1 for --version; only a missing binary is ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}
const useWrk = args.load === 'wrk' || (args.load === 'auto' && hasWrk());

// ---------------------------------------------------------------- servers

type Kind = 'portcullis' | 'better-auth' | 'bare';
const LABEL: Record<Kind, string> = {
  portcullis: 'Portcullis',
  'better-auth': 'Better Auth',
  bare: 'bare node:http',
};

interface Server {
  kind: Kind;
  port: number;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
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

const children = new Set<ChildProcess>();

async function start(
  kind: Kind,
  database: string,
  options: { cookieCache?: boolean; migrate?: boolean; cpuProfDir?: string } = {},
): Promise<Server> {
  const port = await freePort();
  const flags = options.cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProfDir] : [];
  const child = spawn(
    process.execPath,
    [...flags, '--import', 'tsx', join(here, 'servers', `${kind}.ts`)],
    {
      cwd: here,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        BENCH_PORT: String(port),
        BENCH_DATABASE: database,
        BENCH_COOKIE_CACHE: options.cookieCache ? '1' : '0',
        BENCH_MIGRATE: options.migrate === false ? '0' : '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
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
    child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Peak resident set (VmHWM) of a server process, in MB. */
function peakRssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function post(
  port: number,
  path: string,
  body: unknown,
): Promise<{ status: number; cookies: string[] }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        timeout: 30_000,
        headers: {
          'content-type': 'application/json',
          origin: `http://127.0.0.1:${port}`,
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cookies: (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? ''),
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Signs `count` users up through the server's own route, 4 at a time. */
async function seed(server: Server, count: number) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < count) {
        const i = next++;
        const { status } = await post(server.port, '/api/auth/sign-up/email', {
          name: `User ${i}`,
          email: `user${i}@bench.example`,
          password: PASSWORD,
        });
        if (status !== 200) throw new Error(`${server.kind}: sign-up ${i} answered ${status}`);
      }
    }),
  );
}

/** Signs user0 in and returns the Cookie header (session token, and the cache cookie if on). */
async function signIn(server: Server): Promise<string> {
  const { status, cookies } = await post(server.port, '/api/auth/sign-in/email', {
    email: 'user0@bench.example',
    password: PASSWORD,
  });
  if (status !== 200) throw new Error(`${server.kind}: sign-in answered ${status}`);
  return cookies.filter((c) => c.includes('=') && !c.endsWith('=')).join('; ');
}

// ---------------------------------------------------------------- load

interface Load {
  port: number;
  connections: number;
  /** Seconds measured, after `warmup` seconds discarded. */
  duration: number;
  warmup: number;
  cookie?: string;
  mode?: 'static' | 'signin' | 'signup';
  /** A unique prefix for sign-up emails. */
  prefix?: string;
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function runProcess(command: string, argv: string[], limitMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] });
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
    p99Us: number;
    errors: number;
  };
  return {
    rps: (r.requests - r.errors) / (r.durationUs / 1e6),
    p50: r.p50Us / 1000,
    p99: r.p99Us / 1000,
    errors: r.errors,
  };
}

async function wrk(load: Load, seconds: number, prefix: string): Promise<Result> {
  const mode = load.mode ?? 'static';
  const isPost = mode !== 'static';
  const headers = [
    ...(load.cookie ? ['-H', `Cookie: ${load.cookie}`] : []),
    ...(isPost
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
      join(here, 'load.lua'),
      ...headers,
      `http://127.0.0.1:${load.port}/api/auth/get-session`,
      '--',
      mode,
      ...scriptArgs,
    ],
    (seconds + 15) * 1000,
  );
  return parse(out);
}

async function generate(load: Load): Promise<Result> {
  const prefix = load.prefix ?? 'x';
  if (useWrk) {
    if (load.warmup > 0) await wrk(load, load.warmup, `${prefix}w`);
    return wrk(load, load.duration, prefix);
  }
  const mode = load.mode ?? 'static';
  const out = await runProcess(
    process.execPath,
    [
      '--import',
      'tsx',
      join(here, 'load.ts'),
      '--port',
      String(load.port),
      '--path',
      '/api/auth/get-session',
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
    (load.warmup + load.duration + 20) * 1000,
  );
  return parse(out);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const medianResult = (results: Result[]): Result => ({
  rps: median(results.map((r) => r.rps)),
  p50: median(results.map((r) => r.p50)),
  p99: median(results.map((r) => r.p99)),
  errors: results.reduce((sum, r) => sum + r.errors, 0),
});

// ---------------------------------------------------------------- scrypt limit

async function hashMs(hash: (password: string) => Promise<unknown>): Promise<number> {
  await hash(PASSWORD);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await hash(PASSWORD);
    times.push(performance.now() - started);
  }
  return median(times);
}

// ---------------------------------------------------------------- profile mode

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

function area(url: string, name: string): string {
  if (!url) return name || '(anonymous)';
  const core = /packages\/core\/src\/(.+?)(\.ts)?$/.exec(url);
  if (core?.[1]) return `portcullis ${core[1].includes('/') ? core[1].split('/')[0] : core[1]}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return `npm ${pkg[1]}`;
  const internal = /^node:internal\/([^/]+)/.exec(url);
  if (internal?.[1]) return `node ${internal[1]}`;
  if (url.startsWith('node:')) return `node ${url.slice(5)}`;
  return url;
}

/** Self and total time per function over the samples taken in [from, to] µs of the profile. */
function summarise(profile: CpuProfile, fromUs: number, toUs: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const key = (n: ProfileNode) => {
    const url = n.callFrame.url.replace(/^file:\/\/.*?\/(node_modules|packages)\//, '$1/');
    return `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const areas = new Map<string, number>();
  let t = profile.startTime;
  let counted = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (t < fromUs || t > toUs) continue;
    const leaf = byId.get(profile.samples[i] ?? -1);
    if (!leaf) continue;
    counted++;
    self.set(key(leaf), (self.get(key(leaf)) ?? 0) + 1);
    const a = area(leaf.callFrame.url, leaf.callFrame.functionName);
    areas.set(a, (areas.get(a) ?? 0) + 1);
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = leaf; n; n = byId.get(parent.get(n.id) ?? -1)) {
      const k = key(n);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + 1);
    }
  }
  const top = (map: Map<string, number>, limit: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(
        ([name, n]) =>
          `| ${(n / counted) * 100 >= 0.05 ? ((n / counted) * 100).toFixed(1) : '<0.1'} % | \`${name.replaceAll('|', '\\|')}\` |`,
      );
  return { counted, self: top(self, 30), total: top(total, 40), areas: top(areas, 25) };
}

async function profileMode(): Promise<string> {
  const dir = join(tmp, 'cpu-profile');
  mkdirSync(dir);
  const server = await start('portcullis', join(tmp, 'profile.db'), { cpuProfDir: dir });
  await seed(server, 1);
  const cookie = await signIn(server);
  const loadStart = Date.now();
  const result = await generate({
    port: server.port,
    connections: 32,
    duration: Math.max(duration, 10),
    warmup,
    cookie,
  });
  const loadEnd = Date.now();
  await server.stop();
  const stopped = Date.now();
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no .cpuprofile written');
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  // The profile ends when the server exits: keep only the samples taken under load.
  const to = profile.endTime - (stopped - loadEnd) * 1000;
  const from = profile.endTime - (stopped - loadStart - warmup * 1000) * 1000;
  const s = summarise(profile, from, to);
  const kept = join(
    here,
    'results',
    `${new Date().toISOString().slice(0, 10)}-portcullis-get-session.cpuprofile`,
  );
  writeFileSync(kept, readFileSync(join(dir, file)));
  return [
    `## Profile: Portcullis get-session (scenario a) — ${new Date().toISOString().slice(0, 10)}`,
    '',
    `\`node --cpu-prof\` on the server process; ${Math.max(duration, 10)} s of 32 connections after ${warmup} s warm-up (${result.rps.toFixed(0)} req/s under the profiler, p50 ${result.p50.toFixed(2)} ms); ${s.counted} samples in the window. Raw profile: \`bench/results/${kept.split('/').pop()}\` (open in Chrome DevTools).`,
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

// ---------------------------------------------------------------- main

const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
const ms = (n: number) => `${n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2)} ms`;

async function benchMode(): Promise<string> {
  const started = Date.now();
  const cores = cpus().length;
  const log = (line: string) =>
    console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`);
  log(`load generator: ${useWrk ? 'wrk (1 thread, load.lua)' : 'load.ts (node:http Agent)'}`);

  // The scrypt limit, on an idle machine.
  const portcullisHash = await hashMs((p) => scryptHasher.hash(p));
  const betterAuthHash = await hashMs((p) => hashPassword(p));
  log(
    `scrypt: Portcullis ${portcullisHash.toFixed(1)} ms, Better Auth ${betterAuthHash.toFixed(1)} ms`,
  );

  const servers: Record<'portcullis' | 'better-auth', Server> = {
    portcullis: await start('portcullis', join(tmp, 'portcullis.db')),
    'better-auth': await start('better-auth', join(tmp, 'better-auth.db')),
  };
  const bare = await start('bare', '');
  const kinds = ['portcullis', 'better-auth'] as const;
  await Promise.all(kinds.map((k) => seed(servers[k], users)));
  log(`seeded ${users} users in each`);
  const cookies = {
    portcullis: await signIn(servers.portcullis),
    'better-auth': await signIn(servers['better-auth']),
  };
  // (g): a second process per library on the same file with the cookie cache on.
  const cached: Record<'portcullis' | 'better-auth', Server> = {
    portcullis: await start('portcullis', join(tmp, 'portcullis.db'), {
      cookieCache: true,
      migrate: false,
    }),
    'better-auth': await start('better-auth', join(tmp, 'better-auth.db'), {
      cookieCache: true,
      migrate: false,
    }),
  };
  const cachedCookies = {
    portcullis: await signIn(cached.portcullis),
    'better-auth': await signIn(cached['better-auth']),
  };

  type Row = { portcullis: Result[]; 'better-auth': Result[]; bare: Result[] };
  const rows: Record<string, Row> = {};
  const storms: Record<string, Result[]> = { portcullis: [], 'better-auth': [] };
  const base = { duration, warmup };
  const plan: { id: string; title: string; loads: (k: Kind, run: number) => Load | undefined }[] = [
    {
      id: 'a',
      title: '(a) get-session, valid cookie, 32 conn.',
      loads: (k) => ({
        ...base,
        port: k === 'bare' ? bare.port : servers[k].port,
        connections: 32,
        cookie: k === 'bare' ? undefined : cookies[k],
      }),
    },
    {
      id: 'b',
      title: '(b) get-session, no cookie, 32 conn.',
      loads: (k) =>
        k === 'bare' ? undefined : { ...base, port: servers[k].port, connections: 32 },
    },
    {
      id: 'c',
      title: '(c) sign-in, right password, 8 conn.',
      loads: (k) =>
        k === 'bare'
          ? undefined
          : { ...base, port: servers[k].port, connections: 8, mode: 'signin' },
    },
    {
      id: 'd',
      title: '(d) sign-up, fresh emails, 8 conn.',
      loads: (k, run) =>
        k === 'bare'
          ? undefined
          : { ...base, port: servers[k].port, connections: 8, mode: 'signup', prefix: `d${run}` },
    },
    {
      id: 'e',
      title: '(e) get-session, 32 conn., during a sign-in storm (8 conn.)',
      loads: (k) =>
        k === 'bare'
          ? undefined
          : { ...base, port: servers[k].port, connections: 32, cookie: cookies[k] },
    },
    {
      id: 'g',
      title: '(g) get-session, cookie cache on, 32 conn.',
      loads: (k) =>
        k === 'bare'
          ? undefined
          : { ...base, port: cached[k].port, connections: 32, cookie: cachedCookies[k] },
    },
  ];

  for (const scenario of plan) {
    if (!scenarios.has(scenario.id)) continue;
    const row: Row = { portcullis: [], 'better-auth': [], bare: [] };
    rows[scenario.id] = row;
    for (let run = 0; run < runs; run++) {
      // Interleave, alternating which library goes first.
      const order: Kind[] =
        run % 2 === 0
          ? ['portcullis', 'better-auth', 'bare']
          : ['better-auth', 'portcullis', 'bare'];
      for (const k of order) {
        const load = scenario.loads(k, run);
        if (!load) continue;
        if (scenario.id === 'e' && k !== 'bare') {
          // The storm starts first and outlasts the measured window.
          const storm = generate({
            port: load.port,
            connections: 8,
            duration: warmup + duration + 2,
            warmup: 0,
            mode: 'signin',
          });
          await sleep(1000);
          row[k].push(await generate(load));
          storms[k]?.push(await storm);
        } else {
          row[k].push(await generate(load));
        }
        const last = row[k][row[k].length - 1];
        log(
          `${scenario.title} run ${run + 1} ${LABEL[k]}: ${last?.rps.toFixed(0)} req/s, p50 ${last?.p50.toFixed(2)} ms, p99 ${last?.p99.toFixed(2)} ms, errors ${last?.errors}`,
        );
      }
    }
  }

  const rss = {
    portcullis: peakRssMB(servers.portcullis.pid),
    'better-auth': peakRssMB(servers['better-auth'].pid),
    bare: peakRssMB(bare.pid),
    'portcullis-cached': peakRssMB(cached.portcullis.pid),
    'better-auth-cached': peakRssMB(cached['better-auth'].pid),
  };
  await Promise.all(
    [...Object.values(servers), ...Object.values(cached), bare].map((s) => s.stop()),
  );

  // ------------------------------------------------ report
  const date = new Date().toISOString().slice(0, 10);
  const scryptLimit = {
    portcullis: (cores / portcullisHash) * 1000,
    'better-auth': (cores / betterAuthHash) * 1000,
  };
  const lines: string[] = [
    `## Portcullis vs Better Auth — ${date}`,
    '',
    `Node ${process.version}, ${cores} × ${cpus()[0]?.model.trim() ?? 'CPU'}, better-auth ${readVersion()}, SQLite (better-sqlite3, WAL file) for both, rate limiting off, ${users} users seeded through each sign-up route. Load: ${useWrk ? '`wrk -t1` + `bench/load.lua`' : '`bench/load.ts` (node:http Agent, separate process)'}; ${duration} s measured after ${warmup} s warm-up; median of ${runs} interleaved runs. Latency is per request as the load generator sees it.`,
    '',
    '| Scenario | Portcullis req/s | p50 | p99 | Better Auth req/s | p50 | p99 | Portcullis / Better Auth | Errors (P / BA) |',
    '| -------- | ---------------: | --: | --: | ----------------: | --: | --: | -----------------------: | --------------: |',
  ];
  const medians: Record<string, { portcullis: Result; 'better-auth': Result; bare?: Result }> = {};
  for (const scenario of plan) {
    const row = rows[scenario.id];
    if (!row) continue;
    const p = medianResult(row.portcullis);
    const b = medianResult(row['better-auth']);
    medians[scenario.id] = {
      portcullis: p,
      'better-auth': b,
      bare: row.bare.length ? medianResult(row.bare) : undefined,
    };
    lines.push(
      `| ${scenario.title} | ${fmt(p.rps)} | ${ms(p.p50)} | ${ms(p.p99)} | ${fmt(b.rps)} | ${ms(b.p50)} | ${ms(b.p99)} | **${(p.rps / b.rps).toFixed(2)}×** | ${p.errors} / ${b.errors} |`,
    );
  }
  const a = medians.a;
  const e = medians.e;
  if (a?.bare) {
    lines.push(
      `| bare node:http hello-world, 32 conn. (ceiling) | ${fmt(a.bare.rps)} | ${ms(a.bare.p50)} | ${ms(a.bare.p99)} | | | | | ${a.bare.errors} |`,
    );
  }
  lines.push('');
  if (e) {
    const ps = medianResult(storms.portcullis ?? []);
    const bs = medianResult(storms['better-auth'] ?? []);
    lines.push(
      `Sign-in storm beside (e): Portcullis ${fmt(ps.rps)} sign-ins/s, Better Auth ${fmt(bs.rps)} sign-ins/s (medians over the whole storm, warm-up included).`,
      '',
    );
  }
  lines.push(
    `Scrypt limit (${cores} cores ÷ one hash, measured in this run on an idle machine): Portcullis ${portcullisHash.toFixed(1)} ms per hash → **${fmt(scryptLimit.portcullis)} hashes/s**; Better Auth's own hasher ${betterAuthHash.toFixed(1)} ms → ${fmt(scryptLimit['better-auth'])} hashes/s (both N = 16384, r = 16, p = 1).`,
    '',
    `Peak RSS (VmHWM after all runs): Portcullis **${rss.portcullis.toFixed(0)} MB**, Better Auth ${rss['better-auth'].toFixed(0)} MB, bare node:http ${rss.bare.toFixed(0)} MB; cookie-cache processes (only (g)) ${rss['portcullis-cached'].toFixed(0)} / ${rss['better-auth-cached'].toFixed(0)} MB.`,
    '',
    '### Targets (issue 9)',
    '',
  );
  const verdict = (ok: boolean) => (ok ? '**met**' : '**not met**');
  if (a) {
    const ratio = a.portcullis.rps / a['better-auth'].rps;
    lines.push(
      `- (a) get-session ≥ 8× Better Auth: ${ratio.toFixed(2)}× — ${verdict(ratio >= 8)}.`,
    );
  }
  for (const id of ['c', 'd'] as const) {
    const m = medians[id];
    if (!m) continue;
    const share = m.portcullis.rps / scryptLimit.portcullis;
    lines.push(
      `- (${id}) ≥ 90 % of the scrypt limit: ${(share * 100).toFixed(0)} % (${fmt(m.portcullis.rps)} of ${fmt(scryptLimit.portcullis)}/s) — ${verdict(share >= 0.9)}.`,
    );
  }
  if (a && e) {
    const factor = e.portcullis.p50 / a.portcullis.p50;
    const baFactor = e['better-auth'].p50 / a['better-auth'].p50;
    lines.push(
      `- (e) get-session p50 during a sign-in storm ≤ 2× its p50 alone: ${factor.toFixed(1)}× (${ms(e.portcullis.p50)} vs ${ms(a.portcullis.p50)}; Better Auth ${baFactor.toFixed(1)}×) — ${verdict(factor <= 2)}.`,
    );
  }
  lines.push(
    `- Peak RSS ≤ 150 MB: ${rss.portcullis.toFixed(0)} MB — ${verdict(rss.portcullis <= 150)}.`,
  );
  lines.push('', `Total run time ${((Date.now() - started) / 1000).toFixed(0)} s.`, '');
  return lines.join('\n');
}

function readVersion(): string {
  try {
    const file = join(here, '..', 'node_modules', 'better-auth', 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
}

try {
  const report = args.profile ? await profileMode() : await benchMode();
  mkdirSync(join(here, 'results'), { recursive: true });
  const name = `${new Date().toISOString().slice(0, 10)}${args.profile ? '-profile' : ''}.md`;
  writeFileSync(join(here, 'results', name), report);
  console.log(`\n${report}\nWritten to bench/results/${name}`);
} finally {
  for (const child of children) child.kill('SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
}
