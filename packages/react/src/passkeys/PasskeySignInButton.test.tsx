import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPasskeys } from '../../test/kit/passkey-kit.js';
import { cleanupAuth, existingUser, SessionStatus } from '../../test/kit/test-utils.js';
import { PasskeySignInButton } from './PasskeySignInButton.js';

afterEach(cleanupAuth);

describe('PasskeySignInButton', () => {
  it('signs in with a registered passkey (no email typed) and runs onSuccess', async () => {
    const onSuccess = vi.fn();
    const { user, mediations } = await renderWithPasskeys(
      <>
        <SessionStatus />
        <PasskeySignInButton onSuccess={onSuccess} />
      </>,
      { passkeys: 1 },
    );
    expect(await screen.findByText('Signed out')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(mediations).toEqual(['optional']);
  });

  it('shows the server’s refusal for a passkey it does not know', async () => {
    const { user, authenticator } = await renderWithPasskeys(<PasskeySignInButton />, {
      passkeys: 1,
    });
    authenticator.credentials[0]!.id = 'AAAA'; // the authenticator offers an unknown credential
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Passkey not found');
  });

  it('announces a cancelled ceremony with Better Auth’s message', async () => {
    const onSuccess = vi.fn();
    const { user } = await renderWithPasskeys(<PasskeySignInButton onSuccess={onSuccess} />, {
      cancel: true,
    });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The passkey sign-in was cancelled',
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('tells how to fix a client without passkeyClient()', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { renderWithAuth } = await import('../../test/kit/test-utils.js');
    await expect(renderWithAuth(<PasskeySignInButton />)).rejects.toThrow(
      /PasskeySignInButton requires passkeyClient\(\)/,
    );
  });
});
