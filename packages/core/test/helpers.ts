import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, vi } from 'vitest';
import type { DatabaseAdapter } from '../src/db/adapter.js';
import {
  createPortcullis,
  migrate,
  type PasswordHasher,
  type PortcullisOptions,
} from '../src/index.js';

export const BASE_URL = 'http://localhost:3000';
export const SECRET = 'test-secret-with-at-least-32-characters!';

/**
 * The keys of the user in sign-up, sign-in and change-password answers, in order: SPEC §7's
 * seven core fields, as Better Auth 1.2.7 answers them (no plugin or additional fields).
 */
export const CORE_USER_KEYS = [
  'id',
  'email',
  'name',
  'image',
  'emailVerified',
  'createdAt',
  'updatedAt',
];

/** A fast, deterministic hasher for tests that are not about hashing. Counts its calls. */
export function createCountingHasher() {
  const calls = { hash: 0, verify: 0 };
  const hasher: PasswordHasher = {
    async hash(password) {
      calls.hash++;
      return `plain:${password}`;
    },
    async verify({ hash, password }) {
      calls.verify++;
      return hash === `plain:${password}`;
    },
  };
  return { hasher, calls };
}

const directories: string[] = [];
afterAll(() => {
  for (const dir of directories) rmSync(dir, { recursive: true, force: true });
});

/** A fresh SQLite file in a temporary directory, removed after the test file. */
export function tempDatabasePath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portcullis-test-'));
  directories.push(dir);
  return join(dir, 'auth.db');
}

type TestOptions = Omit<PortcullisOptions, 'database' | 'baseURL'> & {
  baseURL?: string;
  database?: PortcullisOptions['database'];
};

/**
 * A migrated instance on a real SQLite file, email and password on, with a counting hasher.
 *
 * The common-password check is off here unless a test turns it on: many suites use a sample
 * password (e.g. 'password123') that is in the bundled list, and they are not about password
 * policy. test/security/ turns it on (and on is the library's default).
 *
 * Validation errors carry their `details` here (`advanced.validationErrorDetails`), so suites can
 * check which field failed; test/validation-details.test.ts covers the default without them.
 */
export async function createTestAuth(overrides: TestOptions = {}) {
  const { hasher, calls } = createCountingHasher();
  const auth = createPortcullis({
    baseURL: BASE_URL,
    secret: SECRET,
    database: tempDatabasePath(),
    logger: { disabled: true },
    ...overrides,
    advanced: { validationErrorDetails: true, ...overrides.advanced },
    emailAndPassword: {
      enabled: true,
      password: hasher,
      rejectCommonPasswords: false,
      ...overrides.emailAndPassword,
    },
  });
  await migrate(auth);
  return { auth, calls, ...requestHelpers(auth) };
}

/** Sends requests to a handler the way a browser would (with an Origin header on POSTs). */
export function requestHelpers(auth: {
  handler: (r: Request) => Promise<Response>;
  options: { baseURL: string; origin: string };
}) {
  const url = (path: string) => `${auth.options.baseURL}${path}`;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    auth.handler(
      new Request(url(path), {
        method: 'POST',
        // Browsers send Origin on every POST; the CSRF check needs it when cookies are sent.
        headers: { 'content-type': 'application/json', origin: auth.options.origin, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  const get = (path: string, headers: Record<string, string> = {}) =>
    auth.handler(new Request(url(path), { headers }));
  return { url, post, get };
}

/** The `name=value` pairs of a response's Set-Cookie headers, by name. */
export function setCookies(response: Response): Record<string, { value: string; raw: string }> {
  const out: Record<string, { value: string; raw: string }> = {};
  for (const raw of response.headers.getSetCookie()) {
    const [pair] = raw.split(';');
    const eq = pair!.indexOf('=');
    out[pair!.slice(0, eq)] = { value: pair!.slice(eq + 1), raw };
  }
  return out;
}

/** A `Cookie` request header carrying every cookie a response set (except deletions). */
export function cookieHeader(response: Response): string {
  return Object.entries(setCookies(response))
    .filter(([, c]) => c.value !== '')
    .map(([name, c]) => `${name}=${c.value}`)
    .join('; ');
}

export const user = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'correct-horse-battery',
};

/**
 * Watches an adapter's single-row reads: `findOne`, and `findOneWithReference` where the adapter
 * has it (the session lookup reads a session and its user through it). `count()` says how many
 * happened since the last `clear()`, e.g. whether a request reached the database at all.
 */
export function spyOnReads(adapter: DatabaseAdapter) {
  const spies = [
    vi.spyOn(adapter, 'findOne'),
    ...(adapter.findOneWithReference
      ? [vi.spyOn(adapter as Required<DatabaseAdapter>, 'findOneWithReference')]
      : []),
  ];
  return {
    count: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    clear: () => {
      for (const spy of spies) spy.mockClear();
    },
  };
}
