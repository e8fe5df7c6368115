import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPasskeys } from '../../test/kit/passkey-kit.js';
import {
  cleanupAuth,
  existingUser,
  renderWithAuth,
  SessionStatus,
} from '../../test/kit/test-utils.js';
import { SignInForm } from '../forms/SignInForm.js';

afterEach(cleanupAuth);

// SignInForm with passkeyClient(): the conditional-UI (autofill) sign-in.
describe('SignInForm passkey autofill', () => {
  it('marks the first field for passkey autofill and signs in when a passkey is picked', async () => {
    const onPasskeySignIn = vi.fn();
    const { mediations, pickAutofill, autofillPending } = await renderWithPasskeys(
      <>
        <SessionStatus />
        <SignInForm onPasskeySignIn={onPasskeySignIn} />
      </>,
      { passkeys: 1 },
    );
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('username webauthn');
    // The conditional request waits for the user, as in a browser: still signed out until a pick.
    await vi.waitFor(() => expect(autofillPending()).toBe(true));
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(onPasskeySignIn).not.toHaveBeenCalled();
    pickAutofill();
    expect(await screen.findByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
    expect(mediations).toEqual(['conditional']);
    expect(onPasskeySignIn).toHaveBeenCalledTimes(1);
  });

  it('starts no conditional request when the browser cannot do conditional mediation', async () => {
    const { mediations } = await renderWithPasskeys(
      <>
        <SessionStatus />
        <SignInForm />
      </>,
      { passkeys: 1, conditionalMediation: false },
    );
    expect(await screen.findByText('Signed out')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mediations).toEqual([]);
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('username webauthn');
  });

  it('keeps the email autocomplete without passkeyClient()', async () => {
    await renderWithAuth(<SignInForm />);
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('email');
  });
});
