/**
 * The gates and `UserButton` against Better Auth 1.2.7 itself (the contract), not Portcullis: the
 * Portcullis client in `PortcullisProvider`, talking to `betterAuth({ plugins: [admin(),
 * organization()] })`'s own handler on in-memory SQLite. `Protect` reads Better Auth's
 * `user.role`, asks its `/admin/has-permission`, `/organization/get-active-member` and
 * `/organization/has-permission`; `UserButton` switches organizations, stops an impersonation
 * and signs out through its routes.
 */
import { adminClient, createAuthClient, organizationClient } from '@portcullis/core/client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin, organization } from 'better-auth/plugins';
import { afterEach, describe, expect, it } from 'vitest';
import { BETTER_AUTH_ORIGIN, startBetterAuth } from '../../test/kit/better-auth-kit.js';
import { cleanupAuth, keepSetCookie, SessionStatus } from '../../test/kit/test-utils.js';
import { PortcullisProvider } from '../PortcullisProvider.js';
import { UserButton } from '../user-button/UserButton.js';
import { Protect } from './Protect.js';
import { SignedIn, SignedOut } from './SignedIn.js';

afterEach(cleanupAuth);

async function setup() {
  // Every user signs up an admin (Better Auth's defaultRole), so the test needs no database access.
  // `organization({})`, not `organization()`: Better Auth 1.2.7's /organization/has-permission
  // reads `options.roles` and answers 500 when the plugin was given no options at all.
  const fetch = await startBetterAuth([admin({ defaultRole: 'admin' }), organization({})]);
  keepSetCookie();
  const client = createAuthClient({
    baseURL: BETTER_AUTH_ORIGIN,
    fetch,
    plugins: [adminClient(), organizationClient()],
  });
  const { data } = await client.signUp.email({
    name: 'Alice',
    email: 'alice@example.com',
    password: 'correct-horse-battery',
  });
  if (!data) throw new Error('sign-up failed');
  return client;
}

describe('gates and UserButton against Better Auth 1.2.7', () => {
  it("Protect checks Better Auth's role, admin permission and organization member", async () => {
    const client = await setup();
    await client.organization.create({ name: 'Acme', slug: 'acme' });
    render(
      <PortcullisProvider client={client}>
        <main>
          <SignedIn>[in]</SignedIn>
          <SignedOut>[out]</SignedOut>
          {/* biome-ignore lint/a11y/useValidAriaRole: Protect's role is the user's, not an ARIA role. */}
          <Protect role="admin">[role]</Protect>
          <Protect permission={{ user: ['ban'] }}>[may ban]</Protect>
          <Protect permission={{ user: ['fly'] }}>[may fly]</Protect>
          <Protect organizationRole="owner">[owner]</Protect>
          <Protect organizationPermission={{ member: ['delete'] }}>[may remove]</Protect>
          <Protect organizationRole="member" fallback="[not a plain member]">
            [member]
          </Protect>
        </main>
      </PortcullisProvider>,
    );
    await waitFor(() =>
      expect(screen.getByRole('main').textContent).toBe(
        '[in][role][may ban][owner][may remove][not a plain member]',
      ),
    );
  });

  it('UserButton switches the organization, stops an impersonation and signs out', async () => {
    const client = await setup();
    const { data: acme } = await client.organization.create({ name: 'Acme', slug: 'acme' });
    expect(acme?.name).toBe('Acme');
    const { data: bob } = await client.admin.createUser({
      name: 'Bob',
      email: 'bob@example.com',
      password: 'correct-horse-battery',
    });
    const activeOrganization = () => {
      const session = client.$store.getSnapshot().data?.session;
      return (session as { activeOrganizationId?: string | null } | undefined)
        ?.activeOrganizationId;
    };
    const user = userEvent.setup();
    render(
      <PortcullisProvider client={client}>
        <SessionStatus />
        <UserButton />
      </PortcullisProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Alice' }));
    expect(activeOrganization()).toBe(acme?.id);
    await user.click(await screen.findByRole('menuitemradio', { name: 'Personal account' }));
    await waitFor(() => expect(activeOrganization()).toBeNull());

    await client.admin.impersonateUser({ userId: bob?.user.id ?? '' });
    await screen.findByText('Signed in as bob@example.com');
    await user.click(await screen.findByRole('button', { name: 'Bob' }));
    await user.click(screen.getByRole('menuitem', { name: 'Stop impersonating' }));
    await screen.findByText('Signed in as alice@example.com');

    await user.click(await screen.findByRole('button', { name: 'Alice' }));
    await user.keyboard('{End}{Enter}');
    await screen.findByText('Signed out');
    expect(screen.queryByRole('button', { name: 'Alice' })).toBeNull();
  });
});
