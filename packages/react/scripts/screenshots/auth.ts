import { randomBytes } from 'node:crypto';
import {
  admin,
  createPortcullis,
  memoryAdapter,
  organization,
  passkey,
  twoFactor,
  username,
} from '@portcullis/core';

/**
 * The Portcullis server behind the screenshots: in memory, with every feature a component of
 * the kit needs — password accounts with usernames, email change and account deletion, two
 * identity providers (GitHub and Google, whose buttons are shown but never followed),
 * organizations with teams (no default team: the seed creates its own), user administration
 * (`admin()`) and the audit log. Emails are dropped: no screenshot follows a link.
 *
 * `x-forwarded-for` is trusted (one proxy) so the sessions list shows the addresses the
 * browser and the seeded devices claim, from the documentation ranges.
 *
 * @example
 * const auth = createShotAuth('http://127.0.0.1:4173');
 */
export function createShotAuth(baseURL: string) {
  const dropEmail = async () => {};
  return createPortcullis({
    appName: 'Portcullis docs',
    baseURL,
    secret: randomBytes(32).toString('base64url'),
    database: memoryAdapter(),
    emailAndPassword: { enabled: true, sendResetPassword: dropEmail },
    user: {
      changeEmail: { enabled: true, sendChangeEmailVerification: dropEmail },
      deleteUser: { enabled: true },
    },
    socialProviders: {
      github: { clientId: 'docs-screenshots', clientSecret: 'docs-screenshots' },
      google: { clientId: 'docs-screenshots', clientSecret: 'docs-screenshots' },
    },
    advanced: { ipAddress: { trustedProxies: 1 } },
    auditLog: { enabled: true },
    plugins: [
      username(),
      organization({
        teams: { enabled: true, defaultTeam: { enabled: false } },
        sendInvitationEmail: dropEmail,
      }),
      admin(),
      passkey(),
      twoFactor(),
    ],
  });
}

/** The screenshot server's auth instance. */
export type ShotAuth = ReturnType<typeof createShotAuth>;
