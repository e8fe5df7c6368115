import { z } from 'zod';
import { defineEndpoint, emitEvent, requireSession } from '../../../plugin/index.js';
import type { GenerateBackupCodesResult } from '../answers.js';
import { generateBackupCodes, sealBackupCodes } from '../backup-codes.js';
import type { TwoFactorUserRow } from '../challenge.js';
import { assertPassword } from '../password.js';
import type { TwoFactorSettings } from '../settings.js';
import { twoFactorError } from '../two-factor-error.js';
import { TWO_FACTOR_MODEL } from '../two-factor-row.js';

/**
 * `POST /two-factor/generate-backup-codes` `{ password }` → `{ status: true, backupCodes }`
 * (Better Auth 1.2.7): replaces the user's backup codes with new ones (the old ones stop
 * working) and emits `two-factor.backup-codes-regenerate`.
 *
 * @throws APIError 401 UNAUTHORIZED without a session; 400 TWO_FACTOR_ISNT_ENABLED "Two factor
 *   isn't enabled"; 400 INVALID_PASSWORD; 400 VALIDATION_ERROR.
 */
export function createGenerateBackupCodesEndpoint(settings: TwoFactorSettings) {
  return defineEndpoint(
    '/two-factor/generate-backup-codes',
    {
      method: 'POST',
      body: z.object({ password: z.string() }),
      metadata: { summary: 'Generate new backup codes', tags: ['Two-factor'] },
    },
    async (ctx): Promise<GenerateBackupCodesResult> => {
      const { user } = await requireSession(ctx);
      if (!(user as TwoFactorUserRow).twoFactorEnabled) {
        throw twoFactorError('BAD_REQUEST', 'TWO_FACTOR_ISNT_ENABLED');
      }
      const { context } = ctx;
      await assertPassword(context, user.id, ctx.body.password);
      const backupCodes = generateBackupCodes(settings.backupCodes);
      await context.adapter.updateMany({
        model: TWO_FACTOR_MODEL,
        where: [{ field: 'userId', value: user.id }],
        update: { backupCodes: sealBackupCodes(context.secret, backupCodes) },
      });
      emitEvent(ctx, { type: 'two-factor.backup-codes-regenerate', userId: user.id });
      return { status: true, backupCodes };
    },
  );
}
