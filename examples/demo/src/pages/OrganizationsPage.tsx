import {
  CreateOrganizationForm,
  OrganizationProfile,
  useActiveOrganization,
} from '@portcullis/react';
import { Section } from '../components/Section.js';

/**
 * `/organizations`: for the active organization, the kit's `OrganizationProfile` — settings,
 * members, invitations, teams and leaving, each action shown only to roles allowed it; without
 * one, an introduction. Below, a form to create another organization.
 */
export function OrganizationsPage() {
  const { data: organization } = useActiveOrganization();
  return (
    <div className="stack">
      {organization ? (
        <OrganizationProfile className="card" inviteRoles={['member', 'admin']} />
      ) : (
        <section className="card" aria-labelledby="organizations-title">
          <header className="card-header card-header-only">
            <h1 id="organizations-title">Organizations</h1>
            <p className="muted">
              Work together: create an organization, or accept an invitation to one.
            </p>
          </header>
        </section>
      )}
      <Section title="New organization" description="You become its owner; it becomes active.">
        <CreateOrganizationForm />
      </Section>
    </div>
  );
}
