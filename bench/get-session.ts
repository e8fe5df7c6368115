/**
 * get-session throughput over real HTTP: one signed-in user, `node:http` + `toNodeHandler`, and a
 * load generator in a worker thread keeping a fixed number of keep-alive connections busy for a
 * bounded time. Loopback only. Runs on SQLite, and on PostgreSQL / MySQL when their test URLs
 * are set (each in a throwaway schema or database, dropped afterwards).
 *
 *   npx tsx bench/get-session.ts [--duration 10] [--connections 16] [--engines sqlite,postgres]
 *
 * Not a test: numbers depend on the machine. See bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import mysql from 'mysql2';
import pg from 'pg';
import { createPortcullis, migrate, type PasswordHasher } from '../packages/core/src/index.js';
import { toNodeHandler } from '../packages/core/src/integrations/node.js';
import { listArg, numberArg } from './harness/args.js';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '16' },
    engines: { type: 'string', default: 'sqlite,postgres,mysql' },
  },
});
const durationMs = numberArg('duration', args.duration, 1, 600) * 1000;
const warmupMs = numberArg('warmup', args.warmup, 0, 600) * 1000;
const connections = numberArg('connections', args.connections, 1, 1024);

// Hashing is not what is measured: one sign-up, then only get-session.
const plainHasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async ({ hash, password }) => hash === `plain:${password}`,
};

/** A database for one engine: the `options.database` input and how to remove it afterwards. */
interface Engine {
  name: string;
  open(): Promise<{ database: string; drop(): Promise<void> }>;
}

const suffix = `bench_${randomBytes(4).toString('hex')}`;

const engines: Record<string, Engine | undefined> = {
  sqlite: {
    name: 'SQLite (better-sqlite3, WAL file)',
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'portcullis-bench-'));
      return {
        database: join(dir, 'auth.db'),
        drop: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  postgres: process.env.PORTCULLIS_TEST_POSTGRES_URL
    ? {
        name: 'PostgreSQL (pg pool)',
        async open() {
          const url = process.env.PORTCULLIS_TEST_POSTGRES_URL!;
          const admin = new pg.Pool({ connectionString: url, max: 1 });
          await admin.query(`create schema ${suffix}`);
          const target = new URL(url);
          target.searchParams.set('options', `-c search_path=${suffix}`);
          return {
            database: target.href,
            async drop() {
              await admin.query(`drop schema ${suffix} cascade`);
              await admin.end();
            },
          };
        },
      }
    : undefined,
  mysql: process.env.PORTCULLIS_TEST_MYSQL_URL
    ? {
        name: 'MariaDB (mysql2 pool)',
        async open() {
          const url = process.env.PORTCULLIS_TEST_MYSQL_URL!;
          const target = new URL(url);
          const name = `${target.pathname.slice(1)}_${suffix}`;
          const admin = mysql.createPool({ uri: url, connectionLimit: 1 }).promise();
          await admin.query(`create database \`${name}\``);
          target.pathname = `/${name}`;
          return {
            database: target.href,
            async drop() {
              await admin.query(`drop database \`${name}\``);
              await admin.end();
            },
          };
        },
      }
    : undefined,
};

// The load generator: plain JS in a worker, so it runs on its own core beside the server.
const LOAD = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const { port, cookie, connections, warmupMs, durationMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const get = () => new Promise((resolve) => {
  const started = process.hrtime.bigint();
  const request = http.get({ host: '127.0.0.1', port, path: '/api/auth/get-session', agent,
    headers: { cookie } }, (response) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk) => { body += chunk; });
    response.on('end', () => resolve({
      ok: response.statusCode === 200 && body.includes('"session"'),
      micros: Number(process.hrtime.bigint() - started) / 1000,
    }));
  });
  request.on('error', () => resolve({ ok: false, micros: 0 }));
});
(async () => {
  const warmupEnd = Date.now() + warmupMs;
  const end = warmupEnd + durationMs;
  const latencies = [];
  let errors = 0;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (Date.now() < end) {
      const result = await get();
      if (Date.now() <= warmupEnd) continue;
      if (result.ok) latencies.push(result.micros); else errors++;
    }
  }));
  agent.destroy();
  parentPort.postMessage({ latencies, errors });
})();
`;

async function measure(engine: Engine) {
  const { database, drop } = await engine.open();
  const auth = createPortcullis({
    baseURL: 'http://127.0.0.1:3000',
    secret: 'bench-secret-with-at-least-32-characters',
    database,
    logger: { disabled: true },
    emailAndPassword: { enabled: true, password: plainHasher },
  });
  const server = createServer(toNodeHandler(auth));
  try {
    await migrate(auth);
    const signUp = await auth.handler(
      new Request('http://127.0.0.1:3000/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3000' },
        body: JSON.stringify({
          name: 'Bench',
          email: 'bench@example.com',
          password: 'bench-pass-1',
        }),
      }),
    );
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const { latencies, errors } = await new Promise<{ latencies: number[]; errors: number }>(
      (resolve, reject) => {
        const worker = new Worker(LOAD, {
          eval: true,
          workerData: { port, cookie, connections, warmupMs, durationMs },
        });
        worker.once('message', resolve);
        worker.once('error', reject);
      },
    );
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return {
      engine: engine.name,
      requestsPerSecond: Math.round(latencies.length / (durationMs / 1000)),
      p50ms: (at(0.5) / 1000).toFixed(2),
      p99ms: (at(0.99) / 1000).toFixed(2),
      errors,
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await auth.$context.adapter.close?.();
    await drop();
  }
}

const chosen = listArg(args.engines);
console.log(
  `get-session over HTTP — ${connections} connections, ${args.duration} s after ${args.warmup} s warm-up, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`,
);
const results = [];
for (const name of chosen) {
  const engine = engines[name];
  if (!engine) {
    console.log(`${name}: skipped (unknown engine, or its PORTCULLIS_TEST_*_URL is not set)`);
    continue;
  }
  results.push(await measure(engine));
}
console.table(results);
