import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import { activateTwoFactor } from '../activate.js';
import type { TwoFactorVerifyResult } from '../answers.js';
import {
  otpIdentifier,
  passChallenge,
  recordChallengeFailure,
  resolveChallenge,
  wrongCodeError,
} from '../challenge.js';
import { safeEqual } from '../crypto.js';
import type { TwoFactorSettings } from '../settings.js';
import { twoFactorError } from '../two-factor-error.js';
import { findTwoFactorRow } from '../two-factor-row.js';

/**
 * `POST /two-factor/verify-otp` `{ code, trustDevice? }` → `{ token, user }` (Better Auth
 * 1.2.7): checks the code sent by `send-otp` (constant-time), then finishes the pending sign-in
 * or, for a signed-in user, confirms it (turning two-factor on after `enable`), as verify-totp.
 * A right code is consumed (unless `allowCodeReplay`); after `otpOptions.allowedAttempts` wrong
 * tries the code is forgotten.
 *
 * @throws APIError 401 INVALID_CODE (signed in: INVALID_TWO_FACTOR_COOKIE, as Better Auth); 400 OTP_HAS_EXPIRED (none sent, expired or used); 400
 *   TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE; 400 OTP_NOT_ENABLED; 401 INVALID_TWO_FACTOR_COOKIE;
 *   429 TOO_MANY_REQUESTS (account lockout); 400 VALIDATION_ERROR.
 */
export function createVerifyOtpEndpoint(settings: TwoFactorSettings) {
  return defineEndpoint(
    '/two-factor/verify-otp',
    {
      method: 'POST',
      body: z.object({ code: z.string(), trustDevice: z.boolean().optional() }),
      metadata: { summary: 'Verify two factor OTP', tags: ['Two-factor'] },
    },
    async (ctx): Promise<TwoFactorVerifyResult> => {
      const challenge = await resolveChallenge(ctx);
      const { context } = ctx;
      const { store, adapter } = context;
      if (!(await findTwoFactorRow(context, challenge.user.id))) {
        throw twoFactorError('BAD_REQUEST', 'OTP_NOT_ENABLED');
      }
      const identifier = otpIdentifier(challenge.key);
      const record = await store.findVerification(identifier);
      if (!record || record.expiresAt.getTime() < Date.now()) {
        await adapter.deleteMany({
          model: 'verification',
          where: [{ field: 'identifier', value: identifier }],
        });
        throw twoFactorError('BAD_REQUEST', 'OTP_HAS_EXPIRED');
      }
      const [otp = '', counter = '0'] = record.value.split('!');
      const tries = Number.parseInt(counter, 10) || 0;
      if (tries >= settings.otp.allowedAttempts) {
        await adapter.deleteMany({
          model: 'verification',
          where: [{ field: 'identifier', value: identifier }],
        });
        throw twoFactorError('BAD_REQUEST', 'TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE');
      }
      if (!safeEqual(otp, ctx.body.code)) {
        // Compare-and-set: a concurrent wrong try is not lost (the loser's update matches nothing,
        // and its try is still refused).
        await adapter.updateMany({
          model: 'verification',
          where: [
            { field: 'id', value: record.id },
            { field: 'value', value: record.value },
          ],
          update: { value: `${otp}!${tries + 1}`, updatedAt: new Date() },
        });
        await recordChallengeFailure(ctx, challenge, settings.challenge, 'otp', 'invalid_code');
        throw wrongCodeError(challenge);
      }
      if (!settings.allowCodeReplay) {
        const consumed = await adapter.deleteMany({
          model: 'verification',
          where: [{ field: 'id', value: record.id }],
        });
        if (consumed === 0) throw twoFactorError('BAD_REQUEST', 'OTP_HAS_EXPIRED');
      }
      if (!challenge.user.twoFactorEnabled) {
        await challenge.clearFailures();
        return activateTwoFactor(ctx, challenge.user, challenge.session, 'otp');
      }
      const result = await passChallenge(ctx, challenge, settings.challenge, 'otp', {
        trustDevice: ctx.body.trustDevice,
      });
      return result as TwoFactorVerifyResult;
    },
  );
}
