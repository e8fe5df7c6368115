import type { ClientError } from '@portcullis/core/client';

/** Errors to show in a form: beside a field (by field name) or for the whole form. */
export interface FormErrors<Field extends string> {
  form: string | null;
  fields: Partial<Record<Field, string>>;
}

/** No errors; a shared constant so that clearing errors twice does not re-render. */
export const NO_ERRORS: FormErrors<never> = Object.freeze({
  form: null,
  fields: Object.freeze({}),
});

/**
 * `errors` without `field`'s own error (the form-level one stays): what a form shows once the
 * user edits that field. The same object when the field had none, so no re-render.
 *
 * @example
 * withoutFieldError({ form: null, fields: { email: 'Invalid email' } }, 'email');
 * // { form: null, fields: {} }
 */
export function withoutFieldError<Field extends string>(
  errors: FormErrors<Field>,
  field: string,
): FormErrors<Field> {
  if (!(field in errors.fields)) return errors;
  const fields = { ...errors.fields };
  delete fields[field as Field];
  return { form: errors.form, fields };
}

/** Which field a server error code is about, for the codes a form places beside a field. */
export type FieldOfCode<Field extends string> = Partial<Record<string, Field>>;

// Server error codes that are about one field (SPEC §5, §8), under the field names the kit's
// forms use unless a form says otherwise.
const FIELD_OF_CODE: Record<string, string> = {
  INVALID_EMAIL: 'email',
  USER_ALREADY_EXISTS: 'email',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  USERNAME_IS_TOO_SHORT: 'username',
  USERNAME_IS_TOO_LONG: 'username',
  USERNAME_IS_INVALID: 'username',
  USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER: 'username',
};

/**
 * Places a server error in a form: codes about one field go beside it, `VALIDATION_ERROR`
 * details go beside the field their path names, and everything else (e.g.
 * `INVALID_EMAIL_OR_PASSWORD`, which must not say which of the two was wrong) is form-level.
 * A field the form does not show falls back to form-level. Messages are the server's, verbatim.
 * `fieldOfCode` adds or overrides code → field entries for one form (e.g. `INVALID_PASSWORD`
 * beside `currentPassword`).
 *
 * @example
 * toFormErrors({ status: 422, code: 'USER_ALREADY_EXISTS', message: 'User already exists' }, ['email']);
 * // { form: null, fields: { email: 'User already exists' } }
 */
export function toFormErrors<Field extends string>(
  error: ClientError,
  fields: readonly Field[],
  fieldOfCode: FieldOfCode<Field> = {},
): FormErrors<Field> {
  const isField = (name: string | undefined): name is Field =>
    name !== undefined && (fields as readonly string[]).includes(name);
  const result: FormErrors<Field> = { form: null, fields: {} };

  if (error.code === 'VALIDATION_ERROR' && error.details?.length) {
    for (const detail of error.details) {
      const name = detail.path.split('.')[0];
      if (isField(name)) result.fields[name] ??= detail.message;
      else result.form ??= error.message;
    }
    return result;
  }
  const name = fieldOfCode[error.code] ?? FIELD_OF_CODE[error.code];
  if (isField(name)) result.fields[name] = error.message;
  else result.form = error.message;
  return result;
}
