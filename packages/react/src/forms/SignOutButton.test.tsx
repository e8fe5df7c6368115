import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanupAuth,
  existingUser,
  type RenderWithAuthOptions,
  renderWithAuth,
  SessionStatus,
} from '../../test/kit/test-utils.js';
import { SignOutButton } from './SignOutButton.js';

afterEach(cleanupAuth);

async function setupSignedIn(onSuccess = vi.fn(), options: RenderWithAuthOptions = {}) {
  const view = await renderWithAuth(
    <>
      <SessionStatus />
      <SignOutButton onSuccess={onSuccess} />
    </>,
    options,
  );
  await view.client.signUp.email(existingUser);
  await screen.findByText(`Signed in as ${existingUser.email}`);
  return { ...view, onSuccess, button: screen.getByRole('button', { name: 'Sign out' }) };
}

describe('SignOutButton', () => {
  it('signs out and clears the session', async () => {
    const { user, button, onSuccess, server } = await setupSignedIn();
    expect(button.getAttribute('type')).toBe('button');
    await user.click(button);
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(server.cookies.has('portcullis.session_token')).toBe(false);
  });

  it('announces a failure and keeps the session', async () => {
    const { user, button, onSuccess } = await setupSignedIn(vi.fn(), {
      wrapFetch: (fetch) => async (input, init) => {
        if (String(input).endsWith('/sign-out')) throw new TypeError('offline');
        return fetch(input, init);
      },
    });
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('Network error');
    expect(screen.getByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('takes a session already gone (400 FAILED_TO_GET_SESSION) as signed out', async () => {
    const { user, button, onSuccess, server } = await setupSignedIn();
    // The cookie expired, or another tab signed out: the server sees no session.
    server.cookies.delete('portcullis.session_token');
    await user.click(button);
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders custom content and classes', async () => {
    await renderWithAuth(<SignOutButton className="mine">Log out</SignOutButton>);
    const button = screen.getByRole('button', { name: 'Log out' });
    expect(button.className).toBe('portcullis-button portcullis-button--secondary mine');
  });
});
