/**
 * Portcullis on a real loopback `node:http` server, for Better Auth's client to talk to over the
 * network: email and password, email verification sent on sign-up, and the username,
 * organization (with teams), jwt and bearer plugins. Emails are captured in memory. The password
 * hasher is a cheap stand-in: these tests are about the wire contract, not about scrypt.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  admin,
  bearer,
  createPortcullis,
  jwt,
  migrate,
  organization,
  type PasswordHasher,
  passkey,
  username,
} from '@portcullis/core';
import { toNodeHandler } from '@portcullis/core/node';

/** An email the server sent: what kind, to whom, and the token or invitation id in it. */
export interface CapturedEmail {
  kind: 'verify-email' | 'invitation' | (string & {});
  to: string;
  /** The verification token, for `verify-email`; the invitation id, for `invitation`. */
  token: string;
}

/** What a test may switch; everything else is the fixed set-up above. */
export interface ServerOptions {
  /** The organization plugin's `requireEmailVerificationOnInvitation`. Default: Portcullis's (true). */
  requireEmailVerificationOnInvitation?: boolean;
  /** Adds the `admin()` plugin (its defaults). Default: false. */
  admin?: boolean;
  /** Adds the `passkey()` plugin (its defaults: rpID `127.0.0.1`, from baseURL). Default: false. */
  passkey?: boolean;
  /**
   * More plugins, after the others (issue 32: a Better Auth client plugin's server side), given
   * the captured-email list so their senders can record into it.
   */
  plugins?: (emails: CapturedEmail[]) => unknown[];
  /** Top-level options merged into the instance's (shallow), e.g. `socialProviders`. */
  options?: Record<string, unknown>;
}

/** A running server. */
export interface PortcullisServer {
  /** The server's origin, e.g. `http://127.0.0.1:54321`; also Portcullis's `baseURL`. */
  origin: string;
  /** Where the client points: `{origin}/api/auth`. */
  baseURL: string;
  /** The newest email of `kind` to `to`, waiting up to 2 s (Portcullis may send in the background). */
  email: (kind: CapturedEmail['kind'], to: string) => Promise<CapturedEmail>;
  /** Sets a user's `role` in the database, as an operator would make the first admin. */
  setRole: (email: string, role: string) => Promise<void>;
  close: () => Promise<void>;
}

const hasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async ({ hash, password }) => hash === `plain:${password}`,
};

/**
 * Starts Portcullis on an ephemeral loopback port.
 *
 * @example
 * const server = await startPortcullisServer();
 * const client = createAuthClient({ baseURL: server.baseURL });
 * await server.close();
 */
export async function startPortcullisServer(
  options: ServerOptions = {},
): Promise<PortcullisServer> {
  // The port is known only once listening, and Portcullis's baseURL must carry it: listen first,
  // then build the instance the listener hands requests to.
  let listener: ReturnType<typeof toNodeHandler> | undefined;
  const server = createServer((req, res) => void listener?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const emails: CapturedEmail[] = [];
  const directory = mkdtempSync(join(tmpdir(), 'portcullis-client-'));
  const auth = createPortcullis({
    baseURL: origin,
    secret: 'compat-client-secret-with-at-least-32-characters!',
    database: join(directory, 'auth.db'),
    logger: { disabled: true },
    rateLimit: { enabled: false },
    emailAndPassword: { enabled: true, password: hasher, rejectCommonPasswords: false },
    emailVerification: {
      sendOnSignUp: true,
      sendVerificationEmail: ({ user, token }) => {
        emails.push({ kind: 'verify-email', to: user.email, token });
      },
    },
    plugins: [
      username(),
      organization({
        teams: { enabled: true },
        sendInvitationEmail: ({ id, email }) => {
          emails.push({ kind: 'invitation', to: email, token: id });
        },
        ...(options.requireEmailVerificationOnInvitation === undefined
          ? {}
          : { requireEmailVerificationOnInvitation: options.requireEmailVerificationOnInvitation }),
      }),
      jwt(),
      bearer(),
      ...(options.admin ? [admin()] : []),
      ...(options.passkey ? [passkey()] : []),
      ...((options.plugins?.(emails) ?? []) as never[]),
    ],
    ...options.options,
  });
  await migrate(auth);
  listener = toNodeHandler(auth);

  return {
    origin,
    baseURL: `${origin}/api/auth`,
    async email(kind, to) {
      for (let waited = 0; waited <= 2_000; waited += 20) {
        const found = emails.findLast((email) => email.kind === kind && email.to === to);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no ${kind} email to ${to} within 2 s`);
    },
    async setRole(email, role) {
      const user = await auth.$context.store.findUserByEmail(email);
      if (!user) throw new Error(`no user ${email}`);
      await auth.$context.store.updateUser(user.id, { role } as never);
    },
    async close() {
      await closeServer(server);
      await auth.$context.adapter.close?.();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function closeServer(server: Server): Promise<void> {
  // The client's keep-alive sockets would hold `close` open until they time out.
  server.closeAllConnections();
  return new Promise((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
}
