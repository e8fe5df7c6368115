/**
 * @module test/cluster/cluster
 *
 * A Portcullis cluster on loopback for the multi-instance tests (issue 19) and bench/cluster.ts:
 * a fresh PostgreSQL schema or MariaDB database, migrated once, three instance processes
 * (server.ts) sharing it, one Redis (a key prefix of their own) and one secret, and nginx in front
 * of them, round robin. Each app of the cluster is a separate configuration served by every
 * instance on a port of its own, with an nginx site of its own.
 *
 * Every step is bounded: 60 s for the instances to start, 10 s for nginx, 20 s for the apps to
 * answer `/ok` through nginx from every instance; stopping takes at most ~15 s.
 *
 * @example
 * const cluster = await startCluster({ database: 'postgres', apps: { main: {} } });
 * const browser = cluster.app('main').browser();
 * await browser.post('/sign-up/email', { name: 'Ada', email: 'ada@example.com', password: '…' });
 * await cluster.stop();
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Redis from 'ioredis';
import type { Kysely } from 'kysely';
import { notSet } from '../adapters/targets.js';
import { type Browser, type BrowserOptions, createBrowser, send } from './client.js';
import type { AppConfig, CapturedEmail, InstanceConfig, ReadyLine } from './config.js';
import { createFreshDatabase, type DatabaseKind, databaseURL } from './database.js';
import { findNginx, startNginx } from './nginx.js';
import { stopProcess, track, waitFor } from './processes.js';

const REDIS_URL = process.env.PORTCULLIS_TEST_REDIS_URL;
const SERVER_SCRIPT = fileURLToPath(new URL('./server.ts', import.meta.url));
const REPOSITORY = fileURLToPath(new URL('../../../../', import.meta.url));

/** Options of {@link startCluster}. */
export interface ClusterOptions {
  database: DatabaseKind;
  /** The apps, by name (a name is a word: it names an nginx upstream). */
  apps: Record<string, AppConfig>;
  /** Instance processes. Default: 3. */
  instances?: number;
}

/** One app of a running cluster. */
export interface ClusterApp {
  /** nginx's origin for this app: the app's `baseURL`. */
  url: string;
  /** Each instance's own origin for this app, bypassing nginx. */
  instances: Array<{ name: string; url: string }>;
  /** A new browser with a client IP of its own (or `ip`). */
  browser(options?: Omit<BrowserOptions, 'origin'>): Browser;
}

/** A running cluster. */
export interface Cluster {
  /** The test's own connection to the shared database. */
  db: Kysely<any>;
  /** The temporary directory: nginx.conf, the logs, captured emails. */
  dir: string;
  app(name: string): ClusterApp;
  /** The next email sent to `to` that no earlier call returned; waits up to `timeoutMs` (5 s). */
  nextEmail(to: string, timeoutMs?: number): Promise<CapturedEmail>;
  /**
   * Takes one instance out of nginx's upstreams (a configuration reload), and resolves once 30
   * answers in a row came from the others (10 s at most).
   */
  drain(name: string): Promise<void>;
  /**
   * Stops one instance as a deployment would (SIGTERM: see server.ts), leaving the others and
   * nginx running; resolves with its exit code (0; 3 if connections had to be cut; null if it
   * had to be killed).
   */
  stopInstance(name: string): Promise<number | null>;
  /** Stops nginx, then the instances (gracefully), then drops the database and the Redis keys. */
  stop(): Promise<void>;
}

/**
 * Why a cluster on `kind` cannot run here (a server URL unset, no nginx), or null when it can.
 * `.ci/run` provides all of them.
 */
export function clusterUnavailable(kind: DatabaseKind): string | null {
  const variable =
    kind === 'postgres' ? 'PORTCULLIS_TEST_POSTGRES_URL' : 'PORTCULLIS_TEST_MYSQL_URL';
  if (!databaseURL(kind)) return notSet(variable);
  if (!REDIS_URL) return notSet('PORTCULLIS_TEST_REDIS_URL');
  if (!findNginx()) {
    return 'nginx is not installed (apt-get install nginx, as .ci/run does; or set PORTCULLIS_TEST_NGINX)';
  }
  return null;
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

/** Starts one instance process; resolves with its ports once it printed its ready line. */
function startInstance(config: InstanceConfig, dir: string) {
  const log = join(dir, `instance-${config.name}.log`);
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', SERVER_SCRIPT], {
      cwd: REPOSITORY,
      env: { ...process.env, PORTCULLIS_CLUSTER_INSTANCE: JSON.stringify(config) },
      stdio: ['pipe', 'pipe', 'pipe'],
    }),
  );
  child.stderr?.pipe(createWriteStream(log));
  const ready = new Promise<ReadyLine>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((candidate) => candidate.startsWith('{"ready"'));
      if (line) resolve(JSON.parse(line) as ReadyLine);
    });
    child.once('exit', (code) => {
      let tail = '';
      try {
        tail = readFileSync(log, 'utf8').slice(-2000);
      } catch {}
      reject(new Error(`instance ${config.name} exited (${code}) before it was ready:\n${tail}`));
    });
  });
  return { child, ready };
}

/** Starts a cluster (see the module comment). On any failure, what started is stopped again. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'portcullis-cluster-'));
  // nginx's workers (nobody, when the tests run as root) need to reach their temp directories.
  chmodSync(dir, 0o755);
  const stops: Array<() => Promise<unknown>> = [async () => rmSync(dir, { recursive: true })];
  const stop = async () => {
    const errors: unknown[] = [];
    for (const step of stops.splice(0).reverse()) await step().catch((e) => errors.push(e));
    if (errors.length > 0) throw errors[0];
  };
  try {
    const redisKeyPrefix = `portcullis-cluster:${randomBytes(6).toString('hex')}:`;
    const redis = new Redis(REDIS_URL!, { maxRetriesPerRequest: 1 });
    stops.push(async () => {
      await deleteKeys(redis, redisKeyPrefix);
      await redis.quit();
    });
    const database = await createFreshDatabase(options.database);
    stops.push(() => database.drop());

    const appNames = Object.keys(options.apps);
    const publicPorts = await Promise.all(appNames.map(() => freePort()));
    const origin = (port: number) => `http://127.0.0.1:${port}`;
    const apps = Object.fromEntries(
      appNames.map((name, i) => [
        name,
        { ...options.apps[name], baseURL: origin(publicPorts[i]!) },
      ]),
    );
    const emailsFile = join(dir, 'emails.jsonl');
    const names = 'abcdefghij'.slice(0, options.instances ?? 3).split('');
    const instances = names.map((name, i) =>
      startInstance(
        {
          name,
          database: database.config,
          redisURL: REDIS_URL!,
          redisKeyPrefix,
          secret: 'cluster-test-secret-with-at-least-32-characters',
          apps,
          migrate: i === 0,
          emailsFile,
        },
        dir,
      ),
    );
    stops.push(() =>
      Promise.all(instances.map(({ child }) => stopProcess(child, 'SIGTERM', 10_000))),
    );
    const ready = await withTimeout(
      Promise.all(instances.map((i) => i.ready)),
      60_000,
      'instances',
    );

    const drained = new Set<string>();
    const sites = () =>
      appNames.map((name, i) => ({
        name,
        listenPort: publicPorts[i]!,
        upstreamPorts: ready.flatMap((line, j) =>
          drained.has(names[j]!) ? [] : [line.ports[name]!],
        ),
      }));
    const nginx = await startNginx(findNginx()!, dir, sites());
    stops.push(() => nginx.stop());

    const clusterApps = new Map<string, ClusterApp>();
    for (const [i, name] of appNames.entries()) {
      const url = origin(publicPorts[i]!);
      clusterApps.set(name, {
        url,
        instances: names.map((instance, j) => ({
          name: instance,
          url: origin(ready[j]!.ports[name]!),
        })),
        browser: (browser = {}) => createBrowser({ origin: url, ...browser }),
      });
      await everyInstanceAnswers(url, names.length);
    }

    return {
      db: database.db,
      dir,
      app(name) {
        const app = clusterApps.get(name);
        if (!app) throw new Error(`no app "${name}" in this cluster`);
        return app;
      },
      nextEmail: createMailbox(emailsFile),
      async drain(name) {
        drained.add(name);
        nginx.reload(sites());
        const url = origin(publicPorts[0]!);
        let others = 0;
        await waitFor(`nginx without instance ${name}`, 10_000, async () => {
          const answer = await send(`${url}/api/auth/ok`).catch(() => null);
          others = answer && answer.instance !== name ? others + 1 : 0;
          return others >= 30;
        });
      },
      async stopInstance(name) {
        const child = instances[names.indexOf(name)]?.child;
        if (!child) throw new Error(`no instance "${name}" in this cluster`);
        await stopProcess(child, 'SIGTERM', 15_000);
        return child.exitCode;
      },
      stop,
    };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

/** Polls `/ok` through nginx until every instance has answered it once (20 s at most). */
async function everyInstanceAnswers(url: string, count: number): Promise<void> {
  const seen = new Set<string>();
  await waitFor(`${url}/api/auth/ok from ${count} instances`, 20_000, async () => {
    const answer = await send(`${url}/api/auth/ok`).catch(() => null);
    if (answer?.status === 200) seen.add(answer.instance);
    return seen.size === count;
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not ready within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/** Reads the emails file; each call takes the oldest unclaimed email to `to`. */
function createMailbox(file: string) {
  const claimed = new Set<number>();
  return async (to: string, timeoutMs = 5_000): Promise<CapturedEmail> => {
    let found: CapturedEmail | undefined;
    await waitFor(`an email to ${to}`, timeoutMs, () => {
      let lines: string[] = [];
      try {
        lines = readFileSync(file, 'utf8').split('\n');
      } catch {}
      for (const [i, line] of lines.entries()) {
        if (!line || claimed.has(i)) continue;
        const email = JSON.parse(line) as CapturedEmail;
        if (email.to !== to) continue;
        claimed.add(i);
        found = email;
        return true;
      }
      return false;
    });
    return found!;
  };
}
