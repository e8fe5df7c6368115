'use client';

import type { ClientResult } from '@portcullis/core/client';
import { useLocalization } from '@portcullis/react';
import { Field } from '../forms/Field.js';
import { readText } from '../forms/read-form.js';
import { useFormSubmit } from '../forms/use-form-submit.js';
import { StepForm, type StepText } from './StepForm.js';

/** Props of {@link PasswordStep}. */
export interface PasswordStepProps<Data> {
  text: StepText;
  /** The password field's label. */
  password: string;
  onCancel: () => void;
  variant?: 'danger';
  submit: (password: string) => Promise<ClientResult<Data>>;
  onSuccess: (data: Data) => void;
}

const FIELDS = ['password'] as const;

/**
 * A step that confirms an action with the account password: 'Invalid password' beside the
 * field, other errors as an alert. Internal to the two-factor components.
 */
export function PasswordStep<Data>(props: PasswordStepProps<Data>) {
  const { text, submit, onSuccess } = props;
  const submission = useFormSubmit<'password', Data>({
    fields: FIELDS,
    fieldOfCode: { INVALID_PASSWORD: 'password' },
    errorMessage: useLocalization().errorMessage,
    submit: (form) => submit(readText(form, 'password')),
    onSuccess,
  });
  return (
    <StepForm submission={submission} text={text} variant={props.variant} onCancel={props.onCancel}>
      <Field
        name="password"
        label={props.password}
        type="password"
        autoComplete="current-password"
        error={submission.errors.fields.password}
      />
    </StepForm>
  );
}
