import type { listAuditEvents } from '../../api/routes/audit/list-audit-events.js';
import type { EndpointQuery, EndpointResult } from '../endpoint-types.js';
import type { ClientResult } from '../types.js';
import type { MethodContext } from './context.js';

/**
 * Query of `listAuditEvents`: `{ type?, from?, to?, limit?, cursor? }`; `type` one event type or
 * several comma-separated, `from`/`to` ISO 8601 (inclusive), `limit` 1–100 (default 50),
 * `cursor` the previous page's `nextCursor`.
 */
export type ListAuditEventsQuery = NonNullable<EndpointQuery<typeof listAuditEvents>>;

/**
 * Result of `listAuditEvents`: `{ events, nextCursor }`, newest first; each event `{ id, type,
 * actorUserId, userId, organizationId, sessionId, ipAddress, userAgent, outcome, metadata,
 * createdAt }`; `nextCursor` null on the last page.
 */
export type ListAuditEventsResult = EndpointResult<typeof listAuditEvents>;

/** The audit-log call of the client (the server needs `auditLog: { enabled: true }`). */
export interface AuditLogMethods {
  /**
   * `GET /list-audit-events`: the caller's own security activity (sign-ins, failures, password
   * and email changes, revoked sessions…). Errors: 401 `UNAUTHORIZED`; 404
   * `AUDIT_LOG_IS_NOT_ENABLED`; 400 `VALIDATION_ERROR` for a bad filter.
   *
   * @example
   * const { data } = await client.listAuditEvents({ query: { type: 'sign-in.failure' } });
   */
  listAuditEvents(input?: {
    query?: ListAuditEventsQuery;
  }): Promise<ClientResult<ListAuditEventsResult>>;
}

/** Builds {@link AuditLogMethods}. */
export function createAuditLogMethods(ctx: MethodContext): AuditLogMethods {
  return {
    listAuditEvents: (input) =>
      ctx.get<ListAuditEventsResult>('/list-audit-events', input?.query ?? {}),
  };
}
