import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { defineEndpoint, generateRandomString, requireSession } from '../../../plugin/index.js';
import { storeChallenge } from '../challenge.js';
import { type PasskeyConfig, rpIDOf } from '../options.js';
import { listUserPasskeys, splitTransports } from '../passkey-rows.js';
import { loadWebAuthn } from '../webauthn.js';

/**
 * The public-key algorithms offered, most preferred first: EdDSA, ES256, RS256 (COSE ids -8, -7,
 * -257), the list Better Auth 1.2.7 offers.
 */
export const SUPPORTED_ALGORITHM_IDS = [-8, -7, -257];

/**
 * `GET /passkey/generate-register-options?authenticatorAttachment=platform|cross-platform`: the
 * `PublicKeyCredentialCreationOptionsJSON` for `navigator.credentials.create` (through
 * `@simplewebauthn/browser`'s `startRegistration`), for the signed-in user, as Better Auth 1.2.7
 * builds it: `rp` `{ name: rpName, id: rpID }`, `user` `{ id: random, name: email,
 * displayName: '' }`, `attestation: 'none'`, the user's passkeys in `excludeCredentials`,
 * `authenticatorSelection` `{ residentKey: 'preferred', userVerification: 'preferred',
 * ...options.authenticatorSelection, authenticatorAttachment? }`, timeout 60000 ms.
 *
 * Stores the challenge for 5 minutes (verification row + signed challenge cookie).
 *
 * @throws APIError 401 UNAUTHORIZED without a session; 403 SESSION_IS_NOT_FRESH 'Session is not
 *   fresh' when it is older than `session.freshAge`; 400 VALIDATION_ERROR for another
 *   `authenticatorAttachment`.
 */
export const generateRegisterOptionsRoute = (config: PasskeyConfig) =>
  defineEndpoint(
    '/passkey/generate-register-options',
    {
      method: 'GET',
      query: z
        .object({
          authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
          name: z.string().optional(),
        })
        .optional(),
      metadata: { summary: 'Generate registration options for a new passkey', tags: ['Passkey'] },
    },
    async (ctx): Promise<PublicKeyCredentialCreationOptionsJSON> => {
      const { user } = await requireSession(ctx, { fresh: true });
      const passkeys = await listUserPasskeys(ctx, user.id);
      const attachment = ctx.query?.authenticatorAttachment;
      const { generateRegistrationOptions } = await loadWebAuthn();
      const options = await generateRegistrationOptions({
        rpName: config.rpName || ctx.context.options.appName,
        rpID: rpIDOf(ctx, config),
        userID: new TextEncoder().encode(generateRandomString(32)),
        userName: user.email || user.id,
        attestationType: 'none',
        supportedAlgorithmIDs: SUPPORTED_ALGORITHM_IDS,
        excludeCredentials: passkeys.map((passkey) => ({
          id: passkey.credentialID,
          transports: splitTransports(passkey.transports),
        })),
        authenticatorSelection: {
          residentKey: 'preferred',
          userVerification: 'preferred',
          ...config.authenticatorSelection,
          ...(attachment ? { authenticatorAttachment: attachment } : {}),
        },
      });
      await storeChallenge(ctx, config, {
        expectedChallenge: options.challenge,
        userData: { id: user.id },
      });
      return options;
    },
  );
