import type { AuthClient } from '@portcullis/core/client';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProvider } from '../../../core/test/kit/test-provider.js';
import type { TestServer, TestServerOptions } from '../../../core/test/kit/test-server.js';
import { cleanupAuth, existingUser, renderWithAuth } from '../../test/kit/test-utils.js';
import { LinkedAccounts, type LinkedAccountsProps } from './LinkedAccounts.js';

afterEach(() => {
  vi.restoreAllMocks();
  cleanupAuth();
});

const PROVIDERS = [{ id: 'idtest', name: 'ID Test' }, 'github'];
const formatDate = (date: Date) => date.toISOString().slice(0, 10);

/** Links the test provider's identity to `client`'s user straight in the database. */
async function seedAccount(server: TestServer, client: AuthClient) {
  const { data } = await client.getSession();
  await server.auth.$context.store.createAccount({
    providerId: 'idtest',
    accountId: 'alice-1',
    userId: data!.user.id,
    accessToken: null,
    refreshToken: null,
    idToken: null,
    accessTokenExpiresAt: null,
    refreshTokenExpiresAt: null,
    scope: 'openid',
  });
}

/** Signed in with a password; with `linked`, the test provider's identity too. */
async function setup(
  options: { linked?: boolean; server?: TestServerOptions; props?: LinkedAccountsProps } = {},
) {
  const view = await renderWithAuth(
    async ({ server, client }) => {
      await client.signUp.email(existingUser);
      if (options.linked) await seedAccount(server, client);
      return <LinkedAccounts providers={PROVIDERS} formatDate={formatDate} {...options.props} />;
    },
    {
      server: { socialProviders: { idtest: createTestProvider() }, ...options.server },
    },
  );
  const list = await screen.findByRole('list', { name: 'Linked accounts' });
  const rows = () => within(list).getAllByRole('listitem');
  const row = (name: string) => rows().find((item) => item.textContent?.startsWith(name))!;
  return { ...view, list, rows, row };
}

const describedBy = (element: HTMLElement) =>
  element
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('LinkedAccounts', () => {
  it('lists the accounts oldest first and offers the providers not linked yet', async () => {
    const { rows, row } = await setup({ linked: true });
    const today = new Date().toISOString().slice(0, 10);
    expect(
      rows().map((item) => item.querySelector('.portcullis-account-name')?.textContent),
    ).toEqual(['Email and password', 'ID Test']);
    expect(row('ID Test').textContent).toContain(`Added ${today}`);
    const unlink = within(row('ID Test')).getByRole('button', { name: 'Unlink' });
    expect(describedBy(unlink)).toBe('ID Test');
    expect(unlink.getAttribute('aria-disabled')).toBeNull();

    const link = screen.getByRole('group', { name: 'Link an account' });
    expect(
      within(link)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Link GitHub']);
  });

  it('unlinks an account, says so, and offers to link it again', async () => {
    const { user, rows, row, client } = await setup({ linked: true });
    await user.click(within(row('ID Test')).getByRole('button', { name: 'Unlink' }));
    await expect.poll(() => rows().length).toBe(1);
    const status = await screen.findByText('ID Test unlinked.');
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Link ID Test' })).toBeTruthy();
    expect((await client.listAccounts()).data).toHaveLength(1);
  });

  it('explains why the last account cannot be unlinked, and does not try', async () => {
    const { user, row, server } = await setup();
    const unlink = within(row('Email and password')).getByRole('button', { name: 'Unlink' });
    expect(unlink.getAttribute('aria-disabled')).toBe('true');
    expect(unlink.getAttribute('title')).toBe(
      "You can't unlink your last account: link another one first.",
    );
    expect(describedBy(unlink)).toBe(
      "Email and password | You can't unlink your last account: link another one first.",
    );
    await user.click(unlink);
    expect(server.requests.some((request) => request.url.endsWith('/unlink-account'))).toBe(false);
  });

  it('shows the server’s refusal when another device unlinked meanwhile', async () => {
    const { user, row, server, client } = await setup({ linked: true });
    const { data } = await client.listAccounts();
    const linked = data!.find((account) => account.provider === 'idtest')!;
    await server.auth.$context.store.deleteAccount(linked.id);

    await user.click(within(row('Email and password')).getByRole('button', { name: 'Unlink' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You can't unlink your last account",
    );
  });

  it('asks to sign in again when the session is not fresh', async () => {
    const { user, row } = await setup({ linked: true, server: { session: { freshAge: 0 } } });
    await user.click(within(row('ID Test')).getByRole('button', { name: 'Unlink' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Session is not fresh. Sign out and in again to unlink an account.',
    );
    expect(row('ID Test')).toBeTruthy();
  });

  it('links a provider, coming back to this page without an old error', async () => {
    window.history.replaceState(null, '', '/settings?tab=accounts&error=account_not_linked');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user, server } = await setup();
    await user.click(screen.getByRole('button', { name: 'Link ID Test' }));
    await expect.poll(() => assign.mock.calls.length).toBe(1);
    const request = server.requests.find((r) => r.url.endsWith('/link-social'))!;
    expect(await request.json()).toEqual({
      provider: 'idtest',
      callbackURL: `${window.location.origin}/settings?tab=accounts`,
      errorCallbackURL: `${window.location.origin}/settings?tab=accounts`,
    });
    window.history.replaceState(null, '', '/');
  });

  it('names providers it has no name for, and skips ones that are linked', async () => {
    const { rows } = await setup({ linked: true, props: { providers: ['github'] } });
    expect(rows()[1]!.querySelector('.portcullis-account-name')?.textContent).toBe('Idtest');
  });

  it('renders nothing while signed out', async () => {
    const { container } = await renderWithAuth(<LinkedAccounts />);
    expect(container.innerHTML).toBe('');
  });
});
