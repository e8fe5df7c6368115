import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAuth, existingUser, renderWithAuth } from '../../test/kit/test-utils.js';
import { ForgotPasswordForm } from './ForgotPasswordForm.js';

afterEach(cleanupAuth);

const SUCCESS = 'If an account exists for that email, we sent a link to reset the password.';

async function setup(onSuccess = vi.fn()) {
  const view = await renderWithAuth(
    <ForgotPasswordForm redirectTo="/reset-password" onSuccess={onSuccess} />,
    { server: { captureEmails: true } },
  );
  await view.client.signUp.email(existingUser);
  await view.client.signOut();
  const form = screen.getByRole('form', { name: 'Forgot password' });
  const request = async (email: string) => {
    await view.user.clear(within(form).getByLabelText('Email'));
    await view.user.type(within(form).getByLabelText('Email'), email);
    await view.user.click(within(form).getByRole('button', { name: 'Send reset link' }));
  };
  return { ...view, form, request, onSuccess };
}

describe('ForgotPasswordForm', () => {
  it('requests a link to redirectTo and says so without naming the account', async () => {
    const { form, request, server, onSuccess } = await setup();
    await request(existingUser.email);

    expect((await within(form).findByRole('status')).textContent).toBe(SUCCESS);
    expect(onSuccess).toHaveBeenCalledWith({ status: true });
    const email = await server.nextEmail('reset-password');
    expect(email.to).toBe(existingUser.email);
    expect(email.url).toContain('callbackURL=%2Freset-password');
  });

  it('shows the same message for an unknown email', async () => {
    const { form, request, server } = await setup();
    await request('nobody@example.com');
    expect((await within(form).findByRole('status')).textContent).toBe(SUCCESS);
    expect(server.emails).toHaveLength(0);
  });

  it('shows "Invalid email" beside the field and no success', async () => {
    const { form, request } = await setup();
    // Valid for the browser's email check, not for the server's.
    await request('ada@example');
    const field = within(form).getByLabelText('Email');
    const message = await within(form).findByText('Invalid email');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(within(form).queryByRole('status')).toBeNull();
  });

  it('announces a server refusal as an alert', async () => {
    // No reset sender configured: "Reset password isn't enabled".
    const view = await renderWithAuth(<ForgotPasswordForm />);
    const form = screen.getByRole('form', { name: 'Forgot password' });
    await view.user.type(within(form).getByLabelText('Email'), existingUser.email);
    await view.user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      "Reset password isn't enabled",
    );
  });

  it('applies label overrides', async () => {
    await renderWithAuth(
      <ForgotPasswordForm
        className="mine"
        labels={{ form: 'Mot de passe oublié', email: 'Courriel' }}
      />,
    );
    const form = screen.getByRole('form', { name: 'Mot de passe oublié' });
    expect(form.className).toBe('portcullis-form mine');
    expect(within(form).getByLabelText('Courriel')).toBeTruthy();
  });
});
