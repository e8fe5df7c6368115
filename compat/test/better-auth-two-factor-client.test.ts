/**
 * Better Auth's own `twoFactorClient` (from 'better-auth/client/plugins'), unchanged, against
 * Portcullis's `twoFactor()` plugin over real HTTP (issue 20): enable → verify-totp → sign-out →
 * sign-in (`twoFactorRedirect`, the client's `onTwoFactorRedirect` fires) → verify-totp →
 * get-session. Codes are made with Better Auth's own OTP library from the URI Portcullis sent,
 * so the secret's encoding and the TOTP parameters are checked end to end too. Two rows: the
 * 1.2.7 client and the newest 1.x client.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOTP } from '@better-auth/utils/otp';
import { createPortcullis, migrate, type PasswordHasher, twoFactor } from '@portcullis/core';
import { toNodeHandler } from '@portcullis/core/node';
import { createAuthClient as createAuthClient127 } from 'better-auth/client';
import { twoFactorClient as twoFactorClient127 } from 'better-auth/client/plugins';
import { symmetricEncrypt } from 'better-auth/crypto';
import { createAuthClient as createAuthClientLatest } from 'better-auth-latest/client';
import { twoFactorClient as twoFactorClientLatest } from 'better-auth-latest/client/plugins';
import { Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCookieFetch } from './support/cookie-fetch.js';

type Call = (input?: any, fetchOptions?: any) => Promise<unknown>;
interface Result {
  data: any;
  error: { status: number; code?: string; message?: string } | null;
}
interface TwoFactorAuthClient {
  signUp: { email: Call };
  signIn: { email: Call };
  signOut: Call;
  getSession: Call;
  twoFactor: {
    enable: Call;
    disable: Call;
    getTotpUri: Call;
    verifyTotp: Call;
    verifyBackupCode: Call;
    generateBackupCodes: Call;
  };
}

const rows: Array<{
  name: string;
  create: (
    baseURL: string,
    fetch: typeof globalThis.fetch,
    onRedirect: () => void,
  ) => TwoFactorAuthClient;
}> = [
  {
    name: 'better-auth 1.2.7 twoFactorClient',
    create: (baseURL, fetch, onRedirect) =>
      createAuthClient127({
        baseURL,
        fetchOptions: { customFetchImpl: fetch },
        plugins: [twoFactorClient127({ onTwoFactorRedirect: onRedirect })],
      }) as unknown as TwoFactorAuthClient,
  },
  {
    name: 'better-auth latest 1.x twoFactorClient',
    create: (baseURL, fetch, onRedirect) =>
      createAuthClientLatest({
        baseURL,
        fetchOptions: { customFetchImpl: fetch },
        plugins: [twoFactorClientLatest({ onTwoFactorRedirect: onRedirect })],
      }) as unknown as TwoFactorAuthClient,
  },
];

const ada = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'correct-horse-battery' };

const SECRET = 'compat-client-secret-with-at-least-32-characters!';

const hasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async ({ hash, password }) => hash === `plain:${password}`,
};

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

/** The current code of a `otpauth://` URI, by Better Auth's own OTP library; `step` steps ahead. */
async function totp(uri: string, step = 0): Promise<string> {
  const url = new URL(uri);
  const secret = Secret.fromBase32(url.searchParams.get('secret')!).utf8;
  const period = Number(url.searchParams.get('period'));
  const otp = createOTP(secret, { digits: Number(url.searchParams.get('digits')), period });
  return otp.hotp(Math.floor(Date.now() / 1000 / period) + step);
}

async function startServer() {
  let listener: ReturnType<typeof toNodeHandler> | undefined;
  const server = createServer((req, res) => void listener?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const directory = mkdtempSync(join(tmpdir(), 'portcullis-2fa-client-'));
  const auth = createPortcullis({
    baseURL: origin,
    appName: 'Compat',
    secret: SECRET,
    database: join(directory, 'auth.db'),
    logger: { disabled: true },
    rateLimit: { enabled: false },
    emailAndPassword: { enabled: true, password: hasher, rejectCommonPasswords: false },
    plugins: [twoFactor()],
  });
  await migrate(auth);
  listener = toNodeHandler(auth);
  return {
    origin,
    baseURL: `${origin}/api/auth`,
    auth,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await auth.$context.adapter.close?.();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

describe.each(rows)('$name against Portcullis', (row) => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let client: TwoFactorAuthClient;
  let redirects = 0;
  let totpURI = '';
  let backupCodes: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    client = row.create(server.baseURL, createCookieFetch(server.origin).fetch, () => {
      redirects++;
    });
    ok(await client.signUp.email(ada));
  });
  afterAll(() => server?.close());

  it('enable answers { totpURI, backupCodes }; a wrong password is refused', async () => {
    expect(refused(await client.twoFactor.enable({ password: 'wrong' }))).toMatchObject({
      status: 400,
      code: 'INVALID_PASSWORD',
      message: 'Invalid password',
    });
    const enabled = ok(await client.twoFactor.enable({ password: ada.password }));
    expect(enabled.totpURI).toMatch(/^otpauth:\/\/totp\/Compat:ada%40example\.com\?secret=/);
    expect(enabled.backupCodes).toHaveLength(10);
    totpURI = enabled.totpURI;
    backupCodes = enabled.backupCodes;
  });

  it('verify-totp with the session turns two-factor on', async () => {
    // Signed in, Better Auth 1.2.7 answers a wrong code with its cookie message.
    expect(refused(await client.twoFactor.verifyTotp({ code: '000000' }))).toMatchObject({
      status: 401,
      message: 'Invalid two factor cookie',
    });
    const verified = ok(await client.twoFactor.verifyTotp({ code: await totp(totpURI) }));
    expect(verified.user.email).toBe(ada.email);
    expect(ok(await client.getSession()).user.twoFactorEnabled).toBe(true);
    expect(ok(await client.twoFactor.getTotpUri({ password: ada.password }))).toEqual({ totpURI });
  });

  it('sign-out, then sign-in answers twoFactorRedirect and calls onTwoFactorRedirect; no session yet', async () => {
    ok(await client.signOut());
    const signedIn = ok(await client.signIn.email({ email: ada.email, password: ada.password }));
    expect(signedIn).toEqual({ twoFactorRedirect: true });
    expect(redirects).toBe(1);
    expect(ok(await client.getSession())).toBeNull();
  });

  it('verify-totp finishes the sign-in; get-session shows Ada', async () => {
    expect(refused(await client.twoFactor.verifyTotp({ code: '000000' }))).toMatchObject({
      status: 401,
      message: 'Invalid code',
    });
    // The next step's code: the one used above may not be replayed.
    const verified = ok(await client.twoFactor.verifyTotp({ code: await totp(totpURI, 1) }));
    expect(verified).toMatchObject({ token: expect.any(String), user: { email: ada.email } });
    const session = ok(await client.getSession());
    expect(session.user).toMatchObject({ email: ada.email, twoFactorEnabled: true });
  });

  it('a backup code finishes another sign-in once', async () => {
    ok(await client.signOut());
    expect(ok(await client.signIn.email({ email: ada.email, password: ada.password }))).toEqual({
      twoFactorRedirect: true,
    });
    ok(await client.twoFactor.verifyBackupCode({ code: backupCodes[0] }));
    expect(ok(await client.getSession()).user.email).toBe(ada.email);
    ok(await client.signOut());
    ok(await client.signIn.email({ email: ada.email, password: ada.password }));
    expect(
      refused(await client.twoFactor.verifyBackupCode({ code: backupCodes[0] })),
    ).toMatchObject({
      status: 401,
      message: 'Invalid backup code',
    });
  });

  it('disable with the password; sign-in then needs no second factor', async () => {
    ok(await client.twoFactor.verifyBackupCode({ code: backupCodes[1] }));
    expect(ok(await client.twoFactor.disable({ password: ada.password }))).toEqual({
      status: true,
    });
    ok(await client.signOut());
    expect(
      ok(await client.signIn.email({ email: ada.email, password: ada.password })),
    ).toMatchObject({
      token: expect.any(String),
    });
  });
});

describe('a twoFactor row Better Auth 1.2.7 wrote', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  afterAll(() => server?.close());

  it('is read as it is: its TOTP secret and backup codes finish a sign-in', async () => {
    server = await startServer();
    const client = rows[0]!.create(
      server.baseURL,
      createCookieFetch(server.origin).fetch,
      () => {},
    );
    const grace = {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      password: 'compiler-a0-1952',
    };
    const { user } = ok(await client.signUp.email(grace));
    ok(await client.signOut());
    // What Better Auth 1.2.7's enable stores: a 32-character secret and the JSON array of codes,
    // each through symmetricEncrypt under the app secret; then verify-totp set twoFactorEnabled.
    const secret = 'K7pQ2mZx9VbN4sLd8RfT1hJy6WcE3aGu';
    const codes = ['AbCdE-12345', 'FgHiJ-67890'];
    const { adapter } = server.auth.$context;
    await adapter.create({
      model: 'twoFactor',
      data: {
        userId: user.id,
        secret: await symmetricEncrypt({ key: SECRET, data: secret }),
        backupCodes: await symmetricEncrypt({ key: SECRET, data: JSON.stringify(codes) }),
      },
    });
    await adapter.update({
      model: 'user',
      where: [{ field: 'id', value: user.id }],
      update: { twoFactorEnabled: true },
    });

    expect(ok(await client.signIn.email(grace))).toEqual({ twoFactorRedirect: true });
    const code = await createOTP(secret, { digits: 6, period: 30 }).totp();
    ok(await client.twoFactor.verifyTotp({ code }));
    expect(ok(await client.getSession()).user.email).toBe(grace.email);
    const { totpURI } = ok(await client.twoFactor.getTotpUri({ password: grace.password }));
    expect(totpURI).toBe(createOTP(secret, { digits: 6, period: 30 }).url('Compat', grace.email));

    ok(await client.signOut());
    ok(await client.signIn.email(grace));
    ok(await client.twoFactor.verifyBackupCode({ code: codes[1] }));
    expect(ok(await client.getSession()).user.email).toBe(grace.email);
  });
});
