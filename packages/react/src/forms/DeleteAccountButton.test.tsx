import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestServerOptions } from '../../../core/test/kit/test-server.js';
import {
  cleanupAuth,
  existingUser,
  renderWithAuth,
  SessionStatus,
} from '../../test/kit/test-utils.js';
import { DeleteAccountButton, type DeleteAccountButtonProps } from './DeleteAccountButton.js';

afterEach(cleanupAuth);

async function setup(props: DeleteAccountButtonProps = {}, server: TestServerOptions = {}) {
  const onSuccess = vi.fn();
  const view = await renderWithAuth(
    <>
      <SessionStatus />
      <DeleteAccountButton {...props} onSuccess={onSuccess} />
    </>,
    { server, signedIn: true },
  );
  await screen.findByText(`Signed in as ${existingUser.email}`);
  const open = async () => {
    await view.user.click(screen.getByRole('button', { name: 'Delete account' }));
    return screen.getByRole('form', { name: 'Delete account' });
  };
  return { ...view, open, onSuccess };
}

describe('DeleteAccountButton', () => {
  it('opens a described confirm step focused on the password', async () => {
    const { open } = await setup();
    const form = await open();
    const password = within(form).getByLabelText('Password') as HTMLInputElement;
    expect(document.activeElement).toBe(password);
    expect(password.required).toBe(true);
    const warning = document.getElementById(form.getAttribute('aria-describedby')!);
    expect(warning?.textContent).toContain('cannot be undone');
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
  });

  it('deletes with the password and signs out', async () => {
    const { open, user, onSuccess } = await setup();
    const form = await open();
    await user.type(within(form).getByLabelText('Password'), existingUser.password);
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledWith({ success: true, message: 'User deleted' });
    const status = screen.getByText('Your account has been deleted.');
    expect(status.getAttribute('role')).toBe('status');
  });

  it('shows "Invalid password" beside the password and keeps the account', async () => {
    const { open, user, onSuccess } = await setup();
    const form = await open();
    await user.type(within(form).getByLabelText('Password'), 'not my password');
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    const password = within(form).getByLabelText('Password');
    const message = await within(form).findByText('Invalid password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('cancels back to the button, focused', async () => {
    const { open, user } = await setup();
    const form = await open();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const button = screen.getByRole('button', { name: 'Delete account' });
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('closes with Escape, back to the button, focused', async () => {
    const { open, user } = await setup();
    await open();
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Delete account' });
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('with an optional password left empty, reports the emailed confirmation', async () => {
    const { open, user, server, onSuccess } = await setup(
      { passwordField: 'optional', callbackURL: '/goodbye' },
      { captureEmails: true, confirmDeletionByEmail: true },
    );
    const form = await open();
    const password = within(form).getByLabelText('Password') as HTMLInputElement;
    expect(password.required).toBe(false);
    expect(
      within(form).getByText(
        'Without it, confirm by the link we email you or by a recent sign-in.',
      ),
    ).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));

    const status = await screen.findByText(
      'Check your email for a link to confirm deleting your account.',
    );
    expect(status.getAttribute('role')).toBe('status');
    expect(onSuccess).toHaveBeenCalledWith({ success: true, message: 'Verification email sent' });
    expect(screen.getByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete account' }));
    const email = await server.nextEmail('delete-account');
    expect(new URL(email.url).searchParams.get('callbackURL')).toBe('/goodbye');
  });
});
