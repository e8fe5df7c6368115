import type { CaptchaSlotProps } from '@portcullis/react';
import { useEffect, useRef, useState } from 'react';
import { useDemoLanguage, useDemoText } from '../language.js';

/** The part of Cloudflare's `window.turnstile` the widget uses (explicit rendering). */
interface TurnstileAPI {
  render(
    element: HTMLElement,
    options: {
      sitekey: string;
      language: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): string;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileAPI;
  }
}

// https://developers.cloudflare.com/turnstile/get-started/client-side-rendering/#explicitly-render-the-turnstile-widget
const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

let loading: Promise<TurnstileAPI> | null = null;

/** Loads Cloudflare's script once per page; rejects when it cannot (offline). */
function loadTurnstile(): Promise<TurnstileAPI> {
  loading ??= new Promise<TurnstileAPI>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('no turnstile'));
    script.onerror = () => {
      loading = null; // a later render may try again
      reject(new Error('Turnstile did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Cloudflare Turnstile in a kit form's `captcha` slot: rendered explicitly into a box, in the
 * demo's language, handing its token to the form and dropping it when it expires or fails; a new
 * `resetKey` (after a failed submit) renders a fresh widget. Only used when the server runs with
 * `PORTCULLIS_DEMO_TURNSTILE=1` (Cloudflare's always-passing test site key): it needs the network.
 */
export function TurnstileWidget(props: CaptchaSlotProps & { siteKey: string }) {
  const { siteKey, onToken, resetKey } = props;
  const box = useRef<HTMLDivElement>(null);
  const language = useDemoLanguage();
  const text = useDemoText().captcha;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let widgetId: string | undefined;
    let active = true;
    // resetKey is read so that each failed submit renders the widget afresh.
    void resetKey;
    loadTurnstile()
      .then((turnstile) => {
        if (!active || !box.current) return;
        setState('ready');
        widgetId = turnstile.render(box.current, {
          sitekey: siteKey,
          language,
          callback: (token) => onToken(token),
          'expired-callback': () => onToken(null),
          'error-callback': () => onToken(null),
        });
      })
      .catch(() => {
        if (active) setState('failed');
      });
    return () => {
      active = false;
      if (widgetId) window.turnstile?.remove(widgetId);
      onToken(null);
    };
  }, [siteKey, language, onToken, resetKey]);

  return (
    <div className="captcha">
      <div ref={box} />
      {state === 'loading' ? <p className="hint">{text.loading}</p> : null}
      {state === 'failed' ? <p role="alert">{text.failed}</p> : null}
    </div>
  );
}
