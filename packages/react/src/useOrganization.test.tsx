import { renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { organization } from '../../core/src/plugins/organization/index.js';
import { cleanupAuth, renderWithAuth } from '../test/kit/test-utils.js';
import {
  useActiveMember,
  useActiveOrganization,
  useHasPermission,
  useListOrganizations,
} from './useOrganization.js';

afterEach(cleanupAuth);

const withOrganizations = {
  signedIn: true,
  server: { plugins: [organization()] },
};

/** What the organization hooks see, as text. */
function Summary() {
  const list = useListOrganizations();
  const active = useActiveOrganization();
  const member = useActiveMember();
  const canDelete = useHasPermission({ organization: ['delete'] });
  const canDance = useHasPermission({ dance: ['tango'] });
  if (list.isPending || active.isPending || member.isPending || canDelete.isPending) {
    return <output aria-label="Summary">loading</output>;
  }
  const text = [
    list.data?.map((org) => org.slug).join(',') ?? 'none',
    active.data?.name ?? 'personal',
    member.data?.role ?? 'no member',
    `delete:${canDelete.allowed}`,
    `dance:${canDance.allowed}:${canDance.reason}`,
  ].join(' | ');
  return (
    <>
      <output aria-label="Summary">{text}</output>
      <button type="button" onClick={() => void active.setActive(null)}>
        Personal
      </button>
    </>
  );
}

describe('organization hooks', () => {
  it('follow the active organization, the member row and permissions', async () => {
    const { user, client } = await renderWithAuth(async ({ client }) => {
      await client.organization.create({ name: 'Acme', slug: 'acme' });
      return <Summary />;
    }, withOrganizations);
    const summary = screen.getByLabelText('Summary');
    await waitFor(() =>
      expect(summary.textContent).toBe('acme | Acme | owner | delete:true | dance:false:null'),
    );
    await user.click(screen.getByRole('button', { name: 'Personal' }));
    await waitFor(() =>
      expect(summary.textContent).toMatch(/^acme \| personal \| no member \| delete:false/),
    );
    await client.organization.setActive({ organizationSlug: 'acme' });
    await waitFor(() => expect(summary.textContent).toMatch(/^acme \| Acme \| owner/));
  });

  it('throw an actionable error outside the provider', () => {
    expect(() => renderHook(() => useListOrganizations())).toThrow(
      'useListOrganizations must be used inside <PortcullisProvider client={...}>',
    );
  });
});
