import type { SessionWithUser, User } from '@portcullis/core/client';
import { NamePrompt, PhoneNumberForm, UserProfile, useSession } from '@portcullis/react';
import { SecurityActivity } from '@portcullis/react/admin';
import { BackupCodes, TwoFactorSetup } from '@portcullis/react/two-factor';
import { AccountCard } from '../components/AccountCard.js';
import { useDemoConfig } from '../demo-config.js';
import { useDemoText } from '../language.js';

const BACKUP_CODES_FILE = 'portcullis-demo-backup-codes.txt';

/**
 * The signed-in page: the account card (and, for a user without a name, the kit's `NamePrompt`),
 * a phone number section (the kit's `PhoneNumberForm`: add or change it with a texted code),
 * then the kit's `UserProfile` — profile, email,
 * password, two-factor authentication (from `@portcullis/react/two-factor`, for users with a
 * password), passkeys, API keys (create, shown once with a copy button, revoke), sessions, linked accounts (when the server has identity providers),
 * security activity (from `@portcullis/react/admin`) and the danger zone.
 */
export function AccountPage({ data }: { data: SessionWithUser }) {
  const { user, session } = data;
  const providers = useDemoConfig()?.socialProviders ?? [];
  const text = useDemoText().account;
  return (
    <UserProfile
      header={
        <>
          <AccountCard user={user} username={readUsername(user)} session={session} />
          {/* After a magic-link, email-code or passkey sign-up, which take no name. */}
          <NamePrompt className="card" />
          <section className="card" aria-labelledby="phone-number-title">
            <h2 id="phone-number-title">{text.phoneTitle}</h2>
            <p className="muted">{text.phoneDescription}</p>
            <PhoneNumberForm />
          </section>
        </>
      }
      twoFactor={<TwoFactor />}
      activity={<SecurityActivity pageSize={5} />}
      socialProviders={providers}
      callbackURL="/"
      setPasswordRedirectTo="/reset-password"
      deletePasswordField="optional"
      labels={{
        profileDescription: text.profileDescription,
        dangerDescription: text.dangerDescription,
      }}
    />
  );
}

/**
 * The two-factor section's content: turn it on (QR code, key, first code, backup codes) or off
 * with `TwoFactorSetup`, and, while it is on, new backup codes with `BackupCodes`. The demo server
 * asks for the code after email-link and email-code sign-ins too (`requireForPasswordless`), so
 * the section says so.
 */
function TwoFactor() {
  const { data } = useSession();
  const enabled = (data?.user as { twoFactorEnabled?: boolean | null } | undefined)
    ?.twoFactorEnabled;
  return (
    <>
      <TwoFactorSetup backupCodesFileName={BACKUP_CODES_FILE} requireForPasswordless />
      {enabled ? <BackupCodes fileName={BACKUP_CODES_FILE} className="two-factor-backup" /> : null}
    </>
  );
}

/** The username plugin's `displayUsername`, when the user chose one. */
function readUsername(user: User): string | null {
  const { displayUsername } = user as User & { displayUsername?: unknown };
  return typeof displayUsername === 'string' ? displayUsername : null;
}
