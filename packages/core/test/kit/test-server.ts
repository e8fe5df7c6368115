// Test support only: not exported from the package. Runs a real Portcullis instance in memory
// and hands out a `fetch` that calls its handler the way a browser would (cookies kept between
// calls, Origin sent on POST).
import type { PasswordHasher } from '../../src/crypto/password.js';
import type { EmailMessage, PortcullisOptions } from '../../src/kernel/options.js';
import { createPortcullis, migrate, type Portcullis } from '../../src/portcullis.js';

/** The origin the test server believes it is served from. */
export const TEST_ORIGIN = 'http://localhost:3000';

/** Stores `plain:{password}`: fast enough for tests, never for real use. */
export const plainHasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async ({ hash, password }) => hash === `plain:${password}`,
};

/** What each email sender of the test server is for. */
export type TestEmailType = 'verify-email' | 'reset-password' | 'change-email' | 'delete-account';

/** An email the test server "sent" (see {@link TestServerOptions.captureEmails}). */
export interface TestEmail {
  type: TestEmailType;
  /** The address it went to. */
  to: string;
  url: string;
  token: string;
  /** For `change-email`: the address being moved to. */
  newEmail?: string;
}

/**
 * Options of {@link createTestServer}: Portcullis options merged over the defaults (plugins,
 * `user`, `session`, `emailVerification`…), plus `captureEmails`.
 */
export interface TestServerOptions extends Omit<Partial<PortcullisOptions>, 'database'> {
  /**
   * Configures every email sender (verification, password reset, email change, account
   * deletion) to record into `server.emails`; options given explicitly still win. Default: false.
   */
  captureEmails?: boolean;
  /**
   * With `captureEmails`: a deletion without a password emails a confirmation link (type
   * `delete-account`) instead of deleting a fresh session's user at once. Default: false.
   */
  confirmDeletionByEmail?: boolean;
}

/** A cookie-keeping `fetch` into the handler: one browser (or device). */
export interface TestBrowser {
  fetch: typeof fetch;
  /** The cookie jar: name → value, as the browser would keep them. */
  cookies: Map<string, string>;
}

/** A real handler, a cookie-keeping `fetch` in front of it, and a log of what was sent. */
export interface TestServer extends TestBrowser {
  auth: Portcullis<any>;
  /** Every request any of its browsers passed to the handler, in order. */
  requests: Request[];
  /**
   * Another browser on the same server, with its own cookies: a second device. `userAgent` is
   * sent as its User-Agent header.
   */
  newBrowser(options?: { userAgent?: string }): TestBrowser;
  /** Emails sent so far, oldest first (with `captureEmails`). */
  emails: TestEmail[];
  /**
   * Resolves with the oldest email of `type` that no earlier `nextEmail(type)` returned, waiting
   * for it if need be: emails go out in the background, after the response. Rejects after
   * `timeoutMs` (default 2000).
   */
  nextEmail(type: TestEmailType, timeoutMs?: number): Promise<TestEmail>;
}

/**
 * Starts a Portcullis instance on an in-memory SQLite database, migrated, with
 * email-and-password sign-up on and the plain hasher.
 *
 * @example
 * const server = await createTestServer({ plugins: [username()], captureEmails: true });
 */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { captureEmails = false, confirmDeletionByEmail = false, ...overrides } = options;
  const emails: TestEmail[] = [];
  const mail = createMailbox(emails);
  const senders = captureEmails ? emailSenders(mail.record) : undefined;
  const deletionSender = confirmDeletionByEmail ? senders?.deleteUser : undefined;

  const auth = createPortcullis({
    baseURL: TEST_ORIGIN,
    secret: 'a'.repeat(32),
    logger: { disabled: true },
    ...overrides,
    // The client passes `details` on; the kit's forms mark fields with them.
    advanced: { validationErrorDetails: true, ...overrides.advanced },
    database: ':memory:',
    emailAndPassword: {
      enabled: true,
      password: plainHasher,
      ...senders?.emailAndPassword,
      ...overrides.emailAndPassword,
    },
    emailVerification: { ...senders?.emailVerification, ...overrides.emailVerification },
    user: {
      ...overrides.user,
      changeEmail: { enabled: true, ...senders?.changeEmail, ...overrides.user?.changeEmail },
      deleteUser: { enabled: true, ...deletionSender, ...overrides.user?.deleteUser },
    },
  });
  await migrate(auth);
  const requests: Request[] = [];
  const newBrowser = (browser: { userAgent?: string } = {}) =>
    createBrowser(auth, requests, browser.userAgent);
  return { auth, ...newBrowser(), requests, emails, nextEmail: mail.next, newBrowser };
}

/** A `fetch` into the handler with its own cookie jar, as one browser would send requests. */
function createBrowser(
  auth: Portcullis<any>,
  requests: Request[],
  userAgent?: string,
): TestBrowser {
  const cookies = new Map<string, string>();
  const fetchFromHandler = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    // Set after construction: DOM-like Request implementations (happy-dom) drop forbidden
    // headers such as Cookie and Origin when they are passed to the constructor.
    if (cookies.size > 0) {
      const header = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      request.headers.set('cookie', header);
    }
    if (request.method !== 'GET') request.headers.set('origin', TEST_ORIGIN);
    if (userAgent) request.headers.set('user-agent', userAgent);
    requests.push(request.clone());
    const response = await auth.handler(request);
    for (const line of response.headers.getSetCookie()) storeCookie(cookies, line);
    return response;
  };
  return { fetch: fetchFromHandler as typeof fetch, cookies };
}

/** Sender options that record every email. */
function emailSenders(record: (email: TestEmail) => void) {
  const toEmail = (type: TestEmailType, message: EmailMessage): TestEmail => ({
    type,
    to: message.user.email,
    url: message.url,
    token: message.token,
  });
  return {
    emailAndPassword: {
      sendResetPassword: (message: EmailMessage) => record(toEmail('reset-password', message)),
    },
    emailVerification: {
      sendVerificationEmail: (message: EmailMessage) => record(toEmail('verify-email', message)),
    },
    changeEmail: {
      sendChangeEmailVerification: (message: EmailMessage & { newEmail: string }) =>
        record({ ...toEmail('change-email', message), newEmail: message.newEmail }),
    },
    deleteUser: {
      sendDeleteAccountVerification: (message: EmailMessage) =>
        record(toEmail('delete-account', message)),
    },
  };
}

/** The outbox and its waiters: each `next(type)` takes the next unclaimed email of that type. */
function createMailbox(emails: TestEmail[]) {
  const claimed = new Map<TestEmailType, number>();
  const waiters = new Set<() => void>();
  const take = (type: TestEmailType): TestEmail | undefined => {
    const seen = claimed.get(type) ?? 0;
    const email = emails.filter((candidate) => candidate.type === type)[seen];
    if (email) claimed.set(type, seen + 1);
    return email;
  };
  return {
    record(email: TestEmail) {
      emails.push(email);
      for (const wake of [...waiters]) wake();
    },
    next(type: TestEmailType, timeoutMs = 2000): Promise<TestEmail> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const email = take(type);
          if (!email) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(email);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No "${type}" email within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

function storeCookie(jar: Map<string, string>, setCookie: string): void {
  const [pair = '', ...attributes] = setCookie.split(';');
  const separator = pair.indexOf('=');
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
  if (expired || value === '') jar.delete(name);
  else jar.set(name, value);
}
