'use client';

import { useCallback, useRef, useState } from 'react';
import { useLocalization } from '../localization/use-localization.js';

/** What {@link useAction} gives a component: the call in flight, its failure, and `run`. */
export interface Action {
  /** The key of the call in flight (a row id, `'delete'`…), or null. */
  busy: string | null;
  /** The message of the last failed call, cleared by the next one. */
  failure: string | null;
  /** The error code of the last failed call (e.g. to explain it in other words), or null. */
  failureCode: string | null;
  /** Runs `call` under `key`, one at a time; resolves true on success. */
  run: (
    key: string,
    call: () => Promise<{ error: { message: string; code?: string } | null }>,
  ) => Promise<boolean>;
}

/** Busy and error state for a component's buttons, as `SessionsList` keeps it. */
export function useAction(): Action {
  const { errorMessage } = useLocalization();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [failureCode, setFailureCode] = useState<string | null>(null);
  const running = useRef(false);
  const run = useCallback<Action['run']>(
    async (key, call) => {
      if (running.current) return false;
      running.current = true;
      setBusy(key);
      setFailure(null);
      setFailureCode(null);
      try {
        const result = await call();
        if (result.error) {
          setFailure(errorMessage(result.error));
          setFailureCode(result.error.code ?? null);
        }
        return !result.error;
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [errorMessage],
  );
  return { busy, failure, failureCode, run };
}
