import { admin, organization } from '@portcullis/core';
import { screen, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithPasskeys } from '../../test/kit/passkey-kit.js';
import type { TestAuthClient } from '../../test/kit/test-utils.js';
import {
  cleanupAuth,
  existingUser,
  otherDevice,
  renderWithAuth,
} from '../../test/kit/test-utils.js';
import { enableTwoFactor, type SentOtps, twoFactorServer } from '../../test/kit/two-factor-kit.js';
import { SecurityActivity } from '../admin/SecurityActivity.js';
import { ChangePasswordForm } from '../forms/ChangePasswordForm.js';
import { SignInForm } from '../forms/SignInForm.js';
import { SignOutButton } from '../forms/SignOutButton.js';
import { en } from '../locales/en.js';
import { fr } from '../locales/fr.js';
import { MembersTable } from '../organization/MembersTable.js';
import { PortcullisProvider } from '../PortcullisProvider.js';
import { PasskeySignInButton } from '../passkeys/PasskeySignInButton.js';
import { OrganizationProfile } from '../screens/OrganizationProfile.js';
import { SignIn } from '../screens/SignIn.js';
import { SignUp } from '../screens/SignUp.js';
import { UserProfile } from '../screens/UserProfile.js';
import { SessionsList } from '../sessions/SessionsList.js';
import { socialErrorMessage } from '../social/social-error-message.js';
import { useRequiredClient } from '../useAuthClient.js';
import { UserButton } from '../user-button/UserButton.js';

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

/** Every string leaf of a dictionary, by its path (`signInForm.submit`). */
function stringLeaves(value: unknown, path = '', out = new Map<string, string>()) {
  if (typeof value === 'string') out.set(path, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      stringLeaves(inner, path ? `${path}.${key}` : key, out);
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts French changes, as whole-text matchers: `'Role of {name}'` matches
 * "Role of Bob". A text the same in both (`'Actions'`) is left out.
 */
const englishOnly = (() => {
  const french = stringLeaves(fr);
  const matchers: Array<{ path: string; pattern: RegExp }> = [];
  for (const [path, text] of stringLeaves(en)) {
    if (french.get(path) === text) continue;
    const pattern = text
      .split(/\{[a-zA-Z]+\}/)
      .map(escapeRegExp)
      .join('.+');
    matchers.push({ path, pattern: new RegExp(`^${pattern}$`) });
  }
  return matchers;
})();

/** The English texts of `englishOnly` on screen: text nodes and the attributes people hear. */
function englishOnScreen(root: HTMLElement = document.body): string[] {
  const seen: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) seen.push(text);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value) seen.push(value);
    }
  }
  return seen.flatMap((text) => {
    const hit = englishOnly.find((matcher) => matcher.pattern.test(text));
    return hit ? [`${hit.path}: "${text}"`] : [];
  });
}

/** Gives `children` a French provider around the test kit's client. */
function French({ children }: { children: ReactNode }) {
  const client = useRequiredClient('French');
  return (
    <PortcullisProvider client={client} localization={fr} locale="fr-FR">
      {children}
    </PortcullisProvider>
  );
}

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('no English under the French dictionary', () => {
  it('finds the English texts it looks for (the check itself can fail)', async () => {
    await renderWithAuth(<SignOutButton labels={{ signOut: en.signOutButton.signOut }} />);
    expect(englishOnScreen()).toEqual([expect.stringMatching(/signOut: "Sign out"$/)]);
  });

  it('SignIn, SignUp, SignOutButton and PasskeySignInButton', async () => {
    await renderWithPasskeys(
      <French>
        <SignIn />
        <SignUp />
        <SignOutButton />
        <PasskeySignInButton />
      </French>,
    );
    await screen.findByRole('form', { name: 'Connexion' });
    expect(screen.getAllByRole('button', { name: 'Se déconnecter' })).toHaveLength(1);
    expect(
      screen.getAllByRole('button', { name: 'Se connecter avec une clé d’accès' }).length,
    ).toBeGreaterThan(0);
    expect(englishOnScreen()).toEqual([]);
  });

  it('UserProfile, OrganizationProfile (search, delete confirmation), UserButton open, sessions and security activity', async () => {
    const { user } = await renderWithAuth(
      async ({ server, client }) => {
        await client.signUp.email(existingUser);
        await otherDevice(server, CHROME_ON_LINUX).signIn.email(existingUser);
        await client.signIn.email({ email: existingUser.email, password: 'wrong password' });
        await client.organization.create({ name: 'Acme', slug: 'acme' });
        await server.auth.$context.auditLog?.flush();
        return inFrench(
          client,
          <>
            <UserButton />
            <UserProfile activity={<SecurityActivity />} />
            <OrganizationProfile />
          </>,
        );
      },
      {
        server: {
          plugins: [organization({ requireEmailVerificationOnInvitation: false }), admin()],
          auditLog: { enabled: true },
        },
      },
    );
    await screen.findByRole('heading', { name: 'Acme', level: 1 });
    // The section, and inside it the table's scrolling region of the same name: the section.
    const members = screen.getAllByRole('region', { name: 'Membres' })[0]!;
    await within(members).findByRole('table', { name: 'Membres' });
    await screen.findByText('Chrome sur Linux');
    // The owner's role, by the dictionary's roles.
    expect(within(members).getByText('Propriétaire')).toBeTruthy();
    await screen.findByText('Échec de connexion');
    await user.type(
      within(members).getByRole('searchbox', { name: 'Rechercher des membres' }),
      'personne',
    );
    await within(members).findByText(/^Aucun membre ne correspond à .+personne/);
    const [, danger] = screen.getAllByRole('region', { name: 'Zone de danger' });
    await user.click(within(danger!).getByRole('button', { name: 'Supprimer l’organisation' }));
    expect(within(danger!).getByRole('textbox', { name: /^Saisissez/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: existingUser.name }));
    await screen.findByRole('menu');
    expect(englishOnScreen()).toEqual([]);
  });
});
