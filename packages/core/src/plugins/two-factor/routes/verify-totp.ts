import { z } from 'zod';
import { type DatabaseAdapter, defineEndpoint } from '../../../plugin/index.js';
import { activateTwoFactor } from '../activate.js';
import type { TwoFactorVerifyResult } from '../answers.js';
import {
  passChallenge,
  recordChallengeFailure,
  resolveChallenge,
  wrongCodeError,
} from '../challenge.js';
import { openTwoFactorValue } from '../crypto.js';
import type { TwoFactorSettings } from '../settings.js';
import { verifyTotpCode } from '../totp.js';
import { totpNotConfigured, twoFactorError } from '../two-factor-error.js';
import { findTwoFactorRow, TWO_FACTOR_MODEL, type TwoFactorRow } from '../two-factor-row.js';

/**
 * `POST /two-factor/verify-totp` `{ code, trustDevice? }` → `{ token, user }` (Better Auth
 * 1.2.7). With a pending two-factor sign-in (the `two_factor` cookie) a right code finishes it:
 * the session is created, and `trustDevice: true` trusts this browser. With a session, a right
 * code confirms it, and turns two-factor on after `enable` (the session is then replaced).
 *
 * A code is accepted for the current 30-second step and the one before and after. Unless
 * `allowCodeReplay`, each step is accepted once per user, and a step older than the last one
 * accepted is refused (RFC 6238 §5.2): the compare-and-set on `lastTotpStep` lets one of two
 * racing requests with the same code win.
 *
 * @throws APIError 401 INVALID_CODE 'Invalid code' (wrong, out of window or replayed; for a
 *   signed-in user INVALID_TWO_FACTOR_COOKIE, as Better Auth); 401
 *   INVALID_TWO_FACTOR_COOKIE (no session and no live pending sign-in, or `maxFailedAttempts`
 *   reached); 400 TOTP_NOT_ENABLED (no secret stored); 429 TOO_MANY_REQUESTS (account lockout);
 *   400 TOTP_ISNT_CONFIGURED with `totpOptions.disable`; 400 VALIDATION_ERROR.
 */
export function createVerifyTotpEndpoint(settings: TwoFactorSettings) {
  return defineEndpoint(
    '/two-factor/verify-totp',
    {
      method: 'POST',
      body: z.object({ code: z.string(), trustDevice: z.boolean().optional() }),
      metadata: { summary: 'Verify two factor TOTP', tags: ['Two-factor'] },
    },
    async (ctx): Promise<TwoFactorVerifyResult> => {
      if (settings.totp.disabled) throw totpNotConfigured();
      const challenge = await resolveChallenge(ctx);
      const { context } = ctx;
      const row = await findTwoFactorRow(context, challenge.user.id);
      if (!row) throw twoFactorError('BAD_REQUEST', 'TOTP_NOT_ENABLED');
      const secret = openTwoFactorValue(context.secret, 'secret', row.secret);
      const step = verifyTotpCode(secret, ctx.body.code, settings.totp);
      const fresh =
        step !== null &&
        (settings.allowCodeReplay || (await claimStep(context.adapter, row, step)));
      if (!fresh) {
        const reason = step === null ? 'invalid_code' : 'replayed_code';
        await recordChallengeFailure(ctx, challenge, settings.challenge, 'totp', reason);
        throw wrongCodeError(challenge);
      }
      if (!challenge.user.twoFactorEnabled) {
        await challenge.clearFailures();
        return activateTwoFactor(ctx, challenge.user, challenge.session, 'totp');
      }
      const result = await passChallenge(ctx, challenge, settings.challenge, 'totp', {
        trustDevice: ctx.body.trustDevice,
      });
      return result as TwoFactorVerifyResult;
    },
  );
}

// Records `step` as the last accepted one, if it is newer than the stored one and no concurrent
// request changed it meanwhile.
async function claimStep(
  adapter: DatabaseAdapter,
  row: TwoFactorRow,
  step: number,
): Promise<boolean> {
  const last = row.lastTotpStep ?? null;
  if (last !== null && step <= last) return false;
  const updated = await adapter.updateMany({
    model: TWO_FACTOR_MODEL,
    where: [
      { field: 'id', value: row.id },
      { field: 'lastTotpStep', value: last },
    ],
    update: { lastTotpStep: step },
  });
  return updated === 1;
}
