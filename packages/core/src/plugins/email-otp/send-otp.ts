import { type EndpointContext, runAfterResponse, signHmac } from '../../plugin/index.js';
import { createOTP, type OTPSettings, type OTPType, otpIdentifier } from './otp.js';

/** The app's sender: `sendVerificationOTP({ email, otp, type }, request)`. */
export type SendVerificationOTP = (
  data: { email: string; otp: string; type: OTPType },
  request?: Request,
) => Promise<void> | void;

/** A per-address limit: `max` sends per `window` seconds. */
export interface EmailRateLimit {
  /** Window length in seconds. */
  window: number;
  /** Sends allowed per window and address. */
  max: number;
}

/**
 * Counts one send to `email` against the per-address limit (HTTP calls only; a no-op while
 * `rateLimit.enabled` is off). Counted for every address, known or not, and before anything
 * else, so the 429 tells nothing about accounts.
 *
 * @throws APIError 429 TOO_MANY_REQUESTS with `X-Retry-After` over the limit.
 */
export async function enforceEmailRateLimit(
  ctx: EndpointContext<any, any>,
  scope: string,
  email: string,
  limit: EmailRateLimit | false,
): Promise<void> {
  if (!limit || ctx.isServerCall) return;
  const { rateLimiter, secret } = ctx.context;
  await rateLimiter.enforceKey(`${scope}|${signHmac(secret, email)}`, limit);
}

/**
 * Creates a code and emails it, after the response: the answer, and its timing, are the same
 * whether the address has an account or not and whether the mail server is slow. With
 * `onlyKnownUsers` (password reset, `disableSignUp`), the code of an address without a user is
 * stored but sent to nobody, so that checking codes behaves the same for every address (a wrong
 * code three times, then 403). A code whose email could not be sent is withdrawn and the failure
 * logged.
 */
export function sendOTPAfterResponse(
  ctx: EndpointContext<any, any>,
  settings: OTPSettings,
  send: SendVerificationOTP,
  type: OTPType,
  email: string,
  onlyKnownUsers: boolean,
): void {
  const { context } = ctx;
  runAfterResponse(context, async () => {
    const known = !onlyKnownUsers || (await context.store.findUserByEmail(email)) !== null;
    // Stored for an unknown address too, though sent to nobody: the codes of known and unknown
    // addresses then answer alike on reset-password and sign-in (wrong, wrong, wrong, 403).
    const otp = await createOTP(ctx, settings, type, email);
    if (!known) return;
    try {
      await send({ email, otp, type }, ctx.request);
    } catch (error) {
      context.logger.error('sendVerificationOTP failed; its code was withdrawn', error);
      await context.store.consumeVerification(otpIdentifier(type, email));
    }
  });
}
