// Test support only: not exported from the package.
import { emailOTP, magicLink } from '@portcullis/core';
import { createAuthClient, emailOTPClient, magicLinkClient } from '@portcullis/core/client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createTestServer, TEST_ORIGIN } from '../../../core/test/kit/test-server.js';
import { keepSetCookie } from '../../test/kit/test-utils.js';
import { PortcullisProvider } from '../PortcullisProvider.js';

/** A link or code the server sent. */
export interface Sent {
  email: string;
  url?: string;
  token?: string;
  otp?: string;
}

/**
 * Renders `ui` inside a provider whose client has `magicLinkClient()` and `emailOTPClient()`,
 * talking to a real in-memory server with both plugins, their emails recorded into `sent`.
 */
export async function renderPasswordless(ui: ReactElement, client: 'plugins' | 'bare' = 'plugins') {
  keepSetCookie();
  const sent: Sent[] = [];
  const server = await createTestServer({
    plugins: [
      magicLink({
        sendMagicLink: ({ email, url, token }) => void sent.push({ email, url, token }),
      }),
      emailOTP({ sendVerificationOTP: ({ email, otp }) => void sent.push({ email, otp }) }),
    ],
  });
  const authClient = createAuthClient({
    baseURL: TEST_ORIGIN,
    fetch: server.fetch,
    plugins: client === 'plugins' ? [magicLinkClient(), emailOTPClient()] : [],
  });
  const user = userEvent.setup();
  const view = render(<PortcullisProvider client={authClient}>{ui}</PortcullisProvider>);
  /** The `n`th message sent (1-based), waiting for it: emails go out after the response. */
  const message = async (n: number) => {
    await vi.waitFor(() => {
      if (sent.length < n) throw new Error(`waiting for message ${n}`);
    });
    return sent[n - 1]!;
  };
  return { ...view, server, client: authClient, user, sent, message };
}
