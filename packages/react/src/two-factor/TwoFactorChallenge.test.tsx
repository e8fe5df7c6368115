import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanupAuth,
  existingUser,
  renderWithAuth,
  SessionStatus,
} from '../../test/kit/test-utils.js';
import {
  enableTwoFactor,
  type SentOtps,
  totpCode,
  twoFactorServer,
} from '../../test/kit/two-factor-kit.js';
import { SignInForm, type SignInFormProps } from '../forms/SignInForm.js';

afterEach(cleanupAuth);

/** A user with two-factor on, signed out, and the sign-in form on screen. */
async function setup(props: SignInFormProps = {}, otpOptions?: { allowedAttempts?: number }) {
  const sent: SentOtps = { codes: [] };
  const view = await renderWithAuth(
    <>
      <SessionStatus />
      <SignInForm {...props} />
    </>,
    { ...twoFactorServer(sent, otpOptions), signedIn: true },
  );
  const { secret, backupCodes } = await enableTwoFactor(view.client);
  await screen.findByText('Signed out');
  const signIn = async () => {
    const form = screen.getByRole('form', { name: 'Sign in' });
    await view.user.type(within(form).getByLabelText('Email'), existingUser.email);
    await view.user.type(within(form).getByLabelText('Password'), existingUser.password);
    await view.user.click(within(form).getByRole('button', { name: 'Sign in' }));
    return screen.findByRole('form', { name: 'Two-factor authentication' });
  };
  return { ...view, secret, backupCodes, sent, signIn };
}

describe('TwoFactorChallenge (from SignInForm)', () => {
  it('follows a twoFactorRedirect with the challenge, and a pasted app code with spaces signs in', async () => {
    const onSuccess = vi.fn();
    const { signIn, user, secret } = await setup({ onSuccess });
    const challenge = await signIn();
    expect(screen.getByText('Signed out')).toBeTruthy();

    const code = within(challenge).getByLabelText('Code');
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    const digits = totpCode(secret, 1);
    await user.click(code);
    await user.paste(`${digits.slice(0, 3)} ${digits.slice(3)}`);
    await user.click(within(challenge).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({
        token: expect.any(String),
        user: expect.objectContaining({ email: existingUser.email }),
      }),
    );
  });

  it('shows a wrong code beside the field with a clear message, and stays signed out', async () => {
    const { signIn, user } = await setup();
    const challenge = await signIn();
    const code = within(challenge).getByLabelText('Code');
    await user.type(code, '000000');
    await user.click(within(challenge).getByRole('button', { name: 'Verify' }));

    expect(
      await within(challenge).findByText("That code didn't work. Check it and try again."),
    ).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Signed out')).toBeTruthy();
  });

  it('signs in with a backup code (spaces around it are dropped)', async () => {
    const { signIn, user, backupCodes } = await setup();
    const challenge = await signIn();
    await user.click(within(challenge).getByRole('button', { name: 'Use a backup code' }));
    const code = within(challenge).getByLabelText('Backup code');
    expect(code.getAttribute('inputmode')).toBe('text');
    expect(document.activeElement).toBe(code);
    await user.type(code, ` ${backupCodes[0]} `);
    await user.click(within(challenge).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
  });

  it('says a wrong backup code works only once', async () => {
    const { signIn, user } = await setup();
    const challenge = await signIn();
    await user.click(within(challenge).getByRole('button', { name: 'Use a backup code' }));
    await user.type(within(challenge).getByLabelText('Backup code'), 'aaaaa-bbbbb');
    await user.click(within(challenge).getByRole('button', { name: 'Verify' }));
    expect(
      await within(challenge).findByText(
        "That backup code didn't work. Each code works only once.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('Signed out')).toBeTruthy();
  });

  it('sends an email code on request and accepts it', async () => {
    const { signIn, user, sent } = await setup({
      twoFactor: { methods: ['totp', 'otp', 'backup'] },
    });
    const challenge = await signIn();
    await user.click(within(challenge).getByRole('button', { name: 'Email me a code instead' }));
    expect(within(challenge).queryByLabelText('Code')).toBeNull();
    await user.click(within(challenge).getByRole('button', { name: 'Email me a code' }));
    expect(await within(challenge).findByText('We sent a code to your email.')).toBeTruthy();
    expect(sent.codes).toHaveLength(1);

    await user.type(within(challenge).getByLabelText('Code'), sent.codes[0]!);
    await user.click(within(challenge).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
  });

  it('says when an emailed code had too many wrong tries, and a new one works', async () => {
    const { signIn, user, sent } = await setup(
      { twoFactor: { methods: ['otp'] } },
      { allowedAttempts: 1 },
    );
    const challenge = await signIn();
    await user.click(within(challenge).getByRole('button', { name: 'Email me a code' }));
    await within(challenge).findByText('We sent a code to your email.');
    const wrong = sent.codes[0] === '000000' ? '111111' : '000000';
    const field = () => within(challenge).getByLabelText('Code');
    await user.type(field(), wrong);
    await user.click(within(challenge).getByRole('button', { name: 'Verify' }));
    await within(challenge).findByText("That code didn't work. Check it and try again.");
    await user.clear(field());
    await user.type(field(), sent.codes[0]!);
    await user.click(within(challenge).getByRole('button', { name: 'Verify' }));
    // The server's TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE (Better Auth 1.2.7's code).
    expect(await within(challenge).findByText('Too many attempts. Send a new code.')).toBeTruthy();

    await user.click(within(challenge).getByRole('button', { name: 'Send a new code' }));
    await vi.waitFor(() => expect(sent.codes).toHaveLength(2));
    await user.clear(field());
    await user.type(field(), sent.codes[1]!);
    await user.click(within(challenge).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
  });

  it('says an emailed code expired, and a new one works', async () => {
    const { signIn, user, sent } = await setup({ twoFactor: { methods: ['otp'] } });
    const challenge = await signIn();
    await user.click(within(challenge).getByRole('button', { name: 'Email me a code' }));
    await within(challenge).findByText('We sent a code to your email.');
    // Codes live 3 minutes (Better Auth's default); the pending sign-in 5.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 4 * 60_000);
    try {
      await user.type(within(challenge).getByLabelText('Code'), sent.codes[0]!);
      await user.click(within(challenge).getByRole('button', { name: 'Verify' }));
      expect(
        await within(challenge).findByText('That code has expired. Send a new one.'),
      ).toBeTruthy();

      await user.click(within(challenge).getByRole('button', { name: 'Send a new code' }));
      await vi.waitFor(() => expect(sent.codes).toHaveLength(2));
      await user.clear(within(challenge).getByLabelText('Code'));
      await user.type(within(challenge).getByLabelText('Code'), sent.codes[1]!);
      await user.click(within(challenge).getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('"Trust this device" skips the challenge on the next sign-in from this browser', async () => {
    const { signIn, user, client, secret } = await setup();
    const challenge = await signIn();
    await user.type(within(challenge).getByLabelText('Code'), totpCode(secret, 1));
    await user.click(within(challenge).getByLabelText('Trust this device'));
    await user.click(within(challenge).getByRole('button', { name: 'Verify' }));
    await screen.findByText(`Signed in as ${existingUser.email}`);

    await client.signOut();
    const { data, error } = await client.signIn.email({
      email: existingUser.email,
      password: existingUser.password,
    });
    expect(error).toBeNull();
    expect(data).not.toHaveProperty('twoFactorRedirect');
    expect(data).toHaveProperty('token');
  });

  it('"Back to sign in" returns to the sign-in form', async () => {
    const { signIn, user } = await setup();
    const challenge = await signIn();
    await user.click(within(challenge).getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
  });
});
