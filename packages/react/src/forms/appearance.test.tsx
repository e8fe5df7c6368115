import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { admin } from '../../../core/src/plugins/admin/index.js';
import { cleanupAuth, existingUser, renderWithAuth } from '../../test/kit/test-utils.js';
import { AdminUsersTable } from '../admin/AdminUsersTable.js';
import { PortcullisProvider } from '../PortcullisProvider.js';
import { SignIn } from '../screens/SignIn.js';
import { UserProfile } from '../screens/UserProfile.js';
import { UserButton } from '../user-button/UserButton.js';
import type { Appearance } from './appearance.js';
import { SignInForm } from './SignInForm.js';
import { SubmitButton } from './SubmitButton.js';

afterEach(cleanupAuth);

// Defined once, as the docs ask: the same object every render.
const APPEARANCE: Appearance = {
  elements: {
    form: 'app-form',
    field: 'app-field',
    label: 'app-label',
    input: 'app-input',
    checkbox: 'app-checkbox',
    fieldError: 'app-field-error',
    alert: 'app-alert',
    button: 'app-button',
    buttonPrimary: 'app-primary',
    buttonSecondary: 'app-secondary',
    buttonDanger: 'app-danger',
    link: 'app-link',
    card: 'app-card',
    heading: 'app-heading',
    menuTrigger: 'app-menu-trigger',
    menu: 'app-menu',
    menuItem: 'app-menu-item',
    avatar: 'app-avatar',
    table: 'app-table',
  },
};

/** Renders `ui` under a provider with {@link APPEARANCE}, on a real in-memory server. */
const renderWithAppearance = (
  ui: ReactElement,
  options: Parameters<typeof renderWithAuth>[1] = {},
) =>
  renderWithAuth(
    async ({ client }) => (
      <PortcullisProvider client={client} appearance={APPEARANCE}>
        {ui}
      </PortcullisProvider>
    ),
    options,
  );

const classesOf = (element: Element) => element.className.split(' ');

describe('appearance', () => {
  it('adds the app’s classes to a form’s elements, beside the kit’s', async () => {
    const { user, client } = await renderWithAppearance(<SignInForm className="mine" />);
    await client.signUp.email(existingUser);
    await client.signOut();
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(classesOf(form)).toEqual(['portcullis-form', 'mine', 'app-form']);
    const email = within(form).getByLabelText('Email');
    expect(classesOf(email)).toEqual(['portcullis-input', 'app-input']);
    expect(classesOf(email.closest('.portcullis-field')!)).toContain('app-field');
    expect(classesOf(within(form).getByText('Email'))).toEqual(['portcullis-label', 'app-label']);
    expect(classesOf(within(form).getByLabelText('Remember me'))).toContain('app-checkbox');
    const submit = within(form).getByRole('button', { name: 'Sign in' });
    expect(classesOf(submit)).toEqual(['portcullis-button', 'app-button', 'app-primary']);

    await user.type(email, existingUser.email);
    await user.type(within(form).getByLabelText('Password'), 'not my password');
    await user.click(submit);
    const alert = await within(form).findByRole('alert');
    expect(classesOf(alert)).toEqual(['portcullis-error', 'portcullis-alert', 'app-alert']);
  });

  it('tells primary, secondary and danger buttons apart', async () => {
    await renderWithAppearance(
      <>
        <SubmitButton isSubmitting={false}>Save</SubmitButton>
        <SubmitButton isSubmitting={false} variant="danger">
          Delete
        </SubmitButton>
      </>,
    );
    expect(classesOf(screen.getByRole('button', { name: 'Save' }))).toEqual([
      'portcullis-button',
      'app-button',
      'app-primary',
    ]);
    expect(classesOf(screen.getByRole('button', { name: 'Delete' }))).toEqual([
      'portcullis-button',
      'portcullis-button--danger',
      'app-button',
      'app-danger',
    ]);
  });

  it('reaches the admin entry’s components (through its bridge)', async () => {
    await renderWithAppearance(<AdminUsersTable />, {
      signedIn: true,
      server: { plugins: [admin()] },
    });
    const search = await screen.findByRole('search', { name: 'Search users' });
    expect(classesOf(within(search).getByLabelText('Search users'))).toContain('app-input');
    expect(classesOf(within(search).getByText('Search users'))).toContain('app-label');
  });

  it('reaches a composed screen, whose own appearance wins element by element', async () => {
    await renderWithAppearance(
      <SignIn signUpHref="/sign-up" appearance={{ elements: { input: 'screen-input' } }} />,
    );
    const region = await screen.findByRole('region', { name: 'Sign in' });
    expect(classesOf(region)).toContain('app-card');
    expect(classesOf(within(region).getByRole('heading', { name: 'Sign in' }))).toContain(
      'app-heading',
    );
    const email = within(region).getByLabelText('Email or username');
    expect(classesOf(email)).toEqual(['portcullis-input', 'screen-input']);
    // What the screen leaves out still comes from the provider.
    expect(classesOf(within(region).getByText('Email or username'))).toContain('app-label');
    expect(classesOf(within(region).getByRole('link', { name: /sign up/i }))).toContain('app-link');
  });

  it('reaches the profile page’s title and section headings', async () => {
    await renderWithAppearance(<UserProfile />, { signedIn: true });
    const title = await screen.findByRole('heading', { level: 1, name: 'Account' });
    expect(classesOf(title)).toEqual(['portcullis-profile-title', 'app-heading']);
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections.length).toBeGreaterThan(1);
    for (const heading of sections) expect(classesOf(heading)).toContain('app-heading');
  });

  it('reaches the user menu: its button, avatar, popover and items', async () => {
    const { user } = await renderWithAppearance(<UserButton accountHref="/account" />, {
      signedIn: true,
    });
    const trigger = await screen.findByRole('button', { name: existingUser.name });
    expect(classesOf(trigger)).toContain('app-menu-trigger');
    expect(classesOf(trigger.querySelector('.portcullis-avatar')!)).toContain('app-avatar');
    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: existingUser.name });
    expect(classesOf(menu.closest('.portcullis-user-button-popover')!)).toContain('app-menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) expect(classesOf(item)).toContain('app-menu-item');
  });

  it('leaves the kit’s classes alone without an appearance', async () => {
    const { client } = await renderWithAuth(<SignInForm />);
    await client.signOut();
    const form = screen.getByRole('form', { name: 'Sign in' });
    await waitFor(() => expect(form.className).toBe('portcullis-form'));
    expect(within(form).getByLabelText('Email').className).toBe('portcullis-input');
  });

  it('is a closed set of element keys', () => {
    const typo: Appearance = {
      elements: {
        // @ts-expect-error: not an element of the kit
        inputt: 'x',
      },
    };
    expect(typo.elements).toBeDefined();
  });
});
