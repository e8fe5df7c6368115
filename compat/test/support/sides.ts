/**
 * The two servers of the differential harness: Better Auth 1.2.7 and Portcullis, built from the
 * same description, each on a fresh SQLite file, each answering through its own Web-standard
 * `Request → Response` handler. Emails both would send are captured in memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPortcullis,
  migrate,
  admin as portcullisAdmin,
  bearer as portcullisBearer,
  emailOTP as portcullisEmailOTP,
  jwt as portcullisJwt,
  magicLink as portcullisMagicLink,
  organization as portcullisOrganization,
  passkey as portcullisPasskey,
  twoFactor as portcullisTwoFactor,
  username as portcullisUsername,
} from '@portcullis/core';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db';
import {
  admin as baAdmin,
  bearer as baBearer,
  emailOTP as baEmailOTP,
  jwt as baJwt,
  magicLink as baMagicLink,
  organization as baOrganization,
  twoFactor as baTwoFactor,
  username as baUsername,
} from 'better-auth/plugins';
import { passkey as baPasskey } from 'better-auth/plugins/passkey';
import Database from 'better-sqlite3';
import { GITHUB_CLIENT, GOOGLE_CLIENT, startProviderMock } from './providers.js';

export const BASE_URL = 'http://localhost:3000';
export const SECRET = 'compat-secret-with-at-least-32-characters!';

/** An email either server sent: what kind, to whom, and the link and token in it. */
export interface SentEmail {
  kind:
    | 'verify-email'
    | 'reset-password'
    | 'change-email'
    | 'delete-account'
    | 'invitation'
    | 'magic-link'
    | 'otp'
    // Kinds a scenario's own plugin captures (`extra`), e.g. 'phone-otp'.
    | (string & {});
  to: string;
  url?: string;
  token?: string;
  /** The invitation's id, for invitation emails. */
  id?: string;
  /** For `otp` emails: what the code is for (`sign-in`, `email-verification`, `forget-password`); `token` holds the code. */
  type?: string;
}

/** One server of the pair. */
export interface Side {
  name: 'better-auth' | 'portcullis';
  handler: (request: Request) => Promise<Response>;
  /** The prefix of its cookie names (`better-auth.session_token` → `better-auth`). */
  cookiePrefix: string;
  emails: SentEmail[];
  /**
   * Gives the user with `email` the role `role` straight in the database, as an operator makes
   * the first admin (the admin scenario only).
   */
  setRole: (email: string, role: string) => Promise<void>;
  close: () => void;
}

/** What a scenario may switch on; everything else is the shared default below. */
export interface SideOptions {
  /** `emailAndPassword.requireEmailVerification`. Default: false. */
  requireEmailVerification?: boolean;
  /** GitHub and Google as social providers, answered by the msw mock of `providers.ts`. */
  social?: boolean;
  /** `organization({ invitationExpiresIn })` in seconds. Default: the plugins' 48 hours. */
  invitationExpiresIn?: number;
  /** `user.deleteUser.sendDeleteAccountVerification`, captured as `delete-account` emails. */
  sendDeleteAccountVerification?: boolean;
  /** `user.changeEmail.sendChangeEmailVerification`, captured as `change-email` emails. */
  sendChangeEmailVerification?: boolean;
  /** The admin plugin, with its defaults, after the others. Default: off. */
  admin?: boolean;
  /** The passkey plugin, `rpName: 'Compat'` (the app names differ), after the others. Default: off. */
  passkey?: boolean;
  /**
   * The magic-link and email-otp plugins, after the others, their senders captured as
   * `magic-link` and `otp` emails; `{ disableSignUp: true }` sets both plugins' option. Default:
   * off.
   */
  passwordless?: boolean | { disableSignUp: boolean };
  /**
   * The two-factor plugin, `issuer: 'Compat'`, after the others; `{ skipVerificationOnEnable:
   * true }` sets that option on both sides. Default: off.
   */
  twoFactor?: boolean | { skipVerificationOnEnable: boolean };
  /**
   * Plugins a scenario brings of its own (issue 32: one scenario per Better Auth plugin), after
   * the others, built per side with that side's captured emails, plus top-level options both
   * sides take. Keeps each plugin's wiring in its scenario file.
   */
  extra?: {
    betterAuth: (emails: SentEmail[]) => unknown[];
    portcullis: (emails: SentEmail[]) => unknown[];
    /** Top-level options merged into both sides' shared options (shallow). */
    options?: Record<string, unknown>;
  };
}

// Not about hashing: a cheap, deterministic hasher on both sides.
const hash = async (password: string) => `plain:${password}`;
const verify = async ({ hash: stored, password }: { hash: string; password: string }) =>
  stored === `plain:${password}`;

function tempDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'portcullis-compat-'));
  return {
    path: join(dir, 'auth.db'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The options both servers share, in Better Auth's vocabulary (Portcullis takes the same). */
function sharedOptions(emails: SentEmail[], options: SideOptions) {
  const sender =
    (kind: SentEmail['kind']) =>
    async ({ user, url, token }: { user: { email: string }; url: string; token: string }) => {
      emails.push({ kind, to: user.email, url, token });
    };
  return {
    baseURL: BASE_URL,
    secret: SECRET,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: options.requireEmailVerification ?? false,
      sendResetPassword: sender('reset-password'),
    },
    emailVerification: { sendVerificationEmail: sender('verify-email') },
    user: {
      changeEmail: {
        enabled: true,
        ...(options.sendChangeEmailVerification
          ? { sendChangeEmailVerification: sender('change-email') }
          : {}),
      },
      deleteUser: {
        enabled: true,
        ...(options.sendDeleteAccountVerification
          ? { sendDeleteAccountVerification: sender('delete-account') }
          : {}),
      },
    },
    rateLimit: { enabled: false },
    // Both servers name the TOTP issuer after it (the defaults differ: 'Better Auth', 'Portcullis').
    ...(options.twoFactor ? { appName: 'Compat' } : {}),
    ...(options.social
      ? { socialProviders: { github: { ...GITHUB_CLIENT }, google: { ...GOOGLE_CLIENT } } }
      : {}),
  };
}

/** The two-factor options of either side. */
function twoFactorOptions(option: true | { skipVerificationOnEnable: boolean }) {
  return { issuer: 'Compat', ...(option === true ? {} : option) };
}

/** The magic-link and email-otp options of either side, their senders capturing into `emails`. */
function passwordlessOptions(emails: SentEmail[], options: SideOptions['passwordless']) {
  const disableSignUp = typeof options === 'object' && options.disableSignUp;
  return {
    magicLink: {
      disableSignUp,
      sendMagicLink: async (data: { email: string; url: string; token: string }) => {
        emails.push({ kind: 'magic-link', to: data.email, url: data.url, token: data.token });
      },
    },
    emailOTP: {
      disableSignUp,
      sendVerificationOTP: async (data: { email: string; otp: string; type: string }) => {
        emails.push({ kind: 'otp', to: data.email, token: data.otp, type: data.type });
      },
    },
  };
}

async function invitationSender(
  emails: SentEmail[],
  data: { id: string; email: string },
): Promise<void> {
  emails.push({ kind: 'invitation', to: data.email, id: data.id });
}

/**
 * Better Auth 1.2.7 with the shared options and the username, organization, jwt and bearer
 * plugins (and admin, when the scenario asks).
 */
export async function createBetterAuthSide(options: SideOptions = {}): Promise<Side> {
  const emails: SentEmail[] = [];
  if (options.social) await startProviderMock();
  const file = tempDatabase();
  const db = new Database(file.path);
  const shared = sharedOptions(emails, options);
  const auth = betterAuth({
    ...shared,
    logger: { disabled: true },
    database: db,
    emailAndPassword: { ...shared.emailAndPassword, password: { hash, verify } },
    plugins: [
      baUsername(),
      baOrganization({
        teams: { enabled: true },
        ...(options.invitationExpiresIn
          ? { invitationExpiresIn: options.invitationExpiresIn }
          : {}),
        sendInvitationEmail: (data) => invitationSender(emails, data),
      }),
      baJwt(),
      baBearer(),
      ...(options.admin ? [baAdmin()] : []),
      ...(options.passkey ? [baPasskey({ rpName: 'Compat' })] : []),
      ...(options.passwordless
        ? [
            baMagicLink(passwordlessOptions(emails, options.passwordless).magicLink),
            baEmailOTP(passwordlessOptions(emails, options.passwordless).emailOTP),
          ]
        : []),
      ...(options.twoFactor ? [baTwoFactor(twoFactorOptions(options.twoFactor))] : []),
      ...((options.extra?.betterAuth(emails) ?? []) as never[]),
    ],
    ...options.extra?.options,
  });
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  return {
    name: 'better-auth',
    handler: auth.handler,
    cookiePrefix: 'better-auth',
    emails,
    setRole: async (email, role) => {
      db.prepare('UPDATE "user" SET "role" = ? WHERE "email" = ?').run(role, email);
    },
    close: () => {
      db.close();
      file.remove();
    },
  };
}

/** Portcullis with the same options and plugins. */
export async function createPortcullisSide(options: SideOptions = {}): Promise<Side> {
  const emails: SentEmail[] = [];
  if (options.social) await startProviderMock();
  const file = tempDatabase();
  const shared = sharedOptions(emails, options);
  const auth = createPortcullis({
    ...shared,
    database: file.path,
    logger: { disabled: true },
    emailAndPassword: { ...shared.emailAndPassword, password: { hash, verify } },
    plugins: [
      portcullisUsername(),
      portcullisOrganization({
        teams: { enabled: true },
        ...(options.invitationExpiresIn
          ? { invitationExpiresIn: options.invitationExpiresIn }
          : {}),
        sendInvitationEmail: (data) => invitationSender(emails, data),
      }),
      portcullisJwt(),
      portcullisBearer(),
      ...(options.admin ? [portcullisAdmin()] : []),
      ...(options.passkey ? [portcullisPasskey({ rpName: 'Compat' })] : []),
      ...(options.passwordless
        ? [
            portcullisMagicLink(passwordlessOptions(emails, options.passwordless).magicLink),
            portcullisEmailOTP(passwordlessOptions(emails, options.passwordless).emailOTP),
          ]
        : []),
      ...(options.twoFactor ? [portcullisTwoFactor(twoFactorOptions(options.twoFactor))] : []),
      ...((options.extra?.portcullis(emails) ?? []) as never[]),
    ],
    ...options.extra?.options,
  });
  await migrate(auth);
  return {
    name: 'portcullis',
    handler: auth.handler,
    cookiePrefix: auth.options.cookies.prefix,
    emails,
    setRole: async (email, role) => {
      await auth.$context.adapter.update({
        model: 'user',
        where: [{ field: 'email', value: email }],
        update: { role },
      });
    },
    close: () => {
      void auth.$context.adapter.close?.();
      file.remove();
    },
  };
}
