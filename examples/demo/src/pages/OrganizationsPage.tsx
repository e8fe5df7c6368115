import {
  CreateOrganizationForm,
  OrganizationList,
  OrganizationProfile,
  useActiveOrganization,
} from '@portcullis/react';
import { Section } from '../components/Section.js';
import { type DemoLanguage, useDemoLanguage } from '../language.js';

// The page's own words; the kit's components bring theirs.
const TEXT: Record<DemoLanguage, { list: string; listHint: string; intro: string }> = {
  en: {
    list: 'Your organizations',
    listHint: 'A new session starts with none open: open one to work in it.',
    intro: 'Work together: open one of your organizations, create one, or accept an invitation.',
  },
  fr: {
    list: 'Vos organisations',
    listHint: 'Une nouvelle session n’en ouvre aucune : ouvrez-en une pour y travailler.',
    intro:
      'Travaillez ensemble : ouvrez l’une de vos organisations, créez-en une ou acceptez une invitation.',
  },
};

/**
 * `/organizations`: for the active organization, the kit's `OrganizationProfile` — settings,
 * members, invitations, teams and leaving, each action shown only to roles allowed it; without
 * one, an introduction. Then every organization of the user (`OrganizationList`, the active one
 * marked, "Open" on the others: a new session has none active, as in Better Auth), and a form to
 * create another organization.
 */
export function OrganizationsPage() {
  const { data: organization } = useActiveOrganization();
  const text = TEXT[useDemoLanguage()];
  return (
    <div className="stack">
      {organization ? (
        <OrganizationProfile className="card" inviteRoles={['member', 'admin']} />
      ) : (
        <section className="card" aria-labelledby="organizations-title">
          <header className="card-header card-header-only">
            <h1 id="organizations-title">Organizations</h1>
            <p className="muted">{text.intro}</p>
          </header>
        </section>
      )}
      <Section title={text.list} description={text.listHint}>
        <OrganizationList onOpen={() => window.scrollTo(0, 0)} />
      </Section>
      <Section title="New organization" description="You become its owner; it becomes active.">
        <CreateOrganizationForm />
      </Section>
    </div>
  );
}
