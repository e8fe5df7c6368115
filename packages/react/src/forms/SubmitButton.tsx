'use client';

import type { ReactNode } from 'react';
import { useClassNames } from './appearance.js';

/**
 * A form's submit button: disabled and `aria-busy` while the form is being sent.
 * `variant="danger"` adds `portcullis-button--danger`, for destructive actions.
 */
export function SubmitButton({
  isSubmitting,
  children,
  variant,
}: {
  isSubmitting: boolean;
  children: ReactNode;
  variant?: 'danger';
}) {
  const cx = useClassNames();
  return (
    <button
      type="submit"
      className={cx('portcullis-button', variant && `portcullis-button--${variant}`)}
      disabled={isSubmitting}
      aria-busy={isSubmitting}
    >
      {children}
    </button>
  );
}
