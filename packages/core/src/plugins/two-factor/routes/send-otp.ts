import { z } from 'zod';
import { APIError, defineEndpoint, retryOnDeadlock, toErrorCode } from '../../../plugin/index.js';
import type { TwoFactorStatusResult } from '../answers.js';
import { otpIdentifier, resolveChallenge } from '../challenge.js';
import { randomDigits } from '../crypto.js';
import type { TwoFactorSettings } from '../settings.js';
import { twoFactorError } from '../two-factor-error.js';
import { findTwoFactorRow } from '../two-factor-row.js';

/**
 * `POST /two-factor/send-otp` → `{ status: true }` (Better Auth 1.2.7): makes a code of
 * `otpOptions.digits` digits, valid `otpOptions.period` minutes, replacing any outstanding one of
 * this attempt, and hands it to `otpOptions.sendOTP({ user, otp }, request)`. Works for a
 * pending two-factor sign-in and for a signed-in user (e.g. to confirm `enable` by email).
 *
 * @throws APIError 400 OTP_ISNT_CONFIGURED "otp isn't configured" without `sendOTP`; 401
 *   INVALID_TWO_FACTOR_COOKIE; 400 OTP_NOT_ENABLED (no `twoFactor` row, i.e. never enabled).
 */
export function createSendOtpEndpoint(settings: TwoFactorSettings) {
  return defineEndpoint(
    '/two-factor/send-otp',
    {
      method: 'POST',
      body: z.object({ trustDevice: z.boolean().optional() }).optional(),
      metadata: { summary: 'Send two factor OTP', tags: ['Two-factor'] },
    },
    async (ctx): Promise<TwoFactorStatusResult> => {
      const { sendOTP } = settings.otp;
      if (!sendOTP) {
        ctx.context.logger.error(
          "send otp isn't configured. Please configure the send otp function on otp options.",
        );
        const message = "otp isn't configured";
        throw new APIError('BAD_REQUEST', { code: toErrorCode(message), message });
      }
      const challenge = await resolveChallenge(ctx, false);
      const { context } = ctx;
      if (!(await findTwoFactorRow(context, challenge.user.id))) {
        throw twoFactorError('BAD_REQUEST', 'OTP_NOT_ENABLED');
      }
      const otp = randomDigits(settings.otp.digits);
      const identifier = otpIdentifier(challenge.key);
      // Two sends at once deadlock on MariaDB (the delete's gap locks); the loser runs again.
      await retryOnDeadlock(() =>
        context.adapter.transaction(async (tx) => {
          await tx.deleteMany({
            model: 'verification',
            where: [{ field: 'identifier', value: identifier }],
          });
          const at = new Date();
          await tx.create({
            model: 'verification',
            data: {
              identifier,
              value: `${otp}!0`,
              expiresAt: new Date(at.getTime() + settings.otp.periodMs),
              createdAt: at,
              updatedAt: at,
            },
          });
        }),
      );
      await sendOTP({ user: challenge.user, otp }, ctx.request);
      return { status: true };
    },
  );
}
