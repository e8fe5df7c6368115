import { organization } from '@portcullis/core';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestAuthClient } from '../../test/kit/test-utils.js';
import {
  cleanupAuth,
  existingUser,
  otherDevice,
  renderWithAuth,
} from '../../test/kit/test-utils.js';
import { enableTwoFactor, type SentOtps, twoFactorServer } from '../../test/kit/two-factor-kit.js';
import { ChangePasswordForm } from '../forms/ChangePasswordForm.js';
import { SignInForm } from '../forms/SignInForm.js';
import { fr } from '../locales/fr.js';
import { MembersTable } from '../organization/MembersTable.js';
import { PortcullisProvider } from '../PortcullisProvider.js';
import { SessionsList } from '../sessions/SessionsList.js';
import { socialErrorMessage } from '../social/social-error-message.js';

afterEach(cleanupAuth);

/** `ui` under a French provider (nested in the test kit's own, with the same client). */
const inFrench = (client: TestAuthClient, ui: ReactElement) => (
  <PortcullisProvider client={client} localization={fr} locale="fr-FR">
    {ui}
  </PortcullisProvider>
);

describe('a French PortcullisProvider', () => {
  it('renders SignInForm in French, and a wrong password as the French message of its code', async () => {
    const { user } = await renderWithAuth(async ({ client }) => {
      await client.signUp.email(existingUser);
      await client.signOut();
      return inFrench(client, <SignInForm />);
    });
    const form = screen.getByRole('form', { name: 'Connexion' });
    await user.type(within(form).getByLabelText('E-mail'), existingUser.email);
    await user.type(within(form).getByLabelText('Mot de passe'), 'not the password');
    expect(within(form).getByLabelText('Se souvenir de moi')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'E-mail ou mot de passe incorrect',
    );
  });

  it('lets a labels prop win over the dictionary, key by key', async () => {
    await renderWithAuth(async ({ client }) =>
      inFrench(client, <SignInForm labels={{ submit: 'Entrer' }} />),
    );
    const form = screen.getByRole('form', { name: 'Connexion' });
    expect(within(form).getByRole('button', { name: 'Entrer' })).toBeTruthy();
    expect(within(form).getByLabelText('Mot de passe')).toBeTruthy();
  });

  it('takes a partial dictionary: the rest stays English', async () => {
    await renderWithAuth(async ({ client }) => (
      <PortcullisProvider client={client} localization={{ signInForm: { submit: 'Log in' } }}>
        <SignInForm />
      </PortcullisProvider>
    ));
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(within(form).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(within(form).getByLabelText('Password')).toBeTruthy();
  });

  it('renders ChangePasswordForm in French, with the French message of INVALID_PASSWORD', async () => {
    const { user } = await renderWithAuth(
      async ({ client }) => inFrench(client, <ChangePasswordForm />),
      { signedIn: true },
    );
    const form = screen.getByRole('form', { name: 'Changer de mot de passe' });
    await user.type(within(form).getByLabelText('Mot de passe actuel'), 'wrong password');
    await user.type(within(form).getByLabelText('Nouveau mot de passe'), 'a brand new password');
    expect(within(form).getByLabelText('Déconnecter les autres appareils')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Changer de mot de passe' }));
    expect(await within(form).findByText('Mot de passe incorrect')).toBeTruthy();
  });

  it('renders SessionsList in French, with relative dates in the locale', async () => {
    await renderWithAuth(async ({ client, server }) => {
      await client.signUp.email(existingUser);
      await otherDevice(server).signIn.email(existingUser);
      return inFrench(client, <SessionsList />);
    });
    const list = await screen.findByRole('list', { name: 'Sessions actives' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const current = rows.find((row) => row.getAttribute('aria-current') === 'true')!;
    expect(current.textContent).toContain('Cet appareil');
    // Signed in a moment ago; the session lasts 7 days (Intl.RelativeTimeFormat, fr-FR).
    const times = [...current.querySelectorAll('time')].map((time) => time.textContent);
    expect(times[0]).toMatch(/^(maintenant|il y a \d+\s+secondes?)$/);
    expect(times[1]).toMatch(/^(la semaine prochaine|dans 7\s+jours)$/);
    expect(
      within(rows.find((row) => row !== current)!).getByRole('button', { name: 'Révoquer' }),
    ).toBeTruthy();
  });

  it('renders MembersTable in French', async () => {
    await renderWithAuth(
      async ({ client }) => {
        await client.organization.create({ name: 'Acme', slug: 'acme' });
        return inFrench(client, <MembersTable />);
      },
      {
        signedIn: true,
        server: { plugins: [organization({ requireEmailVerificationOnInvitation: false })] },
      },
    );
    const table = await screen.findByRole('table', { name: 'Membres' });
    for (const name of ['Nom', 'E-mail', 'Rôle'])
      expect(within(table).getByRole('columnheader', { name })).toBeTruthy();
    expect(within(table).getByText('Vous')).toBeTruthy();
  });

  it('shows TwoFactorChallenge in French after a French sign-in', async () => {
    const sent: SentOtps = { codes: [] };
    const { user, client } = await renderWithAuth(
      async ({ client }) => inFrench(client, <SignInForm />),
      { ...twoFactorServer(sent), signedIn: true },
    );
    await enableTwoFactor(client);
    const form = await screen.findByRole('form', { name: 'Connexion' });
    await user.type(within(form).getByLabelText('E-mail'), existingUser.email);
    await user.type(within(form).getByLabelText('Mot de passe'), existingUser.password);
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    const challenge = await screen.findByRole('form', { name: 'Authentification à deux facteurs' });
    await user.type(within(challenge).getByLabelText('Code'), '000000');
    await user.click(within(challenge).getByRole('button', { name: 'Vérifier' }));
    expect(
      await within(challenge).findByText('Ce code n’a pas fonctionné. Vérifiez-le et réessayez.'),
    ).toBeTruthy();
    expect(
      within(challenge).getByRole('button', { name: 'Utiliser un code de secours' }),
    ).toBeTruthy();
  });
});

describe('socialErrorMessage', () => {
  it('explains a callback code in the given dictionary, unknown codes with its general sentence', () => {
    expect(socialErrorMessage('access_denied', fr)).toBe(
      'La connexion a été annulée chez le fournisseur.',
    );
    expect(socialErrorMessage('Domain_not_allowed', fr)).toBe(fr.socialErrors.unknown);
    expect(socialErrorMessage('access_denied')).toBe('The sign-in was cancelled at the provider.');
  });
});
