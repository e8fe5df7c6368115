import { useSession } from '@portcullis/react';
import { BackupCodes, TwoFactorSetup } from '@portcullis/react/two-factor';
import { Section } from './Section.js';

/**
 * The account page's "Two-factor authentication" card: turn it on (QR code, key, first code,
 * backup codes) or off with `TwoFactorSetup`, and, while it is on, new backup codes with
 * `BackupCodes`.
 */
export function TwoFactorSection() {
  const { data } = useSession();
  const enabled = (data?.user as { twoFactorEnabled?: boolean | null } | undefined)
    ?.twoFactorEnabled;
  return (
    <Section
      title="Two-factor authentication"
      description="Ask for a code from an authenticator app after your password."
    >
      <TwoFactorSetup backupCodesFileName="portcullis-demo-backup-codes.txt" />
      {enabled ? (
        <BackupCodes fileName="portcullis-demo-backup-codes.txt" className="two-factor-backup" />
      ) : null}
    </Section>
  );
}
