'use client';

import type { ReactNode } from 'react';

/** A form's submit button: disabled and `aria-busy` while the form is being sent. */
export function SubmitButton({
  isSubmitting,
  children,
}: {
  isSubmitting: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="portcullis-button"
      disabled={isSubmitting}
      aria-busy={isSubmitting}
    >
      {children}
    </button>
  );
}
