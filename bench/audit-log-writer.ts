/**
 * Where an audit event's cost goes (issue 18), in-process on a SQLite file: CPU per event of
 * the audit-log writer (`auth.$context.auditLog`), split into
 *
 * - `record()` alone — the synchronous part a request pays (the row, its ULID, queueing), with
 *   events in the same millisecond (ULID's cheap increment) and each in a new one (16 random
 *   characters, as under real traffic);
 * - the write, by batch size — 1 event per flush (what a sign-in load mostly produces: each
 *   drain picks up what was queued since the last one), 8, and 1,000 per flush;
 * - for comparison, the same row through `adapter.create` outside a transaction, and through a
 *   bare better-sqlite3 prepared statement (the floor).
 *
 * CPU time comes from `process.cpuUsage()` (user + system, this process), rounds alternate
 * the variants, medians are reported.
 *
 *   npx tsx bench/audit-log-writer.ts [--events 2000] [--rounds 5]
 *
 * Runs against the built package (`npm run build` first). Not a test. See bench/README.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type AuthEvent, createPortcullis, migrate } from '@portcullis/core';
import Database from 'better-sqlite3';
import { numberArg } from './harness/args.js';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '5' },
  },
});
const events = numberArg('events', args.events, 1, 9000);
const rounds = numberArg('rounds', args.rounds, 1, 15);

const dir = mkdtempSync(join(tmpdir(), 'portcullis-bench-audit-writer-'));
const file = join(dir, 'auth.db');
const auth = createPortcullis({
  baseURL: 'http://127.0.0.1:3000',
  secret: 'bench-secret-with-at-least-32-characters',
  database: file,
  logger: { disabled: true },
  emailAndPassword: { enabled: true },
  auditLog: { enabled: true },
});

const event = (timestamp = new Date()): AuthEvent => ({
  type: 'sign-in.success',
  userId: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  actorUserId: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  sessionId: 'ZyXwVuTsRqPoNmLkJiHgFeDcBa543210',
  outcome: 'success',
  ipAddress: '127.0.0.1',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)',
  timestamp,
  details: { method: 'email' },
});
// Far ahead of the real clock, so every event of that variant starts a new ULID millisecond.
let clock = Date.now() + 10 * 365 * 86_400_000;

/** CPU µs (user + system) per event of `fn`, which handles `events` events. */
async function cpuPerEvent(fn: () => Promise<void> | void): Promise<number> {
  const before = process.cpuUsage();
  await fn();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / events;
}

try {
  await migrate(auth);
  const writer = auth.$context.auditLog!;
  const { adapter } = auth.$context;
  const raw = new Database(file);
  const insert = raw.prepare(
    'insert into "auditEvent" ("id", "type", "actorUserId", "userId", "organizationId", "sessionId", "ipAddress", "userAgent", "outcome", "metadata", "createdAt") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  let n = 0;
  const variants: Record<string, () => Promise<void> | void> = {
    'record() alone, same millisecond (ULID increments)': () => {
      for (let i = 0; i < events; i++) writer.record(event());
    },
    'record() alone, a new millisecond each (fresh ULID randomness)': () => {
      for (let i = 0; i < events; i++) writer.record(event(new Date(++clock)));
    },
    'write, batches of 1 (record + flush each)': async () => {
      for (let i = 0; i < events; i++) {
        writer.record(event());
        await writer.flush();
      }
    },
    'write, batches of 8': async () => {
      for (let i = 0; i < events; i += 8) {
        for (let j = 0; j < 8; j++) writer.record(event());
        await writer.flush();
      }
    },
    'write, batches of 1,000': async () => {
      for (let i = 0; i < events; i += 1000) {
        for (let j = 0; j < 1000; j++) writer.record(event());
        await writer.flush();
      }
    },
    'adapter.create, no transaction': async () => {
      for (let i = 0; i < events; i++) {
        const e = event();
        await adapter.create({
          model: 'auditEvent',
          data: {
            id: `x${n++}`,
            type: e.type,
            actorUserId: e.actorUserId,
            userId: e.userId,
            organizationId: null,
            sessionId: e.sessionId,
            ipAddress: e.ipAddress,
            userAgent: e.userAgent,
            outcome: e.outcome,
            metadata: e.details,
            createdAt: e.timestamp,
          },
        });
      }
    },
    'better-sqlite3 prepared insert (floor)': () => {
      for (let i = 0; i < events; i++) {
        const e = event();
        insert.run(
          `y${n++}`,
          e.type,
          e.actorUserId,
          e.userId,
          null,
          e.sessionId,
          e.ipAddress,
          e.userAgent,
          e.outcome,
          JSON.stringify(e.details),
          e.timestamp.toISOString(),
        );
      }
    },
  };
  const samples: Record<string, number[]> = Object.fromEntries(
    Object.keys(variants).map((k) => [k, []]),
  );
  // One warm-up pass, then alternating rounds.
  for (const fn of Object.values(variants)) await fn();
  await writer.flush();
  for (let round = 0; round < rounds; round++) {
    for (const [name, fn] of Object.entries(variants)) {
      // record() alone queues events; their write is flushed outside the measurement.
      samples[name]!.push(await cpuPerEvent(fn));
      await writer.flush();
    }
  }
  raw.close();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    `audit-log writer, SQLite file — ${events} events per variant, ${rounds} alternating rounds, medians; Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${new Date().toISOString()}\n`,
  );
  console.log('| Variant | CPU µs per event (median) | all rounds |');
  console.log('| --- | ---: | --- |');
  for (const [name, xs] of Object.entries(samples)) {
    console.log(
      `| ${name} | ${median(xs).toFixed(1)} | ${xs.map((x) => x.toFixed(0)).join(', ')} |`,
    );
  }
  console.log(`\nwriter stats: ${JSON.stringify(writer.stats)}`);
} finally {
  await auth.$context.adapter.close?.();
  rmSync(dir, { recursive: true, force: true });
}
