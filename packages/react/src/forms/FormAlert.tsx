'use client';
import { useClassNames } from './appearance.js';

/**
 * A form-level error, announced by screen readers as it appears (`role="alert"`). Focusable from
 * script (`tabIndex={-1}`), so a failed submit can move the focus to it.
 */
export function FormAlert({ message }: { message: string | null }) {
  const cx = useClassNames();
  if (!message) return null;
  return (
    <p role="alert" className={cx('portcullis-error portcullis-alert')} tabIndex={-1}>
      {message}
    </p>
  );
}
