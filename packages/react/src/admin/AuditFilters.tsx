'use client';

import { type FormEvent, useId, useRef } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { readText } from '../forms/read-form.js';
import { auditEventLabel } from './audit-event-types.js';
import type { AuditEventFilter } from './audit-query.js';

/** The filter form's part of `AuditLogLabels`. */
export interface AuditFiltersLabels {
  filters: string;
  type: string;
  allTypes: string;
  userId: string;
  organizationId: string;
  from: string;
  to: string;
  apply: string;
  clear: string;
}

/** Props of {@link AuditFilters}. */
export interface AuditFiltersProps {
  text: AuditFiltersLabels;
  types: readonly string[];
  eventLabels: Partial<Record<string, string>> | undefined;
  showUser: boolean;
  showOrganization: boolean;
  onApply: (filter: AuditEventFilter) => void;
}

/**
 * The audit log's filters: event type, user id and organization id (admins), from and to
 * (local date and time). They apply together on "Apply" (or Enter); "Clear" empties them and
 * shows everything again.
 */
export function AuditFilters(props: AuditFiltersProps) {
  const cx = useClassNames();
  const { text, types, eventLabels, showUser, showOrganization, onApply } = props;
  const id = useId();
  const formRef = useRef<HTMLFormElement | null>(null);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const type = readText(form, 'type');
    const from = toDate(readText(form, 'from'));
    const to = toDate(readText(form, 'to'));
    const userId = readText(form, 'userId').trim();
    const organizationId = readText(form, 'organizationId').trim();
    onApply({
      ...(type ? { types: [type] } : {}),
      ...(userId ? { userId } : {}),
      ...(organizationId ? { organizationId } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    });
  };

  return (
    // A form with the search role, not <search>: testing libraries and older screen readers
    // do not map the element yet.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <form
      ref={formRef}
      role="search"
      aria-label={text.filters}
      className={cx('portcullis-admin-toolbar')}
      onSubmit={apply}
    >
      <div className={cx('portcullis-field')}>
        <label className={cx('portcullis-label')} htmlFor={`${id}-type`}>
          {text.type}
        </label>
        <select id={`${id}-type`} name="type" className={cx('portcullis-input portcullis-select')}>
          <option value="">{text.allTypes}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {auditEventLabel(type, eventLabels)}
            </option>
          ))}
        </select>
      </div>
      {showUser ? <TextFilter id={`${id}-user`} name="userId" label={text.userId} /> : null}
      {showOrganization ? (
        <TextFilter id={`${id}-org`} name="organizationId" label={text.organizationId} />
      ) : null}
      <TimeFilter id={`${id}-from`} name="from" label={text.from} />
      <TimeFilter id={`${id}-to`} name="to" label={text.to} />
      <div className={cx('portcullis-actions portcullis-admin-toolbar-actions')}>
        <button
          type="button"
          className={cx('portcullis-button portcullis-button--secondary')}
          onClick={() => {
            formRef.current?.reset();
            onApply({});
          }}
        >
          {text.clear}
        </button>
        <button type="submit" className={cx('portcullis-button')}>
          {text.apply}
        </button>
      </div>
    </form>
  );
}

/** A `datetime-local` value (the reader's time zone) as a `Date`, or undefined when empty or invalid. */
function toDate(value: string): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function TextFilter(props: { id: string; name: string; label: string }) {
  const cx = useClassNames();
  return (
    <div className={cx('portcullis-field')}>
      <label className={cx('portcullis-label')} htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="text"
        className={cx('portcullis-input')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
    </div>
  );
}

function TimeFilter(props: { id: string; name: string; label: string }) {
  const cx = useClassNames();
  return (
    <div className={cx('portcullis-field')}>
      <label className={cx('portcullis-label')} htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="datetime-local"
        className={cx('portcullis-input')}
      />
    </div>
  );
}
