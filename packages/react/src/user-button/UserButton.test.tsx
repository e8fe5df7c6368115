import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin } from '../../../core/src/plugins/admin/index.js';
import { organization } from '../../../core/src/plugins/organization/index.js';
import { setRole, signUpPeople } from '../../test/kit/admin-kit.js';
import {
  cleanupAuth,
  existingUser,
  renderWithAuth,
  SessionStatus,
} from '../../test/kit/test-utils.js';
import { avatarColour, initialsOf } from './avatar.js';
import { UserButton } from './UserButton.js';

afterEach(cleanupAuth);

const withPlugins = { signedIn: true, server: { plugins: [admin(), organization()] } };

const trigger = () => screen.findByRole('button', { name: existingUser.name });
const focused = () => document.activeElement?.textContent;

describe('UserButton', () => {
  it('renders nothing while signed out, then an avatar button named after the user', async () => {
    const { client } = await renderWithAuth(
      <>
        <SessionStatus />
        <UserButton accountHref="/account" />
      </>,
    );
    await screen.findByText('Signed out');
    expect(screen.queryByRole('button')).toBeNull();
    await act(() => client.signUp.email(existingUser));
    const button = await trigger();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Initials on a colour of the user's id; the name is the accessible name.
    expect(button.querySelector('[aria-hidden="true"]')?.textContent).toBe('A');
    const id = client.$store.getSnapshot().data?.user.id ?? '';
    expect(
      (button.querySelector('.portcullis-avatar') as HTMLElement).style.backgroundColor,
    ).not.toBe('');
    expect(avatarColour(id)).toBe(avatarColour(id));
    expect(avatarColour('user-a')).not.toBe(avatarColour('user-b'));
  });

  it('shows the picture with the name as alt text', async () => {
    const { client } = await renderWithAuth(<UserButton />, { signedIn: true });
    await act(async () => {
      await client.updateUser({ image: 'https://example.com/alice.png' });
    });
    const image = await screen.findByRole('img', { name: existingUser.name });
    expect(image.getAttribute('src')).toBe('https://example.com/alice.png');
  });

  it('opens with the keyboard, moves with the arrows and closes with Escape onto the button', async () => {
    const { user } = await renderWithAuth(<UserButton accountHref="/account" />, withPlugins);
    const button = await trigger();
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: existingUser.name });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getByText(existingUser.email)).toBeTruthy();
    expect(focused()).toBe('Manage account');
    expect(screen.getByRole('menuitem', { name: 'Manage account' }).getAttribute('href')).toBe(
      '/account',
    );
    await user.keyboard('{ArrowDown}');
    // The organization group: the personal account, checked (no organization is active).
    expect(focused()).toBe('Personal account');
    expect(document.activeElement?.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Sign out');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Manage account');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Sign out');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Manage account');
    await user.keyboard('{End}');
    expect(focused()).toBe('Sign out');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Sign out');
    await user.keyboard('{Escape}');
    await user.keyboard('{Enter}');
    expect(focused()).toBe('Manage account');
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(focused()).toBe('Manage account');
    // Tab leaves the menu, closing it.
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a click outside, and toggles on clicks of the button', async () => {
    const { user } = await renderWithAuth(
      <>
        <p>Outside</p>
        <UserButton />
      </>,
      { signedIn: true },
    );
    const button = await trigger();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    // Without accountHref or onManageAccount there is no "Manage account".
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Sign out']);
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(button);
    await user.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('calls onManageAccount from its button item, and signs out from the keyboard', async () => {
    const onManageAccount = vi.fn();
    const onSignOut = vi.fn();
    const { user, server } = await renderWithAuth(
      <>
        <SessionStatus />
        <UserButton onManageAccount={onManageAccount} onSignOut={onSignOut} />
      </>,
      { signedIn: true },
    );
    const button = await trigger();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onManageAccount).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Sign out');
    await user.keyboard('{Enter}');
    await screen.findByText('Signed out');
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(server.cookies.has('portcullis.session_token')).toBe(false);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('announces a failed sign-out and stays signed in', async () => {
    const { user } = await renderWithAuth(<UserButton />, {
      signedIn: true,
      wrapFetch: (fetch) => async (input, init) => {
        if (String(input).endsWith('/sign-out')) throw new TypeError('offline');
        return fetch(input, init);
      },
    });
    await user.click(await trigger());
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Network error');
    expect(screen.getByRole('button', { name: existingUser.name })).toBeTruthy();
  });

  it("switches the active organization from the menu's radio items", async () => {
    const onSwitchOrganization = vi.fn();
    const { user, client } = await renderWithAuth(
      async ({ client }) => {
        await client.signUp.email(existingUser);
        const { data } = await client.organization.create({ name: 'Acme', slug: 'acme' });
        await client.organization.create({
          name: 'Globex',
          slug: 'globex',
          keepCurrentActiveOrganization: true,
        });
        await client.$store.refetch();
        expect(data?.name).toBe('Acme');
        return <UserButton onSwitchOrganization={onSwitchOrganization} />;
      },
      { server: withPlugins.server },
    );
    await user.click(await trigger());
    const group = await screen.findByRole('group', { name: 'Organization' });
    await waitFor(() => expect(group.textContent).toBe('Personal accountAcmeGlobex'));
    const checked = () =>
      screen
        .getAllByRole('menuitemradio')
        .filter((item) => item.getAttribute('aria-checked') === 'true')
        .map((item) => item.textContent);
    expect(checked()).toEqual(['Acme']);
    await user.click(screen.getByRole('menuitemradio', { name: 'Globex' }));
    await waitFor(() => expect(onSwitchOrganization).toHaveBeenCalledOnce());
    const globex = (await client.organization.list()).data?.find((org) => org.slug === 'globex');
    expect(onSwitchOrganization).toHaveBeenCalledWith(globex?.id);
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(await trigger());
    await waitFor(() => expect(checked()).toEqual(['Globex']));
  });

  it('offers "Stop impersonating" during an impersonation, which brings the admin back', async () => {
    const onStopImpersonating = vi.fn();
    const { user, client } = await renderWithAuth(
      async ({ server, client }) => {
        const [targetId] = await signUpPeople(server, [
          { name: 'Bob', email: 'bob@example.com', password: 'correct horse' },
        ]);
        await client.signUp.email(existingUser);
        await setRole(server, existingUser.email, 'admin');
        await client.admin.impersonateUser({ userId: targetId ?? '' });
        return (
          <>
            <SessionStatus />
            <UserButton showOrganizations={false} onStopImpersonating={onStopImpersonating} />
          </>
        );
      },
      { server: withPlugins.server },
    );
    await screen.findByText('Signed in as bob@example.com');
    await user.click(await screen.findByRole('button', { name: 'Bob' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Stop impersonating',
      'Sign out',
    ]);
    await user.keyboard('{Enter}');
    await screen.findByText(`Signed in as ${existingUser.email}`);
    expect(onStopImpersonating).toHaveBeenCalledOnce();
    await user.click(await trigger());
    expect(screen.queryByRole('menuitem', { name: 'Stop impersonating' })).toBeNull();
    expect(client.$store.getSnapshot().data?.user.email).toBe(existingUser.email);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, else of the email', () => {
    expect(initialsOf('Ada Lovelace', 'ada@example.com')).toBe('AL');
    expect(initialsOf('  jean-luc picard ', 'x@example.com')).toBe('JP');
    expect(initialsOf('', 'grace.hopper@example.com')).toBe('GH');
    expect(initialsOf(null, 'zed@example.com')).toBe('Z');
    expect(initialsOf('émile zola', 'e@example.com')).toBe('ÉZ');
  });

  it('takes whole graphemes, never half a surrogate pair or a lone combining mark', () => {
    const wellFormed = (text: string) => !/\p{Cs}/u.test(text) && !/^\p{M}/u.test(text);
    const zoe = initialsOf('Zoë 🚀', 'zoe@example.com');
    expect(zoe).toBe('Z');
    expect(wellFormed(zoe)).toBe(true);
    // 'e' + U+0301 COMBINING ACUTE ACCENT: the accent stays on its letter.
    expect(initialsOf('e\u0301mile zola', 'e@example.com')).toBe('E\u0301Z');
    // Only emoji: the first one whole (a ZWJ sequence is one grapheme, never its first half).
    const coder = initialsOf('👩‍💻', 'dev@example.com');
    expect(coder).toBe('👩‍💻');
    expect(initialsOf('🇫🇷 🚀', 'x@example.com')).toBe('🇫🇷🚀');
    expect(initialsOf('Ana 🇫🇷', 'x@example.com')).toBe('A');
  });
});
