import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPhoneNumberServer,
  type PhoneNumberServer,
  wrongCode,
} from '../../../test/kit/phone-number-test-kit.js';
import { APIError, definePlugin } from '../../plugin/index.js';
import { isE164PhoneNumber, phoneNumber } from './index.js';

const ADA = '+14155552671';
const BOB = '+447911123456';
const PASSWORD = 'correct horse battery';

afterEach(() => {
  vi.useRealTimers();
});

/** Signs up a user with an email, a password and (unverified) `number`. */
async function signUpWithNumber(
  server: PhoneNumberServer,
  number: string,
  email = 'ada@example.com',
) {
  const browser = server.newBrowser();
  const response = await browser.fetch('http://localhost:3000/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ada', email, password: PASSWORD, phoneNumber: number }),
  });
  expect(response.status).toBe(200);
  return browser;
}

describe('configuration', () => {
  it('refuses limits that are not positive integers, and signUpOnVerification without getTempEmail', () => {
    expect(() => phoneNumber({ otpLength: 0 })).toThrow(/otpLength/);
    expect(() => phoneNumber({ expiresIn: 1.5 })).toThrow(/expiresIn/);
    expect(() => phoneNumber({ allowedAttempts: -1 })).toThrow(/allowedAttempts/);
    expect(() => phoneNumber({ signUpOnVerification: {} as never })).toThrow(/getTempEmail/);
  });

  it('validates E.164 numbers with libphonenumber-js by default', () => {
    expect(isE164PhoneNumber(ADA)).toBe(true);
    expect(isE164PhoneNumber(BOB)).toBe(true);
    expect(isE164PhoneNumber('+33612345678')).toBe(true);
    for (const bad of [
      '+1 415 555 2671',
      '14155552671',
      '0612345678',
      '+1415555',
      '+0123456789',
      '',
      '+1415555267a',
    ]) {
      expect(isE164PhoneNumber(bad), bad).toBe(false);
    }
  });
});

describe('send-otp', () => {
  it('texts a code after the response, stored hashed as {hash}:0 under the number', async () => {
    const server = await createPhoneNumberServer();
    const response = await server.post('/phone-number/send-otp', { phoneNumber: ADA });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'code sent' });
    const text = await server.nextText();
    expect(text).toMatchObject({ kind: 'verify', phoneNumber: ADA });
    expect(text.code).toMatch(/^\d{6}$/);
    const [row] = await server.verifications();
    expect(row!.identifier).toBe(ADA);
    expect(row!.value).toMatch(/:0$/);
    expect(row!.value).not.toContain(text.code);
  });

  it('stores the code in clear with storeOTP: plain, as Better Auth does, and honours otpLength', async () => {
    const server = await createPhoneNumberServer({
      phoneNumber: { storeOTP: 'plain', otpLength: 8 },
    });
    const code = await server.sendCode(ADA);
    expect(code).toMatch(/^\d{8}$/);
    const [row] = await server.verifications();
    expect(row!.value).toBe(`${code}:0`);
  });

  it('refuses numbers the default validator refuses with 400 INVALID_PHONE_NUMBER', async () => {
    const server = await createPhoneNumberServer();
    for (const bad of ['+1 415 555 2671', '0612345678', 'not a number']) {
      const response = await server.post('/phone-number/send-otp', { phoneNumber: bad });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'INVALID_PHONE_NUMBER',
        message: 'Invalid phone number',
      });
    }
    const missing = await server.post('/phone-number/send-otp', {});
    expect(missing.status).toBe(400);
    await server.settle();
    expect(server.outbox).toHaveLength(0);
  });

  it("lets the app's phoneNumberValidator win, and refuses when it throws", async () => {
    const accepting = await createPhoneNumberServer({
      phoneNumber: { phoneNumberValidator: (n) => n.startsWith('06') },
    });
    expect(await accepting.sendCode('0612345678')).toMatch(/^\d{6}$/);
    expect((await accepting.post('/phone-number/send-otp', { phoneNumber: ADA })).status).toBe(400);
    const throwing = await createPhoneNumberServer({
      phoneNumber: {
        phoneNumberValidator: () => {
          throw new Error('boom');
        },
      },
    });
    expect((await throwing.post('/phone-number/send-otp', { phoneNumber: ADA })).status).toBe(400);
  });

  it('answers 501 without sendOTP', async () => {
    const server = await createPhoneNumberServer({ phoneNumber: { sendOTP: undefined } });
    const response = await server.post('/phone-number/send-otp', { phoneNumber: ADA });
    expect(response.status).toBe(501);
    expect(await response.json()).toMatchObject({ message: 'sendOTP not implemented' });
  });

  it('withdraws the code when the sender throws, and still answers 200', async () => {
    const server = await createPhoneNumberServer({
      phoneNumber: {
        sendOTP: () => {
          throw new Error('SMS provider down');
        },
      },
    });
    const response = await server.post('/phone-number/send-otp', { phoneNumber: ADA });
    expect(response.status).toBe(200);
    await vi.waitFor(async () => {
      expect(await server.verifications()).toHaveLength(0);
    });
  });

  it('replaces the outstanding code with a new one', async () => {
    const server = await createPhoneNumberServer();
    const first = await server.sendCode(ADA);
    const second = await server.sendCode(ADA);
    expect(await server.verifications()).toHaveLength(1);
    if (first !== second) {
      const old = await server.post('/phone-number/verify', { phoneNumber: ADA, code: first });
      expect(old.status).toBe(400);
    }
  });
});

describe('verify', () => {
  it('answers null for a right code and a number without a user (no sign-up), and the code is used', async () => {
    const server = await createPhoneNumberServer();
    const code = await server.sendCode(ADA);
    const response = await server.post('/phone-number/verify', { phoneNumber: ADA, code });
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
    const again = await server.post('/phone-number/verify', { phoneNumber: ADA, code });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'OTP_NOT_FOUND', message: 'OTP not found' });
  });

  it('signs up with signUpOnVerification (temp email and name), signs in and sets the cookie', async () => {
    const onVerified = vi.fn();
    const server = await createPhoneNumberServer({
      phoneNumber: {
        signUpOnVerification: {
          getTempEmail: (n) => `${n.slice(1)}@phone.example.com`,
          getTempName: (n) => `Phone ${n.slice(-4)}`,
        },
        callbackOnVerification: onVerified,
      },
    });
    const code = await server.sendCode(ADA);
    const response = await server.post('/phone-number/verify', { phoneNumber: ADA, code });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['status', 'token', 'user']);
    expect(body.status).toBe(true);
    expect(typeof body.token).toBe('string');
    expect(Object.keys(body.user)).toEqual([
      'id',
      'email',
      'emailVerified',
      'name',
      'image',
      'phoneNumber',
      'phoneNumberVerified',
      'createdAt',
      'updatedAt',
    ]);
    expect(body.user).toMatchObject({
      email: '14155552671@phone.example.com',
      name: 'Phone 2671',
      phoneNumber: ADA,
      phoneNumberVerified: true,
      emailVerified: false,
    });
    expect(onVerified).toHaveBeenCalledWith(
      expect.objectContaining({
        phoneNumber: ADA,
        user: expect.objectContaining({ id: body.user.id }),
      }),
      expect.anything(),
    );
    const session = await (await server.get('/get-session')).json();
    expect(session.user).toMatchObject({ phoneNumber: ADA, phoneNumberVerified: true });
    expect(server.events.map((e) => e.type)).toEqual(['sign-up', 'phone-number.verify']);
  });

  it('answers token null and sets no cookie with disableSession', async () => {
    const server = await createPhoneNumberServer({
      phoneNumber: { signUpOnVerification: { getTempEmail: (n) => `${n.slice(1)}@x.example` } },
    });
    const code = await server.sendCode(ADA);
    const response = await server.post('/phone-number/verify', {
      phoneNumber: ADA,
      code,
      disableSession: true,
    });
    const body = await response.json();
    expect(body).toMatchObject({ status: true, token: null, user: { name: ADA } });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers 422 USER_ALREADY_EXISTS, not 500, when the temporary email is taken', async () => {
    const server = await createPhoneNumberServer({
      phoneNumber: { signUpOnVerification: { getTempEmail: () => 'ada@example.com' } },
    });
    await signUpWithNumber(server, BOB);
    const code = await server.sendCode(ADA);
    const response = await server.post('/phone-number/verify', { phoneNumber: ADA, code });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'USER_ALREADY_EXISTS' });
  });

  it('marks the number of an existing user verified and signs them in', async () => {
    const server = await createPhoneNumberServer();
    await signUpWithNumber(server, ADA);
    const code = await server.sendCode(ADA);
    const response = await server.post('/phone-number/verify', { phoneNumber: ADA, code });
    const body = await response.json();
    expect(body.user).toMatchObject({ email: 'ada@example.com', phoneNumberVerified: true });
    const session = await (await server.get('/get-session')).json();
    expect(session.user.email).toBe('ada@example.com');
  });

  it('counts wrong codes: 400 INVALID_OTP three times, then 403 TOO_MANY_ATTEMPTS and the code is gone', async () => {
    const server = await createPhoneNumberServer();
    const code = await server.sendCode(ADA);
    for (let i = 0; i < 3; i++) {
      const response = await server.post('/phone-number/verify', {
        phoneNumber: ADA,
        code: wrongCode(code),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_OTP', message: 'Invalid OTP' });
    }
    const blocked = await server.post('/phone-number/verify', { phoneNumber: ADA, code });
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts',
    });
    expect(await server.verifications()).toHaveLength(0);
    const failures = server.events.filter((e) => e.type === 'phone-number.failure');
    expect(failures.map((e) => e.details?.reason)).toEqual([
      'invalid_otp',
      'invalid_otp',
      'invalid_otp',
      'too_many_attempts',
    ]);
  });

  it('honours allowedAttempts', async () => {
    const server = await createPhoneNumberServer({ phoneNumber: { allowedAttempts: 1 } });
    const code = await server.sendCode(ADA);
    await server.post('/phone-number/verify', { phoneNumber: ADA, code: wrongCode(code) });
    const blocked = await server.post('/phone-number/verify', { phoneNumber: ADA, code });
    expect(blocked.status).toBe(403);
  });

  it('counts every one of parallel wrong guesses (no read-then-write race)', async () => {
    const server = await createPhoneNumberServer({ phoneNumber: { allowedAttempts: 3 } });
    const code = await server.sendCode(ADA);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        server.post('/phone-number/verify', { phoneNumber: ADA, code: wrongCode(code) }),
      ),
    );
    const invalid = guesses.filter((r) => r.status === 400).length;
    expect(invalid).toBeLessThanOrEqual(3);
    const right = await server.post('/phone-number/verify', { phoneNumber: ADA, code });
    expect(right.status).not.toBe(200);
  });

  it('lets exactly one of parallel right answers through', async () => {
    const server = await createPhoneNumberServer({
      phoneNumber: { signUpOnVerification: { getTempEmail: (n) => `${n.slice(1)}@x.example` } },
    });
    const code = await server.sendCode(ADA);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.post('/phone-number/verify', { phoneNumber: ADA, code }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('answers 400 OTP_EXPIRED once expiresIn seconds have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const server = await createPhoneNumberServer({ phoneNumber: { expiresIn: 60 } });
    const code = await server.sendCode(ADA);
    vi.setSystemTime(new Date('2026-01-01T00:01:01Z'));
    const response = await server.post('/phone-number/verify', { phoneNumber: ADA, code });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'OTP_EXPIRED', message: 'OTP expired' });
  });

  it('updatePhoneNumber: 401 without a session; sets the number of the signed-in user; 400 when taken', async () => {
    const server = await createPhoneNumberServer();
    const anonymousCode = await server.sendCode(BOB);
    const anonymous = await server.post('/phone-number/verify', {
      phoneNumber: BOB,
      code: anonymousCode,
      updatePhoneNumber: true,
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'USER_NOT_FOUND' });

    const ada = await signUpWithNumber(server, ADA, 'ada@example.com');
    const code = await server.sendCode(BOB);
    const response = await ada.fetch('http://localhost:3000/api/auth/phone-number/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: BOB, code, updatePhoneNumber: true }),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user).toMatchObject({
      email: 'ada@example.com',
      phoneNumber: BOB,
      phoneNumberVerified: true,
    });
    const session = await (await ada.fetch('http://localhost:3000/api/auth/get-session')).json();
    expect(body.token).toBe(session.session.token);
    expect(session.user.phoneNumber).toBe(BOB);

    const eve = await signUpWithNumber(server, '+33612345678', 'eve@example.com');
    const stolen = await server.sendCode(BOB);
    const taken = await eve.fetch('http://localhost:3000/api/auth/phone-number/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: BOB, code: stolen, updatePhoneNumber: true }),
    });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({
      code: 'PHONE_NUMBER_ALREADY_EXIST',
      message: 'Phone number already exist',
    });
  });

  it('a number changed through /update-user is unverified; verifying it marks it again', async () => {
    const server = await createPhoneNumberServer();
    const ada = await signUpWithNumber(server, ADA, 'ada@example.com');
    const code = await server.sendCode(ADA);
    const verify = async (number: string, otp: string) =>
      ada.fetch('http://localhost:3000/api/auth/phone-number/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phoneNumber: number, code: otp }),
      });
    expect((await verify(ADA, code)).status).toBe(200);
    const session = async () =>
      (await (await ada.fetch('http://localhost:3000/api/auth/get-session')).json()).user;
    expect(await session()).toMatchObject({ phoneNumber: ADA, phoneNumberVerified: true });

    const update = await ada.fetch('http://localhost:3000/api/auth/update-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ phoneNumber: BOB }),
    });
    expect(update.status).toBe(200);
    expect(await session()).toMatchObject({ phoneNumber: BOB, phoneNumberVerified: false });
    // A name change leaves the flag alone.
    await ada.fetch('http://localhost:3000/api/auth/update-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ name: 'Ada L.' }),
    });
    expect((await verify(BOB, await server.sendCode(BOB))).status).toBe(200);
    expect(await session()).toMatchObject({ phoneNumber: BOB, phoneNumberVerified: true });
  });

  it('refuses phoneNumberVerified as input on sign-up and update-user', async () => {
    const server = await createPhoneNumberServer();
    const response = await server.post('/sign-up/email', {
      name: 'Eve',
      email: 'eve@example.com',
      password: PASSWORD,
      phoneNumber: ADA,
      phoneNumberVerified: true,
    });
    expect(response.status).toBe(400);
  });
});

describe('sign-in by phone number and password', () => {
  it('signs in with Better Auth’s answer and the session cookie', async () => {
    const server = await createPhoneNumberServer();
    await signUpWithNumber(server, ADA);
    const response = await server.post('/sign-in/phone-number', {
      phoneNumber: ADA,
      password: PASSWORD,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['token', 'user']);
    expect(body.user).toMatchObject({
      email: 'ada@example.com',
      phoneNumber: ADA,
      phoneNumberVerified: null,
    });
    expect(response.headers.getSetCookie().join()).toContain('session_token=');
    const success = server.events.find((e) => e.type === 'sign-in.success');
    expect(success?.details).toEqual({ method: 'phone-number' });
  });

  it('answers the same 401 for an unknown number and a wrong password, and 400 for an invalid number', async () => {
    const server = await createPhoneNumberServer();
    await signUpWithNumber(server, ADA);
    for (const body of [
      { phoneNumber: ADA, password: 'wrong password!' },
      { phoneNumber: BOB, password: PASSWORD },
    ]) {
      const response = await server.post('/sign-in/phone-number', body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: 'INVALID_PHONE_NUMBER_OR_PASSWORD',
        message: 'Invalid phone number or password',
      });
    }
    const invalid = await server.post('/sign-in/phone-number', {
      phoneNumber: '12',
      password: PASSWORD,
    });
    expect(invalid.status).toBe(400);
  });

  it('a browser-session cookie with rememberMe: false', async () => {
    const server = await createPhoneNumberServer();
    await signUpWithNumber(server, ADA);
    const response = await server.post('/sign-in/phone-number', {
      phoneNumber: ADA,
      password: PASSWORD,
      rememberMe: false,
    });
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(cookie).not.toMatch(/Max-Age/i);
  });

  it('requireVerification: texts a code and answers 401 only after a right password', async () => {
    const server = await createPhoneNumberServer({ phoneNumber: { requireVerification: true } });
    await signUpWithNumber(server, ADA);
    const wrong = await server.post('/sign-in/phone-number', {
      phoneNumber: ADA,
      password: 'nope nope nope',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_PHONE_NUMBER_OR_PASSWORD' });
    await server.settle();
    expect(server.outbox).toHaveLength(0);

    const right = await server.post('/sign-in/phone-number', {
      phoneNumber: ADA,
      password: PASSWORD,
    });
    expect(right.status).toBe(401);
    expect(await right.json()).toMatchObject({
      code: 'PHONE_NUMBER_NOT_VERIFIED',
      message: 'Phone number not verified',
    });
    const { code } = await server.nextText();
    const verified = await server.post('/phone-number/verify', {
      phoneNumber: ADA,
      code,
      disableSession: true,
    });
    expect(verified.status).toBe(200);
    const signedIn = await server.post('/sign-in/phone-number', {
      phoneNumber: ADA,
      password: PASSWORD,
    });
    expect(signedIn.status).toBe(200);
  });

  it('is not held back by emailAndPassword.requireEmailVerification (Better Auth does not check it here)', async () => {
    const server = await createPhoneNumberServer({
      emailAndPassword: { enabled: true, requireEmailVerification: true },
    });
    await signUpWithNumber(server, ADA);
    const response = await server.post('/sign-in/phone-number', {
      phoneNumber: ADA,
      password: PASSWORD,
    });
    expect(response.status).toBe(200);
  });

  it('locks the number out after rateLimit.accountLockout failures', async () => {
    const server = await createPhoneNumberServer({
      rateLimit: { enabled: false, accountLockout: { enabled: true, maxFailures: 2 } },
    });
    await signUpWithNumber(server, ADA);
    for (let i = 0; i < 2; i++) {
      await server.post('/sign-in/phone-number', { phoneNumber: ADA, password: 'wrong wrong' });
    }
    const locked = await server.post('/sign-in/phone-number', {
      phoneNumber: ADA,
      password: PASSWORD,
    });
    expect(locked.status).toBe(429);
  });
});

describe('password reset by phone', () => {
  it("runs plugins' new-password checks (haveIBeenPwned()'s hook) before storing, and the code stays usable", async () => {
    const noCompanyNames = definePlugin({
      id: 'no-company-names',
      checkNewPassword: (password) => {
        if (password.includes('acme')) {
          throw new APIError('BAD_REQUEST', { message: 'No company names', code: 'NO_ACME' });
        }
      },
    });
    const server = await createPhoneNumberServer({ plugins: [noCompanyNames] });
    await signUpWithNumber(server, ADA);
    await server.post('/phone-number/forget-password', { phoneNumber: ADA });
    const text = await server.nextText();
    const refused = await server.post('/phone-number/reset-password', {
      phoneNumber: ADA,
      otp: text.code,
      newPassword: 'acme acme acme acme',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ code: 'NO_ACME', message: 'No company names' });
    const signIn = await server.post('/sign-in/phone-number', {
      phoneNumber: ADA,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(200);
  });

  it('texts a code to a known number, resets the password once, and the code is used', async () => {
    const server = await createPhoneNumberServer();
    await signUpWithNumber(server, ADA);
    const forget = await server.post('/phone-number/forget-password', { phoneNumber: ADA });
    expect(forget.status).toBe(200);
    expect(await forget.json()).toEqual({ status: true });
    const text = await server.nextText();
    expect(text.kind).toBe('forget-password');
    const [row] = await server.verifications();
    expect(row!.identifier).toBe(`${ADA}-forget-password`);

    const short = await server.post('/phone-number/reset-password', {
      phoneNumber: ADA,
      otp: text.code,
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });

    const reset = await server.post('/phone-number/reset-password', {
      phoneNumber: ADA,
      otp: text.code,
      newPassword: 'a brand new passphrase',
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ status: true });
    const again = await server.post('/phone-number/reset-password', {
      phoneNumber: ADA,
      otp: text.code,
      newPassword: 'yet another passphrase',
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'OTP_NOT_FOUND' });
    const signIn = await server.post('/sign-in/phone-number', {
      phoneNumber: ADA,
      password: 'a brand new passphrase',
    });
    expect(signIn.status).toBe(200);
    expect(server.events.some((e) => e.type === 'password.reset')).toBe(true);
  });

  it('answers an unknown number as a known one, and texts nobody', async () => {
    const server = await createPhoneNumberServer();
    await signUpWithNumber(server, ADA);
    const unknown = await server.post('/phone-number/forget-password', { phoneNumber: BOB });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ status: true });
    await server.settle();
    expect(server.outbox).toHaveLength(0);
    const guess = await server.post('/phone-number/reset-password', {
      phoneNumber: BOB,
      otp: '123456',
      newPassword: 'a brand new passphrase',
    });
    expect(guess.status).toBe(400);
    expect(await guess.json()).toMatchObject({ code: 'INVALID_OTP' });
  });

  it('revokes sessions with revokeSessionsOnPasswordReset', async () => {
    const server = await createPhoneNumberServer({
      emailAndPassword: { enabled: true, revokeSessionsOnPasswordReset: true },
    });
    const ada = await signUpWithNumber(server, ADA);
    await server.post('/phone-number/forget-password', { phoneNumber: ADA });
    const { code } = await server.nextText();
    await server.post('/phone-number/reset-password', {
      phoneNumber: ADA,
      otp: code,
      newPassword: 'a brand new passphrase',
    });
    const session = await (await ada.fetch('http://localhost:3000/api/auth/get-session')).json();
    expect(session).toBeNull();
  });
});

describe('rate limits', () => {
  const limited = { rateLimit: { enabled: true } };

  it('limits sends per number, known or not (rateLimitPerPhoneNumber)', async () => {
    const server = await createPhoneNumberServer({
      ...limited,
      phoneNumber: { rateLimitPerPhoneNumber: { window: 600, max: 2 } },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await server.post('/phone-number/send-otp', { phoneNumber: ADA })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const other = await server.post('/phone-number/forget-password', { phoneNumber: BOB });
    expect(other.status).toBe(200);
  });

  it('limits /phone-number/* to 10 per 60 s per client (Better Auth’s rule)', async () => {
    const server = await createPhoneNumberServer({
      ...limited,
      phoneNumber: { rateLimitPerPhoneNumber: false },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await server.post('/phone-number/verify', { phoneNumber: ADA, code: '000000' })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
