'use client';

import { isTwoFactorRedirect } from '@portcullis/core/client';
import { useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { Field } from '../forms/Field.js';
import { FormAlert } from '../forms/FormAlert.js';
import { FormStatus } from '../forms/FormStatus.js';
import type { FieldOfCode } from '../forms/field-errors.js';
import { readText } from '../forms/read-form.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { useFormSubmit } from '../forms/use-form-submit.js';
import { emailOTPForm as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { type EmailOTPAuthClient, requireEmailOTPClient } from '../require-plugin.js';
import { CodeField } from '../two-factor/CodeField.js';
import {
  TwoFactorChallenge,
  type TwoFactorChallengeProps,
} from '../two-factor/TwoFactorChallenge.js';
import { useRequiredClient } from '../useAuthClient.js';

/** What a successful {@link EmailOTPForm} hands `onSuccess`: `{ token, user }`. */
export type EmailOTPSignInResult = NonNullable<
  Awaited<ReturnType<EmailOTPAuthClient['signIn']['emailOtp']>>['data']
>;

/**
 * The visible text of {@link EmailOTPForm}. Defaults: form `'Sign in with an email code'` (its
 * accessible name), email `'Email'`, send `'Email me a code'`, sent `'We sent a code to
 * {email}. It works for 5 minutes.'` (`{email}` replaced), code `'Code'`, submit `'Sign in'`,
 * resend `'Send a new code'`, again `'Use another email'`.
 */
export interface EmailOTPFormLabels {
  form: string;
  email: string;
  send: string;
  sent: string;
  code: string;
  submit: string;
  resend: string;
  again: string;
}

/** Props of {@link EmailOTPForm}. */
export interface EmailOTPFormProps {
  /**
   * Runs once signed in (the session store already holds the new session); after a two-factor
   * challenge, with the verify route's `{ token, user }`.
   */
  onSuccess?: (data: EmailOTPSignInResult) => void;
  /**
   * The {@link TwoFactorChallenge} shown in place of the form when the sign-in answers
   * `{ twoFactorRedirect: true }` (`twoFactor({ requireForPasswordless: true })` on the server):
   * its methods, labels… Its `onSuccess` runs before this form's; its "Back to sign in"
   * (`onCancel`, also called) returns to the email step.
   */
  twoFactor?: TwoFactorChallengeProps;
  /** Runs when the sign-in answers `{ twoFactorRedirect: true }`, as the challenge shows. */
  onTwoFactorRedirect?: () => void;
  /** Added to the form's `portcullis-form` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<EmailOTPFormLabels>;
}

const EMAIL_FIELDS = ['email'] as const;
const CODE_FIELDS = ['code'] as const;
// The plugin's refusals of a code, shown beside the code field.
const CODE_ERRORS: FieldOfCode<'code'> = {
  INVALID_OTP: 'code',
  OTP_EXPIRED: 'code',
  TOO_MANY_ATTEMPTS: 'code',
};

/** A pasted code as typed in an email or SMS: spaces and dashes dropped. */
export const normalizeEmailCode = (code: string) => code.replace(/[\s-]/g, '');

/**
 * Signs in with a one-time code sent by email, in two steps: the email
 * (`client.emailOtp.sendVerificationOtp` with `type: 'sign-in'`), then the code
 * (`client.signIn.emailOtp`; an address without an account is signed up, as the server does).
 * The code input has `autocomplete="one-time-code"` and `inputMode="numeric"`, so phones offer
 * the code from the email, and takes a pasted code with spaces or dashes. A wrong, expired or
 * exhausted code ("This code is not the right one…", "This code has expired…", 'Too many
 * attempts') shows beside the field;
 * "Send a new code" replaces the code, "Use another email" starts over. For a user with
 * two-factor on, when the server asks for it after an email code (`requireForPasswordless`),
 * the form continues into a {@link TwoFactorChallenge} (props in `twoFactor`), and `onSuccess`
 * runs once the second code is accepted.
 *
 * Needs `emailOTP()` on the server and `emailOTPClient()` in the client.
 *
 * DOM hooks for end-to-end tests: `form[aria-label="Sign in with an email code"]`, labels
 * "Email" and "Code", buttons "Email me a code" and "Sign in" (with the default labels).
 *
 * @throws Error when the client lacks `emailOTPClient()`.
 * @example
 * <EmailOTPForm onSuccess={() => navigate('/dashboard')} />
 */
export function EmailOTPForm(props: EmailOTPFormProps) {
  const cx = useClassNames();
  const { onSuccess, className } = props;
  const client = requireEmailOTPClient(useRequiredClient('EmailOTPForm'), 'EmailOTPForm');
  const text = useLabels('emailOTPForm', DEFAULT_LABELS, props.labels);
  const { errorMessage } = useLocalization();
  const [email, setEmail] = useState<string | null>(null);
  const [challenge, setChallenge] = useState(false);
  const send = (address: string) =>
    client.emailOtp.sendVerificationOtp({ email: address, type: 'sign-in' });

  const emailStep = useFormSubmit({
    fields: EMAIL_FIELDS,
    submit: async (form) => {
      const address = readText(form, 'email');
      const outcome = await send(address);
      if (!outcome.error) setEmail(address);
      return outcome;
    },
  });
  const codeStep = useFormSubmit({
    fields: CODE_FIELDS,
    fieldOfCode: CODE_ERRORS,
    submit: (form) =>
      client.signIn.emailOtp({
        email: email ?? '',
        otp: normalizeEmailCode(readText(form, 'code')),
      }),
    onSuccess: (data) => {
      if (isTwoFactorRedirect(data)) {
        setChallenge(true);
        props.onTwoFactorRedirect?.();
        return;
      }
      onSuccess?.(data);
    },
  });
  const [resent, setResent] = useState<{ error: string | null } | null>(null);
  const resend = async () => {
    if (!email) return;
    const outcome = await send(email);
    setResent({ error: outcome.error ? errorMessage(outcome.error) : null });
  };
  const className_ = cx('portcullis-form', className);

  if (challenge) {
    return (
      <TwoFactorChallenge
        {...props.twoFactor}
        onCancel={() => {
          props.twoFactor?.onCancel?.();
          setChallenge(false);
          setEmail(null);
        }}
        onSuccess={(data) => {
          props.twoFactor?.onSuccess?.(data);
          onSuccess?.(data as EmailOTPSignInResult);
        }}
      />
    );
  }
  if (email === null) {
    return (
      <form
        ref={emailStep.formRef}
        aria-label={text.form}
        className={className_}
        onSubmit={emailStep.onSubmit}
      >
        <FormAlert message={emailStep.errors.form} />
        <Field
          name="email"
          label={text.email}
          type="email"
          autoComplete="email"
          error={emailStep.errors.fields.email}
        />
        <SubmitButton isSubmitting={emailStep.isSubmitting}>{text.send}</SubmitButton>
      </form>
    );
  }
  return (
    <form
      ref={codeStep.formRef}
      aria-label={text.form}
      className={className_}
      onSubmit={codeStep.onSubmit}
    >
      <FormStatus message={text.sent.replace('{email}', email)} focus />
      <FormAlert message={codeStep.errors.form ?? resent?.error ?? null} />
      <CodeField label={text.code} kind="digits" error={codeStep.errors.fields.code} />
      <SubmitButton isSubmitting={codeStep.isSubmitting}>{text.submit}</SubmitButton>
      <div className={cx('portcullis-actions')}>
        <button
          type="button"
          className={cx('portcullis-button portcullis-button--secondary')}
          onClick={() => void resend()}
        >
          {text.resend}
        </button>
        <button
          type="button"
          className={cx('portcullis-button portcullis-button--secondary')}
          onClick={() => {
            setEmail(null);
            setResent(null);
          }}
        >
          {text.again}
        </button>
      </div>
    </form>
  );
}
