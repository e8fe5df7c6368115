'use client';

import { useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { FormStatus } from '../forms/FormStatus.js';
import { backupCodesText, copyText, downloadText } from './text-export.js';

/**
 * The visible text of {@link BackupCodeList}. Defaults: list `'Backup codes'`, intro `'Keep
 * these codes somewhere safe. Each one signs you in once if you lose your authenticator app.'`,
 * copy `'Copy codes'`, download `'Download (.txt)'`, copied `'Backup codes copied.'`,
 * copyFailed `'Could not copy: select the codes and copy them yourself.'`, fileTitle `'Backup
 * codes'` (the downloaded file's first line), done `'Done'`.
 */
export interface BackupCodeListLabels {
  list: string;
  intro: string;
  copy: string;
  download: string;
  copied: string;
  copyFailed: string;
  fileTitle: string;
  done: string;
}

/** Props of {@link BackupCodeList}. */
export interface BackupCodeListProps {
  codes: readonly string[];
  /** The downloaded file's name. Default: `'backup-codes.txt'`. */
  fileName?: string | undefined;
  labels: BackupCodeListLabels;
  /** Closes the list (its "Done" button): the codes are not shown again. */
  onDone: () => void;
}

/**
 * Fresh backup codes, one per item of an `<ol aria-label="Backup codes">`, with "Copy codes"
 * (the Clipboard API) and "Download (.txt)", then the `done` button. Internal to the kit.
 */
export function BackupCodeList(props: BackupCodeListProps) {
  const cx = useClassNames();
  const { codes, fileName = 'backup-codes.txt', labels } = props;
  const [status, setStatus] = useState<string | null>(null);
  const text = backupCodesText(codes, labels.fileTitle);
  const copy = async () => {
    setStatus(null);
    setStatus((await copyText(codes.join('\n'))) ? labels.copied : labels.copyFailed);
  };
  return (
    <div className={cx('portcullis-backup-codes')}>
      <p className={cx('portcullis-hint')}>{labels.intro}</p>
      <ol aria-label={labels.list} className={cx('portcullis-backup-code-list')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={cx('portcullis-actions portcullis-actions--start')}>
        <button
          type="button"
          className={cx('portcullis-button portcullis-button--secondary')}
          onClick={() => void copy()}
        >
          {labels.copy}
        </button>
        <button
          type="button"
          className={cx('portcullis-button portcullis-button--secondary')}
          onClick={() => downloadText(fileName, text)}
        >
          {labels.download}
        </button>
      </div>
      <FormStatus message={status} />
      <div className={cx('portcullis-actions portcullis-actions--start')}>
        <button type="button" className={cx('portcullis-button')} onClick={props.onDone}>
          {labels.done}
        </button>
      </div>
    </div>
  );
}
