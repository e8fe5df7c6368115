import { z } from 'zod';
import type { Where } from '../db/adapter.js';
import { APIError } from '../errors/api-error.js';
import type { AuthContext } from '../kernel/auth-context.js';
import type { AuthEventType } from '../kernel/auth-event.js';
import type { AuditEventRow } from './audit-log-writer.js';

/** Events per page when `limit` is not given, and the most a page holds. */
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100;

/** An event id, which is also the page cursor: a lowercase ULID. */
const eventId = z.string().regex(/^[0-9a-z]{26}$/);
const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)));

/**
 * The query string of the `list-audit-events` routes (every field optional):
 *
 * - `type`: one event type or several, comma-separated (`sign-in.failure,lockout`).
 * - `userId`: events about that user or done by them (subject or actor). The user route ignores
 *   it: a user sees their own events only.
 * - `organizationId`: events of that organization.
 * - `from`, `to`: ISO 8601 times, inclusive.
 * - `limit`: events per page, 1–100. Default: 50.
 * - `cursor`: the `nextCursor` of the previous page.
 */
export const auditEventQuerySchema = z
  .object({
    type: z.string().max(2_000).optional(),
    userId: z.string().max(255).optional(),
    organizationId: z.string().max(255).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    limit: z
      .union([
        z
          .string()
          .regex(/^\d{1,3}$/)
          .transform(Number),
        z.number().int(),
      ])
      .refine((limit) => limit >= 1 && limit <= MAX_LIMIT)
      .optional(),
    cursor: eventId.optional(),
  })
  .optional();

/** The parsed query string of a `list-audit-events` route. */
export type AuditEventQueryInput = z.infer<typeof auditEventQuerySchema>;

/** What {@link listAuditEvents} looks for; see {@link auditEventQuerySchema}. */
export interface AuditEventFilter {
  types?: AuthEventType[];
  /** Subject or actor. */
  userId?: string;
  organizationId?: string;
  from?: Date;
  to?: Date;
  /** 1–100. Default: 50. */
  limit?: number;
  /** Only events older than this one (a `nextCursor`). */
  cursor?: string;
}

/** One stored event as the `list-audit-events` routes answer it (`createdAt` as ISO 8601). */
export type AuditEventRecord = AuditEventRow;

/** A page of events, newest first; `nextCursor` is null on the last page. */
export interface AuditEventPage {
  events: AuditEventRecord[];
  nextCursor: string | null;
}

/** Turns a route's query string (already validated by its schema) into a filter. */
export function toAuditEventFilter(query: AuditEventQueryInput): AuditEventFilter {
  const q = query ?? {};
  const types = q.type
    ?.split(',')
    .map((type) => type.trim())
    .filter(Boolean) as AuthEventType[] | undefined;
  return {
    ...(types?.length ? { types } : {}),
    ...(q.userId ? { userId: q.userId } : {}),
    ...(q.organizationId ? { organizationId: q.organizationId } : {}),
    ...(q.from ? { from: new Date(q.from) } : {}),
    ...(q.to ? { to: new Date(q.to) } : {}),
    ...(q.limit === undefined ? {} : { limit: q.limit }),
    ...(q.cursor ? { cursor: q.cursor } : {}),
  };
}

/**
 * A page of stored audit events matching `filter`, newest first. Pages by event id (ids sort by
 * time), so events written while a client pages never shift or repeat a page.
 *
 * @throws APIError 404 `AUDIT_LOG_IS_NOT_ENABLED` 'Audit log is not enabled' when `auditLog` is
 *   off.
 */
export async function listAuditEvents(
  context: Pick<AuthContext, 'adapter' | 'auditLog'>,
  filter: AuditEventFilter,
): Promise<AuditEventPage> {
  if (!context.auditLog) {
    throw new APIError('NOT_FOUND', 'AUDIT_LOG_IS_NOT_ENABLED');
  }
  const where: Where[] = [];
  if (filter.userId) {
    // Left to right: (userId = u OR actorUserId = u) AND the rest.
    where.push({ field: 'userId', value: filter.userId });
    where.push({ field: 'actorUserId', value: filter.userId, connector: 'OR' });
  }
  if (filter.types?.length) where.push({ field: 'type', operator: 'in', value: filter.types });
  if (filter.organizationId) where.push({ field: 'organizationId', value: filter.organizationId });
  if (filter.from) where.push({ field: 'createdAt', operator: 'gte', value: filter.from });
  if (filter.to) where.push({ field: 'createdAt', operator: 'lte', value: filter.to });
  if (filter.cursor) where.push({ field: 'id', operator: 'lt', value: filter.cursor });
  const limit = filter.limit ?? DEFAULT_LIMIT;
  const rows = await context.adapter.findMany<AuditEventRow>({
    model: 'auditEvent',
    where,
    sortBy: { field: 'id', direction: 'desc' },
    limit: limit + 1,
  });
  const events = rows.slice(0, limit);
  return {
    events,
    nextCursor: rows.length > limit ? (events[events.length - 1]?.id ?? null) : null,
  };
}
