import type { ClientResult } from '@portcullis/core/client';
import { markLocalized } from './localized-error.js';

/** The server's default shortest password, in characters (SPEC §5, §9). */
export const DEFAULT_MIN_PASSWORD_LENGTH = 8;

/** The server's default longest password, in characters (SPEC §5, §9). */
export const DEFAULT_MAX_PASSWORD_LENGTH = 128;

/** The length limits a form with a new password states and enforces before submitting. */
export interface PasswordLengthLimits {
  /** The server's `emailAndPassword.minPasswordLength`. Default: 8. */
  minPasswordLength?: number | undefined;
  /** The server's `emailAndPassword.maxPasswordLength`. Default: 128. */
  maxPasswordLength?: number | undefined;
}

/** The texts a form shows about the length of a new password; `{min}` and `{max}` are filled in. */
export interface PasswordLengthTexts {
  hint: string;
  tooShort: string;
  tooLong: string;
}

/** What a form needs for its new-password field: the input's limits, its hint, and the messages. */
export interface PasswordLengthRules {
  min: number;
  max: number;
  /**
   * Props for `Field`: `minLength` and the hint naming the minimum. Never a `maxLength`: the
   * browser would silently cut a pasted password to it, creating an account whose password is
   * not the one the user holds; {@link PasswordLengthRules.check} refuses it instead.
   */
  field: { minLength: number; hint: string };
  /**
   * Before submitting: a PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG error naming the limit when
   * `password` breaks it (nothing is sent then), else `null`.
   */
  check(password: string): ClientResult<never> | null;
  /**
   * `outcome` with the server's PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG message replaced by one
   * naming the limit — but only when `password` does break that limit: a server configured
   * stricter than the form knows gets its own message, rather than a wrong number.
   */
  explain<T>(outcome: ClientResult<T>, password: string): ClientResult<T>;
}

/**
 * The length rules of a form's new password, from its `minPasswordLength`/`maxPasswordLength`
 * props (pass the server's values; they default to the server's defaults, 8 and 128).
 *
 * @throws Error "{caller}: minPasswordLength and maxPasswordLength must be whole numbers with
 *   1 ≤ minPasswordLength ≤ maxPasswordLength…" for impossible limits.
 * @see SPEC §5 (PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG), §9
 * @example
 * const rules = passwordLengthRules('SignUpForm', { minPasswordLength: 12 }, texts);
 * rules.field.hint; // 'At least 12 characters.'
 */
export function passwordLengthRules(
  caller: string,
  limits: PasswordLengthLimits,
  texts: PasswordLengthTexts,
): PasswordLengthRules {
  const min = limits.minPasswordLength ?? DEFAULT_MIN_PASSWORD_LENGTH;
  const max = limits.maxPasswordLength ?? DEFAULT_MAX_PASSWORD_LENGTH;
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min) {
    throw new Error(
      `${caller}: minPasswordLength and maxPasswordLength must be whole numbers with ` +
        `1 ≤ minPasswordLength ≤ maxPasswordLength (got ${min} and ${max}). Pass the values of ` +
        'the server’s emailAndPassword options.',
    );
  }
  const fill = (template: string) =>
    template.replaceAll('{min}', String(min)).replaceAll('{max}', String(max));
  const explain = <T>(outcome: ClientResult<T>, password: string): ClientResult<T> => {
    const code = outcome.error?.code;
    const message =
      (code === 'PASSWORD_TOO_SHORT' && password.length < min && texts.tooShort) ||
      (code === 'PASSWORD_TOO_LONG' && password.length > max && texts.tooLong);
    if (!outcome.error || !message) return outcome;
    return { data: null, error: markLocalized({ ...outcome.error, message: fill(message) }) };
  };
  return {
    min,
    max,
    field: { minLength: min, hint: fill(texts.hint) },
    check(password) {
      if (password.length >= min && password.length <= max) return null;
      const code = password.length < min ? 'PASSWORD_TOO_SHORT' : 'PASSWORD_TOO_LONG';
      return explain<never>({ data: null, error: { status: 400, code, message: code } }, password);
    },
    explain,
  };
}
