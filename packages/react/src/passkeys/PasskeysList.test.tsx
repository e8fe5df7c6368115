import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithPasskeys } from '../../test/kit/passkey-kit.js';
import { cleanupAuth } from '../../test/kit/test-utils.js';
import { PasskeysList } from './PasskeysList.js';

afterEach(cleanupAuth);

const list = () => screen.findByRole('list', { name: 'Passkeys' });

describe('PasskeysList', () => {
  it('renders nothing while signed out', async () => {
    const { container } = await renderWithPasskeys(<PasskeysList />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });

  it('adds a passkey with a name through the browser ceremony', async () => {
    const { user, client } = await renderWithPasskeys(<PasskeysList />, { signedIn: true });
    expect(await screen.findByText('No passkeys yet.')).toBeTruthy();
    await user.type(screen.getByLabelText('Passkey name'), 'Laptop');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(within(await list()).getByText('Laptop')).toBeTruthy();
    expect((screen.getByLabelText('Passkey name') as HTMLInputElement).value).toBe('');
    const { data } = await client.passkey.listUserPasskeys();
    expect(data?.map((passkey) => passkey.name)).toEqual(['Laptop']);
  });

  it('says when this authenticator already holds one of the user’s passkeys', async () => {
    const { user } = await renderWithPasskeys(<PasskeysList />, { signedIn: true, passkeys: 1 });
    await list();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This passkey is already registered',
    );
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('renames a passkey', async () => {
    const { user, client } = await renderWithPasskeys(<PasskeysList />, {
      signedIn: true,
      passkeys: 1,
    });
    const item = within(await list()).getByRole('listitem');
    await user.click(within(item).getByRole('button', { name: 'Rename' }));
    const field = within(item).getByLabelText('Rename');
    await user.clear(field);
    await user.type(field, 'Work laptop');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await within(await list()).findByText('Work laptop')).toBeTruthy();
    const { data } = await client.passkey.listUserPasskeys();
    expect(data?.[0]?.name).toBe('Work laptop');
  });

  it('deletes a passkey', async () => {
    const { user, client } = await renderWithPasskeys(<PasskeysList />, {
      signedIn: true,
      passkeys: 2,
    });
    const items = within(await list()).getAllByRole('listitem');
    expect(
      items.map((item) => item.querySelector('.portcullis-passkey-name')?.textContent),
    ).toEqual(['Key 1', 'Key 2']);
    // Delete asks first; Cancel keeps the passkey and gives the focus back to its button.
    await user.click(within(items[0]!).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('form', { name: 'Delete Key 1' });
    expect(confirm.textContent).toContain(
      'Delete the passkey “Key 1”? You can no longer sign in with it.',
    );
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Delete Key 1' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Delete'));
    expect((await client.passkey.listUserPasskeys()).data).toHaveLength(2);

    await user.click(within(items[0]!).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('form', { name: 'Delete Key 1' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await screen.findByText('Key 2');
    await expect
      .poll(async () => (await client.passkey.listUserPasskeys()).data?.map((p) => p.name))
      .toEqual(['Key 2']);
    expect(screen.queryByText('Key 1')).toBeNull();
  });

  it('announces a cancelled registration with the browser’s message (as Better Auth’s client)', async () => {
    const { user, client } = await renderWithPasskeys(<PasskeysList />, {
      signedIn: true,
      cancel: true,
    });
    await screen.findByText('No passkeys yet.');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The operation was cancelled.');
    expect((await client.passkey.listUserPasskeys()).data).toEqual([]);
  });
});
