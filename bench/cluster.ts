/**
 * @module bench/cluster
 *
 * Three instances behind nginx against one instance reached directly (issue 19): get-session and
 * sign-in throughput and latency, so the proxy's own cost is known. The cluster is the one the
 * multi-instance tests run (packages/core/test/cluster/cluster.ts: three `node:http` +
 * `toNodeHandler` processes, one PostgreSQL schema or MariaDB database, one Redis as secondary
 * storage, nginx round robin with upstream keep-alive), here with rate limiting off, no plugins
 * and the library's default scrypt hasher (`--hasher plain` for a trivial one). "One instance"
 * is the cluster's first instance on its own port, its two peers idle. Loopback only.
 *
 *   npx tsx bench/cluster.ts [--duration 10] [--warmup 2] [--connections 16]
 *     [--sign-in-connections 8] [--engines postgres,mysql] [--hasher scrypt|plain] [--runs 1]
 *     [--users 50] [--limit 600]
 *
 * Every load is bounded (see harness/load-generator.ts: a fixed warm-up, a fixed measured
 * duration, a kill 15 s after it should have ended), and the whole run stops after
 * `--limit` seconds (default 600), whatever happens. Needs nginx and the servers of
 * scripts/services.sh (`eval "$(bash scripts/services.sh env)"`). Not a test: see bench/README.md.
 */
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { send } from '../packages/core/test/cluster/client.js';
import {
  type Cluster,
  clusterUnavailable,
  startCluster,
} from '../packages/core/test/cluster/cluster.js';
import type { DatabaseKind } from '../packages/core/test/cluster/database.js';
import { PASSWORD } from './harness/http.js';
import {
  createLoadGenerator,
  type Load,
  medianResult,
  type Result,
} from './harness/load-generator.js';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '16' },
    'sign-in-connections': { type: 'string', default: '8' },
    engines: { type: 'string', default: 'postgres' },
    hasher: { type: 'string', default: 'scrypt' },
    runs: { type: 'string', default: '1' },
    users: { type: 'string', default: '50' },
    limit: { type: 'string', default: '600' },
  },
});
const LABELS: Record<DatabaseKind, string> = { postgres: 'PostgreSQL', mysql: 'MariaDB' };
const benchDir = fileURLToPath(new URL('.', import.meta.url));
const users = Number(args.users);
const runs = Number(args.runs);
const hasher = args.hasher === 'plain' ? 'plain' : 'scrypt';

/** Signs up the users the sign-in load cycles through (`user<i>@bench.example`), 4 at a time. */
async function seed(url: string): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < users) {
        const i = next++;
        const answer = await send(`${url}/api/auth/sign-up/email`, {
          method: 'POST',
          body: { name: `User ${i}`, email: `user${i}@bench.example`, password: PASSWORD },
        });
        if (answer.status !== 200) throw new Error(`sign-up ${i}: ${answer.status}`);
      }
    }),
  );
}

/** The session cookie of user0, for the get-session load. */
async function signIn(url: string): Promise<string> {
  const answer = await send(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    body: { email: 'user0@bench.example', password: PASSWORD },
  });
  if (answer.status !== 200) throw new Error(`sign-in: ${answer.status}`);
  return (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
}

const portOf = (url: string) => Number(new URL(url).port);

/** One row of the table: a route against a target, the median of `--runs` interleaved runs. */
interface Row {
  route: string;
  target: string;
  results: Result[];
}

async function measure(cluster: Cluster): Promise<{ generator: string; rows: Row[] }> {
  const app = cluster.app('bench');
  await seed(app.url);
  const cookie = await signIn(app.url);
  const generator = createLoadGenerator('auto', benchDir, users);
  const targets = [
    ['3 instances behind nginx', portOf(app.url)],
    ['1 instance, direct', portOf(app.instances[0]!.url)],
  ] as const;
  const loads = [
    { route: 'get-session', mode: 'static', connections: Number(args.connections), cookie },
    {
      route: `sign-in (${hasher})`,
      mode: 'signin',
      connections: Number(args['sign-in-connections']),
    },
  ] as const;
  const rows = new Map<string, Row>();
  // Interleaved: each run measures every target once, so slow spells of a shared machine
  // spread over both columns instead of landing on one.
  for (let run = 0; run < runs; run++) {
    for (const { route, ...load } of loads) {
      for (const [target, port] of targets) {
        const result = await generator.run({
          ...load,
          port,
          duration: Number(args.duration),
          warmup: Number(args.warmup),
        } satisfies Load);
        const key = `${route}|${target}`;
        const row = rows.get(key) ?? { route, target, results: [] };
        row.results.push(result);
        rows.set(key, row);
        console.log(`run ${run + 1}: ${route}, ${target}: ${result.rps.toFixed(1)} req/s`);
      }
    }
  }
  return { generator: generator.name, rows: [...rows.values()] };
}

async function main(): Promise<void> {
  const deadline = setTimeout(() => {
    console.error(`bench/cluster.ts: over --limit ${args.limit} s, stopping`);
    process.exit(2);
  }, Number(args.limit) * 1000);
  deadline.unref();
  const table: string[] = [];
  let generatorName = '';
  const loadBefore = loadavg()[0]!;
  for (const kind of args.engines.split(',') as DatabaseKind[]) {
    const unavailable = clusterUnavailable(kind);
    if (unavailable) {
      console.log(`skipping ${LABELS[kind]}: ${unavailable}`);
      continue;
    }
    const cluster = await startCluster({
      database: kind,
      apps: { bench: { rateLimit: 'off', plugins: false, hasher } },
    });
    try {
      const { generator, rows } = await measure(cluster);
      generatorName = generator;
      for (const { route, target, results } of rows) {
        const r = medianResult(results);
        table.push(
          `| ${LABELS[kind]} | ${route} | ${target} | ${r.rps.toFixed(r.rps < 100 ? 1 : 0)} | ` +
            `${r.p50.toFixed(2)} ms | ${r.p99.toFixed(2)} ms | ${r.errors} |`,
        );
      }
    } finally {
      await cluster.stop();
    }
  }
  console.log(
    `\nget-session ${args.connections} and sign-in ${args['sign-in-connections']} connections, ` +
      `${args.warmup} s warm-up + ${args.duration} s measured, median of ${runs} interleaved ` +
      `run(s), load generator ${generatorName}, ${cpus().length} CPUs, load average ` +
      `${loadBefore.toFixed(1)} before and ${loadavg()[0]!.toFixed(1)} after\n`,
  );
  console.log('| Database | Route | Target | Requests/s | p50 | p99 | Errors |');
  console.log('| -------- | ----- | ------ | ---------: | --: | --: | -----: |');
  for (const row of table) console.log(row);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
