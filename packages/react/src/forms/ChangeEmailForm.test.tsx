import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanupAuth,
  existingUser,
  renderWithAuth,
  SessionStatus,
} from '../../test/kit/test-utils.js';
import { ChangeEmailForm } from './ChangeEmailForm.js';

afterEach(cleanupAuth);

const NEW_EMAIL = 'alice@new.example';

async function setup(options: { verified: boolean }) {
  const onSuccess = vi.fn();
  const view = await renderWithAuth(
    async ({ client, server }) => {
      await client.signUp.email(existingUser);
      if (options.verified) {
        await client.sendVerificationEmail({ email: existingUser.email });
        await client.verifyEmail({
          query: { token: (await server.nextEmail('verify-email')).token },
        });
      }
      return (
        <>
          <SessionStatus />
          <ChangeEmailForm callbackURL="/account" onSuccess={onSuccess} />
        </>
      );
    },
    { server: { captureEmails: true } },
  );
  const form = screen.getByRole('form', { name: 'Change email' });
  const submit = async (email: string) => {
    await view.user.type(within(form).getByLabelText('New email'), email);
    await view.user.click(within(form).getByRole('button', { name: 'Change email' }));
  };
  await screen.findByText(`Signed in as ${existingUser.email}`);
  return { ...view, form, submit, onSuccess };
}

describe('ChangeEmailForm', () => {
  it('changes an unverified email at once', async () => {
    const { form, submit, onSuccess } = await setup({ verified: false });
    await submit(NEW_EMAIL);
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Your email address has been changed.',
    );
    expect(screen.getByText(`Signed in as ${NEW_EMAIL}`)).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledWith({ newEmail: NEW_EMAIL, confirmationRequired: false });
  });

  it('asks a verified user to approve from the current address', async () => {
    const { form, submit, server, onSuccess } = await setup({ verified: true });
    await submit(NEW_EMAIL);
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Check your current email address for a link to approve the change.',
    );
    expect(screen.getByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
    const email = await server.nextEmail('change-email');
    expect(email).toMatchObject({ to: existingUser.email, newEmail: NEW_EMAIL });
    expect(new URL(email.url).searchParams.get('callbackURL')).toBe('/account');
    expect(onSuccess).toHaveBeenCalledWith({ newEmail: NEW_EMAIL, confirmationRequired: true });
  });

  it('shows "Email is the same" beside the field', async () => {
    const { form, submit } = await setup({ verified: false });
    await submit(existingUser.email);
    const field = within(form).getByLabelText('New email');
    const message = await within(form).findByText('Email is the same');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
  });
});
