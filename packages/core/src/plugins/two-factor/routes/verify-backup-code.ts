import { z } from 'zod';
import { defineEndpoint, emitEvent } from '../../../plugin/index.js';
import type { VerifyBackupCodeResult } from '../answers.js';
import { consumeBackupCode } from '../backup-codes.js';
import { passChallenge, recordChallengeFailure, resolveChallenge } from '../challenge.js';
import type { TwoFactorSettings } from '../settings.js';
import { twoFactorError } from '../two-factor-error.js';

/**
 * `POST /two-factor/verify-backup-code` `{ code, trustDevice?, disableSession? }` →
 * `{ token, user }` (Better Auth 1.2.7): consumes one unused backup code (atomically: of two
 * requests racing with one code, one wins), then finishes the pending sign-in as verify-totp
 * does, or answers with the current session for a signed-in user. With `disableSession: true`
 * a pending sign-in ends without a session (`token` absent). Emits
 * `two-factor.backup-code-use`.
 *
 * @throws APIError 401 INVALID_BACKUP_CODE (wrong or used); 400 BACKUP_CODES_ARENT_ENABLED (no
 *   `twoFactor` row); 401 INVALID_TWO_FACTOR_COOKIE; 429 TOO_MANY_REQUESTS; 400 VALIDATION_ERROR.
 */
export function createVerifyBackupCodeEndpoint(settings: TwoFactorSettings) {
  return defineEndpoint(
    '/two-factor/verify-backup-code',
    {
      method: 'POST',
      body: z.object({
        code: z.string(),
        disableSession: z.boolean().optional(),
        trustDevice: z.boolean().optional(),
      }),
      metadata: { summary: 'Verify a backup code', tags: ['Two-factor'] },
    },
    async (ctx): Promise<VerifyBackupCodeResult> => {
      const challenge = await resolveChallenge(ctx);
      const outcome = await consumeBackupCode(ctx.context, challenge.user.id, ctx.body.code);
      if (outcome === 'missing') throw twoFactorError('BAD_REQUEST', 'BACKUP_CODES_ARENT_ENABLED');
      if (outcome === 'invalid') {
        await recordChallengeFailure(
          ctx,
          challenge,
          settings.challenge,
          'backup-code',
          'invalid_code',
        );
        throw twoFactorError('UNAUTHORIZED', 'INVALID_BACKUP_CODE');
      }
      emitEvent(ctx, { type: 'two-factor.backup-code-use', userId: challenge.user.id });
      return passChallenge(ctx, challenge, settings.challenge, 'backup-code', {
        trustDevice: ctx.body.trustDevice,
        createSession: !ctx.body.disableSession,
      });
    },
  );
}
