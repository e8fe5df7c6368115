/**
 * @module captcha
 *
 * The `captcha()` plugin: Better Auth 1.2.7's plugin of that name. Requests to the protected
 * routes must carry a solved challenge of Cloudflare Turnstile, Google reCAPTCHA (v2, or v3 with
 * a minimum score) or hCaptcha in the `x-captcha-response` header, verified with the provider
 * before the route runs.
 */
import { APIError, definePlugin, type PluginRequest } from '../../plugin/index.js';
import { CAPTCHA_ERROR_CODES, type CaptchaErrorCode } from './error-codes.js';
import { askSiteVerify, SITE_VERIFY_URLS } from './site-verify.js';

export { CAPTCHA_ERROR_CODES, type CaptchaErrorCode } from './error-codes.js';
export { type CaptchaProvider, SITE_VERIFY_URLS } from './site-verify.js';

/** The request header that carries the widget's token (Better Auth's name). */
export const CAPTCHA_RESPONSE_HEADER = 'x-captcha-response';

/**
 * The request header through which a server-side caller (an app's own server forwarding a form)
 * passes the user's IP, sent to the provider as `remoteip` (Better Auth's name). Optional.
 */
export const CAPTCHA_REMOTE_IP_HEADER = 'x-captcha-user-remote-ip';

/** The routes protected by default (Better Auth 1.2.7's). */
export const DEFAULT_CAPTCHA_ENDPOINTS = ['/sign-up/email', '/sign-in/email', '/forget-password'];

/** Default deadline of a verification request, in milliseconds. */
export const CAPTCHA_TIMEOUT_MS = 5_000;

interface BaseCaptchaOptions {
  /** The provider's secret key. Required; never sent anywhere but the provider's siteverify body. */
  secretKey: string;
  /**
   * The routes to protect: a request is checked when its path (under the base path) contains one
   * of them, as Better Auth matches, so `/sign-in/email` also covers `/sign-in/email-otp`.
   * Default (also when empty): `['/sign-up/email', '/sign-in/email', '/forget-password']`.
   */
  endpoints?: string[];
  /** Another verification URL (a proxy, or a mock in tests). Default: the provider's. */
  siteVerifyURLOverride?: string;
  /**
   * Deadline of the verification request in milliseconds; slower answers 503. Default: 5000.
   * Portcullis only: Better Auth waits as long as `fetch` does.
   */
  timeoutMs?: number;
}

/** Google reCAPTCHA (v2 checkbox or invisible, or v3). */
export interface GoogleRecaptchaOptions extends BaseCaptchaOptions {
  provider: 'google-recaptcha';
  /**
   * reCAPTCHA v3: answers scoring below this (0.0 a bot to 1.0 a human) fail with 403. Ignored
   * for v2 answers, which carry no score. Default: 0.5.
   */
  minScore?: number;
}

/** Cloudflare Turnstile. */
export interface CloudflareTurnstileOptions extends BaseCaptchaOptions {
  provider: 'cloudflare-turnstile';
}

/** hCaptcha. */
export interface HCaptchaOptions extends BaseCaptchaOptions {
  provider: 'hcaptcha';
  /** Sent as `sitekey`, so hCaptcha refuses tokens solved for another of your sites. Optional. */
  siteKey?: string;
}

/** Options of {@link captcha}: one provider's. */
export type CaptchaOptions = GoogleRecaptchaOptions | CloudflareTurnstileOptions | HCaptchaOptions;

const captchaError = (
  status: 'BAD_REQUEST' | 'FORBIDDEN' | 'SERVICE_UNAVAILABLE',
  code: CaptchaErrorCode,
) => new APIError(status, { code, message: CAPTCHA_ERROR_CODES[code] });

/**
 * The captcha plugin (Better Auth 1.2.7's `captcha`).
 *
 * Every HTTP request to a protected route (`endpoints`) must carry the token of a solved
 * challenge in the `x-captcha-response` header; the plugin asks the provider's siteverify
 * endpoint (a form-encoded POST with `secret`, `response`, `remoteip` when the caller sent
 * `x-captcha-user-remote-ip`, and hCaptcha's `sitekey`) before the route reads its body. Server
 * calls (`auth.api.*`) are not checked, as in Better Auth.
 *
 * Errors (Better Auth's statuses and messages; the body also carries the `code`, SPEC §8):
 * 400 `MISSING_CAPTCHA_RESPONSE` 'Missing CAPTCHA response'; 403 `CAPTCHA_VERIFICATION_FAILED`
 * 'Captcha verification failed' (also a reCAPTCHA v3 score below `minScore`); 503
 * `CAPTCHA_SERVICE_UNAVAILABLE` 'CAPTCHA service unavailable' when the provider cannot be asked
 * (Better Auth answers 500 'Something went wrong'). Never a 500.
 *
 * @throws Error (configuration) at start-up without `secretKey`, with an unknown `provider`, a
 *   `minScore` outside 0..1, or a `timeoutMs` that is not a positive integer (Better Auth answers
 *   every request 500 without a secret key).
 * @example
 * const auth = createPortcullis({
 *   database: './auth.db',
 *   emailAndPassword: { enabled: true },
 *   plugins: [captcha({ provider: 'cloudflare-turnstile', secretKey: process.env.TURNSTILE_SECRET_KEY! })],
 * });
 * @see docs/captcha.md
 */
export function captcha(options: CaptchaOptions) {
  if (!options.secretKey) throw new Error('captcha({ secretKey }) is required');
  const defaultURL = SITE_VERIFY_URLS[options.provider];
  if (!defaultURL) {
    throw new Error(
      `captcha({ provider }) must be one of ${Object.keys(SITE_VERIFY_URLS).join(', ')}`,
    );
  }
  const timeoutMs = options.timeoutMs ?? CAPTCHA_TIMEOUT_MS;
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error('captcha({ timeoutMs }) must be a positive integer (milliseconds)');
  }
  const minScore = options.provider === 'google-recaptcha' ? (options.minScore ?? 0.5) : 0;
  if (!(minScore >= 0 && minScore <= 1)) {
    throw new Error('captcha({ minScore }) must be between 0 and 1');
  }
  const endpoints = options.endpoints?.length ? options.endpoints : DEFAULT_CAPTCHA_ENDPOINTS;
  // Both the matched route's path and the path as sent are tested, so no spelling of a URL that
  // reaches a protected route escapes the check.
  const isProtected = (request: PluginRequest) =>
    endpoints.some(
      (endpoint) => request.path.includes(endpoint) || request.pathname.includes(endpoint),
    );

  return definePlugin({
    id: 'captcha',
    async onRequest(request, context) {
      if (!isProtected(request)) return;
      const token = request.headers.get(CAPTCHA_RESPONSE_HEADER);
      if (!token) throw captchaError('BAD_REQUEST', 'MISSING_CAPTCHA_RESPONSE');
      const answer = await askSiteVerify({
        url: options.siteVerifyURLOverride || defaultURL,
        secretKey: options.secretKey,
        token,
        remoteIP: request.headers.get(CAPTCHA_REMOTE_IP_HEADER) ?? undefined,
        siteKey: options.provider === 'hcaptcha' ? options.siteKey : undefined,
        timeoutMs,
      });
      if (!answer) {
        context.logger.warn(`The ${options.provider} verification could not be completed`);
        throw captchaError('SERVICE_UNAVAILABLE', 'CAPTCHA_SERVICE_UNAVAILABLE');
      }
      if (!answer.success || (answer.score !== undefined && answer.score < minScore)) {
        throw captchaError('FORBIDDEN', 'CAPTCHA_VERIFICATION_FAILED');
      }
    },
    $ERROR_CODES: CAPTCHA_ERROR_CODES,
  });
}
