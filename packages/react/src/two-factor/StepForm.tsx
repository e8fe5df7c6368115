'use client';

import type { ReactNode } from 'react';
import { useEffect, useId } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { FormAlert } from '../forms/FormAlert.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import type { FormSubmit } from '../forms/use-form-submit.js';

/** What a step says: its form's name, what it does, and its two buttons. */
export interface StepText {
  form: string;
  description: string;
  submit: string;
  cancel: string;
}

/** A {@link StepText}, argument by argument. */
export function stepText(form: string, description: string, submit: string, cancel: string) {
  return { form, description, submit, cancel };
}

/** Props of {@link StepForm}. */
export interface StepFormProps {
  /** What `useFormSubmit` gave the step: its ref, submit handler, state and form-level error. */
  submission: FormSubmit<string, unknown>;
  /**
   * `form`: the form's accessible name; `description`: what the step does, read with the form
   * (`aria-describedby`); `submit` and `cancel`: the buttons.
   */
  text: StepText;
  variant?: 'danger' | undefined;
  onCancel: () => void;
  className?: string | undefined;
  /** Focuses the first field when the step appears (it replaced the control that opened it). */
  autoFocus?: boolean;
  children: ReactNode;
}

/**
 * One step of the two-factor screens: a described form with its fields, a form-level alert,
 * the submit button and "Cancel". Internal to the two-factor components.
 */
export function StepForm(props: StepFormProps) {
  const cx = useClassNames();
  const { submission, text, autoFocus = true } = props;
  const { formRef, isSubmitting } = submission;
  const descriptionId = useId();
  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [autoFocus, formRef]);
  return (
    <form
      ref={formRef}
      aria-label={text.form}
      aria-describedby={descriptionId}
      className={cx('portcullis-form', props.className)}
      onSubmit={submission.onSubmit}
    >
      <p id={descriptionId} className={cx('portcullis-hint')}>
        {text.description}
      </p>
      <FormAlert message={submission.errors.form} />
      {props.children}
      <div className={cx('portcullis-actions portcullis-actions--start')}>
        <SubmitButton isSubmitting={isSubmitting} variant={props.variant}>
          {text.submit}
        </SubmitButton>
        <button
          type="button"
          className={cx('portcullis-button portcullis-button--secondary')}
          onClick={props.onCancel}
          disabled={isSubmitting}
        >
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
