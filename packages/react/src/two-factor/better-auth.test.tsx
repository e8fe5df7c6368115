/**
 * The two-factor screens against Better Auth 1.2.7 itself (the contract), not Portcullis: the
 * Portcullis client in `PortcullisProvider`, talking to `betterAuth({ plugins: [twoFactor()] })`'s
 * own handler on in-memory SQLite. Setup (enable, the key from the URI, a wrong first code, the
 * first code, backup codes), then the sign-in challenge from `SignInForm` with a wrong code, an
 * app code, a backup code and an emailed code.
 */
import { createAuthClient, twoFactorClient } from '@portcullis/core/client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { twoFactor } from 'better-auth/plugins';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BETTER_AUTH_ORIGIN as ORIGIN,
  startBetterAuth as startBetterAuthServer,
} from '../../test/kit/better-auth-kit.js';
import { cleanupAuth, keepSetCookie, SessionStatus } from '../../test/kit/test-utils.js';
import { confirmAfterAWrongCode, startSetup, totpCode } from '../../test/kit/two-factor-kit.js';
import { SignInForm } from '../forms/SignInForm.js';
import { PortcullisProvider } from '../PortcullisProvider.js';
import { TwoFactorSetup } from './TwoFactorSetup.js';

afterEach(cleanupAuth);

const USER = { name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' };

/** Better Auth 1.2.7 with `twoFactor()`, and a browser-like fetch into its handler. */
async function startBetterAuth() {
  const otps: string[] = [];
  const fetch = await startBetterAuthServer([
    twoFactor({ otpOptions: { sendOTP: ({ otp }) => void otps.push(otp) } }),
  ]);
  keepSetCookie();
  const client = createAuthClient({
    baseURL: ORIGIN,
    fetch,
    plugins: [twoFactorClient()],
  });
  return { client, otps };
}

describe('the two-factor screens against Better Auth 1.2.7', () => {
  it('set up, then the sign-in challenge with a wrong code, an app code, a backup code and an emailed code', async () => {
    const { client, otps } = await startBetterAuth();
    expect((await client.signUp.email(USER)).error).toBeNull();
    const user = userEvent.setup();
    const view = render(
      <PortcullisProvider client={client}>
        <SessionStatus />
        <TwoFactorSetup />
      </PortcullisProvider>,
    );

    // Setup: the password, the key (Better Auth's URI), a wrong first code, the right one.
    const { scan, secret } = await startSetup(user, USER.password);
    // Better Auth answers a signed-in wrong code with 401 INVALID_TWO_FACTOR_COOKIE.
    await confirmAfterAWrongCode(user, scan, secret);
    const list = await screen.findByRole('list', { name: 'Backup codes' });
    const backupCodes = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent!);
    expect(backupCodes).toHaveLength(10);
    const session = await client.getSession({ query: { disableCookieCache: true } });
    const sessionUser = session.data?.user as { twoFactorEnabled?: boolean } | undefined;
    expect(sessionUser?.twoFactorEnabled).toBe(true);
    view.unmount();

    // Sign-in: Better Auth answers { twoFactorRedirect: true }; SignInForm shows the challenge.
    const signIn = async () => {
      await client.signOut();
      render(
        <PortcullisProvider client={client}>
          <SessionStatus />
          <SignInForm twoFactor={{ methods: ['totp', 'otp', 'backup'] }} />
        </PortcullisProvider>,
      );
      await screen.findByText('Signed out');
      const form = screen.getByRole('form', { name: 'Sign in' });
      await user.type(within(form).getByLabelText('Email'), USER.email);
      await user.type(within(form).getByLabelText('Password'), USER.password);
      await user.click(within(form).getByRole('button', { name: 'Sign in' }));
      return screen.findByRole('form', { name: 'Two-factor authentication' });
    };
    const verify = async (challenge: HTMLElement, label: string, value: string) => {
      await user.type(within(challenge).getByLabelText(label), value);
      await user.click(within(challenge).getByRole('button', { name: 'Verify' }));
    };
    const signedIn = async () => {
      expect(await screen.findByText(`Signed in as ${USER.email}`)).toBeTruthy();
      cleanupAuth();
      keepSetCookie();
    };

    let challenge = await signIn();
    await verify(challenge, 'Code', '000000');
    expect(
      await within(challenge).findByText("That code didn't work. Check it and try again."),
    ).toBeTruthy();
    await user.clear(within(challenge).getByLabelText('Code'));
    await verify(challenge, 'Code', totpCode(secret));
    await signedIn();

    challenge = await signIn();
    await user.click(within(challenge).getByRole('button', { name: 'Use a backup code' }));
    await verify(challenge, 'Backup code', backupCodes[0]!);
    await signedIn();

    challenge = await signIn();
    await user.click(within(challenge).getByRole('button', { name: 'Email me a code instead' }));
    await user.click(within(challenge).getByRole('button', { name: 'Email me a code' }));
    await within(challenge).findByText('We sent a code to your email.');
    expect(otps).toHaveLength(1);
    await verify(challenge, 'Code', otps[0]!);
    await signedIn();
  });
});
