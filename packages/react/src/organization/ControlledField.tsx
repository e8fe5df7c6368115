'use client';

import { useId } from 'react';

/** Props of {@link ControlledField}: a {@link Field} whose value the form owns. */
export interface ControlledFieldProps {
  name: string;
  label: string;
  type: 'text' | 'email' | 'url';
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled input with its hint and error wired to `aria-describedby` and `aria-invalid`. */
export function ControlledField(props: ControlledFieldProps) {
  const { name, label, type, value, onChange, autoComplete = 'off', required = true } = props;
  const { error, hint } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const verbatim = type !== 'text' || name === 'slug';
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
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        autoCapitalize={verbatim ? 'none' : undefined}
        spellCheck={verbatim ? false : undefined}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={hintId} className="portcullis-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="portcullis-error portcullis-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
