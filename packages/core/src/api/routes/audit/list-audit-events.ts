import { defineEndpoint } from '../../../kernel/endpoint.js';
import {
  type AuditEventPage,
  auditEventQuerySchema,
  listAuditEvents as queryAuditEvents,
  toAuditEventFilter,
} from '../../../security/audit-log-query.js';
import { requireSession } from '../../../session/require-session.js';

/**
 * `GET /list-audit-events`: the caller's own security activity, newest first: events about
 * them or done by them (sign-ins and failures, password and email changes, revoked sessions,
 * …). Filters `type`, `from`, `to`, `limit` (1–100, default 50) and `cursor` (the previous
 * page's `nextCursor`); a `userId` in the query is ignored.
 *
 * @returns `{ events, nextCursor }`; each event `{ id, type, actorUserId, userId,
 *   organizationId, sessionId, ipAddress, userAgent, outcome, metadata, createdAt }`.
 * @throws APIError 401 UNAUTHORIZED without a session; 404 AUDIT_LOG_IS_NOT_ENABLED when
 *   `auditLog` is off; 400 VALIDATION_ERROR for a bad filter.
 * @see docs/audit-log.md
 */
export const listAuditEvents = defineEndpoint(
  '/list-audit-events',
  {
    method: 'GET',
    query: auditEventQuerySchema,
    requireHeaders: true,
    metadata: { summary: "List the caller's security activity", tags: ['Audit log'] },
  },
  async (ctx): Promise<AuditEventPage> => {
    const { user } = await requireSession(ctx);
    const filter = toAuditEventFilter(ctx.query);
    return queryAuditEvents(ctx.context, { ...filter, userId: user.id });
  },
);
