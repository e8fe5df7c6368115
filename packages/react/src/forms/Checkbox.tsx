'use client';

import { useId } from 'react';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  name: string;
  label: string;
  defaultChecked?: boolean;
}

/** A labelled checkbox, label after the box as platforms place it. */
export function Checkbox({ name, label, defaultChecked }: CheckboxProps) {
  const id = useId();
  return (
    <div className="portcullis-field portcullis-field--checkbox">
      <input
        id={id}
        className="portcullis-checkbox"
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
      />
      <label className="portcullis-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
