'use client';

import type { ClientResult } from '@portcullis/core/client';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { type FormErrors, NO_ERRORS, toFormErrors } from './field-errors.js';

/** Options of {@link useFormSubmit}. */
export interface FormSubmitOptions<Field extends string, Data> {
  /** The fields the form shows, in order: errors for other fields are shown form-level. */
  fields: readonly Field[];
  /** Sends the form; gets its `FormData`. */
  submit: (form: FormData) => Promise<ClientResult<Data>>;
  /** Runs after a successful submit, once the session store has been updated. */
  onSuccess?: ((data: Data) => void) | undefined;
}

/** What {@link useFormSubmit} gives the form. */
export interface FormSubmit<Field extends string> {
  formRef: RefObject<HTMLFormElement | null>;
  isSubmitting: boolean;
  errors: FormErrors<Field>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The submit cycle the kit's forms share: one submit at a time, errors cleared on submit and
 * placed by {@link toFormErrors} on failure, focus moved to the first invalid field so a screen
 * reader reads the field with its error.
 */
export function useFormSubmit<Field extends string, Data>(
  options: FormSubmitOptions<Field, Data>,
): FormSubmit<Field> {
  const { fields, submit, onSuccess } = options;
  const formRef = useRef<HTMLFormElement | null>(null);
  const busy = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);

  useEffect(() => {
    const first = fields.find((field) => errors.fields[field]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }, [errors, fields]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setErrors(NO_ERRORS);
    void submit(new FormData(event.currentTarget)).then((result) => {
      busy.current = false;
      setSubmitting(false);
      if (result.error) setErrors(toFormErrors(result.error, fields));
      else onSuccess?.(result.data);
    });
  };

  return { formRef, isSubmitting, errors, onSubmit };
}
