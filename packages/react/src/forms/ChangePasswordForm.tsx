'use client';

import type { ChangePasswordResult } from '@portcullis/core/client';
import { changePasswordForm as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useClassNames } from './appearance.js';
import { Checkbox } from './Checkbox.js';
import { Field } from './Field.js';
import { FormAlert } from './FormAlert.js';
import { FormStatus } from './FormStatus.js';
import { type PasswordLengthLimits, passwordLengthRules } from './password-length.js';
import { readChecked, readText } from './read-form.js';
import { SubmitButton } from './SubmitButton.js';
import { useFormSubmit } from './use-form-submit.js';

/**
 * The visible text of {@link ChangePasswordForm}. Defaults: form `'Change password'` (its
 * accessible name), currentPassword `'Current password'`, newPassword `'New password'`,
 * newPasswordHint `'At least {min} characters.'`, passwordTooShort `'Password too short: use at
 * least {min} characters.'`, passwordTooLong `'Password too long: use at most {max}
 * characters.'`, revokeOtherSessions `'Sign out other devices'`, submit `'Change password'`,
 * success `'Your password has been changed.'`. `{min}` and `{max}` are the form's
 * `minPasswordLength` and `maxPasswordLength`.
 */
export interface ChangePasswordFormLabels {
  form: string;
  currentPassword: string;
  newPassword: string;
  newPasswordHint: string;
  passwordTooShort: string;
  passwordTooLong: string;
  revokeOtherSessions: string;
  submit: string;
  success: string;
}

/**
 * Props of {@link ChangePasswordForm}. `minPasswordLength` (default 8) and `maxPasswordLength`
 * (default 128) are the server's `emailAndPassword` limits, in characters: the new password's
 * field enforces them before submitting, its hint names the minimum, and the server's length
 * errors are shown with the limit. Pass the server's values when it changes them.
 */
export interface ChangePasswordFormProps extends PasswordLengthLimits {
  /**
   * Runs after the change. With "Sign out other devices" checked, `data.token` is the new
   * session's token and `useSession` already shows that session.
   */
  onSuccess?: (data: ChangePasswordResult) => void;
  /** Added to the form's `portcullis-form` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<ChangePasswordFormLabels>;
}

const FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * Changes the signed-in user's password: the current one, a new one, and a "Sign out other
 * devices" checkbox (unchecked by default). 'Invalid password' shows beside the current
 * password, length errors beside the new one, naming the limit (the limits are checked before
 * submitting, and a hint names the minimum); on success the fields are cleared and a
 * `role="status"` message appears.
 *
 * DOM hooks for end-to-end tests: `form[aria-label="Change password"]`, labels "Current
 * password", "New password", "Sign out other devices", button "Change password".
 *
 * @throws Error "ChangePasswordForm: minPasswordLength and maxPasswordLength must be whole
 *   numbers…" for impossible limits.
 * @see SPEC §5 (password length 8 to 128 by default)
 * @example
 * <ChangePasswordForm onSuccess={() => toast('Password changed')} />
 */
export function ChangePasswordForm(props: ChangePasswordFormProps) {
  const cx = useClassNames();
  const { onSuccess, className, labels } = props;
  const client = useRequiredClient('ChangePasswordForm');
  const text = useLabels('changePasswordForm', DEFAULT_LABELS, labels);
  const passwordLength = passwordLengthRules('ChangePasswordForm', props, {
    hint: text.newPasswordHint,
    tooShort: text.passwordTooShort,
    tooLong: text.passwordTooLong,
  });
  const { formRef, isSubmitting, errors, result, onSubmit } = useFormSubmit({
    fields: FIELDS,
    fieldOfCode: {
      INVALID_PASSWORD: 'currentPassword',
      PASSWORD_TOO_SHORT: 'newPassword',
      PASSWORD_TOO_LONG: 'newPassword',
    },
    submit: async (form) => {
      const newPassword = readText(form, 'newPassword');
      const refused = passwordLength.check(newPassword);
      if (refused) return refused;
      const outcome = await client.changePassword({
        currentPassword: readText(form, 'currentPassword'),
        newPassword,
        revokeOtherSessions: readChecked(form, 'revokeOtherSessions'),
      });
      return passwordLength.explain(outcome, newPassword);
    },
    onSuccess: (data: ChangePasswordResult) => {
      // Passwords should not linger in the page once they served their purpose.
      formRef.current?.reset();
      onSuccess?.(data);
    },
  });

  return (
    <form
      ref={formRef}
      aria-label={text.form}
      className={cx('portcullis-form', className)}
      onSubmit={onSubmit}
    >
      <FormAlert message={errors.form} />
      <Field
        name="currentPassword"
        label={text.currentPassword}
        type="password"
        autoComplete="current-password"
        error={errors.fields.currentPassword}
      />
      <Field
        name="newPassword"
        label={text.newPassword}
        type="password"
        autoComplete="new-password"
        {...passwordLength.field}
        error={errors.fields.newPassword}
      />
      <Checkbox name="revokeOtherSessions" label={text.revokeOtherSessions} />
      <FormStatus message={result ? text.success : null} />
      <SubmitButton isSubmitting={isSubmitting}>{text.submit}</SubmitButton>
    </form>
  );
}
