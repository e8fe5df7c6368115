/**
 * Admin list-users at 100,000 users (issue 18): `GET /admin/list-users` through the Web handler
 * in-process (no sockets), as an admin with a session cookie, on a SQLite file and on
 * PostgreSQL (a throwaway schema). Users are bulk-inserted through the driver, not signed up.
 * For each case it prints latency percentiles and req/s, then the two SQL statements the route
 * ran (the page and the `total` count), each timed alone through the driver, with the query
 * plan (SQLite `EXPLAIN QUERY PLAN`, PostgreSQL `EXPLAIN (ANALYZE, BUFFERS)`).
 *
 * With `--what-if`, candidate indexes are then created on the bench's own database (never in
 * packages/core) and every case is measured again, alternating without/with for `--rounds`.
 *
 *   npx tsx bench/list-users.ts                       # SQLite, and PostgreSQL when its URL is set
 *   npx tsx bench/list-users.ts --engines sqlite --iterations 100 --what-if --rounds 3
 *
 * Runs against the built package (`npm run build` at the root first). Not a test: numbers
 * depend on the machine. See bench/README.md.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { admin, createPortcullis, migrate, type PasswordHasher } from '@portcullis/core';
import Database from 'better-sqlite3';
import type * as KyselyModule from 'kysely';
import type { CompiledQuery, Kysely as KyselyInstance } from 'kysely';
import pg from 'pg';
import { listArg, numberArg } from './harness/args.js';

// The repository root's kysely, the one @portcullis/core drives (bench/node_modules holds
// Better Auth's own, another version).
const { Kysely, PostgresDialect, SqliteDialect } = createRequire(
  new URL('../package.json', import.meta.url),
)('kysely') as typeof KyselyModule;
type DatabaseOption = Parameters<typeof createPortcullis>[0]['database'];

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    'max-seconds': { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '1' },
    engines: { type: 'string', default: 'sqlite,postgres' },
    cases: { type: 'string' },
    'what-if': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '1' },
    'no-explain': { type: 'boolean', default: false },
  },
});
const USERS = numberArg('users', args.users, 1, 1_000_000);
const iterations = numberArg('iterations', args.iterations, 1, 10_000);
const warmup = numberArg('warmup', args.warmup, 0, 1000);
/** Each case stops after this many seconds even if `iterations` are not done. */
const maxMs = numberArg('max-seconds', args['max-seconds'], 0, 120) * 1000;
const concurrency = numberArg('concurrency', args.concurrency, 1, 32);
const rounds = numberArg('rounds', args.rounds, 1, 9);

const origin = 'http://127.0.0.1:3000';
const secret = 'bench-secret-with-at-least-32-characters';
const plainHasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async ({ hash, password }) => hash === `plain:${password}`,
};

// ------------------------------------------------------------------ data

// 50 × 50 names: each full name is shared by USERS / 2,500 users, as in a real user base.
const FIRST = (
  'Ada Alan Alice Amara Anna Arjun Ben Carla Chen Dana David Elena Emma Farid Grace Hana Ivan ' +
  'Jack James Julia Kofi Lara Leo Lina Luca Marcus Margaret Maria Mateo Mia Nadia Noah Olga ' +
  'Omar Paul Priya Quinn Rosa Sam Sara Sofia Tariq Tom Uma Victor Wei Xenia Yara Yusuf Zoe'
).split(' ');
const LAST = (
  'Adams Baker Brown Campbell Chen Clark Davis Diaz Evans Fischer Garcia Gomez Green Hall ' +
  'Hughes Ito Jones Kim Kowalski Lee Lopez Lovelace Martin Meyer Miller Moore Muller Nguyen ' +
  'Novak Okafor Patel Perez Rossi Sato Schmidt Silva Singh Smith Suzuki Taylor Thomas Turner ' +
  'Walker Wang Weber White Wilson Wright Young Zhang'
).split(' ');

interface SeedUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  role: string;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A 32-character id over [A-Za-z0-9], the shape of Portcullis's default ids. */
const newId = () => Array.from({ length: 32 }, () => ALPHABET[randomInt(62)]).join('');

/**
 * User `i` (1-based; the admin is user 0): a name from the lists above, a unique email built
 * from it, and a creation time two years ago plus i × ~10 minutes with jitter, so rows arrive in
 * roughly (not exactly) creation order.
 */
function makeUser(i: number, start: number): SeedUser {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  return {
    id: newId(),
    name: `${first} ${last}`,
    email: `${first}.${last}${i}@example.com`.toLowerCase(),
    emailVerified: i % 3 !== 0,
    createdAt: new Date(start + i * 600_000 + randomInt(600_000)),
    role: 'user',
  };
}

// ------------------------------------------------------------------ cases

interface Case {
  id: string;
  title: string;
  query: string;
}

const LAST_OFFSET = Math.max(0, USERS - 25);
/** A term only one user's email contains: the surname and number of a user near the end. */
const RARE_INDEX = Math.max(1, Math.floor(USERS * 0.9) - 1);
const RARE =
  `${LAST[Math.floor(RARE_INDEX / FIRST.length) % LAST.length]}${RARE_INDEX}`.toLowerCase();
const CASES: Case[] = [
  { id: 'first', title: 'first page (limit 25, offset 0)', query: 'limit=25&offset=0' },
  {
    id: 'last',
    title: `last page (offset ${LAST_OFFSET.toLocaleString('en')})`,
    query: `limit=25&offset=${LAST_OFFSET}`,
  },
  {
    id: 'email-contains',
    title: 'email contains "lovelace" (2 % match)',
    query: 'searchValue=lovelace&searchField=email&searchOperator=contains&limit=25',
  },
  {
    id: 'email-contains-rare',
    title: `email contains "${RARE}" (1 match)`,
    query: `searchValue=${RARE}&searchField=email&searchOperator=contains&limit=25`,
  },
  {
    id: 'name-starts-with',
    title: 'name starts_with "Mar" (6 % match)',
    query: 'searchValue=Mar&searchField=name&searchOperator=starts_with&limit=25',
  },
  {
    id: 'sort-created-desc',
    title: 'sortBy createdAt desc, first page',
    query: 'sortBy=createdAt&sortDirection=desc&limit=25&offset=0',
  },
  {
    id: 'sort-created-desc-last',
    title: 'sortBy createdAt desc, last page',
    query: `sortBy=createdAt&sortDirection=desc&limit=25&offset=${LAST_OFFSET}`,
  },
];
const chosenCases = args.cases ? CASES.filter((c) => args.cases!.split(',').includes(c.id)) : CASES;

// ------------------------------------------------------------------ engines

/** What a case's SQL statements are, and the driver calls to time and explain them. */
interface EngineHandle {
  name: string;
  /** `options.database` for the timed instance (as an app would give it). */
  database: string;
  /** A Kysely dialect over the bench's own connection, for the SQL-capturing instance. */
  captureDialect: ConstructorParameters<typeof KyselyModule.Kysely>[0]['dialect'];
  insertUsers(users: SeedUser[]): Promise<void>;
  exec(sql: string): Promise<void>;
  run(query: CompiledQuery): Promise<unknown>;
  explain(query: CompiledQuery): Promise<string[]>;
  /** Candidate indexes for `--what-if`, and how to drop them. */
  whatIf: { create: string[]; drop: string[] };
  /** Runs once after seeding (PostgreSQL: VACUUM ANALYZE, as autovacuum would). */
  afterSeed(): Promise<void>;
  close(): Promise<void>;
}

const suffix = `bench_${randomBytes(4).toString('hex')}`;

function sqliteEngine(): EngineHandle {
  const dir = mkdtempSync(join(tmpdir(), 'portcullis-bench-list-users-'));
  const file = join(dir, 'auth.db');
  // Created before the timed instance opens it, so both use the same file; WAL as Portcullis sets.
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  return {
    name: 'SQLite (better-sqlite3, WAL file)',
    database: file,
    captureDialect: new SqliteDialect({ database: db }),
    async insertUsers(users) {
      const insert = db.prepare(
        'insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "role", "banned") values (?, ?, ?, ?, ?, ?, ?, 0)',
      );
      db.transaction(() => {
        for (const u of users) {
          const at = u.createdAt.toISOString();
          insert.run(u.id, u.name, u.email, u.emailVerified ? 1 : 0, at, at, u.role);
        }
      })();
    },
    async exec(sql) {
      db.exec(sql);
    },
    async run(query) {
      return db.prepare(query.sql).all(...(query.parameters as unknown[]));
    },
    async explain(query) {
      const rows = db
        .prepare(`explain query plan ${query.sql}`)
        .all(...(query.parameters as unknown[])) as {
        id: number;
        parent: number;
        detail: string;
      }[];
      const depth = new Map<number, number>([[0, 0]]);
      return rows.map((r) => {
        const d = (depth.get(r.parent) ?? 0) + 1;
        depth.set(r.id, d);
        return `${'  '.repeat(d - 1)}${r.detail}`;
      });
    },
    whatIf: {
      create: [
        'create index "bench_user_createdAt_id_idx" on "user" ("createdAt", "id")',
        'create index "bench_user_name_idx" on "user" ("name")',
      ],
      drop: ['drop index "bench_user_createdAt_id_idx"', 'drop index "bench_user_name_idx"'],
    },
    async afterSeed() {},
    async close() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresEngine(url: string): Promise<EngineHandle> {
  const root = new pg.Pool({ connectionString: url, max: 1 });
  await root.query(`create schema ${suffix}`);
  const target = new URL(url);
  target.searchParams.set('options', `-c search_path=${suffix}`);
  const pool = new pg.Pool({ connectionString: target.href, max: 2 });
  const version = (await pool.query('show server_version')).rows[0]?.server_version as string;
  // pg_trgm is a trusted extension: a user with CREATE on the database may add it (PG 13+).
  // Only when it is not installed already (its operator classes would be in another schema).
  const trigram =
    (await pool.query(`select 1 from pg_extension where extname = 'pg_trgm'`)).rowCount === 0;
  return {
    name: `PostgreSQL ${version} (pg pool)`,
    database: target.href,
    captureDialect: new PostgresDialect({ pool }),
    async insertUsers(users) {
      await pool.query(
        `insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "role", "banned")
         select id, name, email, verified, at, at, role, false
         from unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::timestamptz[], $6::text[])
           as t(id, name, email, verified, at, role)`,
        [
          users.map((u) => u.id),
          users.map((u) => u.name),
          users.map((u) => u.email),
          users.map((u) => u.emailVerified),
          users.map((u) => u.createdAt.toISOString()),
          users.map((u) => u.role),
        ],
      );
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async run(query) {
      return (await pool.query(query.sql, query.parameters as unknown[])).rows;
    },
    async explain(query) {
      const { rows } = await pool.query(
        `explain (analyze, buffers) ${query.sql}`,
        query.parameters as unknown[],
      );
      return rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
    },
    whatIf: {
      create: [
        // DESC NULLS LAST, as the adapter sorts on PostgreSQL (a backward scan of a plain
        // ascending index gives DESC NULLS FIRST, which the planner cannot use for it).
        'create index "bench_user_createdAt_id_idx" on "user" ("createdAt" desc nulls last, "id" desc)',
        'create index "bench_user_name_pattern_idx" on "user" ("name" text_pattern_ops)',
        ...(trigram
          ? [
              'create extension if not exists pg_trgm',
              'create index "bench_user_email_trgm_idx" on "user" using gin ("email" gin_trgm_ops)',
            ]
          : []),
        'analyze "user"',
      ],
      drop: [
        'drop index "bench_user_createdAt_id_idx"',
        'drop index "bench_user_name_pattern_idx"',
        ...(trigram ? ['drop index "bench_user_email_trgm_idx"'] : []),
        'analyze "user"',
      ],
    },
    async afterSeed() {
      await pool.query('vacuum analyze "user"');
    },
    async close() {
      await pool.end();
      await root.query(`drop schema ${suffix} cascade`);
      await root.end();
    },
  };
}

// ------------------------------------------------------------------ measuring

interface Timing {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  rps: number;
  total: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * Calls `call` `warmup` times, then `iterations` more (or until `maxMs`), `concurrency` at a
 * time; ms per call and calls per second of wall time.
 */
async function time(call: () => Promise<number>): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await call();
  const samples: number[] = [];
  let total = 0;
  let started = 0;
  const begin = performance.now();
  const deadline = begin + maxMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < iterations && performance.now() < deadline) {
        started++;
        const t0 = performance.now();
        total = await call();
        samples.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = performance.now() - begin;
  samples.sort((a, b) => a - b);
  return {
    n: samples.length,
    p50: quantile(samples, 0.5),
    p95: quantile(samples, 0.95),
    p99: quantile(samples, 0.99),
    mean: samples.reduce((s, x) => s + x, 0) / samples.length,
    rps: (samples.length / elapsed) * 1000,
    total,
  };
}

/** Median ms of `n` runs of a statement alone through the driver. */
async function timeStatement(engine: EngineHandle, query: CompiledQuery, n = 30) {
  const samples: number[] = [];
  const deadline = performance.now() + maxMs / 2;
  for (let i = 0; i < n + 3 && performance.now() < deadline; i++) {
    const t0 = performance.now();
    await engine.run(query);
    if (i >= 3) samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return quantile(samples, 0.5);
}

const ms = (x: number) => (x >= 10 ? x.toFixed(1) : x.toFixed(2));

function makeAuth(database: string | { db: KyselyInstance<any>; type: 'sqlite' | 'postgres' }) {
  return createPortcullis({
    baseURL: origin,
    secret,
    // Typed against bench/node_modules' kysely; at run time it is the root's (see above).
    database: database as DatabaseOption,
    logger: { disabled: true },
    rateLimit: { enabled: false },
    emailAndPassword: { enabled: true, password: plainHasher },
    plugins: [admin()],
  });
}

async function benchEngine(engine: EngineHandle, type: 'sqlite' | 'postgres') {
  const auth = makeAuth(engine.database);
  // A second instance over the bench's own connection, logging its SQL: the statements the
  // route runs, captured once per case for timing alone and EXPLAIN (never timed itself).
  let captured: CompiledQuery[] = [];
  const captureDb = new Kysely<any>({
    dialect: engine.captureDialect,
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  const capture = makeAuth({ db: captureDb, type });
  try {
    await migrate(auth);
    const signUp = await auth.handler(
      new Request(`${origin}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ name: 'Admin', email: 'admin@example.com', password: 'pw-123456' }),
      }),
    );
    if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await engine.exec(`update "user" set "role" = 'admin' where "email" = 'admin@example.com'`);

    const seedStart = performance.now();
    const start = Date.now() - 2 * 365 * 86_400_000;
    const BATCH = 10_000;
    for (let from = 1; from < USERS; from += BATCH) {
      const batch: SeedUser[] = [];
      for (let i = from; i < Math.min(USERS, from + BATCH); i++) batch.push(makeUser(i, start));
      await engine.insertUsers(batch);
    }
    await engine.afterSeed();
    const seedSeconds = (performance.now() - seedStart) / 1000;
    console.log(
      `\n## ${engine.name}: ${USERS.toLocaleString('en')} users (admin + ${(USERS - 1).toLocaleString('en')} bulk-inserted in ${seedSeconds.toFixed(1)} s)`,
    );

    const call = (target: Portcullis, q: string) => async () => {
      const response = await target.handler(
        new Request(`${origin}/api/auth/admin/list-users?${q}`, { headers: { cookie } }),
      );
      if (response.status !== 200) throw new Error(`list-users answered ${response.status}`);
      const body = (await response.json()) as { users: unknown[]; total: number };
      if (body.total === 0 && body.users.length === 0) throw new Error(`empty answer for ${q}`);
      return body.total;
    };

    const statementsOf = async (c: Case) => {
      captured = [];
      await call(capture, c.query)();
      const page = captured.find((q) => /^select \* from "user"/.test(q.sql));
      const count = captured.find((q) => /count\(\*\)/.test(q.sql) && /from "user"/.test(q.sql));
      if (!page || !count) throw new Error(`${c.id}: did not capture the route's SQL`);
      return { page, count };
    };

    const measureAll = async (label: string) => {
      const rows = [];
      for (const c of chosenCases) {
        const t = await time(call(auth, c.query));
        const { page, count } = await statementsOf(c);
        const pageMs = await timeStatement(engine, page);
        const countMs = await timeStatement(engine, count);
        rows.push({ c, t, pageMs, countMs, page, count });
        console.log(
          `[${label}] ${c.id}: p50 ${ms(t.p50)} ms, p95 ${ms(t.p95)}, p99 ${ms(t.p99)}, ${t.rps.toFixed(0)} req/s (${t.n} calls, total ${t.total}); page SQL ${ms(pageMs)} ms, count SQL ${ms(countMs)} ms`,
        );
      }
      return rows;
    };

    const printTable = (label: string, rows: Awaited<ReturnType<typeof measureAll>>) => {
      console.log(`\n### ${engine.name} — ${label}\n`);
      console.log(
        '| Case | total | p50 ms | p95 ms | p99 ms | req/s | page SQL ms | count SQL ms |',
      );
      console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
      for (const r of rows) {
        console.log(
          `| ${r.c.title} | ${r.t.total.toLocaleString('en')} | ${ms(r.t.p50)} | ${ms(r.t.p95)} | ${ms(r.t.p99)} | ${r.t.rps.toFixed(0)} | ${ms(r.pageMs)} | ${ms(r.countMs)} |`,
        );
      }
    };

    const printPlans = async (label: string, rows: Awaited<ReturnType<typeof measureAll>>) => {
      if (args['no-explain']) return;
      console.log(`\n### Plans — ${engine.name}, ${label}`);
      for (const r of rows) {
        console.log(`\n#### ${r.c.title}\n`);
        for (const [what, q] of [
          ['page', r.page],
          ['count', r.count],
        ] as const) {
          console.log(`${what}: ${q.sql}  -- ${JSON.stringify(q.parameters)}`);
          for (const line of await engine.explain(q)) console.log(`    ${line}`);
        }
      }
    };

    if (!args['what-if']) {
      const rows = await measureAll('schema as migrated');
      printTable('schema as migrated', rows);
      await printPlans('schema as migrated', rows);
      return;
    }
    // Alternate: without, with, without, with… the candidate indexes, medians per case.
    const byLabel: Record<string, Awaited<ReturnType<typeof measureAll>>[]> = {
      without: [],
      with: [],
    };
    for (let round = 0; round < rounds; round++) {
      byLabel.without!.push(await measureAll(`round ${round + 1}, as migrated`));
      for (const sql of engine.whatIf.create) await engine.exec(sql);
      byLabel.with!.push(await measureAll(`round ${round + 1}, with candidate indexes`));
      if (round < rounds - 1) for (const sql of engine.whatIf.drop) await engine.exec(sql);
    }
    const medianRows = (runs: Awaited<ReturnType<typeof measureAll>>[]) =>
      runs[0]!.map((row, i) => {
        const pick = (f: (r: typeof row) => number) => {
          const values = runs.map((run) => f(run[i]!)).sort((a, b) => a - b);
          return values[Math.floor(values.length / 2)]!;
        };
        return {
          ...row,
          t: {
            ...row.t,
            p50: pick((r) => r.t.p50),
            p95: pick((r) => r.t.p95),
            p99: pick((r) => r.t.p99),
            rps: pick((r) => r.t.rps),
          },
          pageMs: pick((r) => r.pageMs),
          countMs: pick((r) => r.countMs),
        };
      });
    printTable(`as migrated (median of ${rounds})`, medianRows(byLabel.without!));
    printTable(
      `with ${engine.whatIf.create.filter((s) => s.startsWith('create index')).length} candidate indexes (median of ${rounds})`,
      medianRows(byLabel.with!),
    );
    console.log(`\nCandidate indexes:\n${engine.whatIf.create.map((s) => `    ${s}`).join('\n')}`);
    // Plans with the indexes in place (the last round), then without them.
    await printPlans('with candidate indexes', byLabel.with!.at(-1)!);
    for (const sql of engine.whatIf.drop) await engine.exec(sql);
    await printPlans('as migrated', byLabel.without!.at(-1)!);
  } finally {
    await auth.$context.adapter.close?.();
    await capture.$context.adapter.close?.();
  }
}

type Portcullis = ReturnType<typeof makeAuth>;

console.log(
  `admin list-users — ${iterations} calls after ${warmup} warm-up per case (at most ${maxMs / 1000} s), ${concurrency} in flight, in-process handler; Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${new Date().toISOString()}`,
);
for (const name of listArg(args.engines)) {
  if (name === 'sqlite') {
    const engine = sqliteEngine();
    try {
      await benchEngine(engine, 'sqlite');
    } finally {
      await engine.close();
    }
  } else if (name === 'postgres') {
    const url = process.env.PORTCULLIS_TEST_POSTGRES_URL;
    if (!url) {
      console.log('\npostgres: skipped (PORTCULLIS_TEST_POSTGRES_URL is not set)');
      continue;
    }
    const engine = await postgresEngine(url);
    try {
      await benchEngine(engine, 'postgres');
    } finally {
      await engine.close();
    }
  } else {
    console.log(`\n${name}: unknown engine (sqlite, postgres)`);
  }
}
