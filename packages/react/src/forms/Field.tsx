'use client';

import { useId } from 'react';
import { useClassNames } from './appearance.js';

/** Props of {@link Field}. */
export interface FieldProps {
  /** The form control name, also the key of its errors (`'email'`, `'password'`…). */
  name: string;
  /** The visible label. */
  label: string;
  type: 'text' | 'email' | 'password' | 'url' | 'search' | 'tel';
  /** The autofill hint: `'name'`, `'email'`, `'username'`, `'current-password'`… */
  autoComplete: string;
  /** The virtual keyboard to show, e.g. `'numeric'` for digit codes. */
  inputMode?: 'text' | 'numeric' | undefined;
  /** The error shown beside the field; marks it `aria-invalid`. */
  error?: string | undefined;
  /** Whether the field must be filled. Default: true. */
  required?: boolean;
  /** The initial value. */
  defaultValue?: string | undefined;
  /** Help text below the field, read with it (`aria-describedby`). */
  hint?: string | undefined;
  /** The fewest characters the browser accepts before submitting (the input's `minLength`). */
  minLength?: number | undefined;
  /**
   * The most characters the browser lets the user type (the input's `maxLength`). Ignored on a
   * password field: the browser would silently cut a pasted secret, so the saved password would
   * not be the one the user holds; forms refuse a too-long one before submitting instead.
   */
  maxLength?: number | undefined;
  /** Controlled mode: the value the form owns (use with `onChange`) instead of `defaultValue`. */
  value?: string;
  /** Controlled mode: called with the new value on every edit. */
  onChange?: (value: string) => void;
  /**
   * Typed verbatim: no auto-capitalisation or spelling fixes. Default: true for email, password
   * and URL fields and for usernames.
   */
  verbatim?: boolean;
}

/**
 * A labelled text input. Its hint and error sit right below it and are tied to it with
 * `aria-describedby`, so assistive technology reads them with the field.
 */
export function Field(props: FieldProps) {
  const cx = useClassNames();
  const { name, label, type, autoComplete, error, required = true, defaultValue, hint } = props;
  const { value, onChange, minLength, maxLength, inputMode } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  // Emails, usernames, passwords, URLs and phone numbers are typed verbatim: no capitals or
  // spelling fixes.
  const verbatim = props.verbatim ?? (type !== 'text' || autoComplete === 'username');
  return (
    <div className={cx('portcullis-field')}>
      <label className={cx('portcullis-label')} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={cx('portcullis-input')}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        autoCapitalize={verbatim ? 'none' : undefined}
        spellCheck={verbatim ? false : undefined}
        required={required}
        minLength={minLength}
        maxLength={type === 'password' ? undefined : maxLength}
        {...(value === undefined
          ? { defaultValue }
          : { value, onChange: (event) => onChange?.(event.target.value) })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={hintId} className={cx('portcullis-hint')}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={cx('portcullis-error portcullis-field-error')}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
