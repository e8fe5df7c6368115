'use client';

import { Field } from '../forms/Field.js';

/** Props of {@link ControlledField}: a {@link Field} whose value the form owns. */
export interface ControlledFieldProps {
  name: string;
  label: string;
  type: 'text' | 'email' | 'url';
  value: string;
  onChange: (value: string) => void;
  /** The autofill hint. Default: `'off'`. */
  autoComplete?: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A {@link Field} in controlled mode; slugs are typed verbatim like emails and URLs. */
export function ControlledField({ autoComplete = 'off', ...props }: ControlledFieldProps) {
  return (
    <Field
      {...props}
      autoComplete={autoComplete}
      verbatim={props.type !== 'text' || props.name === 'slug'}
    />
  );
}
