import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { organization } from '../../../core/src/plugins/organization/index.js';
import { cleanupAuth, existingUser, renderWithAuth } from '../../test/kit/test-utils.js';
import { CreateOrganizationForm } from '../organization/CreateOrganizationForm.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { SignInForm } from './SignInForm.js';

afterEach(cleanupAuth);

/**
 * After a failed submit the submit button, disabled during the request, would leave the focus
 * on <body>: it goes to the first field with an error, else to the form's alert.
 */
describe('focus after a failed submit', () => {
  it('SignInForm: a wrong password (401) puts the focus on the alert', async () => {
    const { user, client } = await renderWithAuth(<SignInForm />);
    await client.signUp.email(existingUser);
    await client.signOut();
    const form = screen.getByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), existingUser.email);
    await user.type(within(form).getByLabelText('Password'), 'not my password');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));

    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password');
    expect(alert.tabIndex).toBe(-1);
    await waitFor(() => expect(document.activeElement).toBe(alert));

    // The next failure moves it again, from wherever the user was.
    await user.click(within(form).getByLabelText('Password'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByRole('alert')));
  });

  it('ChangePasswordForm: a wrong current password puts the focus on that field', async () => {
    const { user } = await renderWithAuth(<ChangePasswordForm />, { signedIn: true });
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'not my password');
    await user.type(within(form).getByLabelText('New password'), 'a brand new password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    const current = within(form).getByLabelText('Current password');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(current);
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('CreateOrganizationForm: a taken slug focuses the slug, a refusal the alert', async () => {
    let refuse = false;
    const { user } = await renderWithAuth(
      async ({ client }) => {
        await client.organization.create({ name: 'Taken', slug: 'acme' });
        return <CreateOrganizationForm slugCheckDelayMs={60_000} />;
      },
      {
        signedIn: true,
        server: { plugins: [organization()] },
        wrapFetch: (fetch) => async (input, init) => {
          const request = new Request(input, init);
          if (refuse && request.url.endsWith('/organization/create')) {
            return Response.json({ code: 'NOT_TODAY', message: 'Not today' }, { status: 403 });
          }
          return fetch(request);
        },
      },
    );
    const form = screen.getByRole('form', { name: 'Create an organization' });
    await user.type(within(form).getByRole('textbox', { name: 'Organization name' }), 'Acme');
    await user.click(within(form).getByRole('button', { name: 'Create organization' }));
    const slug = within(form).getByRole('textbox', { name: 'Slug' });
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(slug);

    refuse = true;
    await user.clear(slug);
    await user.type(slug, 'acme-rockets');
    await user.click(within(form).getByRole('button', { name: 'Create organization' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Not today');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});
