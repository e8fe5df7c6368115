// Test support for the magic-link and email-otp plugins: a test server whose senders record
// into an outbox, and helpers to read it (emails go out after the response).
import { vi } from 'vitest';
import type { AuthEvent } from '../../src/index.js';
import { type EmailOTPOptions, emailOTP } from '../../src/plugins/email-otp/index.js';
import { type MagicLinkOptions, magicLink } from '../../src/plugins/magic-link/index.js';
import { createTestServer, type TestServerOptions } from '../kit/test-server.js';

/** A link or code the server "sent". */
export interface SentMessage {
  kind: 'magic-link' | 'otp';
  email: string;
  url?: string;
  token?: string;
  otp?: string;
  type?: string;
}

/** What {@link createPasswordlessServer} takes: plugin options beside the server's. */
export interface PasswordlessServerOptions extends TestServerOptions {
  magicLink?: Partial<MagicLinkOptions>;
  emailOTP?: Partial<EmailOTPOptions>;
}

/**
 * A test server with both plugins, senders recording into `outbox`, and `events` recording the
 * audit events.
 */
export async function createPasswordlessServer(options: PasswordlessServerOptions = {}) {
  const { magicLink: linkOptions, emailOTP: otpOptions, ...serverOptions } = options;
  const outbox: SentMessage[] = [];
  const events: AuthEvent[] = [];
  const server = await createTestServer({
    onEvent: (event) => {
      events.push(event);
    },
    ...serverOptions,
    plugins: [
      magicLink({
        sendMagicLink: ({ email, url, token }) => {
          outbox.push({ kind: 'magic-link', email, url, token });
        },
        ...linkOptions,
      }),
      emailOTP({
        sendVerificationOTP: ({ email, otp, type }) => {
          outbox.push({ kind: 'otp', email, otp, type });
        },
        ...otpOptions,
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
  const get = (path: string) =>
    server.fetch(`http://localhost:3000/api/auth${path}`, { redirect: 'manual' });
  /** Waits for the `n`th message (1-based, default: one more than now) and returns it. */
  const nextMessage = async (count = outbox.length + 1) => {
    await vi.waitFor(() => {
      if (outbox.length < count) throw new Error(`waiting for message ${count}`);
    });
    return outbox[count - 1]!;
  };
  /** Lets the background work of the previous request finish (a macrotask and some I/O). */
  const settle = async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return { ...server, outbox, events, post, get, nextMessage, settle };
}

/** A server of {@link createPasswordlessServer}. */
export type PasswordlessServer = Awaited<ReturnType<typeof createPasswordlessServer>>;

/** Sends a code of `type` to `email` and returns it as emailed. */
export async function sendCode(server: PasswordlessServer, email: string, type = 'sign-in') {
  const count = server.outbox.length + 1;
  const response = await server.post('/email-otp/send-verification-otp', { email, type });
  if (response.status !== 200) throw new Error(`send failed: ${response.status}`);
  return (await server.nextMessage(count)).otp!;
}

/** The headers of `response` without its date, for comparing two answers. */
export function headersWithoutDate(response: Response): [string, string][] {
  return [...response.headers].filter(([name]) => name !== 'date');
}

/** A wrong code of the same length: every digit shifted by one. */
export const wrongCode = (otp: string) =>
  otp.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

/** The keys of the user in the plugins' answers, in Better Auth 1.2.7's order. */
export const ANSWER_USER_KEYS = [
  'id',
  'email',
  'emailVerified',
  'name',
  'image',
  'createdAt',
  'updatedAt',
];
