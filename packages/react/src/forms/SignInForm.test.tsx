import { createAuthClient } from '@portcullis/core/client';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { username } from '../../../core/src/plugins/username/index.js';
import {
  cleanupAuth,
  existingUser,
  type RenderWithAuthOptions,
  renderWithAuth,
  SessionStatus,
} from '../../test/kit/test-utils.js';
import { PortcullisProvider } from '../PortcullisProvider.js';
import { SignInForm, type SignInFormProps, type SignInIdentifier } from './SignInForm.js';

afterEach(cleanupAuth);

async function setup(props: SignInFormProps = {}, options: RenderWithAuthOptions = {}) {
  const view = await renderWithAuth(
    <>
      <SessionStatus />
      <SignInForm {...props} />
    </>,
    options,
  );
  await view.client.signUp.email(existingUser);
  await view.client.signOut();
  await screen.findByText('Signed out');
  const form = screen.getByRole('form', { name: 'Sign in' });
  const submit = within(form).getByRole('button', { name: 'Sign in' });
  const fill = async (email: string, password: string) => {
    await view.user.type(within(form).getByLabelText('Email'), email);
    await view.user.type(within(form).getByLabelText('Password'), password);
  };
  const lastSignInBody = () => {
    const request = view.server.requests.filter((r) => r.url.endsWith('/sign-in/email')).at(-1);
    return request?.json();
  };
  return { ...view, form, submit, fill, lastSignInBody };
}

describe('SignInForm', () => {
  it('renders labelled fields and a checked "Remember me"', async () => {
    const { form } = await setup();
    const email = within(form).getByLabelText('Email');
    const password = within(form).getByLabelText('Password');
    const remember = within(form).getByLabelText('Remember me') as HTMLInputElement;
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(remember.type).toBe('checkbox');
    expect(remember.checked).toBe(true);
  });

  it('signs in with rememberMe, and useSession shows the session', async () => {
    const onSuccess = vi.fn();
    const { fill, submit, user, lastSignInBody } = await setup({ onSuccess });
    await fill(existingUser.email, existingUser.password);
    await user.click(submit);

    expect(await screen.findByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ redirect: false, token: expect.any(String) }),
    );
    expect(await lastSignInBody()).toEqual({
      email: existingUser.email,
      password: existingUser.password,
      rememberMe: true,
    });
  });

  it('sends rememberMe: false when the box is unchecked', async () => {
    const { fill, form, submit, user, server, lastSignInBody } = await setup();
    await fill(existingUser.email, existingUser.password);
    await user.click(within(form).getByLabelText('Remember me'));
    await user.click(submit);
    await screen.findByText(`Signed in as ${existingUser.email}`);
    expect(await lastSignInBody()).toMatchObject({ rememberMe: false });
    expect(server.cookies.has('portcullis.dont_remember')).toBe(true);
  });

  it('shows a wrong password as a form-level alert', async () => {
    const onSuccess = vi.fn();
    const { fill, form, submit, user } = await setup({ onSuccess });
    await fill(existingUser.email, 'wrong password');
    await user.click(submit);

    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password');
    expect(within(form).getByLabelText('Email').hasAttribute('aria-invalid')).toBe(false);
    expect(within(form).getByLabelText('Password').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByText('Signed out')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables the button with aria-busy while submitting, once per click burst', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fill, submit, user, server } = await setup(
      {},
      {
        wrapFetch: (fetch) => async (input, init) => {
          if (String(input).endsWith('/sign-in/email')) await gate;
          return fetch(input, init);
        },
      },
    );
    await fill(existingUser.email, existingUser.password);
    await user.click(submit);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    await user.click(submit);

    release();
    await screen.findByText(`Signed in as ${existingUser.email}`);
    expect(submit.getAttribute('aria-busy')).toBe('false');
    expect(server.requests.filter((r) => r.url.endsWith('/sign-in/email'))).toHaveLength(1);
  });

  it('follows the server redirect when given a callbackURL', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { fill, submit, user, lastSignInBody } = await setup({ callbackURL: '/dashboard' });
    await fill(existingUser.email, existingUser.password);
    await user.click(submit);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(await lastSignInBody()).toMatchObject({ callbackURL: '/dashboard' });
    assign.mockRestore();
  });
});

describe('SignInForm with a username', () => {
  async function setupUsername(identifier: SignInIdentifier, onSuccess = vi.fn()) {
    const view = await renderWithAuth(
      <>
        <SessionStatus />
        <SignInForm identifier={identifier} onSuccess={onSuccess} />
      </>,
      { server: { plugins: [username()] } },
    );
    await view.client.signUp.email({ ...existingUser, username: 'Alice.L' });
    await view.client.signOut();
    await screen.findByText('Signed out');
    const form = screen.getByRole('form', { name: 'Sign in' });
    const signIn = async (label: string, value: string, password = existingUser.password) => {
      await view.user.type(within(form).getByLabelText(label), value);
      await view.user.type(within(form).getByLabelText('Password'), password);
      await view.user.click(within(form).getByRole('button', { name: 'Sign in' }));
    };
    const paths = () => view.server.requests.map((request) => new URL(request.url).pathname);
    return { ...view, form, signIn, paths, onSuccess };
  }

  it('asks for a "Username" and signs in with it', async () => {
    const { form, signIn, paths, onSuccess } = await setupUsername('username');
    const field = within(form).getByLabelText('Username');
    expect(field.getAttribute('type')).toBe('text');
    expect(field.getAttribute('autocomplete')).toBe('username');
    expect(field.getAttribute('autocapitalize')).toBe('none');
    await signIn('Username', 'alice.l');
    expect(await screen.findByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
    expect(paths()).toContain('/api/auth/sign-in/username');
    expect(onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ user: expect.objectContaining({ username: 'alice.l' }) }),
    );
  });

  it('shows "Invalid username or password" as a form-level alert', async () => {
    const { form, signIn } = await setupUsername('username');
    await signIn('Username', 'alice.l', 'wrong password');
    // The server says Better Auth 1.2.7's lower-case 'invalid username or password'; the kit
    // shows its own wording of that code.
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Invalid username or password',
    );
  });

  it.each([
    ['alice.l', '/api/auth/sign-in/username'],
    [existingUser.email, '/api/auth/sign-in/email'],
  ])('email-or-username: "%s" goes to %s', async (value, path) => {
    const { signIn, paths } = await setupUsername('email-or-username');
    await signIn('Email or username', value);
    expect(await screen.findByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
    expect(paths()).toContain(path);
  });

  it.each(['username', 'email-or-username'] as const)(
    '%s: says usernameClient() is missing from a client created without it',
    (identifier) => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const client = createAuthClient({ baseURL: 'http://localhost:3000', fetch: vi.fn() });
      expect(() =>
        render(
          <PortcullisProvider client={client}>
            <SignInForm identifier={identifier} />
          </PortcullisProvider>,
        ),
      ).toThrow('SignInForm requires usernameClient() in createAuthClient({ plugins })');
      consoleError.mockRestore();
    },
  );
});
