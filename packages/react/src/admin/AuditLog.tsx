'use client';

import { useLabels, useLocalization } from '@portcullis/react';
import { type ReactNode, useState } from 'react';
import { AppearanceBridge } from '../appearance-bridge.js';
import { useClassNames } from '../forms/appearance.js';
import { auditLog as DEFAULT_LABELS } from '../localization/en.js';
import { TableRegion } from '../tables/TableRegion.js';
import { AuditFilters, type AuditFiltersLabels } from './AuditFilters.js';
import { useClientFor } from './admin-client.js';
import { fill, toDate } from './admin-types.js';
import { collectAuditEvents, downloadTextFile, toAuditCsv } from './audit-csv.js';
import { AUDIT_EVENT_TYPES, auditEventLabel } from './audit-event-types.js';
import type { AuditEvent, AuditUserRef } from './audit-events-store.js';
import { type AuditEventFilter, type AuditScope, fetchAuditPage } from './audit-query.js';
import { useDeviceName, useEventLabels } from './use-event-labels.js';
import { useAuditEvents } from './useAuditEvents.js';

/**
 * The visible text of {@link AuditLog}: the filters ({@link AuditFiltersLabels}), the table
 * (`table` `'Audit log'`, `time`, `event`, `user`, `ipAddress`, `device`, `details`, `by`
 * `'by {actor}'`, `failure` `'Failed'`), `loading`, `empty`, `loadMore`, `shown` `'{count}
 * events shown'`, `refresh`, and the export (`export` `'Export CSV'`, `exporting` `'Exporting…
 * {count} events'`, `exported` `'Exported {count} events.'`, `exportTruncated` `'Exported the
 * newest {count} events: the export stops there.'`).
 */
export interface AuditLogLabels extends AuditFiltersLabels {
  table: string;
  time: string;
  event: string;
  user: string;
  ipAddress: string;
  device: string;
  details: string;
  by: string;
  failure: string;
  loading: string;
  empty: string;
  loadMore: string;
  shown: string;
  refresh: string;
  export: string;
  exporting: string;
  exported: string;
  exportTruncated: string;
}

/** Props of {@link AuditLog}. */
export interface AuditLogProps {
  /**
   * `'all'`: every user's events, for admins (`client.admin.listAuditEvents`, needs
   * `adminClient()`), filterable by user and organization too. `'own'`: the signed-in user's own
   * (`client.listAuditEvents`). Default: `'all'`.
   */
  scope?: AuditScope;
  /** Only this user's events (subject or actor), and no user filter. Scope `'all'` only. */
  userId?: string;
  /** Only this organization's events, and no organization filter. Scope `'all'` only. */
  organizationId?: string;
  /** Shows the filter form. Default: true. */
  showFilters?: boolean;
  /** Shows "Export CSV". Default: true. */
  showExport?: boolean;
  /** Events per page, 1–100. Default: 25. */
  pageSize?: number;
  /** The most events one export holds (the newest). Default: 10,000. */
  maxExportEvents?: number;
  /** The event types the filter offers. Default: every type the server records. */
  types?: readonly string[];
  /** Names of event types, over the defaults (`'sign-in.failure'` → `'Failed sign-in'`…). */
  eventLabels?: Partial<Record<string, string>>;
  /**
   * What the User column shows for a user id (e.g. a link to them). Default: the name the
   * server's answer gives (`user`, `actor`; the email when the name is empty, both in the
   * tooltip), else the id, shortened.
   */
  renderUser?: (userId: string) => ReactNode;
  /** The export's file name. Default: `audit-log-{YYYY-MM-DD}.csv` (today, UTC). */
  exportFileName?: (now: Date) => string;
  /** How times are shown. Default: the reader's locale, e.g. "Mar 4, 2026, 9:40 AM". */
  formatDate?: (date: Date) => string;
  /** Added to the wrapper's `portcullis-audit-log` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<AuditLogLabels>;
}

const defaultFileName = (now: Date) => `audit-log-${now.toISOString().slice(0, 10)}.csv`;

/** A 32-character id shown in a table cell: its start, the whole in the tooltip. */
const shortId = (id: string) => (
  <code className="portcullis-id" title={id}>
    {id.length > 10 ? `${id.slice(0, 8)}…` : id}
  </code>
);

/**
 * The audit log, newest first: time, event (failures marked), who it was about and who acted,
 * IP address, device and details, a page at a time with "Load more" (cursor paging, so events
 * written meanwhile never shift a page). Filters — event type, user, organization, from/to —
 * apply on "Apply". "Export CSV" downloads every event of the current filter (up to
 * `maxExportEvents`, fetched page after page) as RFC 4180 CSV, cells that a spreadsheet would
 * run as formulas neutralised. Scope `'all'` (default) is for admins; `'own'` shows the
 * signed-in user's own events (see also `SecurityActivity`).
 *
 * DOM hooks: `search[name="Filter events"]`, `table[name="Audit log"]`, buttons "Apply",
 * "Clear", "Load more", "Refresh", "Export CSV".
 *
 * @throws Error when there is no provider above, or scope `'all'` with a client without
 *   `adminClient()`.
 * @example
 * <AuditLog />                      // an admin page: everyone's events
 * <AuditLog scope="own" />          // an account page: the user's own
 * <AuditLog organizationId={org.id} showFilters={false} />
 */
export function AuditLog(props: AuditLogProps) {
  return (
    <AppearanceBridge>
      <AuditLogContent {...props} />
    </AppearanceBridge>
  );
}

/** {@link AuditLog}, reading the app's `appearance`. */
function AuditLogContent(props: AuditLogProps) {
  const cx = useClassNames();
  const { scope = 'all', userId, organizationId, showFilters = true, showExport = true } = props;
  const { pageSize = 25, maxExportEvents = 10_000, types = AUDIT_EVENT_TYPES } = props;
  const { renderUser, exportFileName = defaultFileName } = props;
  const eventLabels = useEventLabels(props.eventLabels);
  const { className, labels } = props;
  const intl = useLocalization();
  const formatDate = props.formatDate ?? intl.formatDateTime;
  const text = useLabels('auditLog', DEFAULT_LABELS, labels);
  const client = useClientFor('AuditLog');
  const [chosen, setChosen] = useState<AuditEventFilter>({});
  const filter: AuditEventFilter = {
    ...chosen,
    ...(userId ? { userId } : {}),
    ...(organizationId ? { organizationId } : {}),
  };
  const log = useAuditEvents({ scope, filter, pageSize });
  const [exportState, setExportState] = useState<{
    running: boolean;
    message: string | null;
    error: string | null;
  }>({ running: false, message: null, error: null });

  const runExport = async () => {
    setExportState({ running: true, message: fill(text.exporting, { count: 0 }), error: null });
    const { events, truncated, error } = await collectAuditEvents(
      (cursor, limit) => fetchAuditPage(client, scope, filter, limit, cursor),
      maxExportEvents,
      (count) =>
        setExportState((state) => ({ ...state, message: fill(text.exporting, { count }) })),
    );
    if (error) {
      setExportState({ running: false, message: null, error: intl.errorMessage(error) });
      return;
    }
    downloadTextFile(exportFileName(new Date()), toAuditCsv(events));
    const count = intl.formatNumber(events.length);
    setExportState({
      running: false,
      message: fill(truncated ? text.exportTruncated : text.exported, { count }),
      error: null,
    });
  };

  const showUser = scope === 'all' && !userId;
  // Above the table beside the filters; without them (a compact log), in the footer.
  const actions = (
    <div className={cx('portcullis-actions portcullis-actions--start')}>
      <button
        type="button"
        className={cx('portcullis-button portcullis-button--secondary portcullis-button--small')}
        disabled={log.isFetching}
        aria-busy={log.isFetching}
        onClick={() => void log.refetch()}
      >
        {text.refresh}
      </button>
      {showExport ? (
        <button
          type="button"
          className={cx('portcullis-button portcullis-button--secondary portcullis-button--small')}
          disabled={exportState.running}
          aria-busy={exportState.running}
          onClick={() => void runExport()}
        >
          {text.export}
        </button>
      ) : null}
    </div>
  );
  const events = log.events ?? [];
  const alert = exportState.error ?? (log.error ? intl.errorMessage(log.error) : null);

  return (
    <div className={cx('portcullis-audit-log', className)}>
      {showFilters ? (
        <AuditFilters
          text={text}
          types={types}
          eventLabels={eventLabels}
          showUser={showUser}
          showOrganization={scope === 'all' && !organizationId}
          onApply={setChosen}
        />
      ) : null}
      {showFilters ? actions : null}
      {alert ? (
        <p role="alert" className={cx('portcullis-error portcullis-alert')}>
          {alert}
        </p>
      ) : null}
      {exportState.message ? (
        <p role="status" className={cx('portcullis-hint')}>
          {exportState.message}
        </p>
      ) : null}
      {log.isPending && !log.error ? (
        <p className={cx('portcullis-hint')} aria-live="polite" aria-busy="true">
          {text.loading}
        </p>
      ) : null}
      {log.events ? (
        <TableRegion label={text.table}>
          <table className={cx('portcullis-table portcullis-audit-table')} aria-label={text.table}>
            <thead>
              <tr>
                <th scope="col">{text.time}</th>
                <th scope="col">{text.event}</th>
                {showUser ? <th scope="col">{text.user}</th> : null}
                <th scope="col">{text.ipAddress}</th>
                <th scope="col">{text.device}</th>
                <th scope="col">{text.details}</th>
              </tr>
            </thead>
            <tbody>
              {events.length === 0 ? (
                <tr>
                  <td colSpan={showUser ? 6 : 5} className={cx('portcullis-hint')}>
                    {text.empty}
                  </td>
                </tr>
              ) : null}
              {events.map((event) => (
                <EventRow
                  key={event.id}
                  event={event}
                  showUser={showUser}
                  renderUser={renderUser}
                  eventLabels={eventLabels}
                  formatDate={formatDate}
                  text={text}
                />
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
      {log.events && (events.length > 0 || !showFilters) ? (
        <div className={cx('portcullis-pagination')}>
          <span className={cx('portcullis-hint')}>
            {fill(text.shown, { count: intl.formatNumber(events.length) })}
          </span>
          {log.hasMore ? (
            <button
              type="button"
              className={cx(
                'portcullis-button portcullis-button--secondary portcullis-button--small',
              )}
              disabled={log.isLoadingMore}
              aria-busy={log.isLoadingMore}
              onClick={() => void log.loadMore()}
            >
              {text.loadMore}
            </button>
          ) : null}
          {showFilters ? null : actions}
        </div>
      ) : null}
    </div>
  );
}

function EventRow(props: {
  event: AuditEvent;
  showUser: boolean;
  renderUser: ((userId: string) => ReactNode) | undefined;
  eventLabels: Partial<Record<string, string>> | undefined;
  formatDate: (date: Date) => string;
  text: AuditLogLabels;
}) {
  const cx = useClassNames();
  const { event, showUser, renderUser, eventLabels, formatDate, text } = props;
  const time = toDate(event.createdAt);
  const actor = event.actorUserId && event.actorUserId !== event.userId ? event.actorUserId : null;
  const [beforeActor = '', afterActor = ''] = text.by.split('{actor}');
  const deviceName = useDeviceName();
  return (
    <tr data-outcome={event.outcome}>
      <td className={cx('portcullis-nowrap')}>
        <time dateTime={time.toISOString()}>{formatDate(time)}</time>
      </td>
      <td>
        <span title={event.type}>{auditEventLabel(event.type, eventLabels)}</span>
        {event.outcome === 'failure' ? (
          <>
            {' '}
            <span className={cx('portcullis-badge portcullis-badge--danger')}>{text.failure}</span>
          </>
        ) : null}
      </td>
      {showUser ? (
        <td>
          {event.userId ? userLabel(event.userId, event.user, renderUser) : '—'}
          {actor ? (
            <span className={cx('portcullis-hint portcullis-actor')}>
              {beforeActor}
              {userLabel(actor, event.actor, renderUser)}
              {afterActor}
            </span>
          ) : null}
        </td>
      ) : null}
      <td className={cx('portcullis-audit-ip')}>{event.ipAddress || '—'}</td>
      <td title={event.userAgent ?? undefined}>{deviceName(event.userAgent) ?? '—'}</td>
      <td className={cx('portcullis-audit-details')}>{describeDetails(event)}</td>
    </tr>
  );
}

/** A user in a cell: the app's `renderUser`, else the answer's name or email, else the short id. */
function userLabel(
  id: string,
  named: AuditUserRef | null | undefined,
  renderUser: ((userId: string) => ReactNode) | undefined,
): ReactNode {
  if (renderUser) return renderUser(id);
  if (!named) return shortId(id);
  return <span title={`${named.email} (${id})`}>{named.name.trim() || named.email}</span>;
}

/** An id-like value (long, no spaces) is shortened; the whole stays in its tooltip. */
const isIdLike = (value: string) => value.length > 20 && !/\s/.test(value);

/**
 * `key: value` pairs of the metadata (and the organization), or a dash; long id-like values
 * are shortened like the user ids (the CSV export has them whole).
 */
function describeDetails(event: AuditEvent): ReactNode {
  const parts: Array<[string, string]> = [];
  if (event.organizationId) parts.push(['organization', event.organizationId]);
  for (const [key, value] of Object.entries(event.metadata ?? {})) {
    if (value === null || value === undefined) continue;
    parts.push([key, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
  }
  if (parts.length === 0) return '—';
  return parts.map(([key, value], index) => (
    <span key={key}>
      {index > 0 ? ', ' : null}
      {key}: {isIdLike(value) ? shortId(value) : value}
    </span>
  ));
}
