'use client';

import type { ForgetPasswordResult } from '@portcullis/core/client';
import { forgotPasswordForm as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useClassNames } from './appearance.js';
import { Field } from './Field.js';
import { FormAlert } from './FormAlert.js';
import { FormStatus } from './FormStatus.js';
import { readText } from './read-form.js';
import { SubmitButton } from './SubmitButton.js';
import { type CaptchaSlot, useCaptchaSlot } from './use-captcha-slot.js';
import { useFormSubmit } from './use-form-submit.js';

/**
 * The visible text of {@link ForgotPasswordForm}. Defaults: form `'Forgot password'` (its
 * accessible name), email `'Email'`, submit `'Send reset link'`, success `'If an account exists
 * for that email, we sent a link to reset the password.'`.
 */
export interface ForgotPasswordFormLabels {
  form: string;
  email: string;
  submit: string;
  success: string;
}

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  /**
   * The app's page that asks for the new password, e.g. `'/reset-password'` (a relative path or
   * a trusted origin). The emailed link passes through the server and lands there with
   * `?token=…`, which {@link ResetPasswordForm} reads.
   */
  redirectTo?: string;
  /** Runs after the server accepted the request. */
  onSuccess?: (data: ForgetPasswordResult) => void;
  /** Added to the form's `portcullis-form` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<ForgotPasswordFormLabels>;
  /**
   * The app's captcha widget, for the server's `captcha()` plugin: its token goes in the
   * `x-captcha-response` header, and the widget gets a fresh `resetKey` after a failed submit.
   * Default: none.
   */
  captcha?: CaptchaSlot;
}

const FIELDS = ['email'] as const;

/**
 * Asks for an email and requests a password-reset link for it. The success message
 * (`role="status"`) is the same whether or not the email belongs to an account, as the server's
 * answer is: the form never tells who has an account. 'Invalid email' shows beside the field.
 *
 * DOM hooks for end-to-end tests: `form[aria-label="Forgot password"]`, label "Email", button
 * "Send reset link" (with the default labels).
 *
 * @example
 * <ForgotPasswordForm redirectTo="/reset-password" />
 */
export function ForgotPasswordForm(props: ForgotPasswordFormProps) {
  const cx = useClassNames();
  const { redirectTo, onSuccess, className, labels } = props;
  const client = useRequiredClient('ForgotPasswordForm');
  const text = useLabels('forgotPasswordForm', DEFAULT_LABELS, labels);
  const captcha = useCaptchaSlot(props.captcha);
  const { formRef, isSubmitting, errors, result, onSubmit } = useFormSubmit({
    fields: FIELDS,
    submit: async (form) => {
      const outcome = await client.forgetPassword(
        { email: readText(form, 'email'), redirectTo },
        captcha.callOptions(),
      );
      if (outcome.error) captcha.reset();
      return outcome;
    },
    onSuccess,
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
        name="email"
        label={text.email}
        type="email"
        autoComplete="email"
        error={errors.fields.email}
      />
      <FormStatus message={result ? text.success : null} />
      {captcha.element}
      <SubmitButton isSubmitting={isSubmitting}>{text.submit}</SubmitButton>
    </form>
  );
}
