/**
 * Helpers of the audit-log tests: an `onEvent` sink, and the check that an event was stored in
 * the `auditEvent` table exactly as `onEvent` received it.
 */
import { expect, vi } from 'vitest';
import type { DatabaseAdapter } from '../../src/db/adapter.js';
import type { Session } from '../../src/db/entities.js';
import type { AuditLogWriter, AuthEvent, AuthEventType } from '../../src/kernel/auth-event.js';
import type { AuditEventRow } from '../../src/security/audit-log-writer.js';

/** Collects what `onEvent` receives; pass `sink.onEvent` as the option. */
export function createEventSink() {
  const events: AuthEvent[] = [];
  return {
    events,
    onEvent: (event: AuthEvent) => {
      events.push(event);
    },
  };
}

/** An event sink. */
export type EventSink = ReturnType<typeof createEventSink>;

/** What a test asserts of a stored event: the row's fields that are not request data. */
export type StoredFields = Pick<
  AuditEventRow,
  'type' | 'userId' | 'actorUserId' | 'organizationId' | 'sessionId' | 'outcome' | 'metadata'
>;

/** The row `event` is stored as (without its generated `id`). */
function rowOf(event: AuthEvent): Omit<AuditEventRow, 'id'> {
  return {
    type: event.type,
    actorUserId: event.actorUserId ?? null,
    userId: event.userId ?? null,
    organizationId: event.organizationId ?? null,
    sessionId: event.sessionId ?? null,
    ipAddress: event.ipAddress,
    userAgent: event.userAgent,
    outcome: event.outcome,
    metadata: event.details ?? null,
    createdAt: event.timestamp,
  };
}

/**
 * Flushes the audit log and returns the newest stored event of `type`, after checking that the
 * table holds as many events of that type as `onEvent` received, and that the newest one is
 * stored field for field as `onEvent` received it.
 */
export async function storedEvent(
  auth: { $context: { adapter: DatabaseAdapter; auditLog: AuditLogWriter | undefined } },
  sink: EventSink,
  type: AuthEventType,
): Promise<AuditEventRow> {
  await auth.$context.auditLog!.flush();
  const rows = await auth.$context.adapter.findMany<AuditEventRow>({
    model: 'auditEvent',
    where: [{ field: 'type', value: type }],
    sortBy: { field: 'id', direction: 'desc' },
    limit: 1000,
  });
  expect(rows.length, `no "${type}" event stored`).toBeGreaterThan(0);
  // onEvent runs after the request's work (a microtask later): wait for it.
  await vi.waitFor(() =>
    expect(sink.events.filter((event) => event.type === type)).toHaveLength(rows.length),
  );
  const received = sink.events.filter((event) => event.type === type).at(-1)!;
  const { id, ...stored } = rows[0]!;
  expect(id).toMatch(/^[0-9a-z]{26}$/);
  expect(stored).toEqual(rowOf(received));
  return rows[0]!;
}

/** The fields a test asserts, picked from a stored row. */
export function fieldsOf(row: AuditEventRow): StoredFields {
  const { type, userId, actorUserId, organizationId, sessionId, outcome, metadata } = row;
  return { type, userId, actorUserId, organizationId, sessionId, outcome, metadata };
}

/** How many events of `type` are stored, once the log is flushed. */
export async function countStored(
  auth: { $context: { adapter: DatabaseAdapter; auditLog: AuditLogWriter | undefined } },
  type: AuthEventType,
): Promise<number> {
  await auth.$context.auditLog!.flush();
  return auth.$context.adapter.count({
    model: 'auditEvent',
    where: [{ field: 'type', value: type }],
  });
}

/** The id of the session row whose token is `token` (tokens are stored in clear by default). */
export async function sessionIdOf(adapter: DatabaseAdapter, token: string): Promise<string> {
  const session = await adapter.findOne<Session>({
    model: 'session',
    where: [{ field: 'token', value: token }],
  });
  expect(session, 'no session with that token').not.toBeNull();
  return session!.id;
}
