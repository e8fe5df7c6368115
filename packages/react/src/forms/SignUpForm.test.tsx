import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAuth, existingUser, renderWithAuth, SessionStatus } from '../test-utils.js';
import { SignUpForm } from './SignUpForm.js';

afterEach(cleanupAuth);

async function setup(onSuccess = vi.fn()) {
  const view = await renderWithAuth(
    <>
      <SessionStatus />
      <SignUpForm onSuccess={onSuccess} />
    </>,
  );
  const form = screen.getByRole('form', { name: 'Sign up' });
  const fill = async (values: { name: string; email: string; password: string }) => {
    await view.user.type(within(form).getByLabelText('Name'), values.name);
    await view.user.type(within(form).getByLabelText('Email'), values.email);
    await view.user.type(within(form).getByLabelText('Password'), values.password);
    await view.user.click(within(form).getByRole('button', { name: 'Create account' }));
  };
  await screen.findByText('Signed out');
  return { ...view, form, fill, onSuccess };
}

describe('SignUpForm', () => {
  it('renders labelled, required fields with autofill hints', async () => {
    const { form } = await setup();
    const name = within(form).getByLabelText('Name');
    const email = within(form).getByLabelText('Email');
    const password = within(form).getByLabelText('Password');
    expect(name.getAttribute('autocomplete')).toBe('name');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    for (const input of [name, email, password]) expect(input.hasAttribute('required')).toBe(true);
    expect(form.className).toBe('portcullis-form');
    expect(form.querySelector('[style]')).toBeNull();
  });

  it('signs up, and useSession shows the new session', async () => {
    const { fill, onSuccess } = await setup();
    await fill(existingUser);
    expect(await screen.findByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ user: expect.objectContaining({ name: 'Alice' }) }),
    );
  });

  it('shows "User already exists" beside the email field', async () => {
    const { client, fill, form, onSuccess } = await setup();
    await client.signUp.email(existingUser);
    await client.signOut();
    await fill(existingUser);

    const email = within(form).getByLabelText('Email');
    const message = await within(form).findByText('User already exists');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    expect(message.className).toContain('portcullis-error');
    expect(within(form).getByLabelText('Password').hasAttribute('aria-invalid')).toBe(false);
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(email);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows "Password too short" beside the password field', async () => {
    const { fill, form } = await setup();
    await fill({ ...existingUser, password: 'short' });

    const password = within(form).getByLabelText('Password');
    const message = await within(form).findByText('Password too short');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe(message.id);
    expect(within(form).getByLabelText('Email').hasAttribute('aria-invalid')).toBe(false);
  });

  it('applies labels and className overrides', async () => {
    await renderWithAuth(
      <SignUpForm className="mine" labels={{ form: 'Inscription', submit: 'Créer' }} />,
    );
    const form = screen.getByRole('form', { name: 'Inscription' });
    expect(form.className).toBe('portcullis-form mine');
    expect(within(form).getByRole('button', { name: 'Créer' })).toBeTruthy();
    expect(within(form).getByLabelText('Email')).toBeTruthy();
  });
});
