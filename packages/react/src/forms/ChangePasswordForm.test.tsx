import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanupAuth,
  existingUser,
  otherDevice,
  renderWithAuth,
} from '../../test/kit/test-utils.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';

afterEach(cleanupAuth);

const NEW_PASSWORD = 'a brand new password';

async function setup() {
  const onSuccess = vi.fn();
  const view = await renderWithAuth(<ChangePasswordForm onSuccess={onSuccess} />, {
    signedIn: true,
  });
  const form = screen.getByRole('form', { name: 'Change password' });
  const submit = async (current: string, next: string, signOutOthers = false) => {
    await view.user.type(within(form).getByLabelText('Current password'), current);
    await view.user.type(within(form).getByLabelText('New password'), next);
    if (signOutOthers) await view.user.click(within(form).getByLabelText('Sign out other devices'));
    await view.user.click(within(form).getByRole('button', { name: 'Change password' }));
  };
  return { ...view, form, submit, onSuccess };
}

describe('ChangePasswordForm', () => {
  it('changes the password, clears the fields and confirms', async () => {
    const { form, submit, onSuccess, client } = await setup();
    expect(
      (within(form).getByLabelText('Sign out other devices') as HTMLInputElement).checked,
    ).toBe(false);
    await submit(existingUser.password, NEW_PASSWORD);
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Your password has been changed.',
    );
    expect((within(form).getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ token: null }));
    await client.signOut();
    expect(
      (await client.signIn.email({ ...existingUser, password: NEW_PASSWORD })).error,
    ).toBeNull();
  });

  it('signs other devices out when asked', async () => {
    const { submit, server, onSuccess, client } = await setup();
    const phone = otherDevice(server);
    await phone.signIn.email(existingUser);
    await submit(existingUser.password, NEW_PASSWORD, true);
    await screen.findByRole('status');
    const { token } = onSuccess.mock.calls[0]![0];
    expect(token).toEqual(expect.any(String));
    expect(client.$store.getSnapshot().data?.session.token).toBe(token);
    expect((await phone.getSession()).data).toBeNull();
  });

  it('shows "Invalid password" beside the current password', async () => {
    const { form, submit, onSuccess } = await setup();
    await submit('not my password', NEW_PASSWORD);
    const current = within(form).getByLabelText('Current password');
    const message = await within(form).findByText('Invalid password');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(current);
    expect(within(form).queryByRole('status')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('states the new password’s length, with a hint naming the minimum', async () => {
    const { form } = await setup();
    const field = within(form).getByLabelText('New password') as HTMLInputElement;
    expect(field.minLength).toBe(8);
    expect(field.hasAttribute('maxlength')).toBe(false);
    const hint = document.getElementById(field.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('At least 8 characters.');
  });

  it('stops a too-short password in the browser, before anything is sent', async () => {
    const { form, submit, server } = await setup();
    await submit(existingUser.password, 'short');
    const field = within(form).getByLabelText('New password') as HTMLInputElement;
    expect(field.validity.tooShort).toBe(true);
    expect(server.requests.some((request) => request.url.endsWith('/change-password'))).toBe(false);
  });

  it('shows the server’s "Password too short" beside the new password, naming the minimum', async () => {
    const { user } = await renderWithAuth(
      <ChangePasswordForm minPasswordLength={10} maxPasswordLength={64} />,
      { signedIn: true, server: { emailAndPassword: { enabled: true, minPasswordLength: 10 } } },
    );
    const form = screen.getByRole('form', { name: 'Change password' });
    const field = within(form).getByLabelText('New password') as HTMLInputElement;
    expect(field.minLength).toBe(10);
    expect(field.hasAttribute('maxlength')).toBe(false);
    await user.type(within(form).getByLabelText('Current password'), existingUser.password);
    await user.type(field, 'nine char');
    // A browser without constraint validation sends it anyway: the server refuses.
    fireEvent.submit(form);
    const message = await within(form).findByText(
      'Password too short: use at least 10 characters.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(field);
  });
});
