'use client';

import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { Field } from '../forms/Field.js';
import { FormAlert } from '../forms/FormAlert.js';
import type { HeadingLevel } from './sign-in-screen-parts.js';

/** One section of a composed profile page: a heading (`h2` by default) with an id, and what it holds. */
export interface ProfileSection {
  /** The section's id, without the page's prefix: `'email'`, `'members'`… */
  id: string;
  title: string;
  /** One line under the title saying what the section is for. */
  description?: string;
  /** `'danger'` tints the section: for irreversible actions. */
  tone?: 'danger';
  content: ReactNode;
}

/** Props of {@link ProfileLayout}. */
export interface ProfileLayoutProps {
  /** The page's heading area; it holds the page's heading, one level above the sections'. */
  header: ReactNode;
  /** The level of the sections' headings. Default: 2. */
  sectionHeadingLevel?: HeadingLevel;
  /** The accessible name of the section links' `nav`. */
  navLabel: string;
  /** Prefixed to every section id (`{idPrefix}-{id}`), so two pages can share a document. */
  idPrefix: string;
  sections: readonly ProfileSection[];
  /** The page's root class, e.g. `'portcullis-user-profile'`. */
  rootClassName: string;
  className: string | undefined;
}

/**
 * The frame `UserProfile` and `OrganizationProfile` share: the heading, a list of links to the
 * sections (a side column on wide screens, stacked above on narrow ones), then each section as
 * a `section` named by its `h2`. A link moves focus to its section's heading, so keyboard and
 * screen-reader users continue from there.
 */
export function ProfileLayout(props: ProfileLayoutProps) {
  const cx = useClassNames();
  const { header, navLabel, idPrefix, sections, rootClassName, className } = props;
  const headingId = (id: string) => `${idPrefix}-${id}`;
  const SectionHeading = `h${props.sectionHeadingLevel ?? 2}` as const;
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const heading = document.getElementById(headingId(id));
    if (!heading) return;
    event.preventDefault();
    heading.focus();
    heading.scrollIntoView?.({ block: 'start' });
    history.replaceState(history.state, '', `#${headingId(id)}`);
  };
  return (
    <div className={cx('portcullis-profile', rootClassName, className)}>
      <header className={cx('portcullis-profile-header')}>{header}</header>
      <nav className={cx('portcullis-profile-nav')} aria-label={navLabel}>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${headingId(section.id)}`} onClick={(event) => goTo(event, section.id)}>
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={cx('portcullis-profile-sections')}>
        {sections.map((section) => (
          <section
            key={section.id}
            className={cx(
              'portcullis-profile-section',
              section.tone === 'danger' ? 'portcullis-profile-section--danger' : undefined,
            )}
            aria-labelledby={headingId(section.id)}
          >
            <SectionHeading
              id={headingId(section.id)}
              tabIndex={-1}
              className={cx('portcullis-profile-section-heading')}
            >
              {section.title}
            </SectionHeading>
            {section.description ? (
              <p className={cx('portcullis-hint portcullis-profile-description')}>
                {section.description}
              </p>
            ) : null}
            {section.content}
          </section>
        ))}
      </div>
    </div>
  );
}

/**
 * The sections to show: those `available`, narrowed to `wanted` (in the page's order) when
 * given.
 */
export function pickSections<Id extends string>(
  order: readonly Id[],
  available: (id: Id) => boolean,
  wanted: readonly Id[] | undefined,
): Id[] {
  return order.filter((id) => available(id) && (wanted === undefined || wanted.includes(id)));
}

/** Props of {@link ConfirmStep}. */
export interface ConfirmStepProps {
  /** The text of the button that opens the confirmation. */
  opener: string;
  /** The confirmation's question, which also names its group. */
  question: string;
  confirm: string;
  cancel: string;
  /** A call is in flight: both buttons are disabled. */
  busy: boolean;
  /** The last failure, announced with `role="alert"` inside the confirmation. */
  failure: string | null;
  onConfirm: () => void;
  className: string;
  /**
   * Asks the user to type a value before the confirm button works (a labelled text field,
   * focused on opening instead of Cancel): `accepted` lists the values that unlock it, compared
   * after trimming, case ignored.
   */
  typeToConfirm?: { label: string; accepted: readonly string[] };
}

/**
 * A destructive action behind a confirmation: a danger button opens a group with the question,
 * the confirm button and Cancel. Opening focuses Cancel (the least destructive control); Cancel
 * or Escape closes it and returns focus to the opener.
 */
export function ConfirmStep(props: ConfirmStepProps) {
  const cx = useClassNames();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const cancel = useRef<HTMLButtonElement | null>(null);
  const wasOpen = useRef(false);
  const questionId = useId();
  const typedField = useRef<HTMLDivElement | null>(null);
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (open) (typedField.current?.querySelector('input') ?? cancel.current)?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const danger = 'portcullis-button portcullis-button--danger';
  if (!open) {
    return (
      <div className={props.className}>
        <button
          ref={opener}
          type="button"
          className={danger}
          onClick={() => {
            setTyped('');
            setOpen(true);
          }}
        >
          {props.opener}
        </button>
      </div>
    );
  }
  const close = () => {
    if (!props.busy) setOpen(false);
  };
  const gate = props.typeToConfirm;
  const unlocked =
    !gate || gate.accepted.some((value) => value.toLowerCase() === typed.trim().toLowerCase());
  return (
    <fieldset
      className={cx(props.className, 'portcullis-confirm')}
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <p className={cx('portcullis-warning')} id={questionId}>
        {props.question}
      </p>
      {gate ? (
        <div ref={typedField}>
          <Field
            name="confirmation"
            label={gate.label}
            type="text"
            autoComplete="off"
            required={false}
            verbatim
            value={typed}
            onChange={setTyped}
          />
        </div>
      ) : null}
      <FormAlert message={props.failure} />
      <div className={cx('portcullis-actions')}>
        {[
          { label: props.confirm, className: danger, onClick: props.onConfirm, ref: undefined },
          {
            label: props.cancel,
            className: 'portcullis-button portcullis-button--secondary',
            onClick: close,
            ref: cancel,
          },
        ].map((action) => (
          <button
            key={action.className}
            ref={action.ref}
            type="button"
            className={action.className}
            disabled={props.busy || (action.ref === undefined && !unlocked)}
            aria-busy={action.ref === undefined ? props.busy : undefined}
            onClick={action.onClick}
          >
            {action.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
