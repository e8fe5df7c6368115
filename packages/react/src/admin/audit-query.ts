import type { AuthClient, ClientResult } from '@portcullis/core/client';
import { requireAdminClient } from './admin-client.js';
import type { AuditEventsPage } from './audit-events-store.js';

/** Whose events: everyone's (`'all'`, an admin, `client.admin.listAuditEvents`) or the caller's own (`'own'`, `client.listAuditEvents`). */
export type AuditScope = 'all' | 'own';

/** Which events to list; every field optional, and they combine (AND). */
export interface AuditEventFilter {
  /** Event types, e.g. `['sign-in.failure', 'lockout']`; empty or absent: every type. */
  types?: readonly string[];
  /** Events about this user or done by them (scope `'all'` only). */
  userId?: string;
  /** Events of this organization (scope `'all'` only). */
  organizationId?: string;
  /** From this time, inclusive. */
  from?: Date;
  /** Up to this time, inclusive. */
  to?: Date;
}

/** The query string of a list-audit-events route for `filter`, a page size and a cursor. */
export function toAuditQuery(
  scope: AuditScope,
  filter: AuditEventFilter,
  limit: number,
  cursor?: string,
) {
  const types = filter.types?.filter(Boolean) ?? [];
  return {
    ...(types.length > 0 ? { type: types.join(',') } : {}),
    ...(scope === 'all' && filter.userId ? { userId: filter.userId } : {}),
    ...(scope === 'all' && filter.organizationId ? { organizationId: filter.organizationId } : {}),
    ...(filter.from ? { from: filter.from.toISOString() } : {}),
    ...(filter.to ? { to: filter.to.toISOString() } : {}),
    limit,
    ...(cursor ? { cursor } : {}),
  };
}

/**
 * Loads one page of events of `scope` matching `filter`: newest first, `limit` (1–100) of them
 * after `cursor`.
 *
 * @throws Error "{caller} requires adminClient()…" for scope `'all'` with a client without it.
 */
export function fetchAuditPage(
  client: AuthClient,
  scope: AuditScope,
  filter: AuditEventFilter,
  limit: number,
  cursor?: string,
): Promise<ClientResult<AuditEventsPage>> {
  const query = toAuditQuery(scope, filter, limit, cursor);
  if (scope === 'own') return client.listAuditEvents({ query });
  return requireAdminClient(client, 'AuditLog').admin.listAuditEvents({ query });
}

/** A stable text form of a filter, to tell filters apart. */
export function auditFilterKey(scope: AuditScope, filter: AuditEventFilter, limit: number): string {
  return JSON.stringify(toAuditQuery(scope, filter, limit));
}
