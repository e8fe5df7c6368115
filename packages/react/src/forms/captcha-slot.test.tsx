import { captcha } from '@portcullis/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAuth, existingUser, renderWithAuth } from '../../test/kit/test-utils.js';
import { ForgotPasswordForm } from './ForgotPasswordForm.js';
import { SignInForm } from './SignInForm.js';
import { SignUpForm } from './SignUpForm.js';
import type { CaptchaSlot } from './use-captcha-slot.js';

afterEach(cleanupAuth);

const SITE_VERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/**
 * The provider, as the server's outbound `fetch` sees it: `pass` passes, anything else fails.
 * Installed after rendering (the kit's harness stubs globals too) and removed by cleanupAuth.
 */
function stubProvider() {
  const asked: string[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== SITE_VERIFY) return real(input, init);
    const token = new URLSearchParams(String(init?.body)).get('response') ?? '';
    asked.push(token);
    return Response.json({ success: token === 'pass' });
  });
  return asked;
}

/** A stand-in widget: a button that "solves" the challenge, and the reset key it was given. */
const widget: CaptchaSlot = ({ onToken, resetKey }) => (
  <div>
    <button type="button" onClick={() => onToken('pass')}>
      Solve
    </button>
    <button type="button" onClick={() => onToken('forged')}>
      Solve badly
    </button>
    <span data-testid="reset-key">{resetKey}</span>
  </div>
);

const server = {
  plugins: [captcha({ provider: 'cloudflare-turnstile', secretKey: 'test-secret' })],
  captureEmails: true,
};

describe('the captcha slot', () => {
  it('SignInForm: no token → the localized alert; solved → signed in, the token in x-captcha-response', async () => {
    const view = await renderWithAuth(<SignInForm captcha={widget} />, { server });
    const asked = stubProvider();
    await view.client.signUp.email(existingUser, { headers: { 'x-captcha-response': 'pass' } });
    await view.client.signOut();
    asked.length = 0;
    const form = screen.getByRole('form', { name: 'Sign in' });
    await view.user.type(within(form).getByLabelText('Email'), existingUser.email);
    await view.user.type(within(form).getByLabelText('Password'), existingUser.password);
    await view.user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Please complete the challenge first.',
    );
    expect(asked).toEqual([]);

    await view.user.click(within(form).getByRole('button', { name: 'Solve' }));
    await view.user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(async () => expect((await view.client.getSession()).data).not.toBeNull());
    expect(asked).toEqual(['pass']);
    const signIn = view.server.requests.findLast((request) =>
      request.url.endsWith('/sign-in/email'),
    );
    expect(signIn?.headers.get('x-captcha-response')).toBe('pass');
  });

  it('resets the widget after a failed submit, and the spent token is not sent again', async () => {
    const view = await renderWithAuth(<SignInForm captcha={widget} />, { server });
    const asked = stubProvider();
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(screen.getByTestId('reset-key').textContent).toBe('0');
    await view.user.click(within(form).getByRole('button', { name: 'Solve badly' }));
    await view.user.type(within(form).getByLabelText('Email'), existingUser.email);
    await view.user.type(within(form).getByLabelText('Password'), existingUser.password);
    await view.user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The challenge could not be verified. Please try it again.',
    );
    expect(screen.getByTestId('reset-key').textContent).toBe('1');
    expect(asked).toEqual(['forged']);

    await view.user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Please complete the challenge first.',
    );
    expect(asked).toEqual(['forged']);
    expect(screen.getByTestId('reset-key').textContent).toBe('2');
  });

  it('SignUpForm and ForgotPasswordForm send the token too', async () => {
    const view = await renderWithAuth(
      <>
        <SignUpForm captcha={widget} />
        <ForgotPasswordForm captcha={widget} redirectTo="/reset" />
      </>,
      { server },
    );
    const asked = stubProvider();
    const signUp = screen.getByRole('form', { name: 'Sign up' });
    await view.user.type(within(signUp).getByLabelText('Name'), existingUser.name);
    await view.user.type(within(signUp).getByLabelText('Email'), existingUser.email);
    await view.user.type(within(signUp).getByLabelText('Password'), existingUser.password);
    await view.user.click(within(signUp).getByRole('button', { name: 'Solve' }));
    await view.user.click(within(signUp).getByRole('button', { name: 'Create account' }));
    await vi.waitFor(async () => expect((await view.client.getSession()).data).not.toBeNull());

    const forgot = screen.getByRole('form', { name: 'Forgot password' });
    await view.user.type(within(forgot).getByLabelText('Email'), existingUser.email);
    await view.user.click(within(forgot).getByRole('button', { name: 'Solve' }));
    await view.user.click(within(forgot).getByRole('button', { name: 'Send reset link' }));
    expect(await within(forgot).findByRole('status')).toBeTruthy();
    expect(asked).toEqual(['pass', 'pass']);
  });

  it('renders nothing and sends no header without a slot', async () => {
    const view = await renderWithAuth(<SignInForm />);
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form.querySelector('.portcullis-captcha')).toBeNull();
    await view.user.type(within(form).getByLabelText('Email'), existingUser.email);
    await view.user.type(within(form).getByLabelText('Password'), 'wrong-password-1');
    await view.user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await within(form).findByRole('alert');
    expect(view.server.requests.at(-1)?.headers.has('x-captcha-response')).toBe(false);
  });
});
