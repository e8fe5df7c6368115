// Test support only: a test server with `apiKey()` and a client with `apiKeyClient()`, for the
// API-key components' tests.
import { apiKeyClient, createAuthClient, usernameClient } from '@portcullis/core/client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { apiKey } from '../../../core/src/plugins/api-key/index.js';
import { createTestServer, TEST_ORIGIN } from '../../../core/test/kit/test-server.js';
import type { Localization } from '../../src/localization/types.js';
import { PortcullisProvider } from '../../src/PortcullisProvider.js';
import { existingUser, keepSetCookie } from './test-utils.js';

/** Options of {@link renderWithApiKeys}. */
export interface RenderWithApiKeysOptions {
  /** Signs `existingUser` up (and so in) before rendering. Default: false. */
  signedIn?: boolean;
  /** Keys created (through the routes) for `existingUser` before rendering. Default: none. */
  keys?: string[];
  localization?: Localization;
}

/** Renders `ui` inside `PortcullisProvider` with an API-key client of a fresh in-memory server. */
export async function renderWithApiKeys(ui: ReactElement, options: RenderWithApiKeysOptions = {}) {
  keepSetCookie();
  const server = await createTestServer({ plugins: [apiKey()] });
  const client = createAuthClient({
    baseURL: TEST_ORIGIN,
    fetch: server.fetch,
    plugins: [usernameClient(), apiKeyClient()],
  });
  if (options.signedIn || options.keys) await client.signUp.email(existingUser);
  for (const name of options.keys ?? []) {
    const { error } = await client.apiKey.create({ name });
    if (error) throw new Error(`apiKey.create: ${error.message}`);
  }
  const user = userEvent.setup();
  const view = render(
    <PortcullisProvider client={client} localization={options.localization}>
      {ui}
    </PortcullisProvider>,
  );
  return { ...view, server, client, user };
}
