import { adminDefaultStatements, createAccessControl } from '@portcullis/core';
import { createAuthClient } from '@portcullis/core/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin } from '../../../core/src/plugins/admin/index.js';
import { organization } from '../../../core/src/plugins/organization/index.js';
import { createTestServer, TEST_ORIGIN } from '../../../core/test/kit/test-server.js';
import { setRole } from '../../test/kit/admin-kit.js';
import {
  cleanupAuth,
  existingUser,
  keepSetCookie,
  renderWithAuth,
} from '../../test/kit/test-utils.js';
import { PortcullisProvider } from '../PortcullisProvider.js';
import { Protect } from './Protect.js';
import { currentReturnPath, RedirectToSignIn, withReturnPath } from './RedirectToSignIn.js';
import { SignedIn, SignedOut } from './SignedIn.js';

afterEach(cleanupAuth);

const withPlugins = { server: { plugins: [admin(), organization()] } };

/** The text of the page's `main`, to compare what the gates show. */
const shown = () => screen.getByRole('main').textContent;

describe('SignedIn and SignedOut', () => {
  it('show nothing (or the fallback) while loading, then follow sign-in and sign-out', async () => {
    const { client } = await renderWithAuth(
      <main>
        <SignedIn fallback="[loading in]">[in]</SignedIn>
        <SignedOut fallback="[loading out]">[out]</SignedOut>
        <SignedIn>[plain in]</SignedIn>
      </main>,
    );
    // The first render happens before the session has loaded.
    expect(shown()).toBe('[loading in][loading out]');
    await waitFor(() => expect(shown()).toBe('[out]'));
    await act(() => client.signUp.email(existingUser));
    await waitFor(() => expect(shown()).toBe('[in][plain in]'));
    await act(() => client.signOut());
    await waitFor(() => expect(shown()).toBe('[out]'));
  });
});

describe('Protect', () => {
  it('shows children to a signed-in user with the role (comma-separated roles, any of a list)', async () => {
    const { client, server } = await renderWithAuth(
      <main>
        <Protect fallback="[wait]">[any]</Protect>
        <Protect userRole="admin" fallback="[no admin]">
          [admin]
        </Protect>
        <Protect userRole={['owner', 'support']}>[support]</Protect>
      </main>,
      withPlugins,
    );
    await waitFor(() => expect(shown()).toBe('[wait][no admin]'));
    await act(() => client.signUp.email(existingUser));
    await waitFor(() => expect(shown()).toBe('[any][no admin]'));
    await setRole(server, existingUser.email, 'support,admin');
    await act(() => client.$store.refetch());
    await waitFor(() => expect(shown()).toBe('[any][admin][support]'));
  });

  it('keeps role as a deprecated alias of userRole; given both, both must pass', async () => {
    const { client, server } = await renderWithAuth(
      <main>
        {/* biome-ignore lint/a11y/useValidAriaRole: the deprecated alias, tested on purpose. */}
        <Protect role="admin">[alias]</Protect>
        {/* biome-ignore lint/a11y/useValidAriaRole: the deprecated alias, tested on purpose. */}
        <Protect role="admin" userRole="owner">
          [both]
        </Protect>
      </main>,
      withPlugins,
    );
    await act(() => client.signUp.email(existingUser));
    await setRole(server, existingUser.email, 'admin');
    await act(() => client.$store.refetch());
    await waitFor(() => expect(shown()).toBe('[alias]'));
    await setRole(server, existingUser.email, 'admin,owner');
    await act(() => client.$store.refetch());
    await waitFor(() => expect(shown()).toBe('[alias][both]'));
  });

  it('asks the server for a user-level permission, or checks the given roles in the browser', async () => {
    const ac = createAccessControl(adminDefaultStatements);
    const roles = { admin: ac.newRole(adminDefaultStatements), user: ac.newRole({}) };
    const asked = vi.fn();
    const { client, server } = await renderWithAuth(
      <main>
        <Protect permission={{ user: ['ban'] }} fallback="[server: no]">
          [server: yes]
        </Protect>
        <Protect permission={{ user: ['ban'] }} roles={roles} fallback="[browser: no]">
          [browser: yes]
        </Protect>
      </main>,
      {
        ...withPlugins,
        wrapFetch: (fetch) => async (input, init) => {
          if (String(input).endsWith('/admin/has-permission')) asked();
          return fetch(input, init);
        },
      },
    );
    await act(() => client.signUp.email(existingUser));
    await waitFor(() => expect(shown()).toBe('[server: no][browser: no]'));
    expect(asked).toHaveBeenCalledTimes(1);
    await setRole(server, existingUser.email, 'admin');
    await act(() => client.$store.refetch());
    await waitFor(() => expect(shown()).toBe('[server: yes][browser: yes]'));
  });

  it('checks the role and permissions in the active organization, and hides while loading', async () => {
    const { client, server } = await renderWithAuth(async ({ client }) => {
      await client.signUp.email(existingUser);
      await client.organization.create({ name: 'Acme', slug: 'acme' });
      return (
        <main>
          <Protect organizationRole="owner" fallback="[not owner]">
            [owner]
          </Protect>
          <Protect organizationPermission={{ member: ['delete'] }} fallback="[cannot delete]">
            [can delete]
          </Protect>
          <Protect
            condition={({ user, activeMember }) =>
              user.email === existingUser.email && activeMember?.role === 'owner'
            }
            fallback="[condition: no]"
          >
            [condition: yes]
          </Protect>
        </main>
      );
    }, withPlugins);
    await waitFor(() => expect(shown()).toBe('[owner][can delete][condition: yes]'));
    // Demoted by the database (as an operator would): the reloaded member row follows.
    await server.auth.$context.adapter.update({
      model: 'member',
      where: [{ field: 'role', value: 'owner' }],
      update: { role: 'member' },
    });
    await act(() => client.organization.setActive({ organizationSlug: 'acme' }));
    await act(() => client.$store.refetch());
    const { cacheOf } = await import('../organization/use-organization-query.js');
    await act(() => cacheOf(client).invalidate());
    await waitFor(() => expect(shown()).toBe('[not owner][cannot delete][condition: no]'));
    await act(() => client.organization.setActive({ organizationId: null }));
    await act(() => cacheOf(client).invalidate());
    await waitFor(() => expect(shown()).toBe('[not owner][cannot delete][condition: no]'));
  });

  it('needs adminClient() for a server permission check, and says so', async () => {
    keepSetCookie();
    const server = await createTestServer({ plugins: [admin()] });
    const client = createAuthClient({ baseURL: TEST_ORIGIN, fetch: server.fetch });
    await client.signUp.email(existingUser);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PortcullisProvider client={client}>
        <Caught>
          <Protect permission={{ user: ['ban'] }}>x</Protect>
        </Caught>
      </PortcullisProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Protect requires adminClient\(\)/,
    );
  });
});

/** Shows the error its children threw. */
class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('RedirectToSignIn', () => {
  it('builds a same-origin return path: never a protocol-relative URL', () => {
    expect(currentReturnPath({ pathname: '/account', search: '?tab=1', hash: '#x' })).toBe(
      '/account?tab=1#x',
    );
    expect(currentReturnPath({ pathname: '//evil.example/x', search: '', hash: '' })).toBe(
      '/evil.example/x',
    );
    expect(currentReturnPath({ pathname: '/\\evil.example', search: '', hash: '' })).toBe(
      '/evil.example',
    );
    expect(withReturnPath('/sign-in', '/a?b=1')).toBe(
      '/sign-in?redirectTo=%2Fa%3Fb%3D1&callbackURL=%2Fa%3Fb%3D1',
    );
    expect(withReturnPath('/login?x=1#top', '/a')).toBe(
      '/login?x=1&redirectTo=%2Fa&callbackURL=%2Fa#top',
    );
  });

  it('navigates once when signed out, with the current path; not while signed in', async () => {
    window.history.replaceState(null, '', '/billing?plan=pro');
    const navigate = vi.fn();
    const { client } = await renderWithAuth(<RedirectToSignIn navigate={navigate} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate).toHaveBeenCalledWith(
      '/sign-in?redirectTo=%2Fbilling%3Fplan%3Dpro&callbackURL=%2Fbilling%3Fplan%3Dpro',
    );
    await act(() => client.$store.refetch());
    expect(navigate).toHaveBeenCalledTimes(1);

    const signedIn = vi.fn();
    cleanupAuth();
    await renderWithAuth(
      <>
        <SignedIn>signed in</SignedIn>
        <RedirectToSignIn navigate={signedIn} />
      </>,
      { signedIn: true },
    );
    await screen.findByText('signed in');
    expect(signedIn).not.toHaveBeenCalled();
  });
});
