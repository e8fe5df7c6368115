'use client';

import type { ClientCallOptions } from '@portcullis/core/client';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useClassNames } from './appearance.js';

/** What the app's captcha widget receives from a form's `captcha` slot. */
export interface CaptchaSlotProps {
  /**
   * Hand the form the widget's token once the challenge is solved, or `null` when the token
   * expired or the widget failed. The form sends it in the `x-captcha-response` header.
   */
  onToken: (token: string | null) => void;
  /**
   * Changes after every failed submit, when the form has dropped the token (a token works once
   * and the server may have spent it): key the widget on it (`key={resetKey}`) or call its
   * `reset()` in an effect, so the user solves a fresh challenge. Starts at 0.
   */
  resetKey: number;
}

/**
 * A form's `captcha` prop: renders the app's own widget (Cloudflare Turnstile, reCAPTCHA,
 * hCaptcha…) in the form, above the submit button, for the server's `captcha()` plugin.
 *
 * @example
 * <SignInForm
 *   captcha={({ onToken, resetKey }) => (
 *     <Turnstile key={resetKey} siteKey={SITE_KEY} onSuccess={onToken} onExpire={() => onToken(null)} />
 *   )}
 * />
 */
export type CaptchaSlot = (props: CaptchaSlotProps) => ReactNode;

/** The request header the server's `captcha()` plugin reads (Better Auth's). */
const CAPTCHA_HEADER = 'x-captcha-response';

/** What {@link useCaptchaSlot} gives a form. */
export interface CaptchaSlotState {
  /** The widget in its `portcullis-captcha` box, or null without a slot. */
  element: ReactNode;
  /** The call options that carry the current token, or undefined when there is none. */
  callOptions(): ClientCallOptions | undefined;
  /** After a failed submit: drops the token and asks the widget for a fresh challenge. */
  reset(): void;
}

/**
 * The captcha slot of the sign-in, sign-up and forgot-password forms: holds the token the
 * widget hands over and renders the widget. Without a slot it renders nothing and sends no
 * header, so forms without a captcha are unchanged. Without a token the request goes without
 * the header, and the server's 400 `MISSING_CAPTCHA_RESPONSE` shows as the form's alert in the
 * dictionary's words.
 */
export function useCaptchaSlot(render: CaptchaSlot | undefined): CaptchaSlotState {
  const cx = useClassNames();
  // A ref, not state: a new token must not re-render the form (and so the widget).
  const token = useRef<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const onToken = useCallback((value: string | null) => {
    token.current = value || null;
  }, []);
  return {
    element: render ? (
      <div className={cx('portcullis-captcha')}>{render({ onToken, resetKey })}</div>
    ) : null,
    callOptions: () =>
      token.current ? { headers: { [CAPTCHA_HEADER]: token.current } } : undefined,
    reset: () => {
      if (!render) return;
      token.current = null;
      setResetKey((key) => key + 1);
    },
  };
}
