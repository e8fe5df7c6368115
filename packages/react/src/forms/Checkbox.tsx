'use client';

import { useId } from 'react';
import { useClassNames } from './appearance.js';

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
  const cx = useClassNames();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={cx('portcullis-field portcullis-field--checkbox')}>
      <input
        id={id}
        className={cx('portcullis-checkbox')}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={hint ? hintId : undefined}
      />
      <label className={cx('portcullis-label')} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={cx('portcullis-hint')}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
