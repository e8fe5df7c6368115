import {
  CreateOrganizationForm,
  OrganizationList,
  OrganizationProfile,
  useActiveOrganization,
} from '@portcullis/react';
import { Section } from '../components/Section.js';
import { useDemoText } from '../language.js';

/**
 * `/organizations`: for the active organization, the kit's `OrganizationProfile` — settings,
 * members, invitations, teams and leaving, each action shown only to roles allowed it; without
 * one, an introduction. Then every organization of the user (`OrganizationList`, the active one
 * marked, "Open" on the others: a new session has none active, as in Better Auth), and a form to
 * create another organization.
 */
export function OrganizationsPage() {
  const { data: organization } = useActiveOrganization();
  // The page's own words (i18n.ts); the kit's components bring theirs.
  const text = useDemoText().organizations;
  return (
    <div className="stack">
      {organization ? (
        <OrganizationProfile className="card" inviteRoles={['member', 'admin']} />
      ) : (
        <section className="card" aria-labelledby="organizations-title">
          <header className="card-header card-header-only">
            <h1 id="organizations-title">{text.title}</h1>
            <p className="muted">{text.intro}</p>
          </header>
        </section>
      )}
      <Section title={text.list} description={text.listHint}>
        <OrganizationList onOpen={() => window.scrollTo(0, 0)} />
      </Section>
      <Section title={text.create} description={text.createHint}>
        <CreateOrganizationForm />
      </Section>
    </div>
  );
}
