import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearer } from '../../src/plugins/bearer/index.js';
import { openTwoFactorValue } from '../../src/plugins/two-factor/crypto.js';
import { username } from '../../src/plugins/username/index.js';
import { TEST_ORIGIN } from '../kit/test-server.js';
import { ada, codeAt, freezeClock, setupTwoFactor } from '../kit/two-factor-test-kit.js';

afterEach(() => {
  vi.useRealTimers();
});

const cookieNames = (browser: { cookies: Map<string, string> }) => [...browser.cookies.keys()];

describe('enable and verify-totp (signed in)', () => {
  it('answers a totpURI in Better Auth form and 10 backup codes; 2FA turns on at the first code', async () => {
    const t = await setupTwoFactor();
    await t.client.signUp.email(ada);
    const { data } = await t.client.twoFactor.enable({ password: ada.password });
    expect(data?.totpURI).toMatch(
      /^otpauth:\/\/totp\/Portcullis%20Test:ada%40example\.com\?secret=[A-Z2-7]{52}&issuer=Portcullis\+Test&digits=6&period=30$/,
    );
    expect(data?.backupCodes).toHaveLength(10);
    for (const code of data?.backupCodes ?? [])
      expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    expect((await t.client.getSession()).data?.user).toMatchObject({ twoFactorEnabled: false });
    const verified = await t.client.twoFactor.verifyTotp({ code: codeAt(data!.totpURI) });
    expect(verified.error).toBeNull();
    expect(verified.data?.user.email).toBe(ada.email);
    expect((await t.client.getSession()).data?.user).toMatchObject({ twoFactorEnabled: true });
  });

  it('uses the issuer of the body, then the option', async () => {
    const t = await setupTwoFactor({ issuer: 'Acme' });
    await t.client.signUp.email(ada);
    expect((await t.client.twoFactor.enable({ password: ada.password })).data?.totpURI).toContain(
      'otpauth://totp/Acme:',
    );
    expect(
      (await t.client.twoFactor.enable({ password: ada.password, issuer: 'Other' })).data?.totpURI,
    ).toContain('otpauth://totp/Other:');
  });

  it('refuses a wrong password (400 INVALID_PASSWORD) and no session (401)', async () => {
    const t = await setupTwoFactor();
    expect((await t.client.twoFactor.enable({ password: 'x' })).error).toMatchObject({
      status: 401,
    });
    await t.client.signUp.email(ada);
    expect((await t.client.twoFactor.enable({ password: 'wrong' })).error).toMatchObject({
      status: 400,
      code: 'INVALID_PASSWORD',
      message: 'Invalid password',
    });
  });

  it('turns on at once with skipVerificationOnEnable', async () => {
    const t = await setupTwoFactor({ skipVerificationOnEnable: true });
    await t.client.signUp.email(ada);
    await t.client.twoFactor.enable({ password: ada.password });
    expect((await t.client.getSession()).data?.user).toMatchObject({ twoFactorEnabled: true });
  });

  // Issue 30: what enabling answers, next to Better Auth 1.2.7 (compat/test/scenarios/two-factor.ts
  // records both). enable answers as Better Auth does; verify-totp's token, where Better Auth's
  // is the session it just deleted, is the live one (docs/migrating-from-better-auth.md, Session
  // credentials).
  describe('the answers, and the session they leave', () => {
    const api = (path: string) => `${TEST_ORIGIN}/api/auth${path}`;
    const post = (browser: { fetch: typeof fetch }, path: string, body: unknown) =>
      browser.fetch(api(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify(body),
      });
    /** The session a bearer token opens (`null` when it opens none). */
    const sessionOf = async (t: Awaited<ReturnType<typeof setupTwoFactor>>, token: string) => {
      const response = await t.server.newBrowser().fetch(api('/get-session'), {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { session: { token: string } } | null)?.session ?? null;
    };
    /** The session token a signed `token.signature` value (cookie, set-auth-token) carries. */
    const tokenIn = (signed: string) => decodeURIComponent(signed).split('.')[0]!;
    const cookieToken = (t: Awaited<ReturnType<typeof setupTwoFactor>>) =>
      tokenIn(t.server.cookies.get('portcullis.session_token')!);

    it('enable: { totpURI, backupCodes } only, no cookie or header, the session kept', async () => {
      const t = await setupTwoFactor({}, { plugins: [bearer()] });
      await t.client.signUp.email(ada);
      const before = cookieToken(t);
      const response = await post(t.server, '/two-factor/enable', { password: ada.password });
      expect(response.status).toBe(200);
      expect(Object.keys(await response.json())).toEqual(['totpURI', 'backupCodes']);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get('set-auth-token')).toBeNull();
      expect(cookieToken(t)).toBe(before);
    });

    it('verify-totp turning two-factor on: the token answered is the new, live session', async () => {
      const t = await setupTwoFactor({}, { plugins: [bearer({ requireSignature: false })] });
      await t.client.signUp.email(ada);
      const before = cookieToken(t);
      const { data } = await t.client.twoFactor.enable({ password: ada.password });
      const response = await post(t.server, '/two-factor/verify-totp', {
        code: codeAt(data!.totpURI),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { token: string; user: { email: string } };
      expect(Object.keys(body)).toEqual(['token', 'user']);
      // The session is replaced: the cookie, set-auth-token and the body carry the new one.
      expect(body.token).not.toBe(before);
      expect(cookieToken(t)).toBe(body.token);
      const header = response.headers.get('set-auth-token')!;
      expect(tokenIn(header)).toBe(body.token);
      // Live as a bearer token, raw or signed; the replaced one opens nothing.
      expect((await sessionOf(t, body.token))?.token).toBe(body.token);
      expect((await sessionOf(t, header))?.token).toBe(body.token);
      expect(await sessionOf(t, before)).toBeNull();
      // And as the cookie.
      expect((await t.client.getSession()).data?.session.token).toBe(body.token);
    });

    it('enable with skipVerificationOnEnable: the same body; the new session in the cookie and set-auth-token', async () => {
      const t = await setupTwoFactor(
        { skipVerificationOnEnable: true },
        { plugins: [bearer({ requireSignature: false })] },
      );
      await t.client.signUp.email(ada);
      const before = cookieToken(t);
      const response = await post(t.server, '/two-factor/enable', { password: ada.password });
      expect(Object.keys(await response.json())).toEqual(['totpURI', 'backupCodes']);
      const after = cookieToken(t);
      expect(after).not.toBe(before);
      expect(tokenIn(response.headers.get('set-auth-token')!)).toBe(after);
      expect((await sessionOf(t, after))?.token).toBe(after);
      expect(await sessionOf(t, before)).toBeNull();
    });
  });

  it('stores the secret encrypted', async () => {
    const t = await setupTwoFactor();
    await t.client.signUp.email(ada);
    const { data } = await t.client.twoFactor.enable({ password: ada.password });
    const row = await t.server.auth.$context.adapter.findOne<{
      id: string;
      secret: string;
      backupCodes: string;
    }>({
      model: 'twoFactor',
      where: [],
    });
    expect(row?.secret).toMatch(/^pcx\.v1\./);
    expect(row?.backupCodes).not.toContain(data!.backupCodes[0]);
    const secret = openTwoFactorValue('a'.repeat(32), 'secret', row!.secret);
    expect(data!.totpURI).toContain(
      `secret=${new (await import('otpauth')).Secret({ buffer: new TextEncoder().encode(secret).buffer as ArrayBuffer }).base32}`,
    );
  });
});

describe('sign-in with two-factor', () => {
  it('answers twoFactorRedirect with the two_factor cookie and no session; verify-totp creates it', async () => {
    const t = await setupTwoFactor();
    const { totpURI } = await t.enableForAda();
    const { browser, client, signIn } = await t.pendingSignIn();
    expect(signIn.data).toEqual({ twoFactorRedirect: true });
    expect(cookieNames(browser)).toEqual(['portcullis.two_factor']);
    expect((await client.getSession()).data).toBeNull();
    const verified = await client.twoFactor.verifyTotp({ code: codeAt(totpURI, Date.now(), 1) });
    expect(verified.error).toBeNull();
    expect(verified.data?.token).toEqual(expect.any(String));
    expect(cookieNames(browser)).toContain('portcullis.session_token');
    expect((await client.getSession()).data?.user.email).toBe(ada.email);
    // The pending sign-in is consumed: its cookie (kept, as Better Auth keeps it) opens nothing.
    await client.signOut();
    const again = await client.twoFactor.verifyTotp({ code: codeAt(totpURI, Date.now(), 1) });
    expect(again.error).toMatchObject({ status: 401, code: 'INVALID_TWO_FACTOR_COOKIE' });
  });

  it('works on /sign-in/username too', async () => {
    const t = await setupTwoFactor({}, { plugins: [username()] });
    const signUp = await t.client.signUp.email({ ...ada, username: 'ada' } as typeof ada);
    expect(signUp.error).toBeNull();
    const { data } = await t.client.twoFactor.enable({ password: ada.password });
    await t.client.twoFactor.verifyTotp({ code: codeAt(data!.totpURI) });
    const browser = t.server.newBrowser();
    const response = await browser.fetch(`${TEST_ORIGIN}/api/auth/sign-in/username`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ada', password: ada.password }),
    });
    expect(await response.json()).toEqual({ twoFactorRedirect: true });
    expect([...browser.cookies.keys()]).toEqual(['portcullis.two_factor']);
  });

  it('accepts the previous and next step, refuses two steps away, at step boundaries', async () => {
    const t = await setupTwoFactor();
    const start = freezeClock(29_999);
    const { totpURI } = await t.enableForAda();
    for (const [offset, ok] of [
      [-1, true],
      [1, true],
      [-2, false],
      [2, false],
    ] as const) {
      vi.setSystemTime(start + 90_000 * (offset + 3));
      const now = Date.now();
      const { client } = await t.pendingSignIn();
      const result = await client.twoFactor.verifyTotp({ code: codeAt(totpURI, now, offset) });
      if (ok) expect(result.error).toBeNull();
      else
        expect(result.error).toMatchObject({
          status: 401,
          code: 'INVALID_CODE',
          message: 'Invalid code',
        });
    }
  });

  it('refuses a replayed code, and an older one after a newer was used', async () => {
    const t = await setupTwoFactor();
    freezeClock(10_000);
    const { totpURI } = await t.enableForAda();
    vi.setSystemTime(Date.now() + 30_000);
    const code = codeAt(totpURI);
    const first = await t.pendingSignIn();
    expect((await first.client.twoFactor.verifyTotp({ code })).error).toBeNull();
    const second = await t.pendingSignIn();
    expect((await second.client.twoFactor.verifyTotp({ code })).error).toMatchObject({
      code: 'INVALID_CODE',
    });
    const older = codeAt(totpURI, Date.now(), -1);
    expect((await second.client.twoFactor.verifyTotp({ code: older })).error).toMatchObject({
      code: 'INVALID_CODE',
    });
  });

  it('accepts a replayed code with allowCodeReplay (Better Auth)', async () => {
    const t = await setupTwoFactor({ allowCodeReplay: true });
    freezeClock(10_000);
    const { totpURI } = await t.enableForAda();
    const code = codeAt(totpURI);
    for (let i = 0; i < 2; i++) {
      const { client } = await t.pendingSignIn();
      expect((await client.twoFactor.verifyTotp({ code })).error).toBeNull();
    }
  });

  it('invalidates the pending sign-in after 5 wrong codes', async () => {
    const t = await setupTwoFactor();
    freezeClock(10_000);
    const { totpURI } = await t.enableForAda();
    vi.setSystemTime(Date.now() + 60_000);
    const { client } = await t.pendingSignIn();
    for (let i = 0; i < 5; i++) {
      expect((await client.twoFactor.verifyTotp({ code: '000000' })).error?.code).toBe(
        'INVALID_CODE',
      );
    }
    expect((await client.twoFactor.verifyTotp({ code: codeAt(totpURI) })).error).toMatchObject({
      status: 401,
      code: 'INVALID_TWO_FACTOR_COOKIE',
      message: 'Invalid two factor cookie',
    });
  });

  it('has no limit with maxFailedAttempts: false (Better Auth)', async () => {
    const t = await setupTwoFactor({ maxFailedAttempts: false });
    freezeClock(10_000);
    const { totpURI } = await t.enableForAda();
    vi.setSystemTime(Date.now() + 60_000);
    const { client } = await t.pendingSignIn();
    for (let i = 0; i < 6; i++) await client.twoFactor.verifyTotp({ code: '000000' });
    expect((await client.twoFactor.verifyTotp({ code: codeAt(totpURI) })).error).toBeNull();
  });

  it('counts wrong codes toward the account lockout', async () => {
    const t = await setupTwoFactor(
      { maxFailedAttempts: false },
      {
        rateLimit: {
          enabled: false,
          accountLockout: { enabled: true, maxFailures: 3, window: 900 },
        },
      },
    );
    freezeClock(10_000);
    const { totpURI } = await t.enableForAda();
    vi.setSystemTime(Date.now() + 60_000);
    const { client } = await t.pendingSignIn();
    for (let i = 0; i < 3; i++) await client.twoFactor.verifyTotp({ code: '000000' });
    expect((await client.twoFactor.verifyTotp({ code: codeAt(totpURI) })).error).toMatchObject({
      status: 429,
    });
  });

  it('refuses an expired two-factor cookie (after 300 s)', async () => {
    const t = await setupTwoFactor();
    freezeClock(10_000);
    const { totpURI } = await t.enableForAda();
    const { client, browser } = await t.pendingSignIn();
    vi.setSystemTime(Date.now() + 301_000);
    // A browser drops it at Max-Age=300; a client that keeps it is refused by the server.
    expect(browser.cookies.has('portcullis.two_factor')).toBe(true);
    expect(browser.cookies.get('portcullis.two_factor')).toBeTruthy();
    expect((await client.twoFactor.verifyTotp({ code: codeAt(totpURI) })).error).toMatchObject({
      status: 401,
      code: 'INVALID_TWO_FACTOR_COOKIE',
    });
  });

  it('refuses verify without a session or cookie (401 INVALID_TWO_FACTOR_COOKIE)', async () => {
    const t = await setupTwoFactor();
    const result = await t
      .clientFor(t.server.newBrowser())
      .twoFactor.verifyTotp({ code: '123456' });
    expect(result.error).toMatchObject({ status: 401, code: 'INVALID_TWO_FACTOR_COOKIE' });
  });

  it('a user without 2FA signs in as usual', async () => {
    const t = await setupTwoFactor();
    await t.client.signUp.email(ada);
    const { signIn } = await t.pendingSignIn();
    expect(signIn.data).toMatchObject({ token: expect.any(String) });
  });

  it('keeps rememberMe: false through the second factor', async () => {
    const t = await setupTwoFactor();
    const { totpURI } = await t.enableForAda();
    const browser = t.server.newBrowser();
    const client = t.clientFor(browser);
    await client.signIn.email({ email: ada.email, password: ada.password, rememberMe: false });
    await client.twoFactor.verifyTotp({ code: codeAt(totpURI, Date.now(), 1) });
    expect(browser.cookies.has('portcullis.dont_remember')).toBe(true);
    expect((await client.getSession()).data).not.toBeNull();
  });
});

describe('trusted devices', () => {
  async function trusted(options = {}) {
    const t = await setupTwoFactor(options);
    freezeClock(10_000);
    const { totpURI } = await t.enableForAda();
    vi.setSystemTime(Date.now() + 60_000);
    const device = await t.pendingSignIn();
    await device.client.twoFactor.verifyTotp({ code: codeAt(totpURI), trustDevice: true });
    await device.client.signOut();
    return { t, device, totpURI };
  }

  it('skips the second factor on a trusted browser, and renews the cookie', async () => {
    const { device } = await trusted();
    expect(device.browser.cookies.has('portcullis.trust_device')).toBe(true);
    const before = device.browser.cookies.get('portcullis.trust_device');
    const again = await device.client.signIn.email({ email: ada.email, password: ada.password });
    expect(again.data).toMatchObject({ token: expect.any(String) });
    expect(device.browser.cookies.get('portcullis.trust_device')).not.toBe(before);
  });

  it('expires after 30 days', async () => {
    const { device } = await trusted();
    vi.setSystemTime(Date.now() + 30 * 86_400_000 + 1000);
    const again = await device.client.signIn.email({ email: ada.email, password: ada.password });
    expect(again.data).toEqual({ twoFactorRedirect: true });
  });

  it('is revoked when 2FA is disabled', async () => {
    const { t, device } = await trusted();
    expect((await t.client.twoFactor.disable({ password: ada.password })).data).toEqual({
      status: true,
    });
    // Re-enable: the old trust must not survive.
    const { data } = await t.client.twoFactor.enable({ password: ada.password });
    vi.setSystemTime(Date.now() + 120_000);
    await t.client.twoFactor.verifyTotp({ code: codeAt(data!.totpURI) });
    const again = await device.client.signIn.email({ email: ada.email, password: ada.password });
    expect(again.data).toEqual({ twoFactorRedirect: true });
  });

  it('is revoked when the password changes, kept with keepTrustedDevicesOnPasswordChange', async () => {
    for (const keep of [false, true]) {
      const { t, device } = await trusted({ keepTrustedDevicesOnPasswordChange: keep });
      const changed = await t.client.changePassword({
        currentPassword: ada.password,
        newPassword: 'difference engine',
      });
      expect(changed.error).toBeNull();
      const again = await device.client.signIn.email({
        email: ada.email,
        password: 'difference engine',
      });
      if (keep) expect(again.data).toMatchObject({ token: expect.any(String) });
      else expect(again.data).toEqual({ twoFactorRedirect: true });
      vi.useRealTimers();
    }
  });

  it('2FA stays on after a password change', async () => {
    const { t } = await trusted();
    await t.client.changePassword({
      currentPassword: ada.password,
      newPassword: 'difference engine',
    });
    expect((await t.client.getSession()).data?.user).toMatchObject({ twoFactorEnabled: true });
  });
});

describe('backup codes', () => {
  it('each code works once (sign-in), then INVALID_BACKUP_CODE', async () => {
    const t = await setupTwoFactor();
    const { backupCodes } = await t.enableForAda();
    const first = await t.pendingSignIn();
    const used = await first.client.twoFactor.verifyBackupCode({ code: backupCodes[0]! });
    expect(used.error).toBeNull();
    expect((await first.client.getSession()).data?.user.email).toBe(ada.email);
    const second = await t.pendingSignIn();
    expect(
      (await second.client.twoFactor.verifyBackupCode({ code: backupCodes[0]! })).error,
    ).toMatchObject({
      status: 401,
      code: 'INVALID_BACKUP_CODE',
      message: 'Invalid backup code',
    });
    expect(
      (await second.client.twoFactor.verifyBackupCode({ code: backupCodes[1]! })).error,
    ).toBeNull();
  });

  it('two concurrent uses of one code: exactly one wins', async () => {
    const t = await setupTwoFactor({ maxFailedAttempts: false });
    const { backupCodes } = await t.enableForAda();
    const a = await t.pendingSignIn();
    const b = await t.pendingSignIn();
    const results = await Promise.all([
      a.client.twoFactor.verifyBackupCode({ code: backupCodes[2]! }),
      b.client.twoFactor.verifyBackupCode({ code: backupCodes[2]! }),
    ]);
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
  });

  it('disableSession: no session, no token', async () => {
    const t = await setupTwoFactor();
    const { backupCodes } = await t.enableForAda();
    const { client } = await t.pendingSignIn();
    const result = await client.twoFactor.verifyBackupCode({
      code: backupCodes[0]!,
      disableSession: true,
    });
    expect(result.data).not.toHaveProperty('token');
    expect((await client.getSession()).data).toBeNull();
  });

  it('generate-backup-codes replaces them; view-backup-codes is server only', async () => {
    const t = await setupTwoFactor();
    const { backupCodes } = await t.enableForAda();
    const fresh = await t.client.twoFactor.generateBackupCodes({ password: ada.password });
    expect(fresh.data?.status).toBe(true);
    expect(fresh.data?.backupCodes).toHaveLength(10);
    expect(fresh.data?.backupCodes).not.toContain(backupCodes[0]);
    const user = (await t.client.getSession()).data!.user;
    const api = t.server.auth.api as any;
    expect(await api.viewBackupCodes({ body: { userId: user.id } })).toEqual({
      status: true,
      backupCodes: fresh.data?.backupCodes,
    });
    const http = await t.server.fetch(
      'http://localhost:3000/api/auth/two-factor/view-backup-codes',
    );
    expect(http.status).toBe(404);
    expect((await t.client.twoFactor.generateBackupCodes({ password: 'wrong' })).error?.code).toBe(
      'INVALID_PASSWORD',
    );
  });

  it('generate-backup-codes before 2FA is on: 400 TWO_FACTOR_ISNT_ENABLED', async () => {
    const t = await setupTwoFactor();
    await t.client.signUp.email(ada);
    expect(
      (await t.client.twoFactor.generateBackupCodes({ password: ada.password })).error,
    ).toMatchObject({
      status: 400,
      code: 'TWO_FACTOR_ISNT_ENABLED',
      message: "Two factor isn't enabled",
    });
  });
});

describe('email OTP', () => {
  it('sends a code through sendOTP and verify-otp finishes the sign-in; the code works once', async () => {
    const t = await setupTwoFactor();
    await t.enableForAda();
    const { client } = await t.pendingSignIn();
    expect((await client.twoFactor.sendOtp()).data).toEqual({ status: true });
    const otp = t.lastOtp();
    expect(otp).toMatch(/^\d{6}$/);
    expect((await client.twoFactor.verifyOtp({ code: otp })).error).toBeNull();
    expect((await client.getSession()).data?.user.email).toBe(ada.email);
    const again = await t.pendingSignIn();
    expect((await again.client.twoFactor.verifyOtp({ code: otp })).error).toMatchObject({
      code: 'OTP_HAS_EXPIRED',
    });
  });

  it('expires after otpOptions.period minutes (default 3)', async () => {
    const t = await setupTwoFactor();
    freezeClock();
    await t.enableForAda();
    const { client } = await t.pendingSignIn();
    await client.twoFactor.sendOtp();
    vi.setSystemTime(Date.now() + 3 * 60_000 + 1000);
    expect((await client.twoFactor.verifyOtp({ code: t.lastOtp() })).error).toMatchObject({
      status: 400,
      code: 'OTP_HAS_EXPIRED',
      message: 'OTP has expired',
    });
  });

  it('wrong codes: INVALID_CODE, then TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE', async () => {
    const t = await setupTwoFactor({ maxFailedAttempts: false });
    await t.enableForAda();
    const { client } = await t.pendingSignIn();
    await client.twoFactor.sendOtp();
    const wrong = t.lastOtp() === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await client.twoFactor.verifyOtp({ code: wrong })).error?.code).toBe('INVALID_CODE');
    }
    expect((await client.twoFactor.verifyOtp({ code: t.lastOtp() })).error).toMatchObject({
      status: 400,
      code: 'TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE',
    });
  });

  it("without sendOTP: 400 otp isn't configured; without 2FA row: OTP_NOT_ENABLED", async () => {
    const t = await setupTwoFactor({ otpOptions: { sendOTP: undefined } });
    await t.client.signUp.email(ada);
    expect((await t.client.twoFactor.sendOtp()).error).toMatchObject({
      status: 400,
      message: "otp isn't configured",
    });
    const u = await setupTwoFactor();
    await u.client.signUp.email(ada);
    expect((await u.client.twoFactor.sendOtp()).error).toMatchObject({
      status: 400,
      code: 'OTP_NOT_ENABLED',
    });
  });
});

describe('signed-in verification', () => {
  it('a wrong code from a signed-in user answers 401 INVALID_TWO_FACTOR_COOKIE (Better Auth)', async () => {
    const t = await setupTwoFactor();
    await t.client.signUp.email(ada);
    await t.client.twoFactor.enable({ password: ada.password });
    expect((await t.client.twoFactor.verifyTotp({ code: '000000' })).error).toMatchObject({
      status: 401,
      code: 'INVALID_TWO_FACTOR_COOKIE',
    });
    expect((await t.client.getSession()).data?.user).toMatchObject({ twoFactorEnabled: false });
  });

  it('verify-otp with a session turns two-factor on after enable', async () => {
    const t = await setupTwoFactor();
    await t.client.signUp.email(ada);
    await t.client.twoFactor.enable({ password: ada.password });
    await t.client.twoFactor.sendOtp();
    expect((await t.client.twoFactor.verifyOtp({ code: t.lastOtp() })).error).toBeNull();
    expect((await t.client.getSession()).data?.user).toMatchObject({ twoFactorEnabled: true });
  });
});

describe('disable and get-totp-uri', () => {
  it('get-totp-uri answers the stored secret; refused before 2FA is on and with a wrong password', async () => {
    const t = await setupTwoFactor();
    await t.client.signUp.email(ada);
    const { data } = await t.client.twoFactor.enable({ password: ada.password });
    expect((await t.client.twoFactor.getTotpUri({ password: ada.password })).error).toMatchObject({
      status: 400,
      code: 'TOTP_NOT_ENABLED',
    });
    await t.client.twoFactor.verifyTotp({ code: codeAt(data!.totpURI) });
    expect((await t.client.twoFactor.getTotpUri({ password: ada.password })).data).toEqual({
      totpURI: data!.totpURI,
    });
    expect((await t.client.twoFactor.getTotpUri({ password: 'wrong' })).error?.code).toBe(
      'INVALID_PASSWORD',
    );
  });

  it('disable needs the password; then sign-in has no second factor', async () => {
    const t = await setupTwoFactor();
    await t.enableForAda();
    expect((await t.client.twoFactor.disable({ password: 'wrong' })).error?.code).toBe(
      'INVALID_PASSWORD',
    );
    expect((await t.client.twoFactor.disable({ password: ada.password })).data).toEqual({
      status: true,
    });
    expect((await t.client.getSession()).data?.user).toMatchObject({ twoFactorEnabled: false });
    const { signIn } = await t.pendingSignIn();
    expect(signIn.data).toMatchObject({ token: expect.any(String) });
  });
});

describe('audit events', () => {
  it('emits enable, challenge failure and success, backup code use, disable', async () => {
    const events: string[] = [];
    const t = await setupTwoFactor({}, { onEvent: (event) => void events.push(event.type) });
    const { totpURI, backupCodes } = await t.enableForAda();
    const { client } = await t.pendingSignIn();
    await client.twoFactor.verifyTotp({ code: '000000' });
    await client.twoFactor.verifyBackupCode({ code: backupCodes[0]! });
    await t.client.twoFactor.generateBackupCodes({ password: ada.password });
    await t.client.twoFactor.disable({ password: ada.password });
    void totpURI;
    await vi.waitFor(() =>
      expect(events.filter((type) => type.startsWith('two-factor.'))).toEqual([
        'two-factor.enable',
        'two-factor.challenge-failure',
        'two-factor.backup-code-use',
        'two-factor.challenge-success',
        'two-factor.backup-codes-regenerate',
        'two-factor.disable',
      ]),
    );
  });
});

describe('rate limit', () => {
  it('allows 3 /two-factor/* requests per 10 s per IP (Better Auth rule)', async () => {
    const t = await setupTwoFactor(
      {},
      { rateLimit: { enabled: true }, advanced: { ipAddress: { trustedProxies: 1 } } },
    );
    freezeClock();
    const send = () =>
      t.server.fetch(`${TEST_ORIGIN}/api/auth/two-factor/verify-totp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify({ code: '123456' }),
      });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(401);
    expect((await send()).status).toBe(429);
    vi.setSystemTime(Date.now() + 10_001);
    expect((await send()).status).toBe(401);
  });
});

describe('trusted devices and password reset', () => {
  it('a password reset revokes trusted devices; 2FA stays on', async () => {
    const t = await setupTwoFactor({}, { captureEmails: true });
    freezeClock(10_000);
    const { totpURI } = await t.enableForAda();
    vi.setSystemTime(Date.now() + 60_000);
    const device = await t.pendingSignIn();
    await device.client.twoFactor.verifyTotp({ code: codeAt(totpURI), trustDevice: true });
    await device.client.signOut();
    await t.client.requestPasswordReset({ email: ada.email });
    const email = await t.server.nextEmail('reset-password');
    expect(
      (await t.client.resetPassword({ token: email.token, newPassword: 'new engine' })).error,
    ).toBeNull();
    const again = await device.client.signIn.email({ email: ada.email, password: 'new engine' });
    expect(again.data).toEqual({ twoFactorRedirect: true });
  });
});
