import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  admin,
  anonymous,
  apiKey,
  bearer,
  captcha,
  createPortcullis,
  emailOTP,
  haveIBeenPwned,
  magicLink,
  multiSession,
  oneTimeToken,
  organization,
  passkey,
  phoneNumber,
  type SocialProvidersOptions,
  twoFactor,
  username,
} from '@portcullis/core';
import { createAdminRoleHooks } from './admin-role.js';
import { createEmailSenders } from './emails.js';
import { createFakeProvider, FAKE_PROVIDER_ID } from './fake-oauth.js';
import type { DevMailer } from './mailer.js';

/** Options of {@link createDemoAuth}. */
export interface DemoAuthOptions {
  /** Public URL of the demo, e.g. `http://localhost:3000`. */
  baseURL: string;
  /** SQLite file (its folder is created) or `':memory:'`. */
  dbPath: string;
  /** Where verification, reset, email-change and deletion emails go. */
  mailer: DevMailer;
  /** Built-in providers to enable, with their credentials (from `readSocialProviders`). */
  socialProviders?: SocialProvidersOptions;
  /** Adds the fake 'Demo Provider' served under `/dev/fake-oauth` by this server. */
  fakeProvider?: boolean;
  /** The admins' addresses (once verified); empty: the first user to sign up. Default: []. */
  adminEmails?: readonly string[];
  /**
   * Cloudflare Turnstile (`captcha()`) on sign-up, sign-in and forgot-password, with the test
   * secret key that always passes ({@link TURNSTILE_TEST_KEYS}). Needs the network. Default: false.
   */
  turnstile?: boolean;
  /** `haveIBeenPwned({ failOpen: true })` on new passwords. Needs the network. Default: false. */
  haveIBeenPwned?: boolean;
}

/**
 * Cloudflare's published Turnstile test keys: this pair always passes (a real widget and a real
 * siteverify call, no challenge to solve).
 * @see https://developers.cloudflare.com/turnstile/troubleshooting/testing/
 */
export const TURNSTILE_TEST_KEYS = {
  siteKey: '1x00000000000000000000AA',
  secretKey: '1x0000000000000000000000000000000AA',
} as const;

/**
 * The demo's Portcullis configuration, in one place, with every account feature on:
 *
 * - email-and-password accounts, usernames (`username()`) and bearer tokens (`bearer()`);
 * - email verification: a link on sign-up, and following it signs the user in;
 * - password reset, email change (a verified address approves the change first) and account
 *   deletion (confirmed with the password, or by an emailed link);
 * - organizations (`organization()`) with teams; invitations are emailed with a link to the
 *   demo's `/accept-invitation/{id}` page, and need a verified address to be accepted;
 * - the session cookie cache (5 minutes), so most page loads skip the database;
 * - user administration (`admin()`): the admins are `adminEmails` once verified, else the first
 *   user to sign up (see `createAdminRoleHooks`);
 * - the audit log in the database, and an email on a sign-in from a new device
 *   (`newDeviceNotice`), linking to the account page and its sessions;
 * - passkeys (`passkey()`): the relying party is the demo's host (`baseURL`'s hostname), so a
 *   passkey made on `localhost` works on any port of it;
 * - two-factor authentication (`twoFactor()`): an authenticator app, with backup codes, and
 *   sign-in codes emailed to the outbox on request; asked after a password, email-link or
 *   email-code sign-in (`requireForPasswordless`);
 * - passwordless sign-in (`magicLink()`, `emailOTP()`): a sign-in link or a 6-digit code by
 *   email (to the outbox), signing the user up on first use;
 * - phone numbers (`phoneNumber()`): a code "texted" to the outbox signs in (up, on first use)
 *   or adds a number to the account; password sign-in by number;
 * - API keys (`apiKey()`): created, shown once and revoked on the account page; a key in
 *   `x-api-key` is a session (`curl -H "x-api-key: …" …/api/auth/get-session`);
 * - several accounts in one browser (`multiSession()`): the header's account menu lists them,
 *   switches, adds one (`/add-account`) and signs one or all out;
 * - one-time tokens (`oneTimeToken()`): a session hands out a 3-minute single-use token;
 * - guests (`anonymous()`): "Continue as guest" signs a visitor in without an account; signing
 *   up or in later links the guest (deleted afterwards);
 * - social sign-in with every provider configured in the environment, plus, with
 *   `fakeProvider`, the fake 'Demo Provider' (trusted for linking, so any account can link it);
 * - opt-in, as they need the network: Cloudflare Turnstile on sign-up, sign-in and
 *   forgot-password (`turnstile`, `captcha()` with Cloudflare's test keys), and breached
 *   passwords refused (`haveIBeenPwned`, failing open).
 *
 * Emails go to the dev mailer's outbox. `PORTCULLIS_SECRET` and `PORTCULLIS_TRUSTED_ORIGINS`
 * are read from the environment by `@portcullis/core`; without a secret, core uses its
 * development one and logs an error.
 *
 * @throws Error (configuration) from `createPortcullis`, e.g. no secret with `NODE_ENV=production`.
 * @example
 * const mailer = createDevMailer({ outboxPath: '.data/outbox.jsonl' });
 * const auth = createDemoAuth({ baseURL: 'http://localhost:3000', dbPath: '.data/auth.db', mailer });
 * await migrate(auth);
 */
export function createDemoAuth(options: DemoAuthOptions) {
  const { baseURL, dbPath, mailer, socialProviders = {}, fakeProvider = false } = options;
  const origin = new URL(baseURL).origin;
  // better-sqlite3 creates the file but not its folder.
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
  const send = createEmailSenders(mailer);
  const providers: SocialProvidersOptions = { ...socialProviders };
  if (fakeProvider) providers[FAKE_PROVIDER_ID] = createFakeProvider(origin);
  return createPortcullis({
    appName: 'Portcullis demo',
    baseURL,
    database: dbPath,
    emailAndPassword: { enabled: true, sendResetPassword: send.resetPassword },
    emailVerification: {
      sendVerificationEmail: send.verifyEmail,
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
    },
    user: {
      changeEmail: { enabled: true, sendChangeEmailVerification: send.changeEmail },
      deleteUser: { enabled: true, sendDeleteAccountVerification: send.deleteAccount },
    },
    session: { cookieCache: { enabled: true, maxAge: 300 } },
    databaseHooks: createAdminRoleHooks(options.adminEmails ?? []),
    auditLog: { enabled: true },
    newDeviceNotice: { sendNewDeviceEmail: send.newDevice, sessionsURL: `${origin}/` },
    // Validation errors name their field, so the kit's forms mark it.
    // The Hono app appends the connection's address to X-Forwarded-For (withPeerAddress): the
    // right-most entry is the client, for sessions, the audit log and rate limiting.
    advanced: { validationErrorDetails: true, ipAddress: { trustedProxies: 1 } },
    socialProviders: providers,
    account: {
      accountLinking: { trustedProviders: fakeProvider ? [FAKE_PROVIDER_ID] : [] },
    },
    plugins: [
      username(),
      bearer(),
      organization({
        teams: { enabled: true },
        sendInvitationEmail: send.organizationInvitation,
        invitationURL: (id: string) => `${origin}/accept-invitation/${id}`,
      }),
      admin(),
      passkey({ rpID: new URL(baseURL).hostname, rpName: 'Portcullis demo' }),
      twoFactor({
        issuer: 'Portcullis demo',
        // Email-link and email-code sign-ins ask for the second factor too (Better Auth: no).
        requireForPasswordless: true,
        otpOptions: { sendOTP: (code) => send.twoFactorCode(code, `${origin}/`) },
      }),
      magicLink({ sendMagicLink: send.magicLink }),
      emailOTP({ sendVerificationOTP: (code) => send.emailCode(code, `${origin}/`) }),
      ...(options.turnstile
        ? [
            captcha({
              provider: 'cloudflare-turnstile',
              secretKey: TURNSTILE_TEST_KEYS.secretKey,
            }),
          ]
        : []),
      ...(options.haveIBeenPwned ? [haveIBeenPwned({ failOpen: true })] : []),
      phoneNumber({
        sendOTP: (text) => send.phoneCode(text, `${origin}/`),
        sendForgetPasswordOTP: (text) => send.phoneCode(text, `${origin}/`),
        // A number without an account signs up; its placeholder address is never mailed.
        signUpOnVerification: { getTempEmail: (number) => `${number.slice(1)}@phone.invalid` },
      }),
      apiKey({ defaultPrefix: 'demo_' }),
      multiSession(),
      oneTimeToken(),
      // Guests: placeholder addresses on the demo's own host, never an origin with its scheme.
      anonymous({ emailDomainName: `guest.${new URL(baseURL).hostname}` }),
    ],
  });
}

/** The demo's auth instance type. */
export type DemoAuth = ReturnType<typeof createDemoAuth>;
