'use client';

import { useEffect, useRef } from 'react';
import { useClassNames } from './appearance.js';

/**
 * A success message, announced politely by screen readers (`role="status"`). With `focus`, it
 * takes the focus when it appears: for forms whose fields disappear on success, so keyboard
 * users are not left on a vanished control.
 */
export function FormStatus({
  message,
  focus = false,
}: {
  message: string | null;
  focus?: boolean;
}) {
  const cx = useClassNames();
  const ref = useRef<HTMLParagraphElement | null>(null);
  useEffect(() => {
    if (message && focus) ref.current?.focus();
  }, [message, focus]);
  if (!message) return null;
  return (
    <p
      ref={ref}
      role="status"
      className={cx('portcullis-status')}
      tabIndex={focus ? -1 : undefined}
    >
      {message}
    </p>
  );
}
