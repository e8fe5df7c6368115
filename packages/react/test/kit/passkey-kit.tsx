// Test support only: a test server with `passkey()`, a client with `passkeyClient()`, and the
// WebAuthn stub (a software authenticator behind `navigator.credentials`), for the passkey
// components' tests.
import { createAuthClient, passkeyClient, usernameClient } from '@portcullis/core/client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { passkey } from '../../../core/src/plugins/passkey/index.js';
import { createTestServer, TEST_ORIGIN } from '../../../core/test/kit/test-server.js';
import {
  installWebAuthnStub,
  type WebAuthnStubOptions,
} from '../../../core/test/passkey/webauthn-stub.js';
import { PortcullisProvider } from '../../src/PortcullisProvider.js';
import { existingUser, keepSetCookie } from './test-utils.js';

/** Options of {@link renderWithPasskeys}. */
export interface RenderWithPasskeysOptions extends WebAuthnStubOptions {
  /** Signs `existingUser` up (and so in) before rendering. Default: false. */
  signedIn?: boolean;
  /** Passkeys registered (through the routes) for `existingUser` before rendering. Default: 0. */
  passkeys?: number;
}

/**
 * Renders `ui` inside `PortcullisProvider` with a passkey-enabled client of a fresh in-memory
 * server, `navigator.credentials` answered by a software authenticator.
 */
export async function renderWithPasskeys(
  ui: ReactElement,
  options: RenderWithPasskeysOptions = {},
) {
  keepSetCookie();
  const stub = installWebAuthnStub(options);
  const server = await createTestServer({ plugins: [passkey()] });
  const client = createAuthClient({
    baseURL: TEST_ORIGIN,
    fetch: server.fetch,
    plugins: [usernameClient(), passkeyClient()],
  });
  if (options.signedIn || options.passkeys) await client.signUp.email(existingUser);
  // As if each passkey were made by another authenticator of the user.
  stub.settings.exclude = false;
  for (let i = 0; i < (options.passkeys ?? 0); i++) {
    const { error } = await client.passkey.addPasskey({ name: `Key ${i + 1}` });
    if (error) throw new Error(`addPasskey: ${error.message}`);
  }
  stub.settings.exclude = true;
  if (options.passkeys && !options.signedIn) await client.signOut();
  const user = userEvent.setup();
  const view = render(<PortcullisProvider client={client}>{ui}</PortcullisProvider>);
  return { ...view, server, client, user, ...stub };
}
