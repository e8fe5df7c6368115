import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanupAuth,
  existingUser,
  otherDevice,
  renderWithAuth,
} from '../../test/kit/test-utils.js';
import { SessionsList } from './SessionsList.js';

afterEach(cleanupAuth);

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Signed in here, plus an iPhone and a Windows laptop. */
async function setup() {
  const view = await renderWithAuth(async ({ client, server }) => {
    await client.signUp.email(existingUser);
    await otherDevice(server, IPHONE).signIn.email(existingUser);
    await otherDevice(server, FIREFOX).signIn.email(existingUser);
    return <SessionsList formatDate={(date) => date.toISOString().slice(0, 10)} />;
  });
  const list = await screen.findByRole('list', { name: 'Active sessions' });
  const rows = () => within(list).getAllByRole('listitem');
  return { ...view, list, rows };
}

describe('SessionsList', () => {
  it('lists sessions newest first, marking this device', async () => {
    const { rows } = await setup();
    const today = new Date().toISOString().slice(0, 10);
    expect(
      rows().map((row) => row.querySelector('.portcullis-session-device')?.textContent),
    ).toEqual(['Firefox on Windows', 'Safari on iOS', 'Unknown deviceThis device']);
    const current = rows()[2]!;
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(within(current).queryByRole('button')).toBeNull();
    expect(current.textContent).toContain(`Signed in ${today}`);
    expect(rows()[1]!.querySelector('[title]')?.getAttribute('title')).toBe(IPHONE);
  });

  it('revokes one device; its button is described by the device', async () => {
    const { rows, user, client } = await setup();
    const revoke = within(rows()[1]!).getByRole('button', { name: 'Revoke' });
    expect(document.getElementById(revoke.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Safari on iOS',
    );
    // Revoke asks first; Cancel keeps the session.
    await user.click(revoke);
    const confirm = within(rows()[1]!).getByRole('form', { name: 'Revoke Safari on iOS' });
    expect(confirm.textContent).toContain(
      'Sign out Safari on iOS? That device will have to sign in again.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect((await client.listSessions()).data).toHaveLength(3);
    await user.click(within(rows()[1]!).getByRole('button', { name: 'Revoke' }));
    await user.click(within(rows()[1]!).getByRole('button', { name: 'Revoke' }));
    await expect.poll(() => rows().length).toBe(2);
    expect(screen.queryByText('Safari on iOS')).toBeNull();
    expect((await client.listSessions()).data).toHaveLength(2);
  });

  it('signs out the other devices, keeping this one', async () => {
    const { user, rows } = await setup();
    await user.click(screen.getByRole('button', { name: 'Sign out other devices' }));
    await expect.poll(() => rows().length).toBe(1);
    expect(rows()[0]!.getAttribute('aria-current')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Sign out other devices' })).toBeNull();
  });

  it('announces a failed revoke', async () => {
    const view = await renderWithAuth(
      async ({ server }) => {
        await otherDevice(server, FIREFOX).signIn.email(existingUser);
        return <SessionsList />;
      },
      {
        signedIn: true,
        wrapFetch: (fetch) => async (input, init) => {
          if (String(input).endsWith('/revoke-other-sessions')) throw new TypeError('offline');
          return fetch(input, init);
        },
      },
    );
    await view.user.click(await screen.findByRole('button', { name: 'Sign out other devices' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Network error');
  });

  it('renders nothing while signed out', async () => {
    const { container } = await renderWithAuth(<SessionsList />);
    expect(container.innerHTML).toBe('');
  });
});
