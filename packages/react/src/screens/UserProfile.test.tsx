import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithPasskeys } from '../../test/kit/passkey-kit.js';
import { cleanupAuth, renderWithAuth, SessionStatus } from '../../test/kit/test-utils.js';
import { sectionLinks as links } from './profile-test-utils.js';
import { UserProfile } from './UserProfile.js';

afterEach(cleanupAuth);

/** The names of the page's regions (its sections), in document order. */
function regionNames(): string[] {
  return screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby')!);
}

const sectionLinks = (nav = 'Account sections') => links(nav);

describe('UserProfile', () => {
  it('renders nothing while signed out', async () => {
    await renderWithAuth(
      <>
        <SessionStatus />
        <UserProfile />
      </>,
    );
    await screen.findByText('Signed out');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the sections the client supports, each an h2 with an id, under one h1', async () => {
    await renderWithAuth(<UserProfile />, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeTruthy();
    // The test client has usernameClient() but no passkeyClient(); no slots, no providers.
    expect(sectionLinks()).toEqual(['Profile', 'Email', 'Password', 'Sessions', 'Danger zone']);
    expect(regionNames()).toEqual([
      'account-profile',
      'account-email',
      'account-password',
      'account-sessions',
      'account-danger',
    ]);
    for (const name of ['Profile', 'Email', 'Password', 'Sessions', 'Danger zone']) {
      const heading = screen.getByRole('heading', { name, level: 2 });
      expect(heading.id).toMatch(/^account-/);
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(`#${heading.id}`);
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByLabelText('Username')).toBeTruthy();
    const email = screen.getByRole('region', { name: 'Email' });
    expect(within(email).getByText('alice@example.com')).toBeTruthy();
    expect(within(email).getByText('Not verified')).toBeTruthy();
    expect(within(email).getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
    expect(within(email).getByRole('form', { name: 'Change email' })).toBeTruthy();
    const password = screen.getByRole('region', { name: 'Password' });
    await waitFor(() =>
      expect(within(password).getByRole('form', { name: 'Change password' })).toBeTruthy(),
    );
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    expect(await within(sessions).findByText('This device')).toBeTruthy();
    const danger = screen.getByRole('region', { name: 'Danger zone' });
    expect(within(danger).getByRole('button', { name: 'Delete account' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Passkeys' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Linked accounts' })).toBeNull();
  });

  it('adds two-factor and activity from their slots, and linked accounts with providers', async () => {
    await renderWithAuth(
      <UserProfile
        twoFactor={<p>two-factor slot</p>}
        activity={<p>activity slot</p>}
        socialProviders={[{ id: 'github', name: 'GitHub' }]}
      />,
      { signedIn: true },
    );
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    expect(sectionLinks()).toEqual([
      'Profile',
      'Email',
      'Password',
      'Two-factor authentication',
      'Sessions',
      'Linked accounts',
      'Security activity',
      'Danger zone',
    ]);
    const twoFactor = screen.getByRole('region', { name: 'Two-factor authentication' });
    expect(within(twoFactor).getByText('two-factor slot')).toBeTruthy();
    const activity = screen.getByRole('region', { name: 'Security activity' });
    expect(within(activity).getByText('activity slot')).toBeTruthy();
    const linked = screen.getByRole('region', { name: 'Linked accounts' });
    expect(await within(linked).findByRole('button', { name: 'Link GitHub' })).toBeTruthy();
  });

  it('narrows to the sections asked for, in page order', async () => {
    await renderWithAuth(
      <UserProfile sections={['danger', 'email', 'passkeys']} twoFactor={<p>slot</p>} />,
      { signedIn: true },
    );
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    // Passkeys asked for, but the client has no passkeyClient(): not shown.
    expect(sectionLinks()).toEqual(['Email', 'Danger zone']);
    expect(screen.queryByRole('region', { name: 'Two-factor authentication' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
  });

  it('shows passkeys with passkeyClient(), and takes a header and an id prefix', async () => {
    await renderWithPasskeys(
      <UserProfile header={<h1>Alice</h1>} idPrefix="me" labels={{ nav: 'On this page' }} />,
      { signedIn: true },
    );
    expect(await screen.findByRole('heading', { name: 'Alice', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Account' })).toBeNull();
    expect(sectionLinks('On this page')).toContain('Passkeys');
    const passkeys = screen.getByRole('region', { name: 'Passkeys' });
    expect(within(passkeys).getByRole('heading', { level: 2 }).id).toBe('me-passkeys');
    expect(await within(passkeys).findByRole('button', { name: 'Add a passkey' })).toBeTruthy();
  });

  it('moves keyboard focus from a section link to its section heading', async () => {
    const { user } = await renderWithAuth(<UserProfile />, { signedIn: true });
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    const link = screen.getByRole('link', { name: 'Sessions' });
    while (document.activeElement !== link) await user.tab();
    await user.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { name: 'Sessions', level: 2 });
    expect(document.activeElement).toBe(heading);
    expect(window.location.hash).toBe('#account-sessions');
    // Tab continues from there, not from the top: one session has no buttons, so the next
    // control is the danger zone's.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete account' }));
  });
});
