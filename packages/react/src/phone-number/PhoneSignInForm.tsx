'use client';

import { useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { Field } from '../forms/Field.js';
import { FormAlert } from '../forms/FormAlert.js';
import { FormStatus } from '../forms/FormStatus.js';
import type { FieldOfCode } from '../forms/field-errors.js';
import { readText } from '../forms/read-form.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { useFormSubmit } from '../forms/use-form-submit.js';
import { phoneSignInForm as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { type PhoneNumberAuthClient, requirePhoneNumberClient } from '../require-plugin.js';
import { CodeField } from '../two-factor/CodeField.js';
import { useRequiredClient } from '../useAuthClient.js';
import { normalizePhoneCode, normalizePhoneNumber } from './normalize-phone-number.js';

/** What a successful {@link PhoneSignInForm} hands `onSuccess`: `{ status, token, user }`. */
export type PhoneSignInResult = NonNullable<
  Awaited<ReturnType<PhoneNumberAuthClient['phoneNumber']['verify']>>['data']
>;

/**
 * The visible text of {@link PhoneSignInForm}. Defaults: form `'Sign in with a phone number'`
 * (its accessible name), phoneNumber `'Phone number'`, hint `'With the country code, e.g. +1
 * 415 555 2671'`, send `'Text me a code'`, sent `'We texted a code to {phoneNumber}. It works
 * for 5 minutes.'`, code `'Code'`, submit `'Sign in'`, resend `'Send a new code'`, again `'Use
 * another number'`, noAccount `'No account uses this phone number.'`.
 */
export interface PhoneSignInFormLabels {
  form: string;
  phoneNumber: string;
  hint: string;
  send: string;
  sent: string;
  code: string;
  submit: string;
  resend: string;
  again: string;
  noAccount: string;
}

/** Props of {@link PhoneSignInForm}. */
export interface PhoneSignInFormProps {
  /** Runs once signed in (the session store already holds the new session). */
  onSuccess?: (data: PhoneSignInResult) => void;
  /** Added to the form's `portcullis-form` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<PhoneSignInFormLabels>;
}

const NUMBER_FIELDS = ['phoneNumber'] as const;
const CODE_FIELDS = ['code'] as const;
const NUMBER_ERRORS: FieldOfCode<'phoneNumber'> = { INVALID_PHONE_NUMBER: 'phoneNumber' };
// The plugin's refusals of a code, shown beside the code field.
const CODE_ERRORS: FieldOfCode<'code'> = {
  INVALID_OTP: 'code',
  OTP_EXPIRED: 'code',
  OTP_NOT_FOUND: 'code',
  TOO_MANY_ATTEMPTS: 'code',
};

/**
 * Signs in with a code texted to a phone number, in two steps: the number
 * (`client.phoneNumber.sendOtp`), then the code (`client.phoneNumber.verify`, which signs the
 * number's user in, or up with the server's `signUpOnVerification`). The number is taken as
 * people type it (`+1 (415) 555-2671`, `0033…`) and sent in E.164; the code input has
 * `autocomplete="one-time-code"` and `inputMode="numeric"`, so phones offer the texted code. A
 * wrong, expired or exhausted code shows beside the field; "Send a new code" replaces it, "Use
 * another number" starts over. A right code for a number without an account (no sign-up on the
 * server) says so.
 *
 * Needs `phoneNumber()` on the server and `phoneNumberClient()` in the client.
 *
 * DOM hooks for end-to-end tests: `form[aria-label="Sign in with a phone number"]`, labels
 * "Phone number" and "Code", buttons "Text me a code" and "Sign in" (with the default labels).
 *
 * @throws Error when the client lacks `phoneNumberClient()`.
 * @example
 * <PhoneSignInForm onSuccess={() => navigate('/dashboard')} />
 */
export function PhoneSignInForm(props: PhoneSignInFormProps) {
  const cx = useClassNames();
  const { onSuccess, className } = props;
  const client = requirePhoneNumberClient(useRequiredClient('PhoneSignInForm'), 'PhoneSignInForm');
  const text = useLabels('phoneSignInForm', DEFAULT_LABELS, props.labels);
  const { errorMessage } = useLocalization();
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null);
  const [noAccount, setNoAccount] = useState(false);
  const [resent, setResent] = useState<{ error: string | null } | null>(null);
  const send = (number: string) => client.phoneNumber.sendOtp({ phoneNumber: number });

  const numberStep = useFormSubmit({
    fields: NUMBER_FIELDS,
    fieldOfCode: NUMBER_ERRORS,
    submit: async (form) => {
      const number = normalizePhoneNumber(readText(form, 'phoneNumber'));
      const outcome = await send(number);
      if (!outcome.error) setPhoneNumber(number);
      return outcome;
    },
  });
  const codeStep = useFormSubmit({
    fields: CODE_FIELDS,
    fieldOfCode: CODE_ERRORS,
    submit: (form) => {
      setNoAccount(false);
      return client.phoneNumber.verify({
        phoneNumber: phoneNumber ?? '',
        code: normalizePhoneCode(readText(form, 'code')),
      });
    },
    onSuccess: (data) => {
      // `null`: a right code, but no account uses the number and the server signs none up.
      if (!data) setNoAccount(true);
      else onSuccess?.(data);
    },
  });
  const resend = async () => {
    if (!phoneNumber) return;
    const outcome = await send(phoneNumber);
    setResent({ error: outcome.error ? errorMessage(outcome.error) : null });
  };
  const formClass = cx('portcullis-form', className);

  if (phoneNumber === null) {
    return (
      <form
        ref={numberStep.formRef}
        aria-label={text.form}
        className={formClass}
        onSubmit={numberStep.onSubmit}
      >
        <FormAlert message={numberStep.errors.form} />
        <Field
          name="phoneNumber"
          label={text.phoneNumber}
          type="tel"
          autoComplete="tel"
          hint={text.hint}
          error={numberStep.errors.fields.phoneNumber}
        />
        <SubmitButton isSubmitting={numberStep.isSubmitting}>{text.send}</SubmitButton>
      </form>
    );
  }
  return (
    <form
      ref={codeStep.formRef}
      aria-label={text.form}
      className={formClass}
      onSubmit={codeStep.onSubmit}
    >
      <FormStatus message={text.sent.replace('{phoneNumber}', phoneNumber)} focus />
      <FormAlert
        message={codeStep.errors.form ?? resent?.error ?? (noAccount ? text.noAccount : null)}
      />
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
            setPhoneNumber(null);
            setResent(null);
            setNoAccount(false);
          }}
        >
          {text.again}
        </button>
      </div>
    </form>
  );
}
