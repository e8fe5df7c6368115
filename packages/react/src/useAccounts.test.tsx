import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  approveAtProvider,
  createTestProvider,
  TEST_PROVIDER_ID_TOKEN,
} from '../../core/test/kit/test-provider.js';
import { cleanupAuth, existingUser, renderWithAuth } from '../test/kit/test-utils.js';
import { useAccounts } from './useAccounts.js';

afterEach(cleanupAuth);

/** Shows what `useAccounts` sees; `label` tells two instances apart. */
function AccountSummary({ label }: { label: string }) {
  const { data, isPending, error } = useAccounts();
  let text = 'none';
  if (isPending) text = 'loading';
  else if (error) text = error.message;
  else if (data) text = data.map((account) => account.provider).join(', ');
  return <output aria-label={label}>{text}</output>;
}

/** An "Unlink" button for one provider, through the hook. */
function UnlinkButton({ providerId }: { providerId: string }) {
  const { unlink } = useAccounts();
  return (
    <button type="button" onClick={() => unlink({ providerId })}>
      Unlink {providerId}
    </button>
  );
}

// The provider vouches for Alice's own address: linking is allowed.
const aliceAtProvider = {
  socialProviders: { idtest: createTestProvider({ user: { email: existingUser.email } }) },
};
const textOf = (label: string) => screen.getByLabelText(label).textContent;

describe('useAccounts', () => {
  it('shares one list between components, so an unlink shows everywhere', async () => {
    const view = await renderWithAuth(
      async ({ client, server: harness }) => {
        await client.signUp.email(existingUser);
        const { data } = await client.linkSocial({
          provider: 'idtest',
          callbackURL: '/',
          disableRedirect: true,
        });
        await approveAtProvider(harness, data!.url);
        return (
          <>
            <AccountSummary label="Header" />
            <AccountSummary label="Settings" />
            <UnlinkButton providerId="idtest" />
          </>
        );
      },
      { server: aliceAtProvider },
    );
    await vi.waitFor(() => expect(textOf('Header')).toBe('credential, idtest'));
    expect(textOf('Settings')).toBe('credential, idtest');
    const listCalls = () => view.server.requests.filter((r) => r.url.endsWith('/list-accounts'));
    expect(listCalls()).toHaveLength(1);

    await view.user.click(screen.getByRole('button', { name: 'Unlink idtest' }));
    await vi.waitFor(() => expect(textOf('Header')).toBe('credential'));
    expect(textOf('Settings')).toBe('credential');
  });

  it('follows who is signed in, never showing the previous user’s list', async () => {
    const { client } = await renderWithAuth(<AccountSummary label="Accounts" />, {
      signedIn: true,
      server: { socialProviders: { idtest: createTestProvider() } },
    });
    await vi.waitFor(() => expect(textOf('Accounts')).toBe('credential'));

    await act(() => client.signOut());
    expect(textOf('Accounts')).toBe('none');

    // Ada signs in with the provider on this browser: a new user with only that account.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      seen.push(screen.queryByLabelText('Accounts')?.textContent ?? '');
    });
    observer.observe(document.body, { subtree: true, characterData: true, childList: true });
    await act(() =>
      client.signIn.social({ provider: 'idtest', idToken: { token: TEST_PROVIDER_ID_TOKEN } }),
    );
    await vi.waitFor(() => expect(textOf('Accounts')).toBe('idtest'));
    observer.disconnect();
    expect(seen).not.toContain('credential');
  });

  it('throws an actionable error outside the provider', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAccounts())).toThrow(
      'useAccounts must be used inside <PortcullisProvider client={...}>',
    );
    consoleError.mockRestore();
  });
});
