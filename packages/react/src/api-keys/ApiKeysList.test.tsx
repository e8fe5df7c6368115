import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApiKeys } from '../../test/kit/api-key-kit.js';
import { cleanupAuth } from '../../test/kit/test-utils.js';
import { fr } from '../locales/fr.js';
import { UserProfile } from '../screens/UserProfile.js';
import { ApiKeysList } from './ApiKeysList.js';

afterEach(() => {
  cleanupAuth();
  vi.restoreAllMocks();
});

const list = () => screen.findByRole('list', { name: 'API keys' });

describe('ApiKeysList', () => {
  it('renders nothing while signed out', async () => {
    const { container } = await renderWithApiKeys(<ApiKeysList />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });

  it('creates a key with a name and an expiry, shows it once with a copy button', async () => {
    const { user, client } = await renderWithApiKeys(<ApiKeysList />, { signedIn: true });
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    await user.type(screen.getByLabelText('Key name'), 'CI');
    await user.selectOptions(screen.getByLabelText('Expires after'), '30 days');
    await user.click(screen.getByRole('button', { name: 'Create an API key' }));

    const shown = (await screen.findByLabelText('Your new API key')) as HTMLInputElement;
    expect(shown.value).toMatch(/^[A-Za-z]{64}$/);
    expect(shown.readOnly).toBe(true);
    expect(document.activeElement).toBe(shown);
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(shown.value);
    expect(await screen.findByText('Key copied.')).toBeTruthy();

    const item = within(await list()).getByRole('listitem');
    expect(item.textContent).toContain('CI');
    expect(item.textContent).toContain(`${shown.value.slice(0, 6)}…`);
    const { data } = await client.apiKey.list();
    expect(data).toHaveLength(1);
    const days = (new Date(data![0]!.expiresAt!).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    // Done hides the key for good: nothing on the page holds it any more.
    const key = shown.value;
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Your new API key')).toBeNull();
    expect(document.body.innerHTML).not.toContain(key);
  });

  it('says so when the clipboard refuses', async () => {
    const { user } = await renderWithApiKeys(<ApiKeysList />, { signedIn: true });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await screen.findByText('No API keys yet.');
    await user.click(screen.getByRole('button', { name: 'Create an API key' }));
    await user.click(await screen.findByRole('button', { name: 'Copy key' }));
    expect(
      await screen.findByText('Could not copy: select the key and copy it yourself.'),
    ).toBeTruthy();
  });

  it('revokes a key after asking', async () => {
    const { user, client } = await renderWithApiKeys(<ApiKeysList />, { keys: ['One', 'Two'] });
    const items = within(await list()).getAllByRole('listitem');
    expect(
      items.map((item) => item.querySelector('.portcullis-api-key-name')?.firstChild?.textContent),
    ).toEqual(['One', 'Two']);
    await user.click(within(items[0]!).getByRole('button', { name: 'Revoke' }));
    const confirm = screen.getByRole('form', { name: 'Revoke One' });
    expect(confirm.textContent).toContain(
      'Revoke the API key “One”? Apps using it stop working at once.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect((await client.apiKey.list()).data).toHaveLength(2);

    await user.click(within(items[0]!).getByRole('button', { name: 'Revoke' }));
    await user.click(
      within(screen.getByRole('form', { name: 'Revoke One' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    await waitFor(async () => expect((await client.apiKey.list()).data).toHaveLength(1));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'API keys' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  });

  it('announces a refusal of the server', async () => {
    const { user } = await renderWithApiKeys(<ApiKeysList expiryDays={[null, 500]} />, {
      signedIn: true,
    });
    await screen.findByText('No API keys yet.');
    await user.selectOptions(screen.getByLabelText('Expires after'), '500 days');
    await user.click(screen.getByRole('button', { name: 'Create an API key' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This expiry is longer than allowed',
    );
  });

  it('speaks French with the French dictionary', async () => {
    const { user } = await renderWithApiKeys(<ApiKeysList />, { signedIn: true, localization: fr });
    expect(await screen.findByText('Aucune clé d’API pour l’instant.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Créer une clé d’API' }));
    expect(await screen.findByLabelText('Votre nouvelle clé d’API')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copier la clé' })).toBeTruthy();
  });

  it('is a section of UserProfile when the client has apiKeyClient()', async () => {
    await renderWithApiKeys(<UserProfile />, { signedIn: true });
    const section = await screen.findByRole('region', { name: 'API keys' });
    expect(within(section).getByText(/act as you/)).toBeTruthy();
    expect(await within(section).findByRole('button', { name: 'Create an API key' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'API keys' })).toBeTruthy();
  });
});
