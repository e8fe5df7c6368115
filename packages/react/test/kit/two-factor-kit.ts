// Test support only: not exported from the package.
import { twoFactor } from '@portcullis/core';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { readTotpSecret } from '../../src/two-factor/otp-uri.js';
import type { RenderWithAuthOptions, TestAuthClient } from './test-utils.js';
import { existingUser } from './test-utils.js';

/** The email codes the server sent, newest last. */
export interface SentOtps {
  codes: string[];
}

/** Server options with `twoFactor()`, its email codes recorded into `sent`. */
export function twoFactorServer(
  sent: SentOtps = { codes: [] },
  otpOptions: { allowedAttempts?: number } = {},
): RenderWithAuthOptions {
  return {
    server: {
      plugins: [
        twoFactor({
          otpOptions: {
            ...otpOptions,
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

/**
 * From `TwoFactorSetup`'s "off" state to its scan step, with `password`. Resolves with the scan
 * form and the key it shows (spaces removed).
 */
export async function startSetup(user: UserEvent, password: string) {
  await user.click(
    await screen.findByRole('button', { name: 'Turn on two-factor authentication' }),
  );
  const form = screen.getByRole('form', { name: 'Turn on two-factor authentication' });
  const field = within(form).getByLabelText('Password');
  const focused = document.activeElement === field;
  await user.type(field, password);
  await user.click(within(form).getByRole('button', { name: 'Continue' }));
  const scan = await screen.findByRole('form', { name: 'Confirm two-factor authentication' });
  const key = within(scan).getByRole('group', { name: 'Key' }).querySelector('code')?.textContent;
  return { scan, secret: (key ?? '').replaceAll(' ', ''), passwordWasFocused: focused };
}

/** Types `code` (replacing what was typed) into the scan step's field and confirms. */
export async function confirmFirstCode(user: UserEvent, scan: HTMLElement, code: string) {
  const field = within(scan).getByLabelText('Code from the app');
  await user.clear(field);
  await user.type(field, code);
  await user.click(within(scan).getByRole('button', { name: 'Confirm' }));
}

/**
 * Confirms the scan step with a wrong code first, which must be refused beside the field, then
 * with the right one for `secret`.
 */
export async function confirmAfterAWrongCode(user: UserEvent, scan: HTMLElement, secret: string) {
  await confirmFirstCode(user, scan, '000000');
  expect(
    await within(scan).findByText(
      "That code didn't work. Check the time on your device and try again.",
    ),
  ).toBeTruthy();
  await confirmFirstCode(user, scan, totpCode(secret));
}
