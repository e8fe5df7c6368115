import { z } from 'zod';
import { defineEndpoint, requireSession } from '../../../plugin/index.js';
import type { GetTotpUriResult } from '../answers.js';
import type { TwoFactorUserRow } from '../challenge.js';
import { openTwoFactorValue } from '../crypto.js';
import { assertPassword } from '../password.js';
import type { TwoFactorSettings } from '../settings.js';
import { totpURI } from '../totp.js';
import { totpNotConfigured, twoFactorError } from '../two-factor-error.js';
import { findTwoFactorRow } from '../two-factor-row.js';

/**
 * `POST /two-factor/get-totp-uri` `{ password }` → `{ totpURI }` (Better Auth 1.2.7): the URI of
 * the stored secret (a secret Better Auth wrote included). Its issuer is `appName`, as Better Auth
 * 1.2.7 answers here (the plugin's `issuer` and `enable`'s own are not stored).
 *
 * @throws APIError 401 UNAUTHORIZED without a session; 400 TOTP_NOT_ENABLED 'TOTP not enabled'
 *   while two-factor is off; 400 INVALID_PASSWORD; 400 TOTP_ISNT_CONFIGURED "totp isn't
 *   configured" with `totpOptions.disable`.
 */
export function createGetTotpUriEndpoint(settings: TwoFactorSettings) {
  return defineEndpoint(
    '/two-factor/get-totp-uri',
    {
      method: 'POST',
      body: z.object({ password: z.string() }),
      metadata: { summary: 'Get TOTP URI', tags: ['Two-factor'] },
    },
    async (ctx): Promise<GetTotpUriResult> => {
      if (settings.totp.disabled) throw totpNotConfigured();
      const { user } = await requireSession(ctx);
      const { context } = ctx;
      const row = await findTwoFactorRow(context, user.id);
      if (!row || !(user as TwoFactorUserRow).twoFactorEnabled) {
        throw twoFactorError('BAD_REQUEST', 'TOTP_NOT_ENABLED');
      }
      await assertPassword(context, user.id, ctx.body.password);
      const secret = openTwoFactorValue(context.secret, 'secret', row.secret);
      // Better Auth 1.2.7 names `appName` here, whatever the plugin's `issuer`.
      const issuer = context.options.appName;
      return { totpURI: totpURI(secret, issuer, user.email, settings.totp) };
    },
  );
}
