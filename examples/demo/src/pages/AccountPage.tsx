import type { SessionWithUser, User } from '@portcullis/core/client';
import {
  ChangeEmailForm,
  ChangePasswordForm,
  DeleteAccountButton,
  LinkedAccounts,
  ResendVerificationButton,
  SessionsList,
  UpdateProfileForm,
  useAccounts,
} from '@portcullis/react';
import { SecurityActivity } from '@portcullis/react/admin';
import { AccountCard } from '../components/AccountCard.js';
import { PasskeysSection } from '../components/PasskeysSection.js';
import { Section } from '../components/Section.js';
import { TwoFactorSection } from '../components/TwoFactorSection.js';
import { VerifiedBadge } from '../components/VerifiedBadge.js';
import { useDemoConfig } from '../demo-config.js';

/**
 * The signed-in page: the account card, then one section per thing you can change — profile,
 * email, password (for users who have one), passkeys, two-factor authentication (for users with
 * a password), linked accounts (when the server has identity providers), sessions, security
 * activity — and the danger zone.
 */
export function AccountPage({ data }: { data: SessionWithUser }) {
  const { user, session } = data;
  const providers = useDemoConfig()?.socialProviders ?? [];
  const { data: accounts } = useAccounts();
  // Until the accounts are known, assume a password: most users have one.
  const hasPassword = accounts?.some((account) => account.provider === 'credential') ?? true;
  return (
    <div className="stack">
      <AccountCard user={user} username={readUsername(user)} session={session} />
      <Section title="Profile" description="How you appear, and the username you can sign in with.">
        <UpdateProfileForm showUsername />
      </Section>
      <Section
        title="Email"
        description="Where we send links. Changing a verified address needs its approval."
      >
        <div className="current-email">
          <span>{user.email}</span> <VerifiedBadge verified={user.emailVerified} />
        </div>
        {user.emailVerified ? null : (
          <ResendVerificationButton email={user.email} callbackURL="/" className="resend" />
        )}
        <ChangeEmailForm callbackURL="/" />
      </Section>
      <Section title="Password">
        {hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <p className="muted">
            You sign in with a provider, so there is no password to change. To add one, sign out and
            use “Forgot password”.
          </p>
        )}
      </Section>
      <PasskeysSection />
      {hasPassword ? <TwoFactorSection /> : null}
      {providers.length > 0 ? (
        <Section
          title="Linked accounts"
          description="The ways you can sign in. Link another provider, or unlink one you no longer use."
        >
          <LinkedAccounts providers={providers} />
        </Section>
      ) : null}
      <Section
        title="Sessions"
        description="Where you are signed in. Revoke anything you don't recognise."
      >
        <SessionsList />
      </Section>
      <Section
        title="Security activity"
        description="Sign-ins, failed attempts and changes to your account, newest first."
      >
        <SecurityActivity pageSize={5} />
      </Section>
      <Section
        title="Danger zone"
        description="Delete your account with your password, or leave it empty to confirm by email."
        tone="danger"
      >
        <DeleteAccountButton passwordField="optional" callbackURL="/" />
      </Section>
    </div>
  );
}

/** The username plugin's `displayUsername`, when the user chose one. */
function readUsername(user: User): string | null {
  const { displayUsername } = user as User & { displayUsername?: unknown };
  return typeof displayUsername === 'string' ? displayUsername : null;
}
