/**
 * Soak test (issue 19, not in CI): one Portcullis instance under mixed load for a fixed time,
 * watching whether memory and handles stay flat once warm.
 *
 *   node --import tsx bench/soak.ts [--minutes 10] [--connections 16] [--warmup 60]
 *
 * The load, over keep-alive connections on loopback, each sending its next request as soon as
 * the previous answer is read: 70 % get-session, 10 % sign-in (real scrypt), 5 % sign-up,
 * 15 % organization reads (list, full organization). Every answer must be the expected status;
 * any other is an error. The server reports memory every 5 s; after the warm-up, the slope of
 * RSS and heap (least squares, MB per minute) and the handle count are printed with the
 * throughput. Bounded: at most 30 minutes, 64 connections.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { numberArg } from './harness/args.js';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    warmup: { type: 'string', default: '60' },
  },
});
const durationMs = numberArg('minutes', values.minutes, 0.5, 30) * 60_000;
const connections = numberArg('connections', values.connections, 1, 64);
const warmupMs = numberArg('warmup', values.warmup, 0, 600) * 1000;
const PASSWORD = 'soak-password-0123456789';

interface Sample {
  at: number;
  rss: number;
  heapUsed: number;
  external: number;
  handles: number;
  kinds: Record<string, number>;
  auditLog: { written: number; failed: number; dropped: number };
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

const port = await freePort();
const database = join(mkdtempSync(join(tmpdir(), 'portcullis-soak-')), 'soak.db');
const samples: Sample[] = [];
const server: ChildProcess = fork(new URL('./servers/soak.ts', import.meta.url).pathname, [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    BENCH_PORT: String(port),
    BENCH_DATABASE: database,
  },
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
server.on('message', (sample: Sample) => samples.push(sample));
await new Promise<void>((resolve, reject) => {
  const timer = setTimeout(
    () => reject(new Error('the soak server did not start in 60 s')),
    60_000,
  );
  server.stdout?.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('ready')) {
      clearTimeout(timer);
      resolve();
    }
  });
});

const agent = new Agent({ keepAlive: true, maxSockets: connections });
const origin = `http://127.0.0.1:${port}`;

function send(method: string, path: string, body?: unknown, cookie?: string) {
  return new Promise<{ status: number; body: string; cookie?: string }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api/auth${path}`,
        agent,
        headers: {
          origin,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          const set = res.headers['set-cookie']?.map((c) => c.split(';')[0]).join('; ');
          resolve({ status: res.statusCode ?? 0, body: text, cookie: set });
        });
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

// A pool of users, each with a session and an organization.
const users: Array<{ email: string; cookie: string; organizationId: string }> = [];
for (let i = 0; i < 20; i++) {
  const email = `soak${i}@bench.example`;
  const signUp = await send('POST', '/sign-up/email', {
    name: `Soak ${i}`,
    email,
    password: PASSWORD,
  });
  if (signUp.status !== 200 || !signUp.cookie) throw new Error(`sign-up answered ${signUp.status}`);
  const org = await send(
    'POST',
    '/organization/create',
    { name: `Org ${i}`, slug: `org-${i}` },
    signUp.cookie,
  );
  const { id } = JSON.parse(org.body) as { id: string };
  users.push({ email, cookie: signUp.cookie, organizationId: id });
}

const counts: Record<string, number> = {};
const errors: string[] = [];
let signUps = 0;
const started = Date.now();
const deadline = started + durationMs;

async function worker(n: number) {
  let i = n;
  while (Date.now() < deadline) {
    const user = users[i++ % users.length]!;
    const roll = Math.random();
    let kind: string;
    let answer: { status: number; body: string };
    if (roll < 0.7) {
      kind = 'get-session';
      answer = await send('GET', '/get-session', undefined, user.cookie);
    } else if (roll < 0.8) {
      kind = 'sign-in';
      answer = await send('POST', '/sign-in/email', { email: user.email, password: PASSWORD });
    } else if (roll < 0.85) {
      kind = 'sign-up';
      const id = signUps++;
      answer = await send('POST', '/sign-up/email', {
        name: `New ${id}`,
        email: `new${id}-${n}@bench.example`,
        password: PASSWORD,
      });
    } else if (roll < 0.93) {
      kind = 'list-organizations';
      answer = await send('GET', '/organization/list', undefined, user.cookie);
    } else {
      kind = 'full-organization';
      answer = await send(
        'GET',
        `/organization/get-full-organization?organizationId=${user.organizationId}`,
        undefined,
        user.cookie,
      );
    }
    counts[kind] = (counts[kind] ?? 0) + 1;
    if (answer.status !== 200 && errors.length < 20) {
      errors.push(`${kind}: ${answer.status} ${answer.body.slice(0, 120)}`);
    }
  }
}

await Promise.all(Array.from({ length: connections }, (_, n) => worker(n)));
const elapsedS = (Date.now() - started) / 1000;
await new Promise((resolve) => setTimeout(resolve, 6_000));
server.kill('SIGTERM');
agent.destroy();

/** Least-squares slope of `value` over time, in units per minute. */
function slope(points: Array<{ x: number; y: number }>): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return (num / den) * 60_000;
}

const warm = samples.filter((s) => s.at >= started + warmupMs && s.at <= deadline);
const mb = (bytes: number) => bytes / 1_048_576;
const total = Object.values(counts).reduce((a, b) => a + b, 0);
const report = {
  minutes: elapsedS / 60,
  connections,
  requests: total,
  requestsPerSecond: Math.round(total / elapsedS),
  byKind: counts,
  errors: errors.length,
  firstErrors: errors,
  samplesAfterWarmup: warm.length,
  rssMB: { first: mb(warm[0]?.rss ?? 0), last: mb(warm.at(-1)?.rss ?? 0) },
  heapMB: { first: mb(warm[0]?.heapUsed ?? 0), last: mb(warm.at(-1)?.heapUsed ?? 0) },
  rssSlopeMBPerMinute: slope(warm.map((s) => ({ x: s.at, y: mb(s.rss) }))),
  heapSlopeMBPerMinute: slope(warm.map((s) => ({ x: s.at, y: mb(s.heapUsed) }))),
  handles: { first: warm[0]?.handles, last: warm.at(-1)?.handles, kinds: warm.at(-1)?.kinds },
  auditLog: warm.at(-1)?.auditLog,
};
console.log(JSON.stringify(report, null, 2));
process.exit(errors.length === 0 ? 0 : 1);
