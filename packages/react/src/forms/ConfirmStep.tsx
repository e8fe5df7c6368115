'use client';

import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useClassNames } from './appearance.js';

/** Props of {@link ConfirmStep}. */
export interface ConfirmStepProps {
  /** The form's accessible name, e.g. 'Delete Work laptop'. */
  label: string;
  /** What confirming does, asked as a question; the form is described by it. */
  question: string;
  /** The confirm button's text, e.g. 'Delete'. */
  confirm: string;
  /** The cancel button's text. */
  cancel: string;
  /** Styles the confirm button as destructive (`portcullis-button--danger`). Default: `true`. */
  danger?: boolean;
  /** While the action runs: both buttons disabled, the confirm button `aria-busy`. */
  busy?: boolean;
  onConfirm: () => void;
  /** Called by the cancel button and by Escape (not while busy). */
  onCancel: () => void;
}

/**
 * The step between a destructive button and its action, as the admin area's row actions ask:
 * a small form with the question, "Cancel" and the action's button. Opening it focuses
 * "Cancel", so an accidental Enter does nothing harmful; Escape cancels. The caller returns the
 * focus to the button that opened it.
 *
 * @example
 * {confirming ? (
 *   <ConfirmStep label={`Delete ${name}`} question={`Delete ${name}?`} confirm="Delete"
 *     cancel="Cancel" onConfirm={remove} onCancel={() => setConfirming(false)} />
 * ) : <button onClick={() => setConfirming(true)}>Delete</button>}
 */
export function ConfirmStep(props: ConfirmStepProps) {
  const cx = useClassNames();
  const { label, question, confirm, cancel, danger = true, busy = false } = props;
  const questionId = useId();
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) props.onConfirm();
  };
  return (
    <form
      aria-label={label}
      aria-describedby={questionId}
      className={cx('portcullis-form portcullis-confirm')}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) props.onCancel();
      }}
    >
      <p id={questionId} className={cx('portcullis-warning')}>
        {question}
      </p>
      <div className={cx('portcullis-actions')}>
        <button
          ref={cancelRef}
          type="button"
          className={cx('portcullis-button portcullis-button--secondary portcullis-button--small')}
          disabled={busy}
          onClick={props.onCancel}
        >
          {cancel}
        </button>
        <button
          type="submit"
          className={cx(
            danger
              ? 'portcullis-button portcullis-button--danger portcullis-button--small'
              : 'portcullis-button portcullis-button--small',
          )}
          disabled={busy}
          aria-busy={busy}
        >
          {confirm}
        </button>
      </div>
    </form>
  );
}
