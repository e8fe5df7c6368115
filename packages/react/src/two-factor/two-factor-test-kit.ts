// Test support only: not exported from the package.
import { twoFactor } from '@portcullis/core';
import { Secret, TOTP } from 'otpauth';
import type { RenderWithAuthOptions, TestAuthClient } from '../../test/kit/test-utils.js';
import { existingUser } from '../../test/kit/test-utils.js';
import { readTotpSecret } from './otp-uri.js';

/** The email codes the server sent, newest last. */
export interface SentOtps {
  codes: string[];
}

/** Server options with `twoFactor()`, its email codes recorded into `sent`. */
export function twoFactorServer(sent: SentOtps = { codes: [] }): RenderWithAuthOptions {
  return {
    server: {
      plugins: [
        twoFactor({
          otpOptions: {
            sendOTP: ({ otp }) => {
              sent.codes.push(otp);
            },
          },
        }),
      ],
    },
  };
}

/**
 * The RFC 6238 code of `secret` (Base32) at `Date.now()` plus `stepsAhead` 30-second steps:
 * the server accepts one step either side, and each step only once, so a second code in a test
 * is the next step's.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/**
 * Turns two-factor authentication on for the signed-in `existingUser` through the API (enable,
 * then the first code), and signs out unless `stayIn`. Resolves with the secret and the backup
 * codes.
 */
export async function enableTwoFactor(client: TestAuthClient, stayIn = false) {
  const enabled = await client.twoFactor.enable({ password: existingUser.password });
  if (enabled.error) throw new Error(`enable: ${enabled.error.message}`);
  const secret = readTotpSecret(enabled.data.totpURI);
  if (!secret) throw new Error(`no secret in ${enabled.data.totpURI}`);
  const verified = await client.twoFactor.verifyTotp({ code: totpCode(secret) });
  if (verified.error) throw new Error(`verify-totp: ${verified.error.message}`);
  if (!stayIn) await client.signOut();
  return { secret, backupCodes: enabled.data.backupCodes };
}
