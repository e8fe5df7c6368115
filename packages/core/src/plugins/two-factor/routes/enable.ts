import { z } from 'zod';
import { defineEndpoint, generateRandomString, requireSession } from '../../../plugin/index.js';
import { activateTwoFactor } from '../activate.js';
import type { EnableTwoFactorResult } from '../answers.js';
import { generateBackupCodes, sealBackupCodes } from '../backup-codes.js';
import type { TwoFactorUserRow } from '../challenge.js';
import { sealTwoFactorValue } from '../crypto.js';
import { assertPassword } from '../password.js';
import type { TwoFactorSettings } from '../settings.js';
import { totpURI } from '../totp.js';
import { deleteTwoFactorRows, TWO_FACTOR_MODEL } from '../two-factor-row.js';

/**
 * `POST /two-factor/enable` `{ password, issuer? }` → `{ totpURI, backupCodes }` (Better Auth
 * 1.2.7). Stores a new TOTP secret and backup codes for the signed-in user (replacing any
 * earlier ones, in one transaction); two-factor turns on at the first verified code
 * (`verify-totp` or `verify-otp` with the session), or at once with `skipVerificationOnEnable`
 * (the session is then replaced by a new one). The URI's issuer is `issuer`, else the plugin's
 * `issuer`, else `appName`; its account the user's email.
 *
 * @throws APIError 401 UNAUTHORIZED without a session; 400 INVALID_PASSWORD 'Invalid password';
 *   400 VALIDATION_ERROR for a malformed body.
 */
export function createEnableEndpoint(settings: TwoFactorSettings) {
  return defineEndpoint(
    '/two-factor/enable',
    {
      method: 'POST',
      body: z.object({ password: z.string(), issuer: z.string().optional() }),
      metadata: { summary: 'Enable two factor authentication', tags: ['Two-factor'] },
    },
    async (ctx): Promise<EnableTwoFactorResult> => {
      const { user, session } = await requireSession(ctx);
      const { context, body } = ctx;
      await assertPassword(context, user.id, body.password);
      const secret = generateRandomString(32);
      const backupCodes = generateBackupCodes(settings.backupCodes);
      await context.adapter.transaction(async (tx) => {
        await deleteTwoFactorRows(tx, user.id);
        await tx.create({
          model: TWO_FACTOR_MODEL,
          data: {
            userId: user.id,
            secret: sealTwoFactorValue(context.secret, 'secret', secret),
            backupCodes: sealBackupCodes(context.secret, backupCodes),
          },
        });
      });
      if (settings.skipVerificationOnEnable) {
        await activateTwoFactor(ctx, user as TwoFactorUserRow, session, 'skip-verification');
      }
      const issuer = body.issuer || settings.issuer || context.options.appName;
      return { totpURI: totpURI(secret, issuer, user.email, settings.totp), backupCodes };
    },
  );
}
