/**
 * Better Auth's own `magicLinkClient` and `emailOTPClient`, unchanged, against Portcullis's
 * `magicLink()` and `emailOTP()` plugins over real HTTP (issue 21: an app's passwordless screens
 * built on `better-auth/client` move over as they are). Two rows: the clients of 1.2.7 and of the
 * newest 1.x. Each signs in with a link and with a code, and sees the refusals Better Auth's
 * client hands the app.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPortcullis, emailOTP, magicLink, migrate } from '@portcullis/core';
import { toNodeHandler } from '@portcullis/core/node';
import { createAuthClient as createAuthClient127 } from 'better-auth/client';
import {
  emailOTPClient as emailOTPClient127,
  magicLinkClient as magicLinkClient127,
} from 'better-auth/client/plugins';
import { createAuthClient as createAuthClientLatest } from 'better-auth-latest/client';
import {
  emailOTPClient as emailOTPClientLatest,
  magicLinkClient as magicLinkClientLatest,
} from 'better-auth-latest/client/plugins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCookieFetch } from './support/cookie-fetch.js';

interface Result {
  data: any;
  error: { status: number; code?: string; message?: string } | null;
}
type Call = (input?: any, fetchOptions?: any) => Promise<unknown>;

/** The calls this test makes; both clients must have them. */
interface PasswordlessAuthClient {
  getSession: Call;
  signIn: { magicLink: Call; emailOtp: Call };
  magicLink: { verify: Call };
  emailOtp: { sendVerificationOtp: Call; verifyEmail: Call; resetPassword: Call };
  forgetPassword: { emailOtp: Call };
  signUp: { email: Call };
}

const rows: Array<{
  name: string;
  create: (baseURL: string, fetch: typeof globalThis.fetch) => PasswordlessAuthClient;
}> = [
  {
    name: 'better-auth 1.2.7 clients',
    create: (baseURL, fetch) =>
      createAuthClient127({
        baseURL,
        fetchOptions: { customFetchImpl: fetch },
        plugins: [magicLinkClient127(), emailOTPClient127()],
      }) as unknown as PasswordlessAuthClient,
  },
  {
    name: 'better-auth latest 1.x clients',
    create: (baseURL, fetch) =>
      createAuthClientLatest({
        baseURL,
        fetchOptions: { customFetchImpl: fetch },
        plugins: [magicLinkClientLatest(), emailOTPClientLatest()],
      }) as unknown as PasswordlessAuthClient,
  },
];

interface Sent {
  kind: 'magic-link' | 'otp';
  to: string;
  token: string;
  type?: string;
}

let origin = '';
let close: () => Promise<void> = async () => {};
const sent: Sent[] = [];

async function lastSent(kind: Sent['kind'], to: string, count: number): Promise<Sent> {
  for (let waited = 0; waited <= 2_000; waited += 20) {
    const found = sent.filter((message) => message.kind === kind && message.to === to);
    if (found.length >= count) return found[count - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${kind} message ${count} to ${to}`);
}

beforeAll(async () => {
  let listener: ReturnType<typeof toNodeHandler> | undefined;
  const server = createServer((req, res) => void listener?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const directory = mkdtempSync(join(tmpdir(), 'portcullis-passwordless-client-'));
  const auth = createPortcullis({
    baseURL: origin,
    secret: 'compat-client-secret-with-at-least-32-characters!',
    database: join(directory, 'auth.db'),
    logger: { disabled: true },
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      rejectCommonPasswords: false,
      password: {
        hash: async (password) => `plain:${password}`,
        verify: async ({ hash, password }) => hash === `plain:${password}`,
      },
    },
    plugins: [
      magicLink({
        sendMagicLink: ({ email, token }) =>
          void sent.push({ kind: 'magic-link', to: email, token }),
      }),
      emailOTP({
        sendVerificationOTP: ({ email, otp, type }) =>
          void sent.push({ kind: 'otp', to: email, token: otp, type }),
      }),
    ],
  });
  await migrate(auth);
  listener = toNodeHandler(auth);
  close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await auth.$context.adapter.close?.();
    rmSync(directory, { recursive: true, force: true });
  };
});

afterAll(() => close());

function ok(answer: unknown): any {
  const { data, error } = answer as Result;
  expect(error, JSON.stringify(error)).toBeNull();
  return data;
}

function refused(answer: unknown): NonNullable<Result['error']> {
  const { data, error } = answer as Result;
  expect(data).toBeNull();
  expect(error).not.toBeNull();
  return error!;
}

describe.each(rows)('$name', ({ name, create }) => {
  const tag = name.includes('1.2.7') ? 'v127' : 'latest';

  it('signs in with a magic link: signIn.magicLink, then magicLink.verify', async () => {
    const browser = createCookieFetch(origin);
    const client = create(`${origin}/api/auth`, browser.fetch);
    const email = `link-${tag}@example.com`;
    expect(ok(await client.signIn.magicLink({ email, name: 'Ada' }))).toEqual({ status: true });
    const { token } = await lastSent('magic-link', email, 1);
    const verified = ok(await client.magicLink.verify({ query: { token } }));
    expect(verified.user).toMatchObject({ email, name: 'Ada', emailVerified: true });
    const session = ok(await client.getSession());
    expect(session.user.email).toBe(email);
    // A used link: without a callbackURL Portcullis redirects to its origin with the error,
    // as Better Auth does; the client follows it to a page that is not JSON.
    const otherBrowser = createCookieFetch(origin);
    const other = create(`${origin}/api/auth`, otherBrowser.fetch);
    const again = (await other.magicLink.verify({ query: { token } })) as Result;
    expect(again.data?.user).toBeUndefined();
    expect([...otherBrowser.cookies.keys()].some((key) => key.includes('session_token'))).toBe(
      false,
    );
    expect((ok(await other.getSession()) as unknown) ?? null).toBeNull();
  });

  it('signs in with an email code: emailOtp.sendVerificationOtp, then signIn.emailOtp', async () => {
    const browser = createCookieFetch(origin);
    const client = create(`${origin}/api/auth`, browser.fetch);
    const email = `otp-${tag}@example.com`;
    expect(ok(await client.emailOtp.sendVerificationOtp({ email, type: 'sign-in' }))).toEqual({
      success: true,
    });
    const { token: otp } = await lastSent('otp', email, 1);
    const wrong = otp.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
    const error = refused(await client.signIn.emailOtp({ email, otp: wrong }));
    expect(error).toMatchObject({ status: 400, code: 'INVALID_OTP', message: 'Invalid OTP' });
    const signedIn = ok(await client.signIn.emailOtp({ email, otp }));
    expect(signedIn.user).toMatchObject({ email, emailVerified: true });
    expect(ok(await client.getSession()).user.email).toBe(email);
    const used = refused(await client.signIn.emailOtp({ email, otp }));
    expect(used).toMatchObject({ status: 400, code: 'INVALID_OTP' });
  });

  it('verifies an email and resets a password with codes', async () => {
    const browser = createCookieFetch(origin);
    const client = create(`${origin}/api/auth`, browser.fetch);
    const email = `reset-${tag}@example.com`;
    ok(await client.signUp.email({ name: 'Grace', email, password: 'compiler-a0-1952' }));
    ok(await client.emailOtp.sendVerificationOtp({ email, type: 'email-verification' }));
    const { token: code } = await lastSent('otp', email, 1);
    expect(ok(await client.emailOtp.verifyEmail({ email, otp: code }))).toMatchObject({
      status: true,
      user: { email, emailVerified: true },
    });
    expect(ok(await client.forgetPassword.emailOtp({ email }))).toEqual({ success: true });
    const { token: resetCode } = await lastSent('otp', email, 2);
    expect(
      ok(
        await client.emailOtp.resetPassword({
          email,
          otp: resetCode,
          password: 'a-new-password-1',
        }),
      ),
    ).toEqual({ success: true });
    const expired = refused(
      await client.emailOtp.resetPassword({ email, otp: resetCode, password: 'a-new-password-2' }),
    );
    expect(expired).toMatchObject({ status: 400, code: 'INVALID_OTP' });
  });
});
