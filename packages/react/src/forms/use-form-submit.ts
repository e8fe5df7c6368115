'use client';

import type { ClientError, ClientResult } from '@portcullis/core/client';
import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { fieldErrors as DEFAULT_FIELD_ERRORS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import {
  type FieldOfCode,
  type FormErrors,
  NO_ERRORS,
  toFormErrors,
  withoutFieldError,
} from './field-errors.js';
import { isLocalized } from './localized-error.js';
import { describeValidationDetail } from './validation-detail.js';

/** Options of {@link useFormSubmit}. */
export interface FormSubmitOptions<Field extends string, Data> {
  /** The fields the form shows, in order: errors for other fields are shown form-level. */
  fields: readonly Field[];
  /**
   * Sends the form; gets its `FormData`. May resolve to an error without calling the server
   * (a client-side check): its `code` is placed like a server code.
   */
  submit: (form: FormData) => Promise<ClientResult<Data>>;
  /** Runs after a successful submit, once the session store has been updated. */
  onSuccess?: ((data: Data) => void) | undefined;
  /** Error codes this form shows beside one of its fields, over the kit's defaults. */
  fieldOfCode?: FieldOfCode<Field>;
  /**
   * The text of an error. Default: the provider dictionary's message for its code, else the
   * server's; an error the form marked with `markLocalized` keeps its own message. The entries
   * other than the main one pass `useLocalization().errorMessage` from '@portcullis/react', so
   * they read the app's provider.
   */
  errorMessage?: (error: ClientError) => string;
}

/** What {@link useFormSubmit} gives the form. */
export interface FormSubmit<Field extends string, Data> {
  formRef: RefObject<HTMLFormElement | null>;
  isSubmitting: boolean;
  errors: FormErrors<Field>;
  /** The data of the last successful submit, for a success message; cleared by the next submit. */
  result: Data | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Moves the focus to the first of `invalid` (control names, in the form's order) that `form`
 * has, else to the form's alert (`role="alert"`, focusable with `tabIndex={-1}`): after a failed
 * submit, where the disabled submit button would otherwise leave the focus on `<body>`.
 */
export function focusFirstError(form: HTMLFormElement | null, invalid: readonly string[]): void {
  if (!form) return;
  for (const name of invalid) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLElement) {
      control.focus();
      return;
    }
  }
  form.querySelector<HTMLElement>('[role="alert"]')?.focus();
}

/**
 * For forms with their own submit cycle: returns `failed(invalid)`, to call with the names of
 * the fields that have an error (in the form's order, possibly none) when a submit fails; once
 * the errors are rendered, the focus goes to {@link focusFirstError}.
 */
export function useFocusAfterFailure(
  formRef: RefObject<HTMLFormElement | null>,
): (invalid: readonly string[]) => void {
  const pending = useRef<readonly string[] | null>(null);
  // No dependencies: runs after every render, and acts only on the one after a failure.
  useEffect(() => {
    const invalid = pending.current;
    if (!invalid) return;
    pending.current = null;
    focusFirstError(formRef.current, invalid);
  });
  return useCallback((invalid: readonly string[]) => {
    pending.current = invalid;
  }, []);
}

/**
 * Clears a field's own error as soon as the user edits it (an `input` event from a control of
 * that name in the form), so a corrected field stops saying it is wrong; the form-level alert
 * stays until the next submit. Listens on whichever form `formRef` holds after each render.
 */
function useClearErrorOnEdit<Field extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  setErrors: (update: (errors: FormErrors<Field>) => FormErrors<Field>) => void,
): void {
  // No dependencies: a form may swap its <form> (steps), so the listener follows the ref.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onInput = (event: Event) => {
      const name = (event.target as { name?: unknown } | null)?.name;
      if (typeof name === 'string' && name) setErrors((errors) => withoutFieldError(errors, name));
    };
    form.addEventListener('input', onInput);
    return () => form.removeEventListener('input', onInput);
  });
}

/**
 * The submit cycle the kit's forms share: one submit at a time, errors and the previous success
 * cleared on submit, a field's own error cleared when the user edits it, errors placed by
 * {@link toFormErrors} on failure, a `VALIDATION_ERROR`'s per-field `details` in the dictionary's
 * words (`fieldErrors`, naming the server's limit). After a failure the focus goes to the first
 * invalid field, so a screen reader reads the field with its error, else to the form's alert (see
 * {@link focusFirstError}).
 */
export function useFormSubmit<Field extends string, Data>(
  options: FormSubmitOptions<Field, Data>,
): FormSubmit<Field, Data> {
  const { fields, submit, onSuccess, fieldOfCode } = options;
  const fromProvider = useLocalization().errorMessage;
  const errorMessage = options.errorMessage ?? fromProvider;
  const fieldTexts = useLabels('fieldErrors', DEFAULT_FIELD_ERRORS, undefined);
  const formRef = useRef<HTMLFormElement | null>(null);
  const busy = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);
  const [result, setResult] = useState<Data | null>(null);

  const failed = useFocusAfterFailure(formRef);
  useClearErrorOnEdit(formRef, setErrors);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setErrors(NO_ERRORS);
    setResult(null);
    void submit(new FormData(event.currentTarget)).then((outcome) => {
      busy.current = false;
      setSubmitting(false);
      if (outcome.error) {
        const message = isLocalized(outcome.error)
          ? outcome.error.message
          : errorMessage(outcome.error);
        const details = outcome.error.details?.map((detail) => ({
          ...detail,
          message: describeValidationDetail(detail.message, fieldTexts),
        }));
        const error = { ...outcome.error, message, ...(details ? { details } : {}) };
        const placed = toFormErrors(error, fields, fieldOfCode);
        setErrors(placed);
        failed(fields.filter((field) => placed.fields[field]));
        return;
      }
      setResult(outcome.data);
      onSuccess?.(outcome.data);
    });
  };

  return { formRef, isSubmitting, errors, result, onSubmit };
}
