// Test support only. A test server with the two-factor plugin, a client per browser, and the
// helpers the two-factor tests share: sign-up, enabling, current TOTP codes, sent email codes.
import { Secret, TOTP } from 'otpauth';
import { vi } from 'vitest';
import { createAuthClient } from '../../src/client/index.js';
import { twoFactorClient } from '../../src/plugins/two-factor/client.js';
import { twoFactor } from '../../src/plugins/two-factor/index.js';
import type { TwoFactorOptions } from '../../src/plugins/two-factor/options.js';
import {
  createTestServer,
  TEST_ORIGIN,
  type TestBrowser,
  type TestServerOptions,
} from './test-server.js';

export const ada = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' };

/** The secret (as stored: the UTF-8 string) in a `otpauth://` URI. */
export function secretOf(totpURI: string): Secret {
  const base32 = new URL(totpURI).searchParams.get('secret');
  if (!base32) throw new Error(`no secret in ${totpURI}`);
  return Secret.fromBase32(base32);
}

/** The TOTP code of `totpURI` at `timestamp` (ms), or now; `stepOffset` steps away. */
export function codeAt(totpURI: string, timestamp = Date.now(), stepOffset = 0, period = 30) {
  return TOTP.generate({
    secret: secretOf(totpURI),
    algorithm: 'SHA1',
    digits: 6,
    period,
    timestamp: timestamp + stepOffset * period * 1000,
  });
}

/** Freezes `Date` (only) at a round TOTP step start plus `offsetMs`. */
export function freezeClock(offsetMs = 0) {
  vi.useFakeTimers({ toFake: ['Date'] });
  const start = Math.floor(Date.UTC(2026, 0, 1) / 30_000) * 30_000 + offsetMs;
  vi.setSystemTime(start);
  return start;
}

/** A test server with `twoFactor(options)`, and helpers. */
export async function setupTwoFactor(
  options: TwoFactorOptions = {},
  serverOptions: TestServerOptions = {},
) {
  const sent: Array<{ email: string; otp: string }> = [];
  const server = await createTestServer({
    appName: 'Portcullis Test',
    rateLimit: { enabled: false },
    ...serverOptions,
    plugins: [
      twoFactor({
        ...options,
        otpOptions: {
          sendOTP: ({ user, otp }) => {
            sent.push({ email: user.email, otp });
          },
          ...options.otpOptions,
        },
      }),
      ...(serverOptions.plugins ?? []),
    ],
  });
  const clientFor = (browser: TestBrowser) =>
    createAuthClient({ baseURL: TEST_ORIGIN, fetch: browser.fetch, plugins: [twoFactorClient()] });
  const client = clientFor(server);

  /** Signs Ada up in the server's main browser, enables 2FA and verifies the first code. */
  async function enableForAda() {
    await client.signUp.email(ada);
    const { data } = await client.twoFactor.enable({ password: ada.password });
    if (!data) throw new Error('enable failed');
    const verified = await client.twoFactor.verifyTotp({ code: codeAt(data.totpURI) });
    if (verified.error) throw new Error(`verify failed: ${verified.error.message}`);
    return data;
  }

  /** A new browser where Ada typed her password: the sign-in answered `twoFactorRedirect`. */
  async function pendingSignIn(email = ada.email, password = ada.password) {
    const browser = server.newBrowser();
    const browserClient = clientFor(browser);
    const signIn = await browserClient.signIn.email({ email, password });
    return { browser, client: browserClient, signIn };
  }

  const lastOtp = () => sent.at(-1)?.otp ?? '';
  return { server, client, clientFor, enableForAda, pendingSignIn, sent, lastOtp };
}

/** A request body's `{ code, message }` for a Better Auth message. */
export const errorOf = (message: string) => ({
  code: message
    .toUpperCase()
    .replace(/\s+/g, '_')
    .replace(/[^A-Z0-9_]/g, ''),
  message,
});
