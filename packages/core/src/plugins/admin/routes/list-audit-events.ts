import {
  auditEventQuerySchema,
  defineEndpoint,
  listAuditEvents,
  toAuditEventFilter,
} from '../../../plugin/index.js';
import { type NamedAuditEventPage, nameAuditUsers } from '../audit-user-names.js';
import type { AdminConfig } from '../options.js';
import { requireAdminPermission } from '../permission.js';

/**
 * `GET /admin/list-audit-events`: every user's audit events, newest first (the user's own route,
 * `/list-audit-events`, shows only the caller's). Filters: `type` (one or several,
 * comma-separated), `userId` (events about that user or done by them), `organizationId`,
 * `from` and `to` (ISO 8601, inclusive), `limit` (1–100, default 50) and `cursor` (the previous
 * page's `nextCursor`). Not a Better Auth route.
 *
 * @returns `{ events, nextCursor }`; each event `{ id, type, actorUserId, userId,
 *   organizationId, sessionId, ipAddress, userAgent, outcome, metadata, createdAt, user, actor }`:
 *   `user` and `actor` are `{ id, name, email }` of `userId` and `actorUserId` (null for none or
 *   a deleted user), read in one query per page.
 * @throws APIError 401 UNAUTHORIZED; 403 YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS without
 *   `auditLog: ['list']` (or from an impersonation session); 404 AUDIT_LOG_IS_NOT_ENABLED when
 *   `auditLog` is off; 400 VALIDATION_ERROR for a bad filter.
 * @see docs/admin.md, docs/audit-log.md
 */
export const listAuditEventsRoute = (config: AdminConfig) =>
  defineEndpoint(
    '/admin/list-audit-events',
    {
      method: 'GET',
      query: auditEventQuerySchema,
      metadata: { summary: "List every user's audit events", tags: ['Admin', 'Audit log'] },
    },
    async (ctx): Promise<NamedAuditEventPage> => {
      await requireAdminPermission(
        ctx,
        config,
        { auditLog: ['list'] },
        'YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS',
      );
      const page = await listAuditEvents(ctx.context, toAuditEventFilter(ctx.query));
      return nameAuditUsers(ctx.context, page);
    },
  );
