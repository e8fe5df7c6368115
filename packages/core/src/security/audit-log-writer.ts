import { randomBytes } from 'node:crypto';
import { monotonicFactory } from 'ulid';
import type { DatabaseAdapter } from '../db/adapter.js';
import type { ResolvedAuditLogOptions } from '../kernel/audit-log-options.js';
import type { AuditLogWriter, AuthEvent } from '../kernel/auth-event.js';
import type { Logger } from '../utils/logger.js';

const HOUR_MS = 3_600_000;
/**
 * How long the first queued event waits for others, in milliseconds: under load, events of
 * concurrent requests share one transaction instead of one each.
 */
const BATCH_WINDOW_MS = 5;
/** Random bytes drawn from the OS at a time for event ids (ULIDs need 10 per new millisecond). */
const RANDOM_POOL_BYTES = 4096;
const DAY_MS = 86_400_000;
/** Longest stored user agent and IP, in characters: longer values are cut, never refused. */
const MAX_USER_AGENT = 512;
const MAX_IP = 64;

/** The stored form of an event: a row of the `auditEvent` table. */
export interface AuditEventRow {
  id: string;
  type: string;
  actorUserId: string | null;
  userId: string | null;
  organizationId: string | null;
  sessionId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  outcome: string;
  metadata: Record<string, unknown> | null;
  createdAt: Date;
}

/**
 * Builds the audit-log writer of an instance. Events are queued and written in batches (those
 * queued within {@link BATCH_WINDOW_MS} of each other, in one transaction), in the background: the request that recorded an event never waits for its
 * write, and a failed write is logged and counted, never thrown. After a write, events older
 * than `retentionDays` are deleted, at most once an hour.
 *
 * @param afterWrite Called with each stored row, once it is stored (the new-device notice).
 */
export function createAuditLogWriter(
  adapter: DatabaseAdapter,
  options: ResolvedAuditLogOptions,
  logger: Logger,
  afterWrite?: (row: AuditEventRow) => void,
): AuditLogWriter {
  const model = 'auditEvent';
  const nextId = monotonicFactory(pooledRandom());
  const stats = { written: 0, failed: 0, dropped: 0 };
  let queue: AuditEventRow[] = [];
  let draining: Promise<void> | undefined;
  let lastPrune = 0;

  async function writeBatch(batch: AuditEventRow[]): Promise<void> {
    try {
      if (batch.length === 1) await adapter.create({ model, data: { ...batch[0] } });
      else {
        await adapter.transaction(async (tx) => {
          for (const row of batch) await tx.create({ model, data: { ...row } });
        });
      }
      stats.written += batch.length;
      if (afterWrite) for (const row of batch) afterWrite(row);
    } catch (error) {
      if (batch.length > 1) {
        // One bad row must not cost the others: write them one by one.
        for (const row of batch) await writeBatch([row]);
        return;
      }
      stats.failed += 1;
      logger.error(`Failed to write the audit event "${batch[0]?.type}"`, error);
    }
  }

  async function prune(): Promise<void> {
    if (options.retentionDays === undefined || Date.now() - lastPrune < HOUR_MS) return;
    lastPrune = Date.now();
    try {
      await adapter.deleteMany({
        model,
        where: [
          {
            field: 'createdAt',
            operator: 'lt',
            value: new Date(Date.now() - options.retentionDays * DAY_MS),
          },
        ],
      });
    } catch (error) {
      logger.error('Failed to delete expired audit events', error);
    }
  }

  async function drain(): Promise<void> {
    // Let the request that queued the event finish first, and others queue theirs.
    await new Promise((resolve) => setTimeout(resolve, BATCH_WINDOW_MS));
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      await writeBatch(batch);
    }
    await prune();
  }

  function startDrain(): Promise<void> {
    draining ??= drain().finally(() => {
      draining = undefined;
      // Events queued after the loop's last check start the next drain.
      if (queue.length > 0) void startDrain();
    });
    return draining;
  }

  return {
    stats,
    record(event: AuthEvent) {
      if (queue.length >= options.maxQueueSize) {
        stats.dropped += 1;
        if (stats.dropped === 1 || stats.dropped % 1000 === 0) {
          logger.error(`The audit log queue is full: ${stats.dropped} event(s) dropped so far`);
        }
        return;
      }
      queue.push(toRow(nextId(event.timestamp.getTime()).toLowerCase(), event));
      void startDrain();
    },
    async flush() {
      while (draining || queue.length > 0) await startDrain();
    },
  };
}

/**
 * A PRNG for the ULID factory (a number in [0, 1)) that reads the OS's random bytes in pooled
 * blocks, instead of one `crypto.getRandomValues` call per character of each id.
 */
function pooledRandom(): () => number {
  let pool = randomBytes(RANDOM_POOL_BYTES);
  let offset = 0;
  return () => {
    if (offset + 4 > pool.length) {
      pool = randomBytes(RANDOM_POOL_BYTES);
      offset = 0;
    }
    const value = pool.readUInt32BE(offset);
    offset += 4;
    return value / 0x1_0000_0000;
  };
}

function toRow(id: string, event: AuthEvent): AuditEventRow {
  return {
    id,
    type: event.type,
    actorUserId: event.actorUserId ?? null,
    userId: event.userId ?? null,
    organizationId: event.organizationId ?? null,
    sessionId: event.sessionId ?? null,
    ipAddress: event.ipAddress?.slice(0, MAX_IP) ?? null,
    userAgent: event.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    outcome: event.outcome,
    metadata: event.details ?? null,
    createdAt: event.timestamp,
  };
}
