import { type EndpointContext, runAfterResponse, signHmac } from '../../plugin/index.js';
import { createPhoneOTP, otpIdentifier, type PhoneOTPSettings, type PhoneOTPType } from './otp.js';
import { findUserByPhoneNumber } from './phone-number-user.js';

/** The app's sender of a code by text message: `({ phoneNumber, code }, request)`. */
export type SendPhoneOTP = (
  data: { phoneNumber: string; code: string },
  request?: Request,
) => Promise<void> | void;

/** A per-number limit: `max` sends per `window` seconds. */
export interface PhoneNumberRateLimit {
  /** Window length in seconds. */
  window: number;
  /** Sends allowed per window and number. */
  max: number;
}

/**
 * Counts one send to `phoneNumber` against the per-number limit (HTTP calls only; a no-op while
 * `rateLimit.enabled` is off). Counted for every number, known or not, so the 429 tells nothing
 * about accounts; caps what one number can be sent (SMS pumping, harassment).
 *
 * @throws APIError 429 TOO_MANY_REQUESTS with `X-Retry-After` over the limit.
 */
export async function enforcePhoneNumberRateLimit(
  ctx: EndpointContext<any, any>,
  phoneNumber: string,
  limit: PhoneNumberRateLimit | false,
): Promise<void> {
  if (!limit || ctx.isServerCall) return;
  const { rateLimiter, secret } = ctx.context;
  await rateLimiter.enforceKey(`phone-number|${signHmac(secret, phoneNumber)}`, limit);
}

/**
 * Makes a code for `phoneNumber` now (replacing the outstanding one) and texts it after the
 * response, so neither the answer nor its timing depends on the number having an account or on
 * the SMS provider's speed. With `onlyKnownUsers` (password reset), the user is looked up after
 * the response too, and the code of a number without a user is stored but sent to nobody, so
 * that checking codes answers alike for every number. A code whose message could not be sent is
 * withdrawn and the failure logged.
 */
export async function issuePhoneOTP(
  ctx: EndpointContext<any, any>,
  settings: PhoneOTPSettings,
  send: SendPhoneOTP | undefined,
  type: PhoneOTPType,
  phoneNumber: string,
  onlyKnownUsers: boolean,
): Promise<void> {
  const { context } = ctx;
  const code = await createPhoneOTP(ctx, settings, type, phoneNumber);
  runAfterResponse(context, async () => {
    if (!send) return;
    if (onlyKnownUsers && !(await findUserByPhoneNumber(context, phoneNumber))) return;
    try {
      await send({ phoneNumber, code }, ctx.request);
    } catch (error) {
      context.logger.error('phone-number: sending the code failed; it was withdrawn', error);
      await context.store.consumeVerification(otpIdentifier(type, phoneNumber));
    }
  });
}
