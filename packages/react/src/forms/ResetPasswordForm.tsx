'use client';

import type { ResetPasswordResult } from '@portcullis/core/client';
import { useState } from 'react';
import { resetPasswordForm as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useClassNames } from './appearance.js';
import { Field } from './Field.js';
import { FormAlert } from './FormAlert.js';
import { FormStatus } from './FormStatus.js';
import { markLocalized } from './localized-error.js';
import { type PasswordLengthLimits, passwordLengthRules } from './password-length.js';
import { readText } from './read-form.js';
import { readResetLink } from './read-reset-link.js';
import { SubmitButton } from './SubmitButton.js';
import { useFormSubmit } from './use-form-submit.js';

/**
 * The visible text of {@link ResetPasswordForm}. Defaults: form `'Reset password'` (its
 * accessible name), newPassword `'New password'`, newPasswordHint `'At least {min} characters.'`,
 * confirmPassword `'Confirm new password'`, submit `'Reset password'`, mismatch `'Passwords do
 * not match'`, passwordTooShort `'Password too short: use at least {min} characters.'`,
 * passwordTooLong `'Password too long: use at most {max} characters.'`, invalidLink `'This
 * reset link is invalid or has expired. Ask for a new one.'`, success `'Your password has been
 * reset. You can now sign in with it.'`, signIn `'Sign in'` (the link after success, with
 * `signInHref`). `{min}` and `{max}` are the form's `minPasswordLength`
 * and `maxPasswordLength`.
 */
export interface ResetPasswordFormLabels {
  form: string;
  newPassword: string;
  newPasswordHint: string;
  confirmPassword: string;
  submit: string;
  mismatch: string;
  passwordTooShort: string;
  passwordTooLong: string;
  invalidLink: string;
  success: string;
  signIn: string;
}

/**
 * Props of {@link ResetPasswordForm}. `minPasswordLength` (default 8) and `maxPasswordLength`
 * (default 128) are the server's `emailAndPassword` limits, in characters: the new password's
 * field enforces them before submitting, its hint names the minimum, and the server's length
 * errors are shown with the limit. Pass the server's values when it changes them.
 */
export interface ResetPasswordFormProps extends PasswordLengthLimits {
  /**
   * The reset token. Default: the `token` of the page's query string, where the emailed link
   * lands (an `error` there, e.g. `?error=INVALID_TOKEN`, shows the invalid-link message). Pass
   * it when rendering on the server.
   */
  token?: string;
  /**
   * The sign-in page: after success, a "Sign in" link there follows the message (nothing else
   * of the form stays). Default: none (route in `onSuccess`).
   */
  signInHref?: string;
  /** Runs after the new password is set. No session is created: the user signs in next. */
  onSuccess?: (data: ResetPasswordResult) => void;
  /** Added to the form's `portcullis-form` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<ResetPasswordFormLabels>;
}

const FIELDS = ['newPassword', 'confirmPassword'] as const;
// A client-side check's code, placed like a server code.
const MISMATCH = 'PASSWORD_MISMATCH';

/**
 * Sets a new password from a reset link: a new password and its confirmation (a mismatch is
 * caught before anything is sent and shown beside the confirmation). The length limits are
 * checked before submitting, a hint names the minimum, and the server's length errors show
 * beside the new password with the limit; a used or expired token shows the invalid-link message
 * as an alert, as does
 * opening the page without a token. On success the fields and their hints give way to a
 * `role="status"` message, which takes the focus, and a "Sign in" link with `signInHref`.
 *
 * DOM hooks for end-to-end tests: `form[aria-label="Reset password"]`, labels "New password",
 * "Confirm new password", button "Reset password" (with the default labels).
 *
 * @throws Error "ResetPasswordForm: minPasswordLength and maxPasswordLength must be whole
 *   numbers…" for impossible limits.
 * @see SPEC §5 (password length 8 to 128 by default)
 * @example
 * // on the page `redirectTo` of ForgotPasswordForm names
 * <ResetPasswordForm onSuccess={() => navigate('/sign-in')} />
 */
export function ResetPasswordForm(props: ResetPasswordFormProps) {
  const cx = useClassNames();
  const { onSuccess, className, labels } = props;
  const client = useRequiredClient('ResetPasswordForm');
  const text = useLabels('resetPasswordForm', DEFAULT_LABELS, labels);
  const passwordLength = passwordLengthRules('ResetPasswordForm', props, {
    hint: text.newPasswordHint,
    tooShort: text.passwordTooShort,
    tooLong: text.passwordTooLong,
  });
  const [link] = useState(readResetLink);
  const token = props.token ?? (link.error ? null : link.token);
  const { formRef, isSubmitting, errors, result, onSubmit } = useFormSubmit({
    fields: FIELDS,
    fieldOfCode: {
      [MISMATCH]: 'confirmPassword',
      PASSWORD_TOO_SHORT: 'newPassword',
      PASSWORD_TOO_LONG: 'newPassword',
    },
    submit: async (form) => {
      const newPassword = readText(form, 'newPassword');
      if (newPassword !== readText(form, 'confirmPassword')) {
        return {
          data: null,
          error: markLocalized({ status: 0, code: MISMATCH, message: text.mismatch }),
        };
      }
      const refused = passwordLength.check(newPassword);
      if (refused) return refused;
      const outcome = await client.resetPassword({ newPassword, token: token ?? '' });
      // The server's 'invalid token' means nothing to someone who followed a link.
      if (outcome.error?.code === 'INVALID_TOKEN') {
        return {
          data: null,
          error: markLocalized({ ...outcome.error, message: text.invalidLink }),
        };
      }
      return passwordLength.explain(outcome, newPassword);
    },
    onSuccess,
  });

  const formClass = cx('portcullis-form', className);
  if (!token || result) {
    return (
      <section aria-label={text.form} className={formClass}>
        <FormAlert message={token ? null : text.invalidLink} />
        <FormStatus message={result ? text.success : null} focus />
        {result && props.signInHref ? (
          <a className={cx('portcullis-button')} href={props.signInHref}>
            {text.signIn}
          </a>
        ) : null}
      </section>
    );
  }
  return (
    <form ref={formRef} aria-label={text.form} className={formClass} onSubmit={onSubmit}>
      <FormAlert message={errors.form} />
      <Field
        name="newPassword"
        label={text.newPassword}
        type="password"
        autoComplete="new-password"
        {...passwordLength.field}
        error={errors.fields.newPassword}
      />
      <Field
        name="confirmPassword"
        label={text.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.fields.confirmPassword}
      />
      <SubmitButton isSubmitting={isSubmitting}>{text.submit}</SubmitButton>
    </form>
  );
}
