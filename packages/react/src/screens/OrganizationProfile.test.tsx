import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { organization } from '../../../core/src/plugins/organization/index.js';
import {
  cleanupAuth,
  otherDevice,
  renderWithAuth,
  SessionStatus,
  type TestAuthClient,
} from '../../test/kit/test-utils.js';
import { OrganizationProfile } from './OrganizationProfile.js';
import { sectionLinks as links } from './profile-test-utils.js';

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

/** Alice's organization "Acme", active, with Bob as a plain member. */
async function acmeWithBob(
  server: Parameters<typeof otherDevice>[0],
  client: TestAuthClient,
): Promise<void> {
  await client.organization.create({ name: 'Acme', slug: 'acme' });
  const bobClient = otherDevice(server);
  await bobClient.signUp.email(bob);
  const { data } = await client.organization.inviteMember({ email: bob.email, role: 'member' });
  await bobClient.organization.acceptInvitation({ invitationId: data!.id });
}

const sectionLinks = () => links('Organization sections');

describe('OrganizationProfile', () => {
  it('renders nothing without an active organization', async () => {
    await renderWithAuth(
      <>
        <SessionStatus />
        <OrganizationProfile />
      </>,
      withOrganizations(),
    );
    await screen.findByText('Signed in as alice@example.com');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows an owner every section and every action', async () => {
    await renderWithAuth(async ({ server, client }) => {
      await acmeWithBob(server, client);
      return <OrganizationProfile inviteRoles={['member', 'admin']} />;
    }, withOrganizations());
    expect(await screen.findByRole('heading', { name: 'Acme', level: 1 })).toBeTruthy();
    expect(screen.getByText('Organization · acme')).toBeTruthy();
    await waitFor(() =>
      expect(sectionLinks()).toEqual(['General', 'Members', 'Invitations', 'Teams', 'Danger zone']),
    );
    for (const name of ['General', 'Members', 'Invitations', 'Teams', 'Danger zone']) {
      const heading = screen.getByRole('heading', { name, level: 2 });
      expect(heading.id).toMatch(/^organization-/);
    }
    const general = screen.getByRole('region', { name: 'General' });
    expect(await within(general).findByRole('button', { name: 'Save changes' })).toBeTruthy();
    // Deletion lives in the danger zone, not beside the settings form.
    expect(within(general).queryByRole('button', { name: 'Delete organization' })).toBeNull();
    // The section (first), not the table's scrolling region of the same name inside it.
    const members = screen.getAllByRole('region', { name: 'Members' })[0]!;
    expect(await within(members).findByRole('combobox', { name: 'Role of Bob' })).toBeTruthy();
    expect(await within(members).findByRole('button', { name: 'Remove Bob' })).toBeTruthy();
    const invitations = screen.getByRole('region', { name: 'Invitations' });
    const invite = await within(invitations).findByRole('button', { name: 'Send invitation' });
    expect(invite).toBeTruthy();
    const role = within(invitations).getByRole('combobox', { name: 'Role' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Member', 'Admin']);
    const teams = screen.getByRole('region', { name: 'Teams' });
    expect(await within(teams).findByRole('button', { name: 'Create team' })).toBeTruthy();
    const danger = screen.getByRole('region', { name: 'Danger zone' });
    expect(within(danger).getByRole('button', { name: 'Leave organization' })).toBeTruthy();
    expect(within(danger).getByRole('button', { name: 'Delete organization' })).toBeTruthy();
  });

  it('searches members on the server, pages the matches, and says when none match', async () => {
    const { user } = await renderWithAuth(async ({ server, client }) => {
      await acmeWithBob(server, client);
      const carolClient = otherDevice(server);
      const carol = { name: 'Carol', email: 'carol@example.com', password: 'analytical engine' };
      await carolClient.signUp.email(carol);
      const { data } = await client.organization.inviteMember({
        email: carol.email,
        role: 'member',
      });
      await carolClient.organization.acceptInvitation({ invitationId: data!.id });
      return <OrganizationProfile pageSize={1} />;
    }, withOrganizations());
    const members = await screen.findByRole('region', { name: 'Members' });
    const rows = () =>
      within(members)
        .queryAllByRole('rowheader')
        .map((cell) => cell.textContent);
    await waitFor(() => expect(rows()).toEqual(['AliceYou']));
    expect(within(members).getByText('1–1 of 3')).toBeTruthy();
    const search = within(members).getByRole('searchbox', { name: 'Search members' });
    await user.type(search, 'CAROL');
    await waitFor(() => expect(rows()).toEqual(['Carol']));
    expect(await within(members).findByText('Members found: 1')).toBeTruthy();
    // One match: no pagination.
    expect(within(members).queryByRole('navigation', { name: 'Members pages' })).toBeNull();

    await user.clear(search);
    await user.type(search, 'example.COM');
    await waitFor(() => expect(within(members).getByText('Members found: 3')).toBeTruthy());
    const pages = within(members).getByRole('navigation', { name: 'Members pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toEqual(['Bob']));
    expect(within(members).getByText('2–2 of 3')).toBeTruthy();
    // A new search starts from its first page (offset 1 would find nothing).
    await user.clear(search);
    await user.type(search, 'carol');
    await waitFor(() => expect(rows()).toEqual(['Carol']));

    await user.type(search, 'zzz');
    expect(await within(members).findByText('No members match “carolzzz”.')).toBeTruthy();
    expect(within(members).queryByRole('table')).toBeNull();
    expect(within(members).getByText('Members found: 0')).toBeTruthy();
  });

  it('deletes the organization once its slug is typed; the active organization is cleared', async () => {
    const deleted: string[] = [];
    const { user, client } = await renderWithAuth(async ({ client }) => {
      await client.organization.create({ name: 'Acme Corp', slug: 'acme' });
      return (
        <>
          <SessionStatus />
          <OrganizationProfile onDeleted={(o) => deleted.push(o.slug)} />
        </>
      );
    }, withOrganizations());
    const danger = await screen.findByRole('region', { name: 'Danger zone' });
    const opener = await within(danger).findByRole('button', { name: 'Delete organization' });
    await user.click(opener);
    const group = within(danger).getByRole('group', { name: /Delete Acme Corp\?/ });
    const typed = within(group).getByRole('textbox', { name: 'Type “acme” to confirm' });
    expect(document.activeElement).toBe(typed);
    const confirm = within(group).getByRole('button', { name: 'Delete organization' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(typed, 'acm');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    // Escape closes it and gives focus back to the opener; reopening starts empty.
    await user.keyboard('{Escape}');
    expect(within(danger).queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(
      within(danger).getByRole('button', { name: 'Delete organization' }),
    );
    await user.keyboard('{Enter}');
    const field = within(danger).getByRole('textbox', { name: 'Type “acme” to confirm' });
    expect((field as HTMLInputElement).value).toBe('');
    await user.type(field, ' ACME ');
    const unlocked = within(danger).getByRole('button', { name: 'Delete organization' });
    expect((unlocked as HTMLButtonElement).disabled).toBe(false);
    await user.click(unlocked);
    await waitFor(() => expect(deleted).toEqual(['acme']));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Acme Corp' })).toBeNull());
    expect((await client.organization.list()).data).toEqual([]);
    const session = await client.getSession();
    expect(session.data?.session).toMatchObject({ activeOrganizationId: null });
  });

  it('accepts the organization name too, and offers deletion only with organization:delete', async () => {
    const { user } = await renderWithAuth(async ({ server, client }) => {
      await acmeWithBob(server, client);
      return <OrganizationProfile />;
    }, withOrganizations());
    const danger = await screen.findByRole('region', { name: 'Danger zone' });
    await user.click(await within(danger).findByRole('button', { name: 'Delete organization' }));
    await user.type(within(danger).getByRole('textbox'), 'acme ');
    expect(
      (within(danger).getByRole('button', { name: 'Delete organization' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });

  it('hides from a plain member every action their role lacks', async () => {
    await renderWithAuth(async ({ server, client }) => {
      await acmeWithBob(server, client);
      // Render as Bob: sign him in on the rendered client, Acme active.
      await client.signOut();
      await client.signIn.email(bob);
      await client.organization.setActive({ organizationSlug: 'acme' });
      return <OrganizationProfile />;
    }, withOrganizations());
    expect(await screen.findByRole('heading', { name: 'Acme', level: 1 })).toBeTruthy();
    // The section (first), not the table's scrolling region of the same name inside it.
    const members = screen.getAllByRole('region', { name: 'Members' })[0]!;
    expect(await within(members).findByRole('rowheader', { name: /Alice/ })).toBeTruthy();
    const general = screen.getByRole('region', { name: 'General' });
    expect(await within(general).findByText('acme')).toBeTruthy();
    await waitFor(() => expect(sectionLinks()).toContain('Teams'));
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete organization' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Role of Alice' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create team' })).toBeNull();
    // Leaving needs no permission.
    expect(screen.getByRole('button', { name: 'Leave organization' })).toBeTruthy();
  });

  it('lets a member leave after confirming; Cancel and Escape return focus to the opener', async () => {
    const left: string[] = [];
    const { user, client } = await renderWithAuth(async ({ server, client }) => {
      await acmeWithBob(server, client);
      await client.signOut();
      await client.signIn.email(bob);
      await client.organization.setActive({ organizationSlug: 'acme' });
      return <OrganizationProfile onLeft={(o) => left.push(o.name)} />;
    }, withOrganizations());
    const open = await screen.findByRole('button', { name: 'Leave organization' });
    await user.click(open);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    expect(screen.getByRole('group', { name: /Leave Acme\?/ })).toBeTruthy();
    await user.keyboard('{Enter}');
    const reopened = screen.getByRole('button', { name: 'Leave organization' });
    expect(document.activeElement).toBe(reopened);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leave organization' }));

    await user.click(screen.getByRole('button', { name: 'Leave organization' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(left).toEqual(['Acme']));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Acme' })).toBeNull());
    expect((await client.organization.list()).data).toEqual([]);
  });

  it('announces the server refusing the only owner leaving', async () => {
    const { user } = await renderWithAuth(async ({ client }) => {
      await client.organization.create({ name: 'Acme', slug: 'acme' });
      return <OrganizationProfile />;
    }, withOrganizations());
    await user.click(await screen.findByRole('button', { name: 'Leave organization' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    const danger = screen.getByRole('region', { name: 'Danger zone' });
    expect(
      (await within(danger).findByRole('alert')).textContent?.includes(
        'You cannot leave the organization as the only owner',
      ),
    ).toBe(true);
  });

  it('leaves teams out when the server has them off, and narrows to the sections asked for', async () => {
    await renderWithAuth(async ({ client }) => {
      await client.organization.create({ name: 'Acme', slug: 'acme' });
      return (
        <>
          <OrganizationProfile idPrefix="one" />
          <OrganizationProfile idPrefix="two" sections={['danger', 'members']} />
        </>
      );
    }, withOrganizations(false));
    await screen.findAllByRole('heading', { name: 'Acme', level: 1 });
    const [all, narrowed] = screen.getAllByRole('navigation', { name: 'Organization sections' });
    // Wait for the teams probe (404: teams off) to settle.
    await waitFor(() => expect(within(all!).getAllByRole('link')).toHaveLength(4));
    expect(within(all!).queryByRole('link', { name: 'Teams' })).toBeNull();
    expect(
      within(narrowed!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Members', 'Danger zone']);
    expect(document.getElementById('two-members')?.textContent).toBe('Members');
  });
});
