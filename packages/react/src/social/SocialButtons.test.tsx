import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  createTestProvider,
  TEST_PROVIDER_AUTHORIZE_URL,
} from '../../../core/test/kit/test-provider.js';
import { cleanupAuth, renderWithAuth, SessionStatus } from '../../test/kit/test-utils.js';
import { SocialButtons } from './SocialButtons.js';

let assign: Mock<(url: string | URL) => void>;

beforeEach(() => {
  // The page would leave for the provider; the test only records where to.
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  assign.mockRestore();
  cleanupAuth();
});

const server = { socialProviders: { idtest: createTestProvider() } };

const bodyOf = async (requests: Request[], path: string) =>
  requests
    .find((request) => request.url.endsWith(path))
    ?.clone()
    .json();

describe('SocialButtons', () => {
  it('offers one named button per provider', async () => {
    await renderWithAuth(
      <SocialButtons
        providers={['github', 'twitter', 'linkedin', { id: 'idtest', name: 'ID Test' }, 'keycloak']}
        callbackURL="/"
      />,
    );
    const group = screen.getByRole('group', { name: 'Sign in with a provider' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Continue with GitHub',
      'Continue with X',
      'Continue with LinkedIn',
      'Continue with ID Test',
      'Continue with Keycloak',
    ]);
    expect(screen.getByRole('button', { name: 'Continue with GitHub' }).dataset.provider).toBe(
      'github',
    );
  });

  it('asks the server for the URL and sends the page there, busy meanwhile', async () => {
    const { user, server: harness } = await renderWithAuth(
      <SocialButtons
        providers={['github', { id: 'idtest', name: 'ID Test' }]}
        callbackURL="/dashboard"
        newUserCallbackURL="/welcome"
        errorCallbackURL="/sign-in"
        requestSignUp
      />,
      { server },
    );
    await user.click(screen.getByRole('button', { name: 'Continue with ID Test' }));

    await expect.poll(() => assign.mock.calls.length).toBe(1);
    expect(String(assign.mock.calls[0]![0])).toMatch(`${TEST_PROVIDER_AUTHORIZE_URL}?`);
    expect(await bodyOf(harness.requests, '/sign-in/social')).toEqual({
      provider: 'idtest',
      callbackURL: '/dashboard',
      newUserCallbackURL: '/welcome',
      errorCallbackURL: '/sign-in',
      requestSignUp: true,
    });
    // Until the browser has left, nothing can be clicked twice.
    const clicked = screen.getByRole('button', { name: 'Continue with ID Test' });
    expect(clicked.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('status').textContent).toBe('Redirecting to ID Test…');
  });

  it('announces a refusal and gives the buttons back', async () => {
    const { user } = await renderWithAuth(
      <SocialButtons providers={['github']} callbackURL="/" />,
      {
        server,
      },
    );
    const button = screen.getByRole('button', { name: 'Continue with GitHub' });
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('Provider not found');
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(assign).not.toHaveBeenCalled();
  });

  it('links to the signed-in user in link mode', async () => {
    const { user, server: harness } = await renderWithAuth(
      <>
        <SessionStatus />
        <SocialButtons
          mode="link"
          providers={[{ id: 'idtest', name: 'ID Test' }]}
          callbackURL="/settings"
          scopes={['profile']}
        />
      </>,
      { server, signedIn: true },
    );
    await screen.findByText(/^Signed in as/);
    expect(screen.getByRole('group', { name: 'Link an account' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Link ID Test' }));
    await expect.poll(() => assign.mock.calls.length).toBe(1);
    expect(await bodyOf(harness.requests, '/link-social')).toEqual({
      provider: 'idtest',
      callbackURL: '/settings',
      scopes: ['profile'],
    });
  });

  it('is usable again when the page comes back from the back/forward cache', async () => {
    const { user } = await renderWithAuth(
      <SocialButtons providers={[{ id: 'idtest', name: 'ID Test' }]} callbackURL="/" />,
      { server },
    );
    const button = screen.getByRole('button', { name: 'Continue with ID Test' });
    await user.click(button);
    await expect.poll(() => assign.mock.calls.length).toBe(1);
    expect(button).toHaveProperty('disabled', true);

    const restored = new Event('pageshow') as Event & { persisted: boolean };
    Object.defineProperty(restored, 'persisted', { value: true });
    fireEvent(window, restored);
    await expect.poll(() => button.hasAttribute('disabled')).toBe(false);
  });

  it('takes translated labels', async () => {
    await renderWithAuth(
      <SocialButtons
        providers={['google']}
        callbackURL="/"
        labels={{ signIn: 'Weiter mit {provider}', signInGroup: 'Anmelden mit' }}
      />,
    );
    const group = screen.getByRole('group', { name: 'Anmelden mit' });
    expect(within(group).getByRole('button').textContent).toBe('Weiter mit Google');
  });

  it('renders nothing without providers', async () => {
    const { container } = await renderWithAuth(<SocialButtons providers={[]} callbackURL="/" />);
    expect(container.innerHTML).toBe('');
  });
});
