// Test support only: not exported from the package.
import { phoneNumber } from '@portcullis/core';
import { createAuthClient, phoneNumberClient } from '@portcullis/core/client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createTestServer, TEST_ORIGIN } from '../../../core/test/kit/test-server.js';
import { keepSetCookie } from '../../test/kit/test-utils.js';
import { PortcullisProvider } from '../PortcullisProvider.js';

/** A code the server texted. */
export interface Texted {
  phoneNumber: string;
  code: string;
}

/**
 * Renders `ui` inside a provider whose client has `phoneNumberClient()`, talking to a real
 * in-memory server with `phoneNumber()` (signing up new numbers), its texts recorded into `sent`.
 */
export async function renderPhoneNumber(ui: ReactElement, client: 'plugins' | 'bare' = 'plugins') {
  keepSetCookie();
  const sent: Texted[] = [];
  const server = await createTestServer({
    plugins: [
      phoneNumber({
        sendOTP: ({ phoneNumber: number, code }) => void sent.push({ phoneNumber: number, code }),
        signUpOnVerification: { getTempEmail: (n) => `${n.slice(1)}@phone.example.com` },
      }),
    ],
  });
  const authClient = createAuthClient({
    baseURL: TEST_ORIGIN,
    fetch: server.fetch,
    plugins: client === 'plugins' ? [phoneNumberClient()] : [],
  });
  const user = userEvent.setup();
  const view = render(<PortcullisProvider client={authClient}>{ui}</PortcullisProvider>);
  /** The `n`th text sent (1-based), waiting for it: texts go out after the response. */
  const text = async (n: number) => {
    await vi.waitFor(() => {
      if (sent.length < n) throw new Error(`waiting for text ${n}`);
    });
    return sent[n - 1]!;
  };
  return { ...view, server, client: authClient, user, sent, text };
}
