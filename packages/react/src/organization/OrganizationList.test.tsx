import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { organization } from '../../../core/src/plugins/organization/index.js';
import { cleanupAuth, renderWithAuth } from '../../test/kit/test-utils.js';
import { OrganizationList } from './OrganizationList.js';

afterEach(cleanupAuth);

const withOrganizations = { signedIn: true, server: { plugins: [organization()] } };

describe('OrganizationList', () => {
  it('lists the organizations with none active, and opens one', async () => {
    const opened: string[] = [];
    const { user, client } = await renderWithAuth(async ({ client }) => {
      await client.organization.create({ name: 'Acme', slug: 'acme' });
      await client.organization.create({ name: 'Globex', slug: 'globex' });
      // As in a new session: no active organization.
      await client.organization.setActive({ organizationId: null });
      return <OrganizationList onOpen={(id) => opened.push(id)} />;
    }, withOrganizations);
    const list = await screen.findByRole('list', { name: 'Your organizations' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Acme', 'Globex']);
    expect(within(list).queryByText('Active')).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'Open Globex' }));
    const globex = items[1]!;
    await waitFor(() => expect(within(globex).getByText('Active')).toBeTruthy());
    expect(globex.getAttribute('aria-current')).toBe('true');
    expect(within(globex).queryByRole('button')).toBeNull();
    expect(within(items[0]!).getByRole('button', { name: 'Open Acme' })).toBeTruthy();
    const session = client.$store.getSnapshot().data?.session as { activeOrganizationId?: string };
    expect(opened).toEqual([session.activeOrganizationId]);
  });

  it('says when the user has none', async () => {
    await renderWithAuth(<OrganizationList />, withOrganizations);
    expect(await screen.findByText('You are not a member of any organization yet.')).toBeTruthy();
  });
});
