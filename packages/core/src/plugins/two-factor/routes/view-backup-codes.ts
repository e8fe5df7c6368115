import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import type { ViewBackupCodesResult } from '../answers.js';
import { openBackupCodes } from '../backup-codes.js';
import { twoFactorError } from '../two-factor-error.js';
import { findTwoFactorRow } from '../two-factor-row.js';

/**
 * `auth.api.viewBackupCodes({ body: { userId } })` → `{ status: true, backupCodes }`: the
 * user's unused backup codes in clear. Server only, as in Better Auth 1.2.7 (over HTTP: 404).
 *
 * @throws APIError 400 BACKUP_CODES_ARENT_ENABLED when the user has no `twoFactor` row or its
 *   codes do not decrypt.
 */
export const viewBackupCodesEndpoint = defineEndpoint(
  '/two-factor/view-backup-codes',
  {
    method: 'GET',
    body: z.object({ userId: z.coerce.string() }),
    serverOnly: true,
    metadata: { summary: 'View backup codes (server only)', tags: ['Two-factor'] },
  },
  async (ctx): Promise<ViewBackupCodesResult> => {
    const row = await findTwoFactorRow(ctx.context, ctx.body.userId);
    const backupCodes = row ? openBackupCodes(ctx.context.secret, row.backupCodes) : null;
    if (!backupCodes) throw twoFactorError('BAD_REQUEST', 'BACKUP_CODES_ARENT_ENABLED');
    return { status: true, backupCodes };
  },
);
