import { createAuthClient } from '@portcullis/core/client';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organization } from '../../../core/src/plugins/organization/index.js';
import type { TestServer } from '../../../core/test/kit/test-server.js';
import {
  cleanupAuth,
  otherDevice,
  renderWithAuth,
  type TestAuthClient,
} from '../../test/kit/test-utils.js';
import { PortcullisProvider } from '../PortcullisProvider.js';
import { useActiveOrganization } from '../useOrganization.js';
import { AcceptInvitation } from './AcceptInvitation.js';
import { CreateOrganizationForm } from './CreateOrganizationForm.js';
import { InvitationsList } from './InvitationsList.js';
import { InviteMemberForm } from './InviteMemberForm.js';
import { MembersTable } from './MembersTable.js';
import { OrganizationSettings } from './OrganizationSettings.js';
import { OrganizationSwitcher } from './OrganizationSwitcher.js';
import { TeamsPanel } from './TeamsPanel.js';

afterEach(cleanupAuth);

const withOrganizations = (teams = true) => ({
  signedIn: true,
  server: {
    plugins: [
      organization({ teams: { enabled: teams }, requireEmailVerificationOnInvitation: false }),
    ],
  },
});

const bob = { name: 'Bob', email: 'bob@example.com', password: 'difference engine' };

/** Bob, signed in on another device of the same server. */
async function signUpBob(server: TestServer): Promise<TestAuthClient> {
  const client = otherDevice(server);
  await client.signUp.email(bob);
  return client;
}

/** Alice's organization "Acme", active, with Bob as a plain member. */
async function acmeWithBob(server: TestServer, client: TestAuthClient) {
  await client.organization.create({ name: 'Acme', slug: 'acme' });
  const bobClient = await signUpBob(server);
  const { data } = await client.organization.inviteMember({ email: bob.email, role: 'member' });
  await bobClient.organization.acceptInvitation({ invitationId: data!.id });
  return bobClient;
}

function ActiveName() {
  return <p>{useActiveOrganization().data?.name}</p>;
}

describe('without organizationClient()', () => {
  it('the components and hooks say which client plugin is missing', () => {
    // React logs the error it rethrows; keep the test output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createAuthClient({ baseURL: 'http://localhost:3000', fetch: vi.fn() });
    const cases = [
      [<MembersTable key="m" />, 'MembersTable'],
      [<CreateOrganizationForm key="c" />, 'CreateOrganizationForm'],
      [<ActiveName key="a" />, 'useActiveOrganization'],
    ] as const;
    for (const [element, name] of cases) {
      expect(() =>
        render(<PortcullisProvider client={client}>{element}</PortcullisProvider>),
      ).toThrow(`${name} requires organizationClient() in createAuthClient({ plugins })`);
    }
    consoleError.mockRestore();
  });
});

describe('CreateOrganizationForm and OrganizationSwitcher', () => {
  it('derives the slug, flags a taken one beside the field, creates and switches', async () => {
    const { user, client } = await renderWithAuth(async ({ client }) => {
      await client.organization.create({
        name: 'Taken',
        slug: 'acme',
        keepCurrentActiveOrganization: true,
      });
      return (
        <>
          <OrganizationSwitcher />
          <CreateOrganizationForm slugCheckDelayMs={0} />
        </>
      );
    }, withOrganizations());
    expect(screen.getByRole('form', { name: 'Create an organization' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Organization name' }), 'Acme');
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    expect(slug).toHaveProperty('value', 'acme');
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This slug is already taken')).toBeTruthy();

    await user.clear(slug);
    await user.type(slug, 'acme-rockets');
    await user.type(screen.getByRole('textbox', { name: 'Organization name' }), ' Rockets');
    expect(slug).toHaveProperty('value', 'acme-rockets'); // edited: no longer follows the name
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Create organization' }));

    const switcher = screen.getByRole('combobox', { name: 'Organization' });
    await waitFor(() =>
      expect(within(switcher).getByRole('option', { name: 'Acme Rockets' })).toBeTruthy(),
    );
    const created = (await client.organization.list()).data!.find((o) => o.slug === 'acme-rockets');
    await waitFor(() => expect(switcher).toHaveProperty('value', created!.id));

    await user.selectOptions(switcher, 'Personal account');
    await waitFor(async () =>
      expect((await client.getSession()).data?.session).toMatchObject({
        activeOrganizationId: null,
      }),
    );
    await user.selectOptions(switcher, 'Taken');
    await waitFor(() => expect(switcher).toHaveProperty('value', expect.stringMatching(/.+/)));
  });
});

describe('OrganizationSettings', () => {
  it('renames the organization, then deletes it after a confirmation', async () => {
    const { user } = await renderWithAuth(async ({ client }) => {
      await client.organization.create({ name: 'Acme', slug: 'acme' });
      return <OrganizationSettings />;
    }, withOrganizations());
    const name = await screen.findByRole('textbox', { name: 'Organization name' });
    await user.clear(name);
    await user.type(name, 'Acme Corp');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('status')).textContent).toBe('Organization updated.');

    // The confirmation takes focus (on Cancel, the safe choice) and gives it back on cancel.
    await user.click(screen.getByRole('button', { name: 'Delete organization' }));
    expect(screen.getByRole('group', { name: /Delete Acme Corp\?/ })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Delete organization' }),
    );
    // Escape cancels too, back onto the opener.
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /Delete Acme Corp\?/ })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Delete organization' }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete organization' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No organization is active.')).toBeTruthy();
  });

  it('hides the form and deletion from a member without the permission', async () => {
    await renderWithAuth(async ({ server, client }) => {
      await acmeWithBob(server, client);
      // Render as Bob: sign him in on the rendered client, Acme active.
      await client.signOut();
      await client.signIn.email(bob);
      await client.organization.setActive({ organizationSlug: 'acme' });
      return <OrganizationSettings />;
    }, withOrganizations());
    expect(await screen.findByText('acme')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete organization' })).toBeNull();
  });
});

describe('MembersTable, InviteMemberForm, InvitationsList', () => {
  it('invites, lists and cancels invitations', async () => {
    const { user } = await renderWithAuth(async ({ client }) => {
      await client.organization.create({ name: 'Acme', slug: 'acme' });
      return (
        <>
          <InviteMemberForm />
          <InvitationsList />
        </>
      );
    }, withOrganizations());
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'Carol@Example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Invitation sent to carol@example.com.',
    );
    const list = await screen.findByRole('list', { name: 'Pending invitations' });
    // The address is split into pieces that wrap only at its '@' and dots (EmailAddress).
    expect(list.querySelector('.portcullis-email')?.textContent).toBe('carol@example.com');
    expect(within(list).getByText('Admin')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'carol@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('User is already invited to this organization')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByText('No pending invitations.')).toBeTruthy();
  });

  it('pages through members, changes a role and removes a member', async () => {
    const { user } = await renderWithAuth(async ({ server, client }) => {
      await acmeWithBob(server, client);
      return <MembersTable pageSize={1} />;
    }, withOrganizations());
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(within(table).getByText('Alice')).toBeTruthy();
    expect(within(table).getByText('You')).toBeTruthy();
    expect(screen.getByText('1–1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(table).getByText('Bob')).toBeTruthy());

    const role = screen.getByRole('combobox', { name: 'Role of Bob' });
    await user.selectOptions(role, 'Admin');
    await waitFor(() => expect(role).toHaveProperty('value', 'admin'));
    // The change is announced politely once the server took it.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Role updated: Bob is now Admin.'),
    );

    await user.click(screen.getByRole('button', { name: 'Remove Bob' }));
    await waitFor(() => expect(screen.queryByText('Bob')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

describe('AcceptInvitation', () => {
  it('shows the organization and inviter, and accepts', async () => {
    const { user } = await renderWithAuth(async ({ server }) => {
      // Alice (the rendered client) is invited by Bob.
      const bobClient = await signUpBob(server);
      await bobClient.organization.create({ name: 'Bobco', slug: 'bobco' });
      const { data } = await bobClient.organization.inviteMember({
        email: 'alice@example.com',
        role: 'admin',
      });
      return (
        <>
          <AcceptInvitation invitationId={data!.id} />
          <OrganizationSwitcher />
        </>
      );
    }, withOrganizations());
    expect(await screen.findByRole('heading', { name: 'Join Bobco' })).toBeTruthy();
    expect(screen.getByText('bob@example.com invited you to join Bobco as Admin.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('status')).textContent).toBe('You joined Bobco.');
    const switcher = screen.getByRole('combobox', { name: 'Organization' });
    await waitFor(() =>
      expect(within(switcher).getByRole('option', { name: 'Bobco' })).toBeTruthy(),
    );
    await waitFor(() => expect(switcher).not.toHaveProperty('value', ''));
  });

  it('announces an unknown invitation', async () => {
    await renderWithAuth(<AcceptInvitation invitationId="nope" />, withOrganizations());
    // The server's words, Better Auth's: get-invitation says 'Invitation not found!'.
    expect((await screen.findByRole('alert')).textContent).toBe('Invitation not found!');
  });
});

describe('TeamsPanel', () => {
  it('creates and removes teams', async () => {
    const { user } = await renderWithAuth(async ({ client }) => {
      await client.organization.create({ name: 'Acme', slug: 'acme' });
      return <TeamsPanel />;
    }, withOrganizations());
    const list = await screen.findByRole('list', { name: 'Teams' });
    expect(within(list).getByText('Acme')).toBeTruthy(); // the default team
    await user.type(screen.getByRole('textbox', { name: 'Team name' }), 'Design');
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(within(list).getByText('Design')).toBeTruthy());
    const [, design] = within(list).getAllByRole('button', { name: 'Remove team' });
    await user.click(design!);
    await waitFor(() => expect(within(list).queryByText('Design')).toBeNull());
  });

  it('adds a member to a team, announcing it', async () => {
    const { user, client } = await renderWithAuth(async ({ server, client }) => {
      await acmeWithBob(server, client);
      await client.organization.createTeam({ name: 'Design' });
      return <TeamsPanel />;
    }, withOrganizations());
    const picker = await screen.findByRole('combobox', { name: 'Member to add to Design' });
    const form = screen.getByRole('form', { name: 'Member to add to Design' });
    await user.selectOptions(picker, 'Bob');
    await user.click(within(form).getByRole('button', { name: 'Add to team' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Bob added to Design.'),
    );
    const { data } = await client.organization.listMembers({});
    const teams = await client.organization.listTeams({});
    const design = teams.data?.find((team) => team.name === 'Design');
    const bob = data?.members.find((member) => member.user.name === 'Bob');
    expect(bob?.teamId).toBe(design?.id);
    // Bob is in Design now: its picker no longer offers him.
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'Member to add to Design' })).queryByText(
          'Bob',
        ),
      ).toBeNull(),
    );
  });

  it('renders nothing when the server has teams off', async () => {
    const { container } = await renderWithAuth(async ({ client }) => {
      await client.organization.create({ name: 'Acme', slug: 'acme' });
      return <TeamsPanel />;
    }, withOrganizations(false));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
