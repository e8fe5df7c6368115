/**
 * Messages of the `captcha()` plugin, Better Auth 1.2.7's word for word where it answers them;
 * each key is the code the answer carries (the message upper-cased, SPEC §8; Better Auth's
 * answers carry the message only).
 *
 * | Code | Status | When |
 * |---|---|---|
 * | `MISSING_CAPTCHA_RESPONSE` | 400 | a protected route without the `x-captcha-response` header |
 * | `CAPTCHA_VERIFICATION_FAILED` | 403 | the provider says the token is not valid (spent, expired, forged, another site's), or reCAPTCHA v3 scored it below `minScore` |
 * | `CAPTCHA_SERVICE_UNAVAILABLE` | 503 | the provider could not be asked: network error, an error status, an answer that is not JSON, or none within `timeoutMs` (Better Auth: 500 'Something went wrong') |
 */
export const CAPTCHA_ERROR_CODES = {
  MISSING_CAPTCHA_RESPONSE: 'Missing CAPTCHA response',
  CAPTCHA_VERIFICATION_FAILED: 'Captcha verification failed',
  CAPTCHA_SERVICE_UNAVAILABLE: 'CAPTCHA service unavailable',
} as const;

/** A code of {@link CAPTCHA_ERROR_CODES}. */
export type CaptchaErrorCode = keyof typeof CAPTCHA_ERROR_CODES;
