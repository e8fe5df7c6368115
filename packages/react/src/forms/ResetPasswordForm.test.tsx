import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAuth, existingUser, renderWithAuth } from '../../test/kit/test-utils.js';
import { ResetPasswordForm, type ResetPasswordFormProps } from './ResetPasswordForm.js';

afterEach(() => {
  cleanupAuth();
  window.history.replaceState(null, '', '/');
});

const NEW_PASSWORD = 'a brand new password';
const INVALID_LINK = 'This reset link is invalid or has expired. Ask for a new one.';

/** A signed-out user with a fresh reset token, and the form rendered. */
async function setup(props: (token: string) => ResetPasswordFormProps = (token) => ({ token })) {
  const onSuccess = vi.fn();
  let token = '';
  const view = await renderWithAuth(
    async ({ client, server }) => {
      await client.signUp.email(existingUser);
      await client.signOut();
      await client.forgetPassword({ email: existingUser.email });
      token = (await server.nextEmail('reset-password')).token;
      return <ResetPasswordForm {...props(token)} onSuccess={onSuccess} />;
    },
    { server: { captureEmails: true } },
  );
  return { ...view, token, onSuccess };
}

const fill = async (
  user: Awaited<ReturnType<typeof setup>>['user'],
  password: string,
  confirm = password,
) => {
  const form = screen.getByRole('form', { name: 'Reset password' });
  await user.type(within(form).getByLabelText('New password'), password);
  await user.type(within(form).getByLabelText('Confirm new password'), confirm);
  await user.click(within(form).getByRole('button', { name: 'Reset password' }));
  return form;
};

describe('ResetPasswordForm', () => {
  it('sets the new password and shows a focused success status', async () => {
    const { user, client, onSuccess } = await setup();
    await fill(user, NEW_PASSWORD);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Your password has been reset. You can now sign in with it.');
    expect(document.activeElement).toBe(status);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(onSuccess).toHaveBeenCalledWith({ status: true });
    expect(
      (await client.signIn.email({ ...existingUser, password: NEW_PASSWORD })).error,
    ).toBeNull();
  });

  it('catches a mismatch before sending, beside the confirmation', async () => {
    const { user, server } = await setup();
    const before = server.requests.length;
    const form = await fill(user, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    const confirm = within(form).getByLabelText('Confirm new password');
    const message = await within(form).findByText('Passwords do not match');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(confirm.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(confirm);
    expect(server.requests.length).toBe(before);
  });

  it('states the new password’s length, with a hint naming the minimum', async () => {
    await setup();
    const field = screen.getByLabelText('New password') as HTMLInputElement;
    expect(field.minLength).toBe(8);
    expect(field.hasAttribute('maxlength')).toBe(false);
    const hint = document.getElementById(field.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('At least 8 characters.');
  });

  it('stops a too-short password in the browser, before anything is sent', async () => {
    const { user, server } = await setup();
    const before = server.requests.length;
    const form = await fill(user, 'short');
    const field = within(form).getByLabelText('New password') as HTMLInputElement;
    expect(field.validity.tooShort).toBe(true);
    expect(server.requests.length).toBe(before);
  });

  it('shows the server’s "Password too short" beside the new password, naming the minimum', async () => {
    const { user } = await setup((token) => ({ token, minPasswordLength: 10 }));
    const form = screen.getByRole('form', { name: 'Reset password' });
    const field = within(form).getByLabelText('New password');
    await user.type(field, 'short');
    await user.type(within(form).getByLabelText('Confirm new password'), 'short');
    // A browser without constraint validation sends it anyway: the server refuses.
    fireEvent.submit(form);
    const message = await within(form).findByText(
      'Password too short: use at least 10 characters.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('explains a used token as an invalid link', async () => {
    const { user, client, token } = await setup();
    await client.resetPassword({ token, newPassword: NEW_PASSWORD });
    const form = await fill(user, NEW_PASSWORD);
    expect((await within(form).findByRole('alert')).textContent).toBe(INVALID_LINK);
  });

  it('reads ?token= from the page when no token prop is given', async () => {
    const { user } = await setup((token) => {
      window.history.replaceState(null, '', `/reset-password?token=${token}`);
      return {};
    });
    await fill(user, NEW_PASSWORD);
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it('shows the invalid-link alert for ?error=INVALID_TOKEN, without fields', async () => {
    window.history.replaceState(null, '', '/reset-password?error=INVALID_TOKEN');
    await renderWithAuth(<ResetPasswordForm />);
    const region = screen.getByRole('region', { name: 'Reset password' });
    expect(within(region).getByRole('alert').textContent).toBe(INVALID_LINK);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
