import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPasskeys } from '../../test/kit/passkey-kit.js';
import {
  cleanupAuth,
  existingUser,
  renderWithAuth,
  SessionStatus,
} from '../../test/kit/test-utils.js';
import { enableTwoFactor, totpCode, twoFactorServer } from '../../test/kit/two-factor-kit.js';
import { renderPasswordless } from '../passwordless/passwordless-test-kit.js';
import { SignIn } from './SignIn.js';

afterEach(cleanupAuth);

const heading = (name: string) => screen.getByRole('heading', { name, level: 1 });
const button = (name: string) => screen.queryByRole('button', { name });

describe('SignIn: which methods show', () => {
  it('with the username client: the password form asks for an email or username, and nothing the client lacks', async () => {
    await renderWithAuth(<SignIn />);
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(within(form).getByLabelText('Email or username')).toBeTruthy();
    expect(heading('Sign in')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Sign in' })).toBeTruthy();
    for (const name of [
      'Sign in with an email link',
      'Sign in with an email code',
      'Sign in with a passkey',
    ]) {
      expect(button(name), name).toBeNull();
    }
    expect(button('Forgot password?')).toBeTruthy();
    // No providers given: no social buttons, and no empty "or continue with".
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByText('or continue with')).toBeNull();
  });

  it('offers the configured social providers as alternatives', async () => {
    await renderWithAuth(<SignIn socialProviders={['github', { id: 'acme', name: 'Acme' }]} />);
    const others = screen.getByRole('group', { name: 'or continue with' });
    expect(within(others).getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy();
    expect(within(others).getByRole('button', { name: 'Continue with Acme' })).toBeTruthy();
  });

  it('with magicLinkClient() and emailOTPClient(): the password form first, the email link and code as alternatives', async () => {
    await renderPasswordless(<SignIn />);
    // The bare client has no username plugin: the form asks for an email.
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(within(form).getByLabelText('Email')).toBeTruthy();
    const others = screen.getByRole('group', { name: 'or continue with' });
    expect(
      within(others)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sign in with an email link', 'Sign in with an email code']);
  });

  it('a client without the passwordless plugins gets no passwordless buttons even when asked', async () => {
    await renderPasswordless(<SignIn methods={['password', 'magic-link', 'email-otp']} />, 'bare');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(button('Sign in with an email link')).toBeNull();
    expect(button('Sign in with an email code')).toBeNull();
  });

  it('narrows to `methods`, whose first form method is the primary one', async () => {
    const { user } = await renderPasswordless(<SignIn methods={['magic-link', 'password']} />);
    expect(heading('Sign in with an email link')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Email me a sign-in link' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
    expect(button('Sign in with an email code')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in with a password' }));
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading('Sign in')));
    expect(button('Sign in with a password')).toBeNull();
    expect(button('Sign in with an email link')).toBeTruthy();
  });

  it('email code only: no password form and no "Forgot password?"', async () => {
    await renderPasswordless(<SignIn methods={['email-otp']} />);
    expect(screen.getByRole('form', { name: 'Sign in with an email code' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
    expect(button('Forgot password?')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('signs in with an email code and then runs onSuccess', async () => {
    const onSuccess = vi.fn();
    const { user, message } = await renderPasswordless(
      <>
        <SessionStatus />
        <SignIn onSuccess={onSuccess} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in with an email code' }));
    await waitFor(() => expect(document.activeElement).toBe(heading('Sign in with an email code')));
    const form = screen.getByRole('form', { name: 'Sign in with an email code' });
    await user.type(within(form).getByLabelText('Email'), 'new@example.com');
    await user.click(within(form).getByRole('button', { name: 'Email me a code' }));
    const { otp } = await message(1);
    await user.type(await within(form).findByLabelText('Code'), otp ?? '');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Signed in as new@example.com')).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});

describe('SignIn: forgot password', () => {
  it('switches to the forgot-password form in place and back, moving the focus to each heading', async () => {
    const { user } = await renderWithAuth(<SignIn socialProviders={['github']} />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const title = heading('Reset your password');
    await waitFor(() => expect(document.activeElement).toBe(title));
    const form = screen.getByRole('form', { name: 'Forgot password' });
    expect(within(form).getByLabelText('Email')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
    // The other methods are for signing in, not for resetting.
    expect(button('Continue with GitHub')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await waitFor(() => expect(document.activeElement).toBe(heading('Sign in')));
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(button('Continue with GitHub')).toBeTruthy();
  });

  it('links to forgotPasswordHref, and to signUpHref or onSignUp for sign-up', async () => {
    await renderWithAuth(<SignIn forgotPasswordHref="/forgot" signUpHref="/sign-up" />);
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/sign-up');
    expect(button('Forgot password?')).toBeNull();
  });

  it('runs onSignUp from a "Sign up" button, and takes a heading level', async () => {
    const onSignUp = vi.fn();
    const { user } = await renderWithAuth(<SignIn onSignUp={onSignUp} headingLevel={2} />);
    expect(screen.getByRole('heading', { name: 'Sign in', level: 2 })).toBeTruthy();
    expect(screen.getByText("Don't have an account?")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSignUp).toHaveBeenCalledTimes(1);
  });

  it('uses its labels', async () => {
    await renderWithAuth(
      <SignIn labels={{ heading: 'Connexion', forgotPassword: 'Mot de passe oublié ?' }} />,
    );
    expect(heading('Connexion')).toBeTruthy();
    expect(button('Mot de passe oublié ?')).toBeTruthy();
  });
});

describe('SignIn: two-factor', () => {
  it('continues into the challenge (other methods hidden), and a code signs in and runs onSuccess', async () => {
    const onSuccess = vi.fn();
    const view = await renderWithAuth(
      <>
        <SessionStatus />
        <SignIn onSuccess={onSuccess} socialProviders={['github']} onSignUp={() => {}} />
      </>,
      { ...twoFactorServer(), signedIn: true },
    );
    const { secret } = await enableTwoFactor(view.client);
    await screen.findByText('Signed out');
    const form = screen.getByRole('form', { name: 'Sign in' });
    await view.user.type(within(form).getByLabelText('Email or username'), existingUser.email);
    await view.user.type(within(form).getByLabelText('Password'), existingUser.password);
    await view.user.click(within(form).getByRole('button', { name: 'Sign in' }));

    const challenge = await screen.findByRole('form', { name: 'Two-factor authentication' });
    expect(button('Continue with GitHub')).toBeNull();
    expect(button('Forgot password?')).toBeNull();
    expect(button('Sign up')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();

    await view.user.type(within(challenge).getByLabelText('Code'), totpCode(secret, 1));
    await view.user.click(within(challenge).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});

describe('SignIn: passkeys', () => {
  it('shows "Sign in with a passkey" with passkeyClient(), which signs in', async () => {
    const onSuccess = vi.fn();
    const { user, mediations, autofillPending } = await renderWithPasskeys(
      <>
        <SessionStatus />
        <SignIn onSuccess={onSuccess} />
      </>,
      { passkeys: 1 },
    );
    await screen.findByText('Signed out');
    // The autofill (conditional) request waits for a pick while the user presses the button.
    await vi.waitFor(() => expect(autofillPending()).toBe(true));
    const others = screen.getByRole('group', { name: 'or continue with' });
    await user.click(within(others).getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
    // The button's ceremony aborted the autofill's: one sign-in, not two.
    expect(autofillPending()).toBe(false);
    expect(mediations).toEqual(['conditional', 'optional']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    // The email field offers passkeys in the autofill too.
    expect(screen.getByLabelText('Email or username').getAttribute('autocomplete')).toBe(
      'username webauthn',
    );
  });

  it('leaves the passkey button out when `methods` does', async () => {
    await renderWithPasskeys(<SignIn methods={['password']} />);
    expect(button('Sign in with a passkey')).toBeNull();
  });

  it('a passkey-only screen offers just the button, in a named group', async () => {
    await renderWithPasskeys(<SignIn methods={['passkey']} />);
    expect(heading('Sign in')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    const group = screen.getByRole('group', { name: 'Other ways to sign in' });
    expect(within(group).getByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy();
  });
});
