/**
 * `UserProfile` against Better Auth 1.2.7 itself (the contract), not Portcullis: the Portcullis
 * client in `PortcullisProvider`, talking to `betterAuth()`'s own handler on in-memory SQLite.
 * The sections a plain client gets, the email's verification state, a profile update, the
 * sessions list, and a password change.
 */
import { createAuthClient } from '@portcullis/core/client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BETTER_AUTH_ORIGIN as ORIGIN, startBetterAuth } from '../../test/kit/better-auth-kit.js';
import { cleanupAuth, keepSetCookie } from '../../test/kit/test-utils.js';
import { PortcullisProvider } from '../PortcullisProvider.js';
import { UserProfile } from './UserProfile.js';

afterEach(cleanupAuth);

const USER = { name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' };

describe('UserProfile against Better Auth 1.2.7', () => {
  it('shows the sections, updates the profile, lists the session and changes the password', async () => {
    const fetch = await startBetterAuth([]);
    keepSetCookie();
    const client = createAuthClient({ baseURL: ORIGIN, fetch });
    expect((await client.signUp.email(USER)).error).toBeNull();

    const user = userEvent.setup();
    render(
      <PortcullisProvider client={client}>
        <UserProfile />
      </PortcullisProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profile', 'Email', 'Password', 'Sessions', 'Danger zone']);
    const email = screen.getByRole('region', { name: 'Email' });
    expect(within(email).getByText('Not verified')).toBeTruthy();

    // Profile: a new name, as Better Auth's update-user stores it.
    const profile = screen.getByRole('region', { name: 'Profile' });
    const name = within(profile).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(within(profile).getByRole('button', { name: 'Save changes' }));
    expect(await within(profile).findByText('Your profile has been updated.')).toBeTruthy();
    expect((await client.getSession()).data?.user.name).toBe('Ada Lovelace');

    // Sessions: Better Auth's list-sessions, this device marked.
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    const list = await within(sessions).findByRole('list', { name: 'Active sessions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('This device')).toBeTruthy();

    // Password: Better Auth's change-password, the new one signs in.
    const password = screen.getByRole('region', { name: 'Password' });
    const form = await within(password).findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), USER.password);
    await user.type(within(form).getByLabelText('New password'), 'a brand new passphrase');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('Your password has been changed.')).toBeTruthy();
    await client.signOut();
    const signedIn = await client.signIn.email({
      email: USER.email,
      password: 'a brand new passphrase',
    });
    expect(signedIn.error).toBeNull();
  });
});
