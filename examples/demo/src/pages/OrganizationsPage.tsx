import {
  CreateOrganizationForm,
  InvitationsList,
  InviteMemberForm,
  MembersTable,
  OrganizationSettings,
  TeamsPanel,
  useActiveOrganization,
} from '@portcullis/react';
import { Section } from '../components/Section.js';

/**
 * `/organizations`: switch between your organizations or create one; for the active one, its
 * settings, members, invitations and teams. What you may change follows your role there.
 */
export function OrganizationsPage() {
  const { data: organization } = useActiveOrganization();
  return (
    <div className="stack">
      <section className="card" aria-labelledby="organizations-title">
        <header className="card-header card-header-only">
          <h1 id="organizations-title">{organization ? organization.name : 'Organizations'}</h1>
          <p className="muted">
            {organization
              ? `Organization · ${organization.slug} · switch with the menu at the top`
              : 'Work together: create an organization, or accept an invitation to one.'}
          </p>
        </header>
      </section>
      {organization ? (
        <>
          <Section title="Members" description="Who belongs here, and with which role.">
            <MembersTable />
          </Section>
          <Section
            title="Invitations"
            description="Invite people by email; they accept from the link we send them."
          >
            <InviteMemberForm roles={['member', 'admin']} />
            <InvitationsList />
          </Section>
          <Section title="Teams" description="Group members inside the organization.">
            <TeamsPanel />
          </Section>
          <Section title="Settings" description="Rename the organization, or delete it.">
            <OrganizationSettings />
          </Section>
        </>
      ) : null}
      <Section title="New organization" description="You become its owner; it becomes active.">
        <CreateOrganizationForm />
      </Section>
    </div>
  );
}
