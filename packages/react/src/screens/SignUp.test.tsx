import { createAuthClient } from '@portcullis/core/client';
import { render, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServer, TEST_ORIGIN } from '../../../core/test/kit/test-server.js';
import {
  cleanupAuth,
  keepSetCookie,
  renderWithAuth,
  SessionStatus,
} from '../../test/kit/test-utils.js';
import { PortcullisProvider } from '../PortcullisProvider.js';
import { SignUp } from './SignUp.js';

afterEach(cleanupAuth);

const newUser = { name: 'Bob', email: 'bob@example.com', password: 'battery staple' };

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole('form', { name: 'Sign up' });
  await user.type(within(form).getByLabelText('Name'), newUser.name);
  await user.type(within(form).getByLabelText('Email'), newUser.email);
  await user.type(within(form).getByLabelText('Password', { exact: false }), newUser.password);
  await user.click(within(form).getByRole('button', { name: 'Create account' }));
}

describe('SignUp', () => {
  it('with the username client: a username field, social buttons first, a link to sign in', async () => {
    await renderWithAuth(<SignUp socialProviders={['github']} signInHref="/sign-in" />);
    expect(screen.getByRole('heading', { name: 'Create an account', level: 1 })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Sign up' });
    expect(within(form).getByLabelText('Username', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy();
    expect(screen.getByText('or sign up with your email')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
  });

  it('without the username plugin: no username field, no social buttons without providers', async () => {
    keepSetCookie();
    const server = await createTestServer();
    const client = createAuthClient({ baseURL: TEST_ORIGIN, fetch: server.fetch });
    render(
      <PortcullisProvider client={client}>
        <SignUp />
      </PortcullisProvider>,
    );
    const form = screen.getByRole('form', { name: 'Sign up' });
    expect(within(form).queryByLabelText('Username', { exact: false })).toBeNull();
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });

  it('signs up and in, then runs onSuccess', async () => {
    const onSuccess = vi.fn();
    const { user } = await renderWithAuth(
      <>
        <SessionStatus />
        <SignUp onSuccess={onSuccess} onSignIn={() => {}} />
      </>,
    );
    await fillAndSubmit(user);
    expect(await screen.findByText(`Signed in as ${newUser.email}`)).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ token: expect.any(String) }));
    expect(screen.queryByRole('heading', { name: 'Verify your email' })).toBeNull();
  });

  it('shows the verification notice, focused, when the server requires verification', async () => {
    const onSignIn = vi.fn();
    const { user, server } = await renderWithAuth(<SignUp onSignIn={onSignIn} />, {
      server: {
        captureEmails: true,
        emailAndPassword: { enabled: true, requireEmailVerification: true },
      },
    });
    await fillAndSubmit(user);
    const title = await screen.findByRole('heading', { name: 'Verify your email', level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByRole('status').textContent).toContain(`We sent a link to ${newUser.email}`);
    expect(screen.queryByRole('form', { name: 'Sign up' })).toBeNull();
    expect(screen.getByRole('button', { name: /Resend/i })).toBeTruthy();
    expect((await server.nextEmail('verify-email')).to).toBe(newUser.email);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });
});
