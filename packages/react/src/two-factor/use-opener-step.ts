'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * The steps of a two-factor screen that opens from a button: `step` starts `{ name: 'idle' }`
 * (the button shows), and `close()` returns there with the focus back on the button (its
 * `openerRef`), so keyboard users are not left on a vanished control.
 */
export function useOpenerStep<Step extends { name: string }>() {
  const [step, setStep] = useState<Step | { name: 'idle' }>({ name: 'idle' });
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const refocusOpener = useRef(false);
  useEffect(() => {
    if (step.name === 'idle' && refocusOpener.current) {
      refocusOpener.current = false;
      openerRef.current?.focus();
    }
  }, [step]);
  const close = () => {
    refocusOpener.current = true;
    setStep({ name: 'idle' });
  };
  return { step, setStep, openerRef, close };
}
