'use client';

import { useLabels, useLocalization } from '@portcullis/react';
import { AppearanceBridge } from '../appearance-bridge.js';
import { useClassNames } from '../forms/appearance.js';
import { backupCodes as DEFAULT_LABELS } from '../localization/en.js';
import { BackupCodeList, type BackupCodeListLabels } from './BackupCodeList.js';
import { PasswordStep } from './PasswordStep.js';
import { stepText } from './StepForm.js';
import { useOpenerStep } from './use-opener-step.js';
import { useTwoFactorClient } from './use-two-factor-client.js';

/**
 * The visible text of {@link BackupCodes}. Defaults: intro `'Backup codes sign you in when you
 * cannot use your authenticator app. New codes replace all the old ones.'`, generate
 * `'Generate new backup codes'`, form `'Generate new backup codes'`, description `'Confirm
 * with your password. Your old backup codes stop working.'`, password `'Password'`, confirm
 * `'Generate codes'`, cancel `'Cancel'`, and `list` (the codes' list, copy, download and done
 * texts: `'Backup codes'`, `'Copy codes'`, `'Download (.txt)'`…).
 */
export interface BackupCodesLabels {
  intro: string;
  generate: string;
  form: string;
  description: string;
  password: string;
  confirm: string;
  cancel: string;
  list: BackupCodeListLabels;
}

/** Props of {@link BackupCodes}. */
export interface BackupCodesProps {
  /** The downloaded file's name. Default: `'backup-codes.txt'`. */
  fileName?: string;
  /** Runs with the new codes once the server made them (the old ones no longer work). */
  onGenerated?: (backupCodes: string[]) => void;
  /** Added to the wrapper's `portcullis-backup-codes-panel` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation; `list` merges. */
  labels?: Partial<BackupCodesLabels>;
}

type Step = { name: 'password' } | { name: 'codes'; codes: string[] };

/**
 * Regenerates the signed-in user's backup codes: "Generate new backup codes", the password
 * (`client.twoFactor.generateBackupCodes`, which replaces every old code, as in Better Auth
 * 1.2.7), then the new codes, shown once, with "Copy codes" and "Download (.txt)". The server
 * answers 400 `TWO_FACTOR_ISNT_ENABLED` ("Two factor isn't enabled") for a user without
 * two-factor authentication; it shows as an alert. Codes are never read back from the server.
 *
 * Needs `twoFactor()` on the server and `twoFactorClient()` in the client. Import it from
 * `@portcullis/react/two-factor`.
 *
 * DOM hooks for end-to-end tests: button "Generate new backup codes", form "Generate new
 * backup codes" (label "Password", button "Generate codes"), list "Backup codes", button
 * "Done" (with the default labels).
 *
 * @throws Error "BackupCodes requires twoFactorClient() in createAuthClient({ plugins })…".
 * @example
 * <BackupCodes fileName="acme-backup-codes.txt" />
 */
export function BackupCodes(props: BackupCodesProps) {
  return (
    <AppearanceBridge>
      <BackupCodesContent {...props} />
    </AppearanceBridge>
  );
}

/** {@link BackupCodes}, reading the app's `appearance`. */
function BackupCodesContent(props: BackupCodesProps) {
  const cx = useClassNames();
  const { fileName, onGenerated, className } = props;
  const client = useTwoFactorClient('BackupCodes');
  const dictionary = useLocalization().localization?.backupCodes;
  const text = {
    ...useLabels('backupCodes', DEFAULT_LABELS, props.labels),
    list: { ...DEFAULT_LABELS.list, ...dictionary?.list, ...props.labels?.list },
  };
  const { step, setStep, openerRef, close } = useOpenerStep<Step>();

  return (
    <div className={cx('portcullis-backup-codes-panel', className)}>
      {step.name === 'idle' ? (
        <>
          <p className={cx('portcullis-hint')}>{text.intro}</p>
          <div className={cx('portcullis-actions portcullis-actions--start')}>
            <button
              ref={openerRef}
              type="button"
              className={cx('portcullis-button portcullis-button--secondary')}
              onClick={() => setStep({ name: 'password' })}
            >
              {text.generate}
            </button>
          </div>
        </>
      ) : null}
      {step.name === 'password' ? (
        <PasswordStep
          text={stepText(text.form, text.description, text.confirm, text.cancel)}
          password={text.password}
          onCancel={close}
          submit={(password) => client.twoFactor.generateBackupCodes({ password })}
          onSuccess={(data) => {
            setStep({ name: 'codes', codes: data.backupCodes });
            onGenerated?.(data.backupCodes);
          }}
        />
      ) : null}
      {step.name === 'codes' ? (
        <BackupCodeList codes={step.codes} fileName={fileName} labels={text.list} onDone={close} />
      ) : null}
    </div>
  );
}
