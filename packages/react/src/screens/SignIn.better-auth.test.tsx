/**
 * `SignUp` and `SignIn` against Better Auth 1.2.7 itself (the contract), not Portcullis: the
 * Portcullis client in `PortcullisProvider`, talking to `betterAuth({ plugins: [username(),
 * magicLink(), emailOTP()] })`'s own handler on in-memory SQLite. Sign-up with a username, a
 * wrong password, sign-in by username, by email code, a magic link requested, and forgot password.
 */
import {
  createAuthClient,
  emailOTPClient,
  magicLinkClient,
  usernameClient,
} from '@portcullis/core/client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emailOTP, magicLink, username } from 'better-auth/plugins';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BETTER_AUTH_ORIGIN as ORIGIN,
  startBetterAuth as startBetterAuthServer,
} from '../../test/kit/better-auth-kit.js';
import { cleanupAuth, keepSetCookie, SessionStatus } from '../../test/kit/test-utils.js';
import { PortcullisProvider } from '../PortcullisProvider.js';
import { SignIn } from './SignIn.js';
import { SignUp } from './SignUp.js';

afterEach(cleanupAuth);

const USER = {
  name: 'Ada',
  username: 'ada_l',
  email: 'ada@example.com',
  password: 'analytical-1843',
};

/** Better Auth 1.2.7 with username, magic link and email code; what it sent, recorded. */
async function startBetterAuth() {
  const sent = { links: [] as string[], otps: [] as string[], resets: [] as string[] };
  const fetch = await startBetterAuthServer(
    [
      username(),
      magicLink({ sendMagicLink: async ({ url }) => void sent.links.push(url) }),
      emailOTP({ sendVerificationOTP: async ({ otp }) => void sent.otps.push(otp) }),
    ],
    { sendResetPassword: async ({ url }) => void sent.resets.push(url) },
  );
  keepSetCookie();
  const client = createAuthClient({
    baseURL: ORIGIN,
    fetch,
    plugins: [usernameClient(), magicLinkClient(), emailOTPClient()],
  });
  return { client, sent };
}

describe('SignUp and SignIn against Better Auth 1.2.7', () => {
  it('signs up with a username, then signs in by username, by email code; a link and a reset are sent', async () => {
    const { client, sent } = await startBetterAuth();
    const user = userEvent.setup();
    const view = render(
      <PortcullisProvider client={client}>
        <SessionStatus />
        <SignUp />
      </PortcullisProvider>,
    );
    await screen.findByText('Signed out');
    const signUp = screen.getByRole('form', { name: 'Sign up' });
    await user.type(within(signUp).getByLabelText('Name'), USER.name);
    await user.type(within(signUp).getByLabelText('Username', { exact: false }), USER.username);
    await user.type(within(signUp).getByLabelText('Email'), USER.email);
    await user.type(within(signUp).getByLabelText('Password', { exact: false }), USER.password);
    await user.click(within(signUp).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(`Signed in as ${USER.email}`)).toBeTruthy();
    await client.signOut();

    view.rerender(
      <PortcullisProvider client={client}>
        <SessionStatus />
        <SignIn />
      </PortcullisProvider>,
    );
    await screen.findByText('Signed out');
    const form = screen.getByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email or username'), USER.username);
    await user.type(within(form).getByLabelText('Password'), 'not-the-password');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect((await within(form).findByRole('alert')).textContent?.toLowerCase()).toContain(
      'invalid username or password',
    );
    await user.clear(within(form).getByLabelText('Password'));
    await user.type(within(form).getByLabelText('Password'), USER.password);
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(`Signed in as ${USER.email}`)).toBeTruthy();
    await client.signOut();
    await screen.findByText('Signed out');

    await user.click(screen.getByRole('button', { name: 'Sign in with an email code' }));
    const code = screen.getByRole('form', { name: 'Sign in with an email code' });
    await user.type(within(code).getByLabelText('Email'), USER.email);
    await user.click(within(code).getByRole('button', { name: 'Email me a code' }));
    await waitFor(() => expect(sent.otps).toHaveLength(1));
    await user.type(await within(code).findByLabelText('Code'), sent.otps[0] ?? '');
    await user.click(within(code).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(`Signed in as ${USER.email}`)).toBeTruthy();
    await client.signOut();
    await screen.findByText('Signed out');

    await user.click(screen.getByRole('button', { name: 'Sign in with an email link' }));
    const link = screen.getByRole('form', { name: 'Email me a sign-in link' });
    await user.type(within(link).getByLabelText('Email'), USER.email);
    await user.click(within(link).getByRole('button', { name: 'Email me a link' }));
    expect(await within(link).findByRole('status')).toBeTruthy();
    await waitFor(() => expect(sent.links).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Sign in with a password' }));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const forgot = screen.getByRole('form', { name: 'Forgot password' });
    await user.type(within(forgot).getByLabelText('Email'), USER.email);
    await user.click(within(forgot).getByRole('button', { name: 'Send reset link' }));
    expect(await within(forgot).findByRole('status')).toBeTruthy();
    await waitFor(() => expect(sent.resets).toHaveLength(1));
  });
});
