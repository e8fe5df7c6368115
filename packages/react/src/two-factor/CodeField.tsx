'use client';

import { Field } from '../forms/Field.js';
import type { CodeKind } from './otp-uri.js';

/**
 * A labelled one-time-code input named `code`: `autocomplete="one-time-code"` (so phones offer
 * the code from an SMS or email), `inputMode="numeric"` for digit codes, typed verbatim. It
 * takes anything pasted, spaces included: the form normalizes the value (`normalizeCode`)
 * before sending it.
 */
export function CodeField(props: {
  label: string;
  kind: CodeKind;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  return (
    <Field
      name="code"
      type="text"
      autoComplete="one-time-code"
      inputMode={props.kind === 'digits' ? 'numeric' : 'text'}
      verbatim
      label={props.label}
      hint={props.hint}
      error={props.error}
    />
  );
}
