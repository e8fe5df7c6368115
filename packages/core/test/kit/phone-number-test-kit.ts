// Test support for the phone-number plugin: a test server whose `sendOTP` and
// `sendForgetPasswordOTP` record into an outbox (codes go out after the response), and helpers.
import { vi } from 'vitest';
import type { AuthEvent } from '../../src/index.js';
import { type PhoneNumberOptions, phoneNumber } from '../../src/plugins/phone-number/index.js';
import { createTestServer, type TestServerOptions } from './test-server.js';

/** A text message the server "sent". */
export interface SentText {
  kind: 'verify' | 'forget-password';
  phoneNumber: string;
  code: string;
}

/** What {@link createPhoneNumberServer} takes: the plugin's options beside the server's. */
export interface PhoneNumberServerOptions extends TestServerOptions {
  phoneNumber?: PhoneNumberOptions;
}

/** A test server with the phone-number plugin, an `outbox` of texts and the audit `events`. */
export async function createPhoneNumberServer(options: PhoneNumberServerOptions = {}) {
  const { phoneNumber: pluginOptions, ...serverOptions } = options;
  const outbox: SentText[] = [];
  const events: AuthEvent[] = [];
  const server = await createTestServer({
    onEvent: (event) => {
      events.push(event);
    },
    ...serverOptions,
    plugins: [
      phoneNumber({
        sendOTP: ({ phoneNumber, code }) => {
          outbox.push({ kind: 'verify', phoneNumber, code });
        },
        sendForgetPasswordOTP: ({ phoneNumber, code }) => {
          outbox.push({ kind: 'forget-password', phoneNumber, code });
        },
        ...pluginOptions,
      }),
      ...(serverOptions.plugins ?? []),
    ],
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    server.fetch(`http://localhost:3000/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const get = (path: string) => server.fetch(`http://localhost:3000/api/auth${path}`);
  /** Waits for the `n`th text (1-based, default: one more than now) and returns it. */
  const nextText = async (count = outbox.length + 1) => {
    await vi.waitFor(() => {
      if (outbox.length < count) throw new Error(`waiting for text ${count}`);
    });
    return outbox[count - 1]!;
  };
  /** Lets the background work of the previous request finish. */
  const settle = async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  /** Sends a verification code to `number` and returns it as texted. */
  const sendCode = async (number: string) => {
    const count = outbox.length + 1;
    const response = await post('/phone-number/send-otp', { phoneNumber: number });
    if (response.status !== 200) throw new Error(`send-otp answered ${response.status}`);
    return (await nextText(count)).code;
  };
  /** The `verification` rows, as stored. */
  const verifications = () =>
    server.auth.$context.adapter.findMany<{ id: string; identifier: string; value: string }>({
      model: 'verification',
    });
  return { ...server, outbox, events, post, get, nextText, settle, sendCode, verifications };
}

/** A server of {@link createPhoneNumberServer}. */
export type PhoneNumberServer = Awaited<ReturnType<typeof createPhoneNumberServer>>;

/** A wrong code of the same length. */
export const wrongCode = (code: string) =>
  code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
