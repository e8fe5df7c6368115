'use client';

import { useId } from 'react';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  name: string;
  label: string;
  defaultChecked?: boolean;
  /** Help text below the box, read with it (`aria-describedby`). */
  hint?: string | undefined;
}

/** A labelled checkbox, label after the box as platforms place it. */
export function Checkbox({ name, label, defaultChecked, hint }: CheckboxProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="portcullis-field portcullis-field--checkbox">
      <input
        id={id}
        className="portcullis-checkbox"
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={hint ? hintId : undefined}
      />
      <label className="portcullis-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="portcullis-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
