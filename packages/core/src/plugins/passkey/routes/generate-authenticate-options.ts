import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { defineEndpoint, getSession } from '../../../plugin/index.js';
import { storeChallenge } from '../challenge.js';
import { type PasskeyConfig, rpIDOf } from '../options.js';
import { listUserPasskeys, splitTransports } from '../passkey-rows.js';
import { loadWebAuthn } from '../webauthn.js';

/**
 * `POST /passkey/generate-authenticate-options` `{ email? }`: the
 * `PublicKeyCredentialRequestOptionsJSON` for `navigator.credentials.get` (through
 * `startAuthentication`), as Better Auth 1.2.7 builds it: `rpId`, `userVerification:
 * 'preferred'`, timeout 60000 ms, and `allowCredentials` listing the signed-in user's passkeys
 * when there is a session and they have any. Without a session there is no `allowCredentials`:
 * the authenticator offers its discoverable credentials for this rpID (a "usernameless" sign-in,
 * and conditional UI, the browser's autofill). `email` is accepted and ignored, as in Better
 * Auth: listing a stranger's credentials would tell whether the address has an account.
 *
 * Stores the challenge for 5 minutes (verification row + signed challenge cookie).
 *
 * @throws APIError 400 VALIDATION_ERROR for a malformed body.
 */
export const generateAuthenticateOptionsRoute = (config: PasskeyConfig) =>
  defineEndpoint(
    '/passkey/generate-authenticate-options',
    {
      method: 'POST',
      body: z.object({ email: z.string().optional() }).optional(),
      metadata: { summary: 'Generate authentication options for a passkey', tags: ['Passkey'] },
    },
    async (ctx): Promise<PublicKeyCredentialRequestOptionsJSON> => {
      const found = await getSession(ctx);
      const passkeys = found ? await listUserPasskeys(ctx, found.user.id) : [];
      const { generateAuthenticationOptions } = await loadWebAuthn();
      const options = await generateAuthenticationOptions({
        rpID: rpIDOf(ctx, config),
        userVerification: 'preferred',
        ...(passkeys.length > 0
          ? {
              allowCredentials: passkeys.map((passkey) => ({
                id: passkey.credentialID,
                transports: splitTransports(passkey.transports),
              })),
            }
          : {}),
      });
      await storeChallenge(ctx, config, {
        expectedChallenge: options.challenge,
        userData: { id: found?.user.id ?? '' },
      });
      return options;
    },
  );
