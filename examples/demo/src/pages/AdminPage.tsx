import type { AdminUser } from '@portcullis/react/admin';
import { AdminUsersTable, AuditLog, UserDetails } from '@portcullis/react/admin';
import { useState } from 'react';
import { Section } from '../components/Section.js';
import { useDemoText } from '../language.js';
import { navigate } from '../router.js';

/**
 * `/admin` (admins only): every user of the app — search, filter, sort, and the row actions
 * (ban, unban, set role, impersonate, revoke sessions, set password, remove) — the details of
 * the user you open (fields, sessions, activity), and the audit log of the whole app with its
 * CSV export.
 */
export function AdminPage() {
  const [opened, setOpened] = useState<AdminUser | null>(null);
  const text = useDemoText().admin;
  return (
    <div className="stack">
      <section className="card" aria-labelledby="admin-title">
        <header className="card-header card-header-only">
          <h1 id="admin-title">{text.title}</h1>
          <p className="muted">{text.intro}</p>
        </header>
      </section>
      <Section title={text.users} description={text.usersHint}>
        <AdminUsersTable
          roles={['user', 'admin']}
          onOpenUser={(user) => setOpened(user)}
          // The session is now theirs: their account page, under the impersonation banner.
          onImpersonate={() => navigate('/')}
        />
      </Section>
      {opened ? (
        <UserDetails
          key={opened.id}
          className="card"
          userId={opened.id}
          onClose={() => setOpened(null)}
        />
      ) : null}
      <Section title={text.audit} description={text.auditHint}>
        <AuditLog />
      </Section>
    </div>
  );
}
