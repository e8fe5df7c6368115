/**
 * The words a form shows for one field of a 400 `VALIDATION_ERROR`, in place of the validator's
 * ("Too big: expected string to have <=256 characters"). Defaults: tooLong `'Too long: use at
 * most {max} characters.'`, tooShort `'Too short: use at least {min} characters.'`, required
 * `'This field is required.'`, invalidEmail `'Invalid email'` (as the `INVALID_EMAIL` code reads,
 * so every form says a malformed address alike), invalid `'This value is not valid.'`. `{max}`
 * and `{min}` are the limits the server named.
 */
export interface FieldErrorsLabels {
  tooLong: string;
  tooShort: string;
  required: string;
  invalidEmail: string;
  invalid: string;
}

// The server words a `details` entry as zod does ('Too big: expected string to have <=256
// characters', 'Invalid input: expected string, received undefined', 'Invalid email address'),
// and so does its own length check (`db/field-limits.ts`): these are the shapes to recognise.
const AT_MOST = /<=\s*(\d+)/;
const AT_LEAST = />=\s*(\d+)/;
const MISSING = /received undefined|\brequired\b/i;
const EMAIL = /\bemail\b/i;

/**
 * The message to show beside a field for a `VALIDATION_ERROR` `details` entry's `message`,
 * naming the limit when the server named one ("Too long: use at most 256 characters.").
 * A message of another shape gets the generic `invalid` text: the validator's wording is
 * never shown.
 *
 * @see SPEC §5 (body validation: 400 VALIDATION_ERROR with per-field `details`)
 * @example
 * describeValidationDetail('Too big: expected string to have <=256 characters', en.fieldErrors);
 * // 'Too long: use at most 256 characters.'
 */
export function describeValidationDetail(message: string, texts: FieldErrorsLabels): string {
  const max = AT_MOST.exec(message)?.[1];
  if (max !== undefined) return texts.tooLong.replaceAll('{max}', max);
  const min = AT_LEAST.exec(message)?.[1];
  // ">=1 characters" is zod's word for an empty string.
  if (min !== undefined && Number(min) > 1) return texts.tooShort.replaceAll('{min}', min);
  if (min !== undefined || MISSING.test(message)) return texts.required;
  if (EMAIL.test(message)) return texts.invalidEmail;
  return texts.invalid;
}
