import {
  APIError,
  type AuditEventPage,
  auditEventQuerySchema,
  defineEndpoint,
  listAuditEvents,
  toAuditEventFilter,
} from '../../../plugin/index.js';
import {
  assertPermission,
  refuse,
  requireCaller,
  requireMember,
  targetOrganizationId,
} from '../membership.js';
import type { OrganizationConfig } from '../options.js';

/**
 * `GET /organization/list-audit-events?organizationId&type&userId&from&to&limit&cursor`: the
 * audit events of one organization (default the session's active one), newest first — its
 * `organization.*` events (members, invitations, teams, roles). Needs `auditLog:list`, which the
 * default `owner` and `admin` roles have and `member` has not. Filters as `GET
 * /list-audit-events`, plus `userId` (events about or by that user, within the organization);
 * `limit` 1–100, default 50; `cursor` the previous page's `nextCursor`.
 *
 * The session is read from the database, never the cookie cache, so a revoked session or a
 * removed member cannot read on. A non-member (or an unknown organization) is refused like a
 * member without the permission, so the answer never tells whether an organization exists.
 *
 * @returns `{ events, nextCursor }`; each event `{ id, type, actorUserId, userId,
 *   organizationId, sessionId, ipAddress, userAgent, outcome, metadata, createdAt }`.
 * @throws APIError 401 UNAUTHORIZED; 404 AUDIT_LOG_IS_NOT_ENABLED 'Audit log is not enabled'
 *   when `auditLog` is off; 400 NO_ACTIVE_ORGANIZATION with no organization named or active, 400
 *   VALIDATION_ERROR for a bad filter; 403
 *   YOU_ARE_NOT_ALLOWED_TO_LIST_THE_AUDIT_EVENTS_OF_THIS_ORGANIZATION.
 * @see docs/audit-log.md
 * @example
 * const { events, nextCursor } = await auth.api.listOrganizationAuditEvents({
 *   query: { organizationId, type: 'organization.member-remove' },
 *   headers,
 * });
 */
export const listAuditEventsRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/list-audit-events',
    {
      method: 'GET',
      query: auditEventQuerySchema,
      requireHeaders: true,
      metadata: { summary: "List an organization's audit events", tags: ['Organization'] },
    },
    async (ctx): Promise<AuditEventPage> => {
      const { context } = ctx;
      const caller = await requireCaller(ctx, true);
      if (!context.auditLog) throw new APIError('NOT_FOUND', 'AUDIT_LOG_IS_NOT_ENABLED');
      const organizationId = targetOrganizationId(caller, ctx.query?.organizationId);
      const code = 'YOU_ARE_NOT_ALLOWED_TO_LIST_THE_AUDIT_EVENTS_OF_THIS_ORGANIZATION';
      const member = await requireMember(
        context.adapter,
        organizationId,
        caller.user.id,
        refuse('FORBIDDEN', code),
      );
      assertPermission(config, member, { auditLog: ['list'] }, code);
      return listAuditEvents(context, { ...toAuditEventFilter(ctx.query), organizationId });
    },
  );
