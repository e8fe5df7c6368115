'use client';

import type { ClientError, ClientResult } from '@portcullis/core/client';
import { useEffect, useId, useRef, useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { Checkbox } from '../forms/Checkbox.js';
import { FormAlert } from '../forms/FormAlert.js';
import { FormStatus } from '../forms/FormStatus.js';
import { readChecked, readText } from '../forms/read-form.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { useFormSubmit } from '../forms/use-form-submit.js';
import { twoFactorChallenge as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { useRequiredClient } from '../useAuthClient.js';
import { CodeField } from './CodeField.js';
import { normalizeCode } from './otp-uri.js';
import { requireTwoFactorClient, type TwoFactorVerifyResult } from './two-factor-client.js';

/**
 * A second factor {@link TwoFactorChallenge} offers: `'totp'` (a code from an authenticator
 * app), `'otp'` (a code emailed on request: needs `otpOptions.sendOTP` on the server) or
 * `'backup'` (one of the backup codes).
 */
export type TwoFactorMethod = 'totp' | 'otp' | 'backup';

/**
 * The visible text of {@link TwoFactorChallenge}. Defaults: form `'Two-factor authentication'`
 * (its accessible name), totpIntro `'Enter the 6-digit code from your authenticator app.'`,
 * otpIntro `'We can email you a 6-digit code.'`, backupIntro `'Enter one of your backup codes.
 * Each code works once.'`, code `'Code'`, backupCode `'Backup code'`, trustDevice `'Trust this
 * device'`, trustDeviceHint `'Skip this step on this device for 30 days.'`, submit `'Verify'`,
 * sendOtp `'Email me a code'`, resendOtp `'Send a new code'`, otpSent `'We sent a code to your
 * email.'`, useTotp `'Use your authenticator app'`, useOtp `'Email me a code instead'`,
 * useBackup `'Use a backup code'`, cancel `'Back to sign in'`, and `errors`, by server code:
 * INVALID_CODE `"That code didn't work. Check it and try again."`, INVALID_BACKUP_CODE `"That
 * backup code didn't work. Each code works only once."`, OTP_HAS_EXPIRED `'That code has
 * expired. Send a new one.'`, TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE `'Too many attempts. Send a
 * new code.'`, INVALID_TWO_FACTOR_COOKIE `'This sign-in has expired. Sign in again.'` (other
 * codes show the server's message).
 */
export interface TwoFactorChallengeLabels {
  form: string;
  totpIntro: string;
  otpIntro: string;
  backupIntro: string;
  code: string;
  backupCode: string;
  trustDevice: string;
  trustDeviceHint: string;
  submit: string;
  sendOtp: string;
  resendOtp: string;
  otpSent: string;
  useTotp: string;
  useOtp: string;
  useBackup: string;
  cancel: string;
  errors: Partial<Record<string, string>>;
}

/** Props of {@link TwoFactorChallenge}. */
export interface TwoFactorChallengeProps {
  /**
   * The second factors offered, the first shown first. Default: `['totp', 'backup']`; add
   * `'otp'` when the server sends email codes (`twoFactor({ otpOptions: { sendOTP } })`).
   */
  methods?: readonly TwoFactorMethod[];
  /** Whether to offer "Trust this device" (30 days without the challenge). Default: true. */
  showTrustDevice?: boolean;
  /** Runs once the code is accepted, when `useSession` already shows the new session. */
  onSuccess?: (data: TwoFactorVerifyResult) => void;
  /** Shows a "Back to sign in" button that calls it. */
  onCancel?: () => void;
  /** Added to the form's `portcullis-form portcullis-two-factor-challenge` classes. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation; `errors` merges by code. */
  labels?: Partial<TwoFactorChallengeLabels>;
}

const FIELDS = ['code'] as const;
const CODE_ERRORS = {
  INVALID_CODE: 'code',
  INVALID_BACKUP_CODE: 'code',
  OTP_HAS_EXPIRED: 'code',
  TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE: 'code',
} as const;

/** `error` with the clearer text `messages` has for its code, else as the server sent it. */
function clarify(
  error: ClientError,
  messages: Partial<Record<string, string>>,
  fallback: (error: ClientError) => string,
): ClientError {
  return { ...error, message: messages[error.code] ?? fallback(error) };
}

/**
 * The second step of signing in with two-factor authentication on: after sign-in answered
 * `{ twoFactorRedirect: true }` (`SignInForm` shows it by itself), it asks for a code from the
 * authenticator app (`client.twoFactor.verifyTotp`), an emailed code (`sendOtp`, then
 * `verifyOtp`) or a backup code (`verifyBackupCode`), with "Trust this device". The code input
 * has `autocomplete="one-time-code"` and, for digit codes, `inputMode="numeric"`; pasted codes
 * may contain spaces. It has the focus when the challenge appears and after a method switch. A
 * wrong code shows beside the field with a clear message by the server's code (see
 * {@link TwoFactorChallengeLabels}); an expired sign-in (`INVALID_TWO_FACTOR_COOKIE`, 5 minutes
 * by default) shows as an alert.
 *
 * Needs `twoFactor()` on the server and `twoFactorClient()` in the client.
 *
 * DOM hooks for end-to-end tests: `form[aria-label="Two-factor authentication"]`, label "Code"
 * (or "Backup code"), checkbox "Trust this device", buttons "Verify", "Use a backup code", "Use
 * your authenticator app", "Email me a code" (with the default labels).
 *
 * @throws Error "TwoFactorChallenge requires twoFactorClient() in createAuthClient({ plugins })…".
 * @example
 * <TwoFactorChallenge methods={['totp', 'otp', 'backup']} onSuccess={() => navigate('/')} />
 */
export function TwoFactorChallenge(props: TwoFactorChallengeProps) {
  const cx = useClassNames();
  const { methods = ['totp', 'backup'], showTrustDevice = true, onSuccess, onCancel } = props;
  const client = requireTwoFactorClient(
    useRequiredClient('TwoFactorChallenge'),
    'TwoFactorChallenge',
  );
  const text = useLabels('twoFactorChallenge', DEFAULT_LABELS, props.labels);
  const { localization, errorMessage } = useLocalization();
  const messages = {
    ...DEFAULT_LABELS.errors,
    ...localization?.twoFactorChallenge?.errors,
    ...props.labels?.errors,
  };
  const [method, setMethod] = useState<TwoFactorMethod>(methods[0] ?? 'totp');
  const [otp, setOtp] = useState<{ sending: boolean; sent: boolean; error: string | null }>({
    sending: false,
    sent: false,
    error: null,
  });
  const introId = useId();
  const { formRef, isSubmitting, errors, onSubmit } = useFormSubmit<'code', TwoFactorVerifyResult>({
    fields: FIELDS,
    fieldOfCode: CODE_ERRORS,
    // Already in the user's terms (clarify).
    errorMessage: (error) => error.message,
    submit: async (form) => {
      const trustDevice = showTrustDevice && readChecked(form, 'trustDevice');
      const code = normalizeCode(readText(form, 'code'), method === 'backup' ? 'backup' : 'digits');
      let outcome: ClientResult<TwoFactorVerifyResult>;
      if (method === 'backup')
        outcome = await client.twoFactor.verifyBackupCode({ code, trustDevice });
      else if (method === 'otp') outcome = await client.twoFactor.verifyOtp({ code, trustDevice });
      else outcome = await client.twoFactor.verifyTotp({ code, trustDevice });
      return outcome.error
        ? { data: null, error: clarify(outcome.error, messages, errorMessage) }
        : outcome;
    },
    onSuccess,
  });

  // The challenge and each method switch move focus to the code field (or the send button):
  // the challenge replaces the sign-in form whose button had the focus, so keyboard and screen
  // reader users land where the next step is.
  const switched = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on mount and after each switch.
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    formRef.current?.querySelector<HTMLElement>('input[name="code"], [data-send-otp]')?.focus();
  }, [method, formRef]);

  const choose = (next: TwoFactorMethod) => {
    switched.current = true;
    setMethod(next);
  };

  const sendOtp = async () => {
    setOtp((state) => ({ ...state, sending: true, error: null }));
    const { error } = await client.twoFactor.sendOtp();
    setOtp((state) => ({
      sending: false,
      sent: state.sent || !error,
      error: error ? clarify(error, messages, errorMessage).message : null,
    }));
  };

  const intro = { totp: text.totpIntro, otp: text.otpIntro, backup: text.backupIntro }[method];
  const askForCode = method !== 'otp' || otp.sent;
  const switches: { to: TwoFactorMethod; label: string }[] = [
    { to: 'totp' as const, label: text.useTotp },
    { to: 'otp' as const, label: text.useOtp },
    { to: 'backup' as const, label: text.useBackup },
  ].filter(({ to }) => to !== method && methods.includes(to));

  return (
    <form
      ref={formRef}
      aria-label={text.form}
      aria-describedby={introId}
      className={cx('portcullis-form portcullis-two-factor-challenge', props.className)}
      onSubmit={onSubmit}
    >
      <p id={introId} className={cx('portcullis-hint')}>
        {intro}
      </p>
      <FormAlert message={errors.form ?? otp.error} />
      {method === 'otp' ? (
        <>
          <FormStatus message={otp.sent ? text.otpSent : null} />
          <div className={cx('portcullis-actions portcullis-actions--start')}>
            <button
              type="button"
              data-send-otp=""
              className={cx(
                'portcullis-button',
                otp.sent ? 'portcullis-button--secondary' : undefined,
              )}
              disabled={otp.sending}
              aria-busy={otp.sending}
              onClick={() => void sendOtp()}
            >
              {otp.sent ? text.resendOtp : text.sendOtp}
            </button>
          </div>
        </>
      ) : null}
      {askForCode ? (
        <>
          <CodeField
            key={method}
            label={method === 'backup' ? text.backupCode : text.code}
            kind={method === 'backup' ? 'backup' : 'digits'}
            error={errors.fields.code}
          />
          {showTrustDevice ? (
            <Checkbox name="trustDevice" label={text.trustDevice} hint={text.trustDeviceHint} />
          ) : null}
          <SubmitButton isSubmitting={isSubmitting}>{text.submit}</SubmitButton>
        </>
      ) : null}
      {switches.length > 0 || onCancel ? (
        <div className={cx('portcullis-two-factor-switches')}>
          {switches.map(({ to, label }) => (
            <button
              key={to}
              type="button"
              className={cx('portcullis-link-button')}
              onClick={() => choose(to)}
            >
              {label}
            </button>
          ))}
          {onCancel ? (
            <button type="button" className={cx('portcullis-link-button')} onClick={onCancel}>
              {text.cancel}
            </button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
