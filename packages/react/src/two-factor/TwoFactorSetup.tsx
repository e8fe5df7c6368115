'use client';

import type { ClientResult } from '@portcullis/core/client';
import { useLabels, useLocalization, useSession } from '@portcullis/react';
import { QRCodeSVG } from 'qrcode.react';
import { type ReactNode, useState } from 'react';
import { AppearanceBridge } from '../appearance-bridge.js';
import { useClassNames } from '../forms/appearance.js';
import { FormStatus } from '../forms/FormStatus.js';
import { readText } from '../forms/read-form.js';
import { useFormSubmit } from '../forms/use-form-submit.js';
import { twoFactorSetup as DEFAULT_LABELS } from '../localization/en.js';
import { BackupCodeList, type BackupCodeListLabels } from './BackupCodeList.js';
import { CodeField } from './CodeField.js';
import { groupSecret, normalizeCode, readTotpSecret } from './otp-uri.js';
import { PasswordStep } from './PasswordStep.js';
import { StepForm, stepText } from './StepForm.js';
import { copyText } from './text-export.js';
import { isTwoFactorEnabled, type TwoFactorVerifyResult } from './two-factor-client.js';
import { useOpenerStep } from './use-opener-step.js';
import { useTwoFactorClient } from './use-two-factor-client.js';

/**
 * The visible text of {@link TwoFactorSetup}. Defaults: off `'Two-factor authentication is
 * off. Turn it on to ask for a code from an authenticator app when you sign in.'`, on
 * `'Two-factor authentication is on.'`, coversPassword `'The code is asked when you sign in with
 * your password.'`, coversPasswordless `'The code is asked when you sign in with your password,
 * an email link or an email code.'`, enable `'Turn on two-factor authentication'`,
 * enableForm `'Turn on two-factor authentication'`, enableDescription `'Confirm with your
 * password.'`, password `'Password'`, continue `'Continue'`, cancel `'Cancel'`, scan `'Scan
 * this QR code with your authenticator app, or enter the key by hand.'`, qrCode `'QR code for
 * your authenticator app'`, manualKey `'Key'`, copyKey `'Copy key'`, keyCopied `'Key
 * copied.'`, copyFailed `'Could not copy: select the key and copy it yourself.'`, verifyForm
 * `'Confirm two-factor authentication'`, code `'Code from the app'`, codeHint `'The 6-digit
 * code the app shows now.'`, verify `'Confirm'`, invalidCode `"That code didn't work. Check
 * the time on your device and try again."`, enabled `'Two-factor authentication is on. Save
 * your backup codes now: they are shown only once.'`, disable `'Turn off'`,
 * disableForm `'Turn off two-factor authentication'`, disableDescription `'Confirm with your
 * password. Sign-in will no longer ask for a code.'`, disabled `'Two-factor authentication is
 * off.'`, and `backupCodes` (see `BackupCodesLabels`' list labels).
 */
export interface TwoFactorSetupLabels {
  off: string;
  on: string;
  coversPassword: string;
  coversPasswordless: string;
  enable: string;
  enableForm: string;
  enableDescription: string;
  password: string;
  continue: string;
  cancel: string;
  scan: string;
  qrCode: string;
  manualKey: string;
  copyKey: string;
  keyCopied: string;
  copyFailed: string;
  verifyForm: string;
  code: string;
  codeHint: string;
  verify: string;
  invalidCode: string;
  enabled: string;
  disable: string;
  disableForm: string;
  disableDescription: string;
  disabled: string;
  backupCodes: BackupCodeListLabels;
}

/** Props of {@link TwoFactorSetup}. */
export interface TwoFactorSetupProps {
  /** The issuer the authenticator app shows. Default: the server's (`issuer` or `appName`). */
  issuer?: string;
  /**
   * Whether the server asks for the second factor after passwordless sign-ins too
   * (`twoFactor({ requireForPasswordless: true })`, which the client cannot read): the section
   * then says the code is asked after a password, an email link or an email code sign-in, else
   * after a password sign-in only. Default: false (the server's default, Better Auth's).
   */
  requireForPasswordless?: boolean;
  /** The backup codes file's name. Default: `'backup-codes.txt'`. */
  backupCodesFileName?: string;
  /** Runs once the first code confirmed the setup (then `user.twoFactorEnabled` is true). */
  onEnabled?: (data: TwoFactorVerifyResult) => void;
  /** Runs once two-factor authentication is off. */
  onDisabled?: () => void;
  /** Added to the wrapper's `portcullis-two-factor-setup` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation; `backupCodes` merges. */
  labels?: Partial<TwoFactorSetupLabels>;
}

type Step =
  | { name: 'password' }
  | { name: 'scan'; totpURI: string; backupCodes: string[] }
  | { name: 'codes'; backupCodes: string[] }
  | { name: 'disable' };

/**
 * Turns two-factor authentication on and off for the signed-in user (`user.twoFactorEnabled`
 * of `useSession`). Turning on, as Better Auth 1.2.7 does it: the password
 * (`client.twoFactor.enable`), then a QR code of the `otpauth://` URI and the key by hand
 * (grouped by four, with "Copy key"), then the app's first code (`verifyTotp`), which turns it
 * on; then the backup codes, shown once, with "Copy codes" and "Download (.txt)". Turning off
 * asks for the password (`disable`). Once on, it says which sign-ins ask for the code (see
 * `requireForPasswordless`).
 *
 * Needs `twoFactor()` on the server and `twoFactorClient()` in the client. Import it from
 * `@portcullis/react/two-factor` (it carries the QR code library).
 *
 * DOM hooks for end-to-end tests: button "Turn on two-factor authentication", forms "Turn on
 * two-factor authentication" (label "Password", button "Continue"), "Confirm two-factor
 * authentication" (label "Code from the app", button "Confirm"), the key in the `<code>`
 * of group "Key", list "Backup codes", buttons "Done" and "Turn off" (default labels).
 *
 * @throws Error "TwoFactorSetup requires twoFactorClient() in createAuthClient({ plugins })…".
 * @example
 * <TwoFactorSetup issuer="Acme" onEnabled={() => toast('Two-factor authentication is on')} />
 */
export function TwoFactorSetup(props: TwoFactorSetupProps) {
  return (
    <AppearanceBridge>
      <TwoFactorSetupContent {...props} />
    </AppearanceBridge>
  );
}

/** {@link TwoFactorSetup}, reading the app's `appearance`. */
function TwoFactorSetupContent(props: TwoFactorSetupProps) {
  const cx = useClassNames();
  const { issuer, backupCodesFileName, onEnabled, onDisabled, className } = props;
  const client = useTwoFactorClient('TwoFactorSetup');
  const { data: session } = useSession();
  const dictionary = useLocalization().localization?.twoFactorSetup;
  const text = {
    ...useLabels('twoFactorSetup', DEFAULT_LABELS, props.labels),
    backupCodes: {
      ...DEFAULT_LABELS.backupCodes,
      ...dictionary?.backupCodes,
      ...props.labels?.backupCodes,
    },
  };
  const { step, setStep, openerRef, close } = useOpenerStep<Step>();
  // What the last action left, until the session shows it (or the next action).
  const [known, setKnown] = useState<boolean | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const enabled = known ?? isTwoFactorEnabled(session?.user);
  const cancel = { password: text.password, onCancel: close };

  let body: ReactNode;
  if (step.name === 'password') {
    body = (
      <PasswordStep
        {...cancel}
        text={stepText(text.enableForm, text.enableDescription, text.continue, text.cancel)}
        submit={(password) =>
          client.twoFactor.enable(issuer === undefined ? { password } : { password, issuer })
        }
        onSuccess={(data) => setStep({ name: 'scan', ...data })}
      />
    );
  } else if (step.name === 'scan') {
    body = (
      <ScanStep
        totpURI={step.totpURI}
        text={text}
        onCancel={close}
        verify={(code) => client.twoFactor.verifyTotp({ code })}
        onVerified={(data) => {
          setKnown(true);
          setStep({ name: 'codes', backupCodes: step.backupCodes });
          onEnabled?.(data);
        }}
      />
    );
  } else if (step.name === 'codes') {
    body = (
      <>
        <FormStatus message={text.enabled} focus />
        <BackupCodeList
          codes={step.backupCodes}
          fileName={backupCodesFileName}
          labels={text.backupCodes}
          onDone={close}
        />
      </>
    );
  } else if (step.name === 'disable') {
    body = (
      <PasswordStep
        {...cancel}
        text={stepText(text.disableForm, text.disableDescription, text.disable, text.cancel)}
        variant="danger"
        submit={(password) => client.twoFactor.disable({ password })}
        onSuccess={() => {
          setKnown(false);
          setStatus(text.disabled);
          close();
          onDisabled?.();
        }}
      />
    );
  } else {
    body = (
      <>
        <FormStatus message={status} />
        <p className={cx('portcullis-two-factor-state')}>{enabled ? text.on : text.off}</p>
        {enabled ? (
          <p className={cx('portcullis-two-factor-coverage')}>
            {props.requireForPasswordless ? text.coversPasswordless : text.coversPassword}
          </p>
        ) : null}
        <div className={cx('portcullis-actions portcullis-actions--start')}>
          <button
            ref={openerRef}
            type="button"
            className={cx(
              'portcullis-button',
              enabled ? 'portcullis-button--secondary' : undefined,
            )}
            onClick={() => {
              setStatus(null);
              setStep(enabled ? { name: 'disable' } : { name: 'password' });
            }}
          >
            {enabled ? text.disable : text.enable}
          </button>
        </div>
      </>
    );
  }
  return <div className={cx('portcullis-two-factor-setup', className)}>{body}</div>;
}

const CODE_FIELDS = ['code'] as const;
// A wrong first code: Better Auth 1.2.7 answers a signed-in verify-totp's wrong code with
// 401 INVALID_TWO_FACTOR_COOKIE, not INVALID_CODE; both mean the code was not accepted.
const WRONG_CODE = { INVALID_CODE: 'code', INVALID_TWO_FACTOR_COOKIE: 'code' } as const;

/** The QR code, the key by hand and the first code. */
function ScanStep(props: {
  totpURI: string;
  text: TwoFactorSetupLabels;
  onCancel: () => void;
  verify: (code: string) => Promise<ClientResult<TwoFactorVerifyResult>>;
  onVerified: (data: TwoFactorVerifyResult) => void;
}) {
  const cx = useClassNames();
  const { totpURI, text, verify, onVerified } = props;
  const secret = readTotpSecret(totpURI) ?? '';
  const [copied, setCopied] = useState<string | null>(null);
  const { errorMessage } = useLocalization();
  const submission = useFormSubmit<'code', TwoFactorVerifyResult>({
    fields: CODE_FIELDS,
    fieldOfCode: WRONG_CODE,
    errorMessage: (error) => (error.code in WRONG_CODE ? error.message : errorMessage(error)),
    submit: async (form) => {
      const outcome = await verify(normalizeCode(readText(form, 'code'), 'digits'));
      return outcome.error && outcome.error.code in WRONG_CODE
        ? { data: null, error: { ...outcome.error, message: text.invalidCode } }
        : outcome;
    },
    onSuccess: onVerified,
  });
  const copyKey = async () =>
    setCopied((await copyText(secret)) ? text.keyCopied : text.copyFailed);
  return (
    <StepForm
      submission={submission}
      text={stepText(text.verifyForm, text.scan, text.verify, text.cancel)}
      onCancel={props.onCancel}
      className={cx('portcullis-two-factor-scan')}
    >
      <div className={cx('portcullis-qr-code')}>
        <QRCodeSVG value={totpURI} size={176} marginSize={2} title={text.qrCode} role="img" />
      </div>
      <fieldset className={cx('portcullis-manual-key')}>
        <legend className={cx('portcullis-label')}>{text.manualKey}</legend>
        <code className={cx('portcullis-secret')}>{groupSecret(secret)}</code>
        <button
          type="button"
          className={cx('portcullis-button portcullis-button--secondary portcullis-button--small')}
          onClick={() => void copyKey()}
        >
          {text.copyKey}
        </button>
      </fieldset>
      <FormStatus message={copied} />
      <CodeField
        label={text.code}
        kind="digits"
        hint={text.codeHint}
        error={submission.errors.fields.code}
      />
    </StepForm>
  );
}
