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
import { phoneNumberForm as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { requirePhoneNumberClient } from '../require-plugin.js';
import { CodeField } from '../two-factor/CodeField.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useSession } from '../useSession.js';
import { normalizePhoneCode, normalizePhoneNumber } from './normalize-phone-number.js';

/**
 * The visible text of {@link PhoneNumberForm}. Defaults: form `'Phone number'` (its accessible
 * name), current `'Your phone number: {phoneNumber}'`, verified `'Verified'`, unverified `'Not
 * verified'`, none `'No phone number yet.'`, phoneNumber `'New phone number'`, hint `'With the
 * country code, e.g. +1 415 555 2671'`, send `'Text me a code'`, sent `'We texted a code to
 * {phoneNumber}. It works for 5 minutes.'`, code `'Code'`, submit `'Verify'`, cancel
 * `'Cancel'`, success `'Your phone number {phoneNumber} is verified.'`.
 */
export interface PhoneNumberFormLabels {
  form: string;
  current: string;
  verified: string;
  unverified: string;
  none: string;
  phoneNumber: string;
  hint: string;
  send: string;
  sent: string;
  code: string;
  submit: string;
  cancel: string;
  success: string;
}

/** Props of {@link PhoneNumberForm}. */
export interface PhoneNumberFormProps {
  /** Runs once the number is verified and set, with it (the session store already shows it). */
  onSuccess?: (phoneNumber: string) => void;
  /** Added to the form's `portcullis-form` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<PhoneNumberFormLabels>;
}

type PhoneUser = { phoneNumber?: string | null; phoneNumberVerified?: boolean | null };

const NUMBER_FIELDS = ['phoneNumber'] as const;
const CODE_FIELDS = ['code'] as const;
const NUMBER_ERRORS: FieldOfCode<'phoneNumber'> = { INVALID_PHONE_NUMBER: 'phoneNumber' };
const CODE_ERRORS: FieldOfCode<'code'> = {
  INVALID_OTP: 'code',
  OTP_EXPIRED: 'code',
  OTP_NOT_FOUND: 'code',
  TOO_MANY_ATTEMPTS: 'code',
};

/**
 * Adds or changes the signed-in user's phone number, for a profile page: shows the current
 * number and whether it is verified, texts a code to a new number (`client.phoneNumber.sendOtp`)
 * and sets it once the code is right (`client.phoneNumber.verify` with `updatePhoneNumber:
 * true`; the session store then shows it). To verify the current number, enter it again. A
 * number another account uses answers "already used" after the code (the server tells it only
 * to whoever holds the number).
 *
 * Needs `phoneNumber()` on the server, `phoneNumberClient()` in the client, and a session.
 *
 * DOM hooks: `form[aria-label="Phone number"]`, labels "New phone number" and "Code", buttons
 * "Text me a code" and "Verify" (with the default labels).
 *
 * @throws Error when the client lacks `phoneNumberClient()`.
 * @example
 * <PhoneNumberForm onSuccess={(number) => toast(`Number set to ${number}`)} />
 */
export function PhoneNumberForm(props: PhoneNumberFormProps) {
  const cx = useClassNames();
  const { onSuccess, className } = props;
  const client = requirePhoneNumberClient(useRequiredClient('PhoneNumberForm'), 'PhoneNumberForm');
  const text = useLabels('phoneNumberForm', DEFAULT_LABELS, props.labels);
  const user = useSession().data?.user as PhoneUser | undefined;
  const [pending, setPending] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const numberStep = useFormSubmit({
    fields: NUMBER_FIELDS,
    fieldOfCode: NUMBER_ERRORS,
    submit: async (form) => {
      const number = normalizePhoneNumber(readText(form, 'phoneNumber'));
      setDone(null);
      const outcome = await client.phoneNumber.sendOtp({ phoneNumber: number });
      if (!outcome.error) setPending(number);
      return outcome;
    },
  });
  const codeStep = useFormSubmit({
    fields: CODE_FIELDS,
    fieldOfCode: CODE_ERRORS,
    submit: (form) =>
      client.phoneNumber.verify({
        phoneNumber: pending ?? '',
        code: normalizePhoneCode(readText(form, 'code')),
        updatePhoneNumber: true,
      }),
    onSuccess: () => {
      const number = pending ?? '';
      setPending(null);
      setDone(number);
      onSuccess?.(number);
    },
  });
  const formClass = cx('portcullis-form', className);
  const current = user?.phoneNumber ? (
    <p className={cx('portcullis-hint')}>
      {text.current.replace('{phoneNumber}', user.phoneNumber)}{' '}
      <span className={cx('portcullis-badge')}>
        {user.phoneNumberVerified ? text.verified : text.unverified}
      </span>
    </p>
  ) : (
    <p className={cx('portcullis-hint')}>{text.none}</p>
  );

  if (pending === null) {
    return (
      <form
        ref={numberStep.formRef}
        aria-label={text.form}
        className={formClass}
        onSubmit={numberStep.onSubmit}
      >
        {current}
        {done ? <FormStatus message={text.success.replace('{phoneNumber}', done)} /> : null}
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
      <FormStatus message={text.sent.replace('{phoneNumber}', pending)} focus />
      <FormAlert message={codeStep.errors.form} />
      <CodeField label={text.code} kind="digits" error={codeStep.errors.fields.code} />
      <SubmitButton isSubmitting={codeStep.isSubmitting}>{text.submit}</SubmitButton>
      <div className={cx('portcullis-actions')}>
        <button
          type="button"
          className={cx('portcullis-button portcullis-button--secondary')}
          onClick={() => setPending(null)}
        >
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
