// Test support: a real Portcullis instance on a SQLite file, with the plugin under test, and a
// cookie-keeping `fetch` into its handler (one browser). Uses only what an app would import.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPortcullis,
  migrate,
  type PasswordHasher,
  type PortcullisOptions,
  username,
} from '@portcullis/core';
import Database from 'better-sqlite3';
import { afterAll } from 'vitest';
import { type LastLoginMethodOptions, lastLoginMethod } from '../src/index.js';

export const ORIGIN = 'http://localhost:3000';
export const BASE = `${ORIGIN}/api/auth`;

/** Stores `plain:{password}`: scrypt's cost buys nothing in these flows. Never for real use. */
export const plainHasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async ({ hash, password }) => hash === `plain:${password}`,
};

export const ada = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'analytical engine',
  username: 'ada',
};

const dir = mkdtempSync(join(tmpdir(), 'portcullis-last-login-method-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let databases = 0;

/** Options of {@link startServer}: Portcullis options over the defaults, and the plugin's. */
export interface ServerOptions
  extends Omit<Partial<PortcullisOptions>, 'database' | 'plugins' | 'emailAndPassword'> {
  /** Merged over `{ enabled: true, password: plainHasher }`. */
  emailAndPassword?: Partial<NonNullable<PortcullisOptions['emailAndPassword']>>;
  plugin?: LastLoginMethodOptions;
}

/**
 * Starts an instance on a fresh SQLite file with email-and-password on, the username plugin
 * and `lastLoginMethod()`, migrated; returns it, the database file's path and one browser.
 */
export async function startServer(options: ServerOptions = {}) {
  const { plugin, ...overrides } = options;
  const database = join(dir, `auth-${++databases}.db`);
  const auth = createPortcullis({
    baseURL: ORIGIN,
    secret: 'plugin-test-secret-with-at-least-32-characters',
    logger: { disabled: true },
    ...overrides,
    database,
    emailAndPassword: { enabled: true, password: plainHasher, ...overrides.emailAndPassword },
    plugins: [username(), lastLoginMethod(plugin)],
  });
  await migrate(auth);
  return { auth, database, browser: createBrowser(auth.handler) };
}

/** A `fetch` into `handler` that keeps cookies and sends Origin on POSTs, as a browser does. */
export function createBrowser(handler: (request: Request) => Promise<Response>) {
  const cookies = new Map<string, string>();
  const browserFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (cookies.size > 0) {
      request.headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    if (request.method !== 'GET') request.headers.set('origin', ORIGIN);
    const response = await handler(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1);
      const expired = attributes.some((a) => a.trim().toLowerCase() === 'max-age=0');
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  /** POSTs JSON to an auth route, e.g. `post('/sign-in/email', { email, password })`. */
  const post = (path: string, body: unknown) =>
    browserFetch(`${BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const get = (path: string) => browserFetch(`${BASE}${path}`);
  return { fetch: browserFetch as typeof fetch, cookies, post, get };
}

/** The method `GET /last-login-method` answers for the browser's session (throws unless 200). */
export async function lastMethodOf(browser: ReturnType<typeof createBrowser>) {
  const response = await browser.get('/last-login-method');
  if (response.status !== 200) throw new Error(`/last-login-method answered ${response.status}`);
  return ((await response.json()) as { method: string | null }).method;
}

/** The `lastLoginMethod` column of a user, read straight from the SQLite file. */
export function storedMethod(database: string, email: string): string | null | undefined {
  const db = new Database(database, { readonly: true });
  try {
    const row = db.prepare('SELECT lastLoginMethod FROM user WHERE email = ?').get(email) as
      | { lastLoginMethod: string | null }
      | undefined;
    return row?.lastLoginMethod;
  } finally {
    db.close();
  }
}
