import type { ClientError, ClientResult } from '@portcullis/core/client';
import type { AuditEvent, AuditEventsPage } from './audit-events-store.js';

/** The columns of an exported audit log, in order: every field of an event. */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'createdAt',
  'type',
  'outcome',
  'userId',
  'actorUserId',
  'organizationId',
  'sessionId',
  'ipAddress',
  'userAgent',
  'metadata',
] as const satisfies ReadonlyArray<keyof AuditEvent>;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP):
// = + - @, and tab and carriage return, which some spreadsheets skip before looking.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): `null` is empty, dates are ISO 8601, objects JSON. Text a
 * spreadsheet would run as a formula gets a leading `'`, so it is shown, never evaluated; a field
 * holding a comma, a quote or a line break is quoted, its quotes doubled.
 *
 * @example
 * csvField('=HYPERLINK("http://evil")'); // '"\'=HYPERLINK(""http://evil"")"'
 * csvField('Chrome, on Linux'); // '"Chrome, on Linux"'
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The events as CSV: a header row of {@link AUDIT_CSV_COLUMNS}, then one row per event, lines
 * ending in CRLF (RFC 4180).
 *
 * @example
 * const csv = toAuditCsv(events);
 */
export function toAuditCsv(events: readonly AuditEvent[]): string {
  const rows = [AUDIT_CSV_COLUMNS.join(',')];
  for (const event of events) {
    rows.push(AUDIT_CSV_COLUMNS.map((column) => csvField(event[column])).join(','));
  }
  return `${rows.join('\r\n')}\r\n`;
}

/** Loads one page of an export: `limit` events after `cursor` (the first page without). */
export type ExportPageFetcher = (
  cursor: string | undefined,
  limit: number,
) => Promise<ClientResult<AuditEventsPage>>;

/** What {@link collectAuditEvents} gathered. */
export interface CollectedAuditEvents {
  events: AuditEvent[];
  /** True when more events match than `maxEvents`: the newest `maxEvents` are in `events`. */
  truncated: boolean;
  /** The error that stopped the export, or null. */
  error: ClientError | null;
}

/** The most events one page of the list routes holds. */
const PAGE_LIMIT = 100;

/**
 * Every event of a filter, page after page (100 at a time, newest first), up to `maxEvents`,
 * so an export of a busy log stays bounded. Stops at the first error, keeping what it has.
 * `onProgress` is called with the count after each page.
 *
 * @example
 * const { events, truncated } = await collectAuditEvents(
 *   (cursor, limit) => client.listAuditEvents({ query: { cursor, limit } }),
 *   10_000,
 * );
 */
export async function collectAuditEvents(
  fetchPage: ExportPageFetcher,
  maxEvents: number,
  onProgress?: (count: number) => void,
): Promise<CollectedAuditEvents> {
  const events: AuditEvent[] = [];
  let cursor: string | undefined;
  for (;;) {
    const wanted = maxEvents - events.length;
    // One more than wanted tells whether the bound cut the export short.
    const result = await fetchPage(cursor, Math.min(PAGE_LIMIT, wanted + 1));
    if (result.error) return { events, truncated: false, error: result.error };
    const page = result.data.events;
    events.push(...page.slice(0, wanted));
    onProgress?.(events.length);
    if (page.length > wanted) return { events, truncated: true, error: null };
    if (!result.data.nextCursor) return { events, truncated: false, error: null };
    if (events.length >= maxEvents) return { events, truncated: true, error: null };
    cursor = result.data.nextCursor;
  }
}

/**
 * Saves `text` as a file download named `filename`, through a Blob URL (nothing leaves the
 * browser). CSV gets a byte-order mark, so spreadsheets read it as UTF-8.
 */
export function downloadTextFile(filename: string, text: string, type = 'text/csv'): void {
  const bom = type === 'text/csv' ? '\uFEFF' : '';
  const url = URL.createObjectURL(new Blob([bom, text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
