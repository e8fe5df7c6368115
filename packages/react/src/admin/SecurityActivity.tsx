'use client';

import { useLabels, useLocalization, useSession } from '@portcullis/react';
import { useId } from 'react';
import { AppearanceBridge } from '../appearance-bridge.js';
import { useClassNames } from '../forms/appearance.js';
import { securityActivity as DEFAULT_LABELS } from '../localization/en.js';
import { toDate } from './admin-types.js';
import { auditEventLabel, SECURITY_EVENT_TYPES } from './audit-event-types.js';
import type { AuditEvent } from './audit-events-store.js';
import { useDeviceName, useEventLabels } from './use-event-labels.js';
import { useAuditEvents } from './useAuditEvents.js';

/**
 * The visible text of {@link SecurityActivity}. Defaults: list `'Security activity'` (its
 * accessible name), loading `'Loading activity…'`, empty `'No activity yet.'`, failure
 * `'Failed'`, unknownDevice `'Unknown device'`, byYou `'by you, to another account'` (on an
 * event the user did to someone else, such as an admin's ban), showMore `'Show more'`.
 */
export interface SecurityActivityLabels {
  list: string;
  loading: string;
  empty: string;
  failure: string;
  unknownDevice: string;
  byYou: string;
  showMore: string;
}

/** Props of {@link SecurityActivity}. */
export interface SecurityActivityProps {
  /** Events per page, 1–100. Default: 10. */
  pageSize?: number;
  /**
   * The event types listed, e.g. `['sign-in.success', 'sign-in.failure']`. Default:
   * `SECURITY_EVENT_TYPES`, every type about the account (organization events left out).
   */
  types?: readonly string[];
  /** Names of event types, over the defaults (`'sign-in.failure'` → `'Failed sign-in'`…). */
  eventLabels?: Partial<Record<string, string>>;
  /** How times are shown. Default: the reader's locale, e.g. "Mar 4, 2026, 9:40 AM". */
  formatDate?: (date: Date) => string;
  /** Added to the wrapper's `portcullis-security-activity` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<SecurityActivityLabels>;
}

/**
 * The signed-in user's own security activity for an account page (`client.listAuditEvents`,
 * no admin plugin needed; the server needs `auditLog: { enabled: true }`): sign-ins and failed
 * attempts, password and email changes, revoked sessions, admin actions on the account (not
 * organization events, unless `types` says so), newest first, each with its time,
 * device and IP address; failures marked, and what the user did to another account (an
 * admin's ban) marked "by you, to another account". "Show more" loads older events. Errors (such as
 * 'Audit log is not enabled') are announced with `role="alert"`.
 *
 * DOM hooks: `list[name="Security activity"]`, button "Show more".
 *
 * @throws Error when there is no provider above.
 * @example
 * <Section title="Security activity">
 *   <SecurityActivity pageSize={5} />
 * </Section>
 */
export function SecurityActivity(props: SecurityActivityProps) {
  return (
    <AppearanceBridge>
      <SecurityActivityContent {...props} />
    </AppearanceBridge>
  );
}

/** {@link SecurityActivity}, reading the app's `appearance`. */
function SecurityActivityContent(props: SecurityActivityProps) {
  const cx = useClassNames();
  const { pageSize = 10, types = SECURITY_EVENT_TYPES, className } = props;
  const eventLabels = useEventLabels(props.eventLabels);
  const { formatDateTime, errorMessage } = useLocalization();
  const formatDate = props.formatDate ?? formatDateTime;
  const text = useLabels('securityActivity', DEFAULT_LABELS, props.labels);
  const me = useSession().data?.user.id ?? null;
  const log = useAuditEvents({
    scope: 'own',
    filter: { types },
    pageSize,
  });
  const events = log.events ?? [];
  return (
    <div className={cx('portcullis-security-activity', className)}>
      {log.error ? (
        <p role="alert" className={cx('portcullis-error portcullis-alert')}>
          {errorMessage(log.error)}
        </p>
      ) : null}
      {log.isPending && !log.error ? (
        <p className={cx('portcullis-hint')} aria-live="polite" aria-busy="true">
          {text.loading}
        </p>
      ) : null}
      {log.events && events.length === 0 ? (
        <p className={cx('portcullis-hint')}>{text.empty}</p>
      ) : null}
      {events.length > 0 ? (
        <ul className={cx('portcullis-session-list')} aria-label={text.list}>
          {events.map((event) => (
            <ActivityItem
              key={event.id}
              event={event}
              toOther={event.userId !== null && event.userId !== me}
              eventLabels={eventLabels}
              formatDate={formatDate}
              text={text}
            />
          ))}
        </ul>
      ) : null}
      {log.hasMore ? (
        <div className={cx('portcullis-actions portcullis-actions--start')}>
          <button
            type="button"
            className={cx(
              'portcullis-button portcullis-button--secondary portcullis-button--small',
            )}
            disabled={log.isLoadingMore}
            aria-busy={log.isLoadingMore}
            onClick={() => void log.loadMore()}
          >
            {text.showMore}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function ActivityItem(props: {
  event: AuditEvent;
  /** The user acted on someone else (an admin action): the event is theirs as the actor. */
  toOther: boolean;
  eventLabels: Partial<Record<string, string>> | undefined;
  formatDate: (date: Date) => string;
  text: SecurityActivityLabels;
}) {
  const cx = useClassNames();
  const { event, toOther, eventLabels, formatDate, text } = props;
  const titleId = useId();
  const time = toDate(event.createdAt);
  const device = useDeviceName()(event.userAgent);
  return (
    <li className={cx('portcullis-session')} aria-labelledby={titleId} data-outcome={event.outcome}>
      <div className={cx('portcullis-session-info')}>
        <p id={titleId} className={cx('portcullis-session-device')}>
          {auditEventLabel(event.type, eventLabels)}
          {toOther ? <span className={cx('portcullis-hint')}>{text.byYou}</span> : null}
          {event.outcome === 'failure' ? (
            <span className={cx('portcullis-badge portcullis-badge--danger')}>{text.failure}</span>
          ) : null}
        </p>
        <p className={cx('portcullis-session-meta')} title={event.userAgent ?? undefined}>
          <time dateTime={time.toISOString()}>{formatDate(time)}</time>
          {event.userAgent || device ? ` · ${device ?? text.unknownDevice}` : null}
          {event.ipAddress ? ` · ${event.ipAddress}` : null}
        </p>
      </div>
    </li>
  );
}
