/** The providers `captcha()` verifies with, by Better Auth's names. */
export type CaptchaProvider = 'cloudflare-turnstile' | 'google-recaptcha' | 'hcaptcha';

/** Each provider's verification endpoint, as its documentation gives it. */
export const SITE_VERIFY_URLS: Record<CaptchaProvider, string> = {
  // https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
  'cloudflare-turnstile': 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  // https://developers.google.com/recaptcha/docs/verify
  'google-recaptcha': 'https://www.google.com/recaptcha/api/siteverify',
  // https://docs.hcaptcha.com/#verify-the-user-response-server-side
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
};

/** What a verification is asked with. */
export interface SiteVerifyRequest {
  url: string;
  secretKey: string;
  /** The token the widget produced (the `x-captcha-response` header). */
  token: string;
  /** The user's IP as the app forwards it (`x-captcha-user-remote-ip`), when it does. */
  remoteIP: string | undefined;
  /** hCaptcha only: the site key the token must belong to. */
  siteKey: string | undefined;
  timeoutMs: number;
}

/** The fields of a siteverify answer the plugin reads (all three providers share them). */
export interface SiteVerifyAnswer {
  success: boolean;
  /** reCAPTCHA v3 only: 0.0 (a bot) to 1.0 (a human). */
  score?: number;
}

/**
 * Asks a provider's siteverify endpoint about `token`: a form-encoded POST (`secret`,
 * `response`, `remoteip` when known, `sitekey` for hCaptcha), which all three providers take, so
 * the secret travels in the body, never in the URL. Through the global `fetch` (msw in tests).
 *
 * @returns the answer, or null when there is none to trust: a network error, a status other than
 *   2xx, a body that is not a JSON object, or no answer within `timeoutMs`.
 */
export async function askSiteVerify(request: SiteVerifyRequest): Promise<SiteVerifyAnswer | null> {
  const form = new URLSearchParams({ secret: request.secretKey, response: request.token });
  if (request.remoteIP) form.set('remoteip', request.remoteIP);
  if (request.siteKey) form.set('sitekey', request.siteKey);
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    if (!response.ok) return null;
    const answer: unknown = await response.json();
    if (typeof answer !== 'object' || answer === null) return null;
    const { success, score } = answer as Record<string, unknown>;
    return { success: success === true, ...(typeof score === 'number' ? { score } : {}) };
  } catch {
    return null;
  }
}
