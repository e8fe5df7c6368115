import { anonymous } from '@portcullis/core';
import { anonymousClient, createAuthClient, usernameClient } from '@portcullis/core/client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServer, TEST_ORIGIN } from '../../../core/test/kit/test-server.js';
import { cleanupAuth, keepSetCookie, SessionStatus } from '../../test/kit/test-utils.js';
import { fr } from '../locales/fr.js';
import { PortcullisProvider } from '../PortcullisProvider.js';
import { SignIn } from '../screens/SignIn.js';
import { UserButton } from '../user-button/UserButton.js';
import { ContinueAsGuestButton } from './ContinueAsGuestButton.js';
import { GuestUpgradePrompt } from './GuestUpgradePrompt.js';

afterEach(cleanupAuth);

async function renderGuest(ui: ReactElement, options: { plugin?: boolean; french?: boolean } = {}) {
  keepSetCookie();
  const server = await createTestServer({ plugins: [anonymous()] });
  const client = createAuthClient({
    baseURL: TEST_ORIGIN,
    fetch: server.fetch,
    plugins: options.plugin === false ? [usernameClient()] : [anonymousClient()],
  });
  const user = userEvent.setup();
  const view = render(
    <PortcullisProvider
      client={client}
      {...(options.french ? { localization: fr, locale: 'fr-FR' } : {})}
    >
      {ui}
    </PortcullisProvider>,
  );
  return { ...view, server, client, user };
}

describe('Continue as guest', () => {
  it('shows on the sign-in screen with anonymousClient() and signs a guest in', async () => {
    const onSuccess = vi.fn();
    const { user } = await renderGuest(
      <>
        <SignIn onSuccess={onSuccess} />
        <GuestUpgradePrompt signUpHref="/sign-up" />
        <SessionStatus />
      </>,
    );
    const button = await screen.findByRole('button', { name: 'Continue as guest' });
    expect(screen.queryByText(/browsing as a guest/)).toBeNull();
    await user.click(button);
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const prompt = await screen.findByText(
      "You're browsing as a guest: create an account to keep your data.",
    );
    expect(prompt.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/sign-up',
    );
    expect(screen.getByLabelText('Session').textContent).toMatch(/Signed in as temp-/);
  });

  it('is left out without anonymousClient(), or when methods leaves it out', async () => {
    await renderGuest(<SignIn />, { plugin: false });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).toBeNull();
    cleanupAuth();
    await renderGuest(<SignIn methods={['password']} />);
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).toBeNull();
  });

  it('is not offered to a guest', async () => {
    const { client } = await renderGuest(
      <>
        <SignIn />
        <SessionStatus />
      </>,
    );
    await screen.findByRole('button', { name: 'Continue as guest' });
    await client.signIn.anonymous();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Continue as guest' })).toBeNull(),
    );
  });

  it('announces the server’s refusal, localized', async () => {
    const { client, user } = await renderGuest(<ContinueAsGuestButton />);
    await client.signIn.anonymous();
    await user.click(screen.getByRole('button', { name: 'Continue as guest' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Anonymous users cannot sign in again anonymously',
      ),
    );
  });

  it('speaks French', async () => {
    const { client, user } = await renderGuest(
      <>
        <ContinueAsGuestButton />
        <GuestUpgradePrompt onCreateAccount={() => {}} />
      </>,
      { french: true },
    );
    const button = screen.getByRole('button', { name: 'Continuer en tant qu’invité' });
    await user.click(button);
    await screen.findByRole('button', { name: 'Créer un compte' });
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Vous êtes déjà connecté en tant qu’invité',
      ),
    );
    void client;
  });

  it('throws an actionable error without anonymousClient()', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderGuest(<ContinueAsGuestButton />, { plugin: false })).rejects.toThrow(
      /requires anonymousClient\(\)/,
    );
  });
});

describe('the upgrade prompt', () => {
  it('renders nothing for a real user', async () => {
    const { client } = await renderGuest(
      <>
        <GuestUpgradePrompt signUpHref="/sign-up" />
        <SessionStatus />
      </>,
    );
    await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: 'correct horse' });
    await waitFor(() =>
      expect(screen.getByLabelText('Session').textContent).toBe('Signed in as ada@example.com'),
    );
    expect(screen.queryByText(/browsing as a guest/)).toBeNull();
  });

  it('in UserButton: "Guest", the notice, and "Create an account" first', async () => {
    const onCreateAccount = vi.fn();
    const { client, user } = await renderGuest(<UserButton onCreateAccount={onCreateAccount} />);
    await client.signIn.anonymous();
    const trigger = await screen.findByRole('button', { name: 'Guest' });
    await user.click(trigger);
    screen.getByText("You're browsing as a guest: create an account to keep your data.");
    const items = screen.getAllByRole('menuitem');
    expect(items[0]!.textContent).toBe('Create an account');
    await user.click(items[0]!);
    expect(onCreateAccount).toHaveBeenCalled();
  });

  it('leaves UserButton as it was for a real user', async () => {
    const { client, user } = await renderGuest(<UserButton onCreateAccount={() => {}} />);
    await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: 'correct horse' });
    await user.click(await screen.findByRole('button', { name: 'Ada' }));
    expect(screen.queryByRole('menuitem', { name: 'Create an account' })).toBeNull();
    screen.getByText('ada@example.com');
  });
});
