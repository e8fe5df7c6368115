'use client';

import { useId } from 'react';

/** Props of {@link Field}. */
export interface FieldProps {
  /** The form control name, also the key of its errors (`'email'`, `'password'`…). */
  name: string;
  /** The visible label. */
  label: string;
  type: 'text' | 'email' | 'password';
  /** The autofill hint: `'name'`, `'email'`, `'current-password'`, `'new-password'`. */
  autoComplete: string;
  /** The error shown beside the field; marks it `aria-invalid`. */
  error?: string | undefined;
}

/**
 * A labelled, required text input. Its error sits right below it and is tied to it with
 * `aria-describedby`, so assistive technology reads it with the field.
 */
export function Field({ name, label, type, autoComplete, error }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="portcullis-field">
      <label className="portcullis-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="portcullis-input"
        name={name}
        type={type}
        autoComplete={autoComplete}
        // Emails are case-insensitive here; keep phones from capitalizing the first letter.
        autoCapitalize={type === 'text' ? undefined : 'none'}
        spellCheck={type === 'text' ? undefined : false}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="portcullis-error portcullis-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
