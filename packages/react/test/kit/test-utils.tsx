// Test support only: not exported from the package.
import {
  adminClient,
  createAuthClient,
  multiSessionClient,
  organizationClient,
  twoFactorClient,
  usernameClient,
} from '@portcullis/core/client';
import { cleanup, type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
// The same real-handler harness the client's own tests use (a source file, not a package export).
import {
  createTestServer,
  TEST_ORIGIN,
  type TestServer,
  type TestServerOptions,
} from '../../../core/test/kit/test-server.js';
import { PortcullisProvider } from '../../src/PortcullisProvider.js';
import { useSession } from '../../src/useSession.js';

/**
 * A client of the test server with the client plugins the kit has components for
 * (`usernameClient()`, `organizationClient()`, `adminClient()`, `twoFactorClient()`,
 * `multiSessionClient()`); harmless
 * when the server lacks those plugins.
 */
export function createTestClient(fetch: typeof globalThis.fetch) {
  return createAuthClient({
    baseURL: TEST_ORIGIN,
    fetch,
    plugins: [
      usernameClient(),
      organizationClient(),
      adminClient(),
      twoFactorClient(),
      multiSessionClient(),
    ],
  });
}

/** The type of {@link createTestClient}'s clients. */
export type TestAuthClient = ReturnType<typeof createTestClient>;

/** A rendered tree inside a provider whose client talks to a real in-memory Portcullis. */
export interface AuthRenderResult extends RenderResult {
  server: TestServer;
  client: TestAuthClient;
  user: UserEvent;
}

/**
 * happy-dom, like a browser, strips Set-Cookie from every Response it constructs, including the
 * ones the in-process handler builds, so the test cookie jar would stay empty. The server half
 * of these tests gets a Response that keeps them.
 */
class ServerResponse extends Response {
  constructor(body?: BodyInit | null, init?: ResponseInit) {
    super(body, init);
    for (const cookie of new Headers(init?.headers).getSetCookie()) {
      this.headers.append('set-cookie', cookie);
    }
  }
}

/**
 * Lets the in-process handler's responses keep Set-Cookie (see {@link ServerResponse}), for
 * tests that use the test server without rendering. Undone by {@link cleanupAuth}.
 */
export function keepSetCookie(): void {
  vi.stubGlobal('Response', ServerResponse);
}

/** Options of {@link renderWithAuth}. */
export interface RenderWithAuthOptions {
  /** Wraps the fetch that reaches the handler, e.g. to hold or fail some requests. */
  wrapFetch?: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch;
  /** Options of the in-memory server: plugins, captured emails, `user` settings… */
  server?: TestServerOptions;
  /** Signs `existingUser` up (and so in) before rendering. Default: false. */
  signedIn?: boolean;
}

/**
 * Renders `ui` inside `PortcullisProvider`, with a fresh server and client per call. `ui` may be
 * a function of the server and client, run before rendering: to prepare data (a reset token…)
 * the element needs.
 */
export async function renderWithAuth(
  ui:
    | ReactElement
    | ((harness: { server: TestServer; client: TestAuthClient }) => Promise<ReactElement>),
  options: RenderWithAuthOptions = {},
): Promise<AuthRenderResult> {
  keepSetCookie();
  const server = await createTestServer(options.server);
  const fetch = options.wrapFetch ? options.wrapFetch(server.fetch) : server.fetch;
  const client = createTestClient(fetch);
  if (options.signedIn) await client.signUp.email(existingUser);
  const user = userEvent.setup();
  const element = typeof ui === 'function' ? await ui({ server, client }) : ui;
  const view = render(<PortcullisProvider client={client}>{element}</PortcullisProvider>);
  return { ...view, server, client, user };
}

/** Shows what `useSession` sees, as text the tests can wait for. */
export function SessionStatus() {
  const { data, isPending, error } = useSession();
  let text = 'Signed out';
  if (isPending) text = 'Loading';
  else if (error) text = `Error: ${error.message}`;
  else if (data) text = `Signed in as ${data.user.email}`;
  return <output aria-label="Session">{text}</output>;
}

/** A user that exists before the test starts. */
export const existingUser = {
  name: 'Alice',
  email: 'alice@example.com',
  password: 'correct horse',
};

/** A second client on the same server with its own cookies: another device of the user. */
export function otherDevice(server: TestServer, userAgent?: string): TestAuthClient {
  return createTestClient(server.newBrowser({ userAgent }).fetch);
}

/** Unmounts what the test rendered and restores the globals it stubbed; use in `afterEach`. */
export function cleanupAuth(): void {
  cleanup();
  vi.unstubAllGlobals();
}
