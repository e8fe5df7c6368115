import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanupAuth,
  existingUser,
  otherDevice,
  renderWithAuth,
} from '../../test/kit/test-utils.js';
import { fr } from '../locales/fr.js';
import { PortcullisProvider } from '../PortcullisProvider.js';
import { SignIn } from './SignIn.js';

afterEach(cleanupAuth);

const ENDED =
  'You have been signed out: your session ended (signed out from another device, expired, or the account was suspended). Sign in again to continue.';

/**
 * Renders `ui` signed in, with the cookie cache on; another device of the user then signs every
 * other session out, and the rendered client makes a call that needs its session (401).
 */
async function renderRevokedElsewhere(ui: ReactElement) {
  const view = await renderWithAuth(ui, {
    signedIn: true,
    server: { session: { cookieCache: { enabled: true, maxAge: 300 } } },
  });
  await waitFor(() => expect(view.client.$store.getSnapshot().data).not.toBeNull());
  expect(screen.queryByRole('alert')).toBeNull();
  const other = otherDevice(view.server);
  await other.signIn.email(existingUser);
  await other.revokeOtherSessions();
  const { error } = await view.client.listSessions();
  expect(error?.status).toBe(401);
  return view;
}

describe('SessionEndedNotice in SignIn', () => {
  it('says why when a call finds the session revoked elsewhere (cookie cache on)', async () => {
    const { client } = await renderRevokedElsewhere(<SignIn />);
    expect((await screen.findByRole('alert')).textContent).toBe(ENDED);
    expect(client.$store.getSnapshot().ended).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Unauthorized',
    });
  });

  it('is said in French with the French dictionary', async () => {
    const { client, rerender } = await renderRevokedElsewhere(<SignIn />);
    rerender(
      <PortcullisProvider client={client} localization={fr}>
        <SignIn />
      </PortcullisProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Vous avez été déconnecté/);
  });
});
