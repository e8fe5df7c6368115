import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { multiSession } from '../../../core/src/plugins/multi-session/index.js';
import {
  cleanupAuth,
  existingUser,
  renderWithAuth,
  SessionStatus,
} from '../../test/kit/test-utils.js';
import { fr } from '../locales/fr.js';
import { PortcullisProvider } from '../PortcullisProvider.js';
import { UserButton } from './UserButton.js';

afterEach(cleanupAuth);

const bob = { name: 'Bob', email: 'bob@example.com', password: 'correct horse 2' };
const withMultiSession = { signedIn: true, server: { plugins: [multiSession()] } };

/** Renders the button with Alice then Bob signed in on the same browser (Bob active). */
async function twoAccounts(ui = <UserButton addAccountHref="/sign-in" />) {
  const harness = await renderWithAuth(
    <>
      <SessionStatus />
      {ui}
    </>,
    withMultiSession,
  );
  await act(() => harness.client.signUp.email(bob));
  await screen.findByText(`Signed in as ${bob.email}`);
  return harness;
}

describe('UserButton account switcher (multiSessionClient)', () => {
  it('lists the browser’s accounts as radio items, the active one checked, then "Add account"', async () => {
    const { user } = await twoAccounts();
    await user.click(await screen.findByRole('button', { name: bob.name }));
    const group = await screen.findByRole('group', { name: 'Accounts' });
    const items = within(group).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      `${existingUser.name}${existingUser.email}`,
      `${bob.name}${bob.email}`,
    ]);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['false', 'true']);
    const add = within(group).getByRole('menuitem', { name: 'Add account' });
    expect(add.getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('menuitem', { name: 'Sign out of all accounts' })).toBeTruthy();
  });

  it('switches to another account', async () => {
    const { user } = await twoAccounts();
    await user.click(await screen.findByRole('button', { name: bob.name }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Alice/ }));
    await screen.findByText(`Signed in as ${existingUser.email}`);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('"Sign out" signs only the current account out; the other becomes active', async () => {
    const { user, client } = await twoAccounts();
    await user.click(await screen.findByRole('button', { name: bob.name }));
    await screen.findByRole('group', { name: 'Accounts' });
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await screen.findByText(`Signed in as ${existingUser.email}`);
    const { data } = await client.multiSession.listDeviceSessions();
    expect(data?.map((account) => account.user.email)).toEqual([existingUser.email]);
  });

  it('"Sign out of all accounts" signs every account out', async () => {
    const { user, client } = await twoAccounts();
    await user.click(await screen.findByRole('button', { name: bob.name }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out of all accounts' }));
    await screen.findByText('Signed out');
    expect((await client.multiSession.listDeviceSessions()).data).toEqual([]);
  });

  it('shows no switcher when the server lacks multiSession()', async () => {
    const { user } = await renderWithAuth(<UserButton addAccountHref="/sign-in" />, {
      signedIn: true,
    });
    await user.click(await screen.findByRole('button', { name: existingUser.name }));
    await screen.findByRole('menu');
    // The list request answered 404: still no group, and one plain "Sign out".
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('group', { name: 'Accounts' })).toBeNull();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Sign out']);
  });

  it('speaks French with the French dictionary', async () => {
    const { user, client, unmount } = await twoAccounts();
    unmount();
    const view = render(
      <PortcullisProvider client={client} localization={fr} locale="fr">
        <UserButton addAccountHref="/sign-in" />
      </PortcullisProvider>,
    );
    await user.click(await view.findByRole('button', { name: bob.name }));
    await view.findByRole('group', { name: 'Comptes' });
    expect(view.getByRole('menuitem', { name: 'Ajouter un compte' })).toBeTruthy();
    expect(view.getByRole('menuitem', { name: 'Se déconnecter de tous les comptes' })).toBeTruthy();
    await waitFor(() =>
      expect(view.getByRole('menuitem', { name: 'Se déconnecter' })).toBeTruthy(),
    );
  });
});
