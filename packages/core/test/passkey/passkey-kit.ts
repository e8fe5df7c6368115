// Test support only: a test server with the passkey plugin, a signed-up user and a software
// authenticator, plus shorthands for the passkey routes.
import { vi } from 'vitest';
import type { AuthEvent } from '../../src/kernel/auth-event.js';
import type { PortcullisPlugin } from '../../src/kernel/plugin.js';
import { type PasskeyOptions, passkey } from '../../src/plugins/passkey/index.js';
import { createTestServer, TEST_ORIGIN, type TestBrowser } from '../kit/test-server.js';
import { createSoftwareAuthenticator } from './software-authenticator.js';

export const API = `${TEST_ORIGIN}/api/auth`;

/** JSON of a response, or null for an empty body. */
export async function json<T = any>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The passkey routes as one browser calls them. */
export function passkeyCalls(browser: TestBrowser) {
  const post = (path: string, body: unknown) =>
    browser.fetch(`${API}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return {
    post,
    registerOptions: (query = '') =>
      browser.fetch(`${API}/passkey/generate-register-options${query}`),
    verifyRegistration: (response: unknown, name?: string) =>
      post('/passkey/verify-registration', { response, name }),
    authenticateOptions: () => post('/passkey/generate-authenticate-options', {}),
    verifyAuthentication: (response: unknown) =>
      post('/passkey/verify-authentication', { response }),
    list: () => browser.fetch(`${API}/passkey/list-user-passkeys`),
    update: (id: string, name: string) => post('/passkey/update-passkey', { id, name }),
    remove: (id: string) => post('/passkey/delete-passkey', { id }),
    signUp: async (email: string) => {
      const response = await post('/sign-up/email', {
        email,
        password: 'password-1234',
        name: 'Ada',
      });
      return (await json<{ user: { id: string } }>(response)).user.id;
    },
    signOut: () => post('/sign-out', {}),
  };
}

/** A server with `passkey(options)` (and `extraPlugins`), one signed-in user (`ada@example.com`) and an authenticator. */
export async function createPasskeyServer(
  options: PasskeyOptions = {},
  extraPlugins: PortcullisPlugin[] = [],
) {
  const events: AuthEvent[] = [];
  const server = await createTestServer({
    plugins: [passkey(options), ...extraPlugins],
    onEvent: (event) => {
      events.push(event);
    },
  });
  const calls = passkeyCalls(server);
  const userId = await calls.signUp('ada@example.com');
  const authenticator = createSoftwareAuthenticator({ origin: TEST_ORIGIN, rpID: 'localhost' });
  /** Registers a passkey for the signed-in user through the routes; returns the stored row. */
  const registerPasskey = async (name?: string) => {
    const options = await json(await calls.registerOptions());
    const { response, credential } = authenticator.register(options);
    const verified = await calls.verifyRegistration(response, name);
    if (verified.status !== 200) throw new Error(`registration failed: ${verified.status}`);
    return { row: await json(verified), credential };
  };
  /** Resolves once an event of `type` was emitted, with it (events are delivered after the answer). */
  const nextEvent = async (type: AuthEvent['type']) => {
    let found: AuthEvent | undefined;
    await vi.waitFor(() => {
      found = events.find((event) => event.type === type);
      if (!found) throw new Error(`no ${type} event`);
    });
    return found!;
  };
  return { server, calls, userId, authenticator, registerPasskey, events, nextEvent };
}
