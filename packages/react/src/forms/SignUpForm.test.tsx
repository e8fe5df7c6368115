import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type UserWithUsername, username } from '../../../core/src/plugins/username/index.js';
import {
  cleanupAuth,
  existingUser,
  renderWithAuth,
  SessionStatus,
} from '../../test/kit/test-utils.js';
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

  it('states the password length, 8 to 128 by default, with a hint naming the minimum', async () => {
    const { form } = await setup();
    const password = within(form).getByLabelText('Password') as HTMLInputElement;
    expect(password.minLength).toBe(8);
    // No maxlength: the browser would cut a pasted password short (issue 31).
    expect(password.hasAttribute('maxlength')).toBe(false);
    const hint = document.getElementById(password.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('At least 8 characters.');
  });

  it('stops a too-short password in the browser, before anything is sent', async () => {
    const { fill, form, server } = await setup();
    await fill({ ...existingUser, password: 'short' });
    const password = within(form).getByLabelText('Password') as HTMLInputElement;
    expect(password.validity.tooShort).toBe(true);
    expect(server.requests.some((request) => request.url.endsWith('/sign-up/email'))).toBe(false);
  });

  it('refuses a pasted too-long password whole, before anything is sent, naming the maximum', async () => {
    const { form, server, user } = await setup();
    const password = within(form).getByLabelText('Password') as HTMLInputElement;
    await user.type(within(form).getByLabelText('Name'), existingUser.name);
    await user.type(within(form).getByLabelText('Email'), existingUser.email);
    await user.click(password);
    await user.paste('p'.repeat(500));
    expect(password.value.length).toBe(500);
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    const message = await within(form).findByText('Password too long: use at most 128 characters.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(message.id);
    expect(server.requests.some((request) => request.url.endsWith('/sign-up/email'))).toBe(false);
  });

  it('hints the name’s limit, and shows a too-long name’s refusal beside it naming 256', async () => {
    const { fill, form } = await setup();
    const name = within(form).getByLabelText('Name');
    const hintId = name.getAttribute('aria-describedby');
    expect(hintId && document.getElementById(hintId)?.textContent).toBe('At most 256 characters.');
    await fill({ ...existingUser, name: 'N'.repeat(300) });
    const message = await within(form).findByText('Too long: use at most 256 characters.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(message.id);
    expect(form.textContent).not.toMatch(/expected|<=|Too big/);
  });

  it('shows the server’s "Password too short" beside the password, naming the minimum', async () => {
    const view = await renderWithAuth(<SignUpForm minPasswordLength={12} />, {
      server: { emailAndPassword: { enabled: true, minPasswordLength: 12 } },
    });
    const form = screen.getByRole('form', { name: 'Sign up' });
    const password = within(form).getByLabelText('Password') as HTMLInputElement;
    expect(password.minLength).toBe(12);
    await view.user.type(within(form).getByLabelText('Name'), existingUser.name);
    await view.user.type(within(form).getByLabelText('Email'), existingUser.email);
    await view.user.type(password, 'eleven char');
    // A browser without constraint validation sends it anyway: the server refuses.
    fireEvent.submit(form);

    const message = await within(form).findByText(
      'Password too short: use at least 12 characters.',
    );
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')?.split(' ')).toEqual([
      expect.stringMatching(/-hint$/),
      message.id,
    ]);
    expect(
      document.getElementById(password.getAttribute('aria-describedby')!.split(' ')[0]!),
    ).toHaveProperty('textContent', 'At least 12 characters.');
    expect(within(form).getByLabelText('Email').hasAttribute('aria-invalid')).toBe(false);
  });

  it('keeps the server’s own message when the server asks more than the form was told', async () => {
    const view = await renderWithAuth(<SignUpForm />, {
      server: { emailAndPassword: { enabled: true, minPasswordLength: 12 } },
    });
    const form = screen.getByRole('form', { name: 'Sign up' });
    const password = within(form).getByLabelText('Password') as HTMLInputElement;
    // The form was not told the server's 12: it states the default 8.
    expect(password.minLength).toBe(8);
    await view.user.type(within(form).getByLabelText('Name'), existingUser.name);
    await view.user.type(within(form).getByLabelText('Email'), existingUser.email);
    await view.user.type(password, 'ten chars!');
    await view.user.click(within(form).getByRole('button', { name: 'Create account' }));
    // Not "use at least 8 characters": ten were refused, so the server's words stand.
    expect(await within(form).findByText('Password too short')).toBeTruthy();
    expect(within(form).queryByText(/use at least/)).toBeNull();
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

describe('SignUpForm with showUsername', () => {
  async function setupUsername() {
    const view = await renderWithAuth(
      <>
        <SessionStatus />
        <SignUpForm showUsername />
      </>,
      { server: { plugins: [username()] } },
    );
    await screen.findByText('Signed out');
    const form = screen.getByRole('form', { name: 'Sign up' });
    const fill = async (name: string) => {
      await view.user.type(within(form).getByLabelText('Name'), existingUser.name);
      if (name) await view.user.type(within(form).getByLabelText('Username'), name);
      await view.user.type(within(form).getByLabelText('Email'), existingUser.email);
      await view.user.type(within(form).getByLabelText('Password'), existingUser.password);
      await view.user.click(within(form).getByRole('button', { name: 'Create account' }));
    };
    return { ...view, form, fill };
  }

  it('offers an optional, described username and signs up with it', async () => {
    const { form, fill, client } = await setupUsername();
    const field = within(form).getByLabelText('Username') as HTMLInputElement;
    expect(field.required).toBe(false);
    const hint = document.getElementById(field.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Optional. Letters, digits, _ and .');
    await fill('Alice.L');
    await screen.findByText(`Signed in as ${existingUser.email}`);
    const user = client.$store.getSnapshot().data?.user as UserWithUsername;
    expect(user.username).toBe('alice.l');
  });

  it('signs up without one when left empty', async () => {
    const { fill, server } = await setupUsername();
    await fill('');
    await screen.findByText(`Signed in as ${existingUser.email}`);
    const body = await server.requests.find((r) => r.url.endsWith('/sign-up/email'))!.json();
    expect(body).not.toHaveProperty('username');
  });

  it('shows "username is too short" beside the username, after the hint', async () => {
    const { form, fill } = await setupUsername();
    await fill('al');
    const field = within(form).getByLabelText('Username');
    const message = await within(form).findByText('This username is too short');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toEqual([
      expect.stringMatching(/-hint$/),
      message.id,
    ]);
  });
});
