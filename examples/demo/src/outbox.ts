import { useCallback, useEffect, useState } from 'react';
import type { OutboxEmail } from '../server/mailer.js';

export type { OutboxEmail };

/** What {@link useOutbox} knows: emails newest first, or `null` until loaded or when absent. */
export interface OutboxState {
  emails: OutboxEmail[] | null;
  /** False when the server has no `/dev/outbox` (production) or could not be reached. */
  isAvailable: boolean;
  isLoading: boolean;
  reload: () => Promise<void>;
}

/**
 * The dev mailer's outbox from `GET /dev/outbox`, newest first. Loads on mount and, with
 * `refreshOnFocus`, when the tab regains focus (you come back from "reading" an email);
 * `reload()` loads on demand.
 */
export function useOutbox({ refreshOnFocus = false } = {}): OutboxState {
  const [emails, setEmails] = useState<OutboxEmail[] | null>(null);
  const [isAvailable, setAvailable] = useState(false);
  const [isLoading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const response = await fetch('/dev/outbox', { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`GET /dev/outbox answered ${response.status}`);
      const list = (await response.json()) as OutboxEmail[];
      setEmails([...list].reverse());
      setAvailable(true);
    } catch {
      setAvailable(false);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
    if (!refreshOnFocus) return;
    const onFocus = () => void reload();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [reload, refreshOnFocus]);

  return { emails, isAvailable, isLoading, reload };
}
