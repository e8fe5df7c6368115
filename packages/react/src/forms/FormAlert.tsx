'use client';

/** A form-level error, announced by screen readers as it appears (`role="alert"`). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="portcullis-error portcullis-alert">
      {message}
    </p>
  );
}
