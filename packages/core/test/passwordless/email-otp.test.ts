import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_USER_KEYS,
  createPasswordlessServer,
  headersWithoutDate,
  type PasswordlessServer,
  sendCode,
  wrongCode,
} from './passwordless-kit.js';

const ada = { name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' };

async function signUp(server: PasswordlessServer) {
  const response = await server.post('/sign-up/email', ada);
  expect(response.status).toBe(200);
  server.cookies.clear();
  return ((await response.json()) as { user: { id: string } }).user.id;
}

const verificationRows = (server: PasswordlessServer) =>
  server.auth.$context.adapter.findMany<{ id: string; identifier: string; value: string }>({
    model: 'verification',
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /email-otp/send-verification-otp', () => {
  it('emails a 6-digit code, stored hashed under `{type}-otp-{email}`', async () => {
    const server = await createPasswordlessServer();
    const response = await server.post('/email-otp/send-verification-otp', {
      email: 'Ada@Example.com',
      type: 'sign-in',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const message = await server.nextMessage();
    expect(message).toMatchObject({ kind: 'otp', email: 'ada@example.com', type: 'sign-in' });
    expect(message.otp).toMatch(/^\d{6}$/);
    const rows = await verificationRows(server);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.identifier).toBe('sign-in-otp-ada@example.com');
    expect(rows[0]!.value).toMatch(/:0$/);
    expect(rows[0]!.value).not.toContain(message.otp);
  });

  it("stores the code in clear with storeOTP: 'plain', as Better Auth does", async () => {
    const server = await createPasswordlessServer({ emailOTP: { storeOTP: 'plain' } });
    const otp = await sendCode(server, 'ada@example.com');
    const rows = await verificationRows(server);
    expect(rows[0]!.value).toBe(`${otp}:0`);
    const read = await server.auth.api.getVerificationOTP!({
      query: { email: 'ada@example.com', type: 'sign-in' },
    });
    expect(read).toEqual({ otp: `${otp}:0` });
  });

  it('honours otpLength', async () => {
    const server = await createPasswordlessServer({ emailOTP: { otpLength: 8 } });
    expect(await sendCode(server, 'ada@example.com')).toMatch(/^\d{8}$/);
  });

  it('answers 400 INVALID_EMAIL for a malformed address and 400 VALIDATION_ERROR for an unknown type', async () => {
    const server = await createPasswordlessServer();
    const bad = await server.post('/email-otp/send-verification-otp', {
      email: 'not-an-email',
      type: 'sign-in',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'INVALID_EMAIL', message: 'Invalid email' });
    const type = await server.post('/email-otp/send-verification-otp', {
      email: 'ada@example.com',
      type: 'change-email',
    });
    expect(type.status).toBe(400);
    expect(await type.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers a known and an unknown address exactly alike for forget-password, and mails only the known one', async () => {
    const server = await createPasswordlessServer();
    await signUp(server);
    const known = await server.post('/email-otp/send-verification-otp', {
      email: ada.email,
      type: 'forget-password',
    });
    const unknown = await server.post('/email-otp/send-verification-otp', {
      email: 'nobody@example.com',
      type: 'forget-password',
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect(headersWithoutDate(unknown)).toEqual(headersWithoutDate(known));
    await server.nextMessage(1);
    await server.settle();
    expect(server.outbox.map((message) => message.email)).toEqual([ada.email]);
  });

  it('replaces the outstanding code: the older one no longer works', async () => {
    const server = await createPasswordlessServer();
    const first = await sendCode(server, 'ada@example.com');
    let second = await sendCode(server, 'ada@example.com');
    while (second === first) second = await sendCode(server, 'ada@example.com');
    const old = await server.post('/sign-in/email-otp', { email: 'ada@example.com', otp: first });
    expect(old.status).toBe(400);
    expect(await old.json()).toMatchObject({ code: 'INVALID_OTP', message: 'Invalid OTP' });
    expect((await verificationRows(server)).length).toBe(1);
  });

  it('withdraws a code whose email could not be sent', async () => {
    const server = await createPasswordlessServer({
      emailOTP: {
        sendVerificationOTP: () => {
          throw new Error('mail server down');
        },
      },
    });
    const response = await server.post('/email-otp/send-verification-otp', {
      email: 'ada@example.com',
      type: 'sign-in',
    });
    expect(response.status).toBe(200);
    await vi.waitFor(async () => expect(await verificationRows(server)).toHaveLength(0));
  });
});

describe('POST /sign-in/email-otp', () => {
  it('signs up a new address with a verified email and sets the session cookie', async () => {
    const server = await createPasswordlessServer();
    const otp = await sendCode(server, 'new@example.com');
    const response = await server.post('/sign-in/email-otp', { email: 'New@Example.com', otp });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; user: Record<string, unknown> };
    expect(Object.keys(body.user)).toEqual(ANSWER_USER_KEYS);
    expect(body.user).toMatchObject({ email: 'new@example.com', emailVerified: true, name: '' });
    expect(server.cookies.get('portcullis.session_token')).toContain(body.token);
    const session = await server.fetch('http://localhost:3000/api/auth/get-session');
    expect(await session.json()).toMatchObject({ user: { email: 'new@example.com' } });
    await vi.waitFor(() =>
      expect(server.events.map((event) => event.type)).toEqual(['sign-up', 'sign-in.success']),
    );
    expect(server.events[1]!.details).toEqual({ method: 'email-otp' });
  });

  it('signs an existing user in and marks an unverified email verified', async () => {
    const server = await createPasswordlessServer();
    const userId = await signUp(server);
    const otp = await sendCode(server, ada.email);
    const response = await server.post('/sign-in/email-otp', { email: ada.email, otp });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { id: string } };
    expect(body.user.id).toBe(userId);
    const user = await server.auth.$context.store.findUserById(userId);
    expect(user?.emailVerified).toBe(true);
  });

  it('works once: the same code again answers 400 INVALID_OTP', async () => {
    const server = await createPasswordlessServer();
    const otp = await sendCode(server, 'ada@example.com');
    expect(
      (await server.post('/sign-in/email-otp', { email: 'ada@example.com', otp })).status,
    ).toBe(200);
    const again = await server.post('/sign-in/email-otp', { email: 'ada@example.com', otp });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_OTP' });
  });

  it('lets exactly one of two concurrent uses of a code through', async () => {
    const server = await createPasswordlessServer();
    const otp = await sendCode(server, 'ada@example.com');
    const answers = await Promise.all([
      server.post('/sign-in/email-otp', { email: 'ada@example.com', otp }),
      server.newBrowser().fetch('http://localhost:3000/api/auth/sign-in/email-otp', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com', otp }),
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('answers 400 OTP_EXPIRED once expiresIn (300 s) has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const server = await createPasswordlessServer();
    const otp = await sendCode(server, 'ada@example.com');
    vi.setSystemTime(new Date('2026-01-01T00:05:01Z'));
    const late = await server.post('/sign-in/email-otp', { email: 'ada@example.com', otp });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ code: 'OTP_EXPIRED', message: 'otp expired' });
  });

  it('still takes a code just before it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const server = await createPasswordlessServer({ emailOTP: { expiresIn: 60 } });
    const otp = await sendCode(server, 'ada@example.com');
    vi.setSystemTime(new Date('2026-01-01T00:00:59Z'));
    expect(
      (await server.post('/sign-in/email-otp', { email: 'ada@example.com', otp })).status,
    ).toBe(200);
  });

  it('deletes the code after three wrong ones: the fourth try answers 403 TOO_MANY_ATTEMPTS, even with the right code', async () => {
    const server = await createPasswordlessServer();
    const otp = await sendCode(server, 'ada@example.com');
    for (let i = 0; i < 3; i++) {
      const wrong = await server.post('/sign-in/email-otp', {
        email: 'ada@example.com',
        otp: wrongCode(otp),
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ code: 'INVALID_OTP', message: 'Invalid OTP' });
    }
    const fourth = await server.post('/sign-in/email-otp', { email: 'ada@example.com', otp });
    expect(fourth.status).toBe(403);
    expect(await fourth.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts',
    });
    const fifth = await server.post('/sign-in/email-otp', { email: 'ada@example.com', otp });
    expect(fifth.status).toBe(400);
    expect(await fifth.json()).toMatchObject({ code: 'INVALID_OTP' });
    await vi.waitFor(() =>
      expect(server.events.map((event) => event.details?.reason)).toEqual([
        'invalid_otp',
        'invalid_otp',
        'invalid_otp',
        'too_many_attempts',
        'invalid_otp',
      ]),
    );
    expect(server.events[0]).toMatchObject({
      type: 'sign-in.failure',
      outcome: 'failure',
      details: { method: 'email-otp' },
    });
  });

  it('counts every one of concurrent wrong codes', async () => {
    const server = await createPasswordlessServer({ emailOTP: { allowedAttempts: 5 } });
    const otp = await sendCode(server, 'ada@example.com');
    const wrong = () =>
      server.newBrowser().fetch('http://localhost:3000/api/auth/sign-in/email-otp', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com', otp: wrongCode(otp) }),
      });
    await Promise.all([wrong(), wrong(), wrong(), wrong(), wrong()]);
    const right = await server.post('/sign-in/email-otp', { email: 'ada@example.com', otp });
    expect(right.status).toBe(403);
  });

  it('with disableSignUp sends no code to an unknown address and refuses it with 400 USER_NOT_FOUND', async () => {
    const server = await createPasswordlessServer({ emailOTP: { disableSignUp: true } });
    const response = await server.post('/email-otp/send-verification-otp', {
      email: 'nobody@example.com',
      type: 'sign-in',
    });
    expect(await response.json()).toEqual({ success: true });
    await server.settle();
    expect(server.outbox).toHaveLength(0);
    const otp = await server.auth.api.createVerificationOTP!({
      body: { email: 'nobody@example.com', type: 'sign-in' },
    });
    const refused = await server.post('/sign-in/email-otp', { email: 'nobody@example.com', otp });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 'USER_NOT_FOUND',
      message: 'User not found',
    });
  });

  it('does not take a code of another type', async () => {
    const server = await createPasswordlessServer();
    await signUp(server);
    const otp = await sendCode(server, ada.email, 'email-verification');
    const response = await server.post('/sign-in/email-otp', { email: ada.email, otp });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_OTP' });
  });
});

describe('POST /email-otp/verify-email', () => {
  it('verifies the email and answers { status, token: null, user }', async () => {
    const server = await createPasswordlessServer();
    const userId = await signUp(server);
    const otp = await sendCode(server, ada.email, 'email-verification');
    const response = await server.post('/email-otp/verify-email', { email: ada.email, otp });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: true,
      token: null,
      user: { id: userId, emailVerified: true },
    });
    expect(server.cookies.has('portcullis.session_token')).toBe(false);
    await vi.waitFor(() =>
      expect(server.events.find((event) => event.type === 'email.verify')).toMatchObject({
        userId,
        details: { method: 'email-otp' },
      }),
    );
  });

  it('signs in with emailVerification.autoSignInAfterVerification', async () => {
    const server = await createPasswordlessServer({
      emailVerification: { autoSignInAfterVerification: true },
    });
    await signUp(server);
    const otp = await sendCode(server, ada.email, 'email-verification');
    const response = await server.post('/email-otp/verify-email', { email: ada.email, otp });
    const body = (await response.json()) as { token: string };
    expect(body.token).toEqual(expect.any(String));
    expect(server.cookies.get('portcullis.session_token')).toContain(body.token);
  });

  it('answers 400 INVALID_EMAIL, INVALID_OTP, and USER_NOT_FOUND for a right code without a user', async () => {
    const server = await createPasswordlessServer();
    const bad = await server.post('/email-otp/verify-email', { email: 'nope', otp: '123456' });
    expect(await bad.json()).toMatchObject({ code: 'INVALID_EMAIL' });
    const none = await server.post('/email-otp/verify-email', {
      email: 'nobody@example.com',
      otp: '123456',
    });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ code: 'INVALID_OTP' });
    const otp = await sendCode(server, 'nobody@example.com', 'email-verification');
    const noUser = await server.post('/email-otp/verify-email', {
      email: 'nobody@example.com',
      otp,
    });
    expect(noUser.status).toBe(400);
    expect(await noUser.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });

  it('records email-otp.failure for a wrong code', async () => {
    const server = await createPasswordlessServer();
    await signUp(server);
    const otp = await sendCode(server, ada.email, 'email-verification');
    await server.post('/email-otp/verify-email', { email: ada.email, otp: wrongCode(otp) });
    await vi.waitFor(() =>
      expect(server.events.find((event) => event.type === 'email-otp.failure')).toMatchObject({
        outcome: 'failure',
        details: { type: 'email-verification', reason: 'invalid_otp' },
      }),
    );
  });

  it('sends a code on sign-up with sendVerificationOnSignUp', async () => {
    const server = await createPasswordlessServer({ emailOTP: { sendVerificationOnSignUp: true } });
    await signUp(server);
    const message = await server.nextMessage();
    expect(message).toMatchObject({ email: ada.email, type: 'email-verification' });
    const response = await server.post('/email-otp/verify-email', {
      email: ada.email,
      otp: message.otp,
    });
    expect(response.status).toBe(200);
  });
});

describe('password reset by code', () => {
  it('answers /forget-password/email-otp alike for known and unknown addresses', async () => {
    const server = await createPasswordlessServer();
    await signUp(server);
    const known = await server.post('/forget-password/email-otp', { email: ada.email });
    const unknown = await server.post('/forget-password/email-otp', { email: 'x@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect(headersWithoutDate(unknown)).toEqual(headersWithoutDate(known));
    await server.nextMessage(1);
    await server.settle();
    expect(server.outbox).toEqual([
      expect.objectContaining({ email: ada.email, type: 'forget-password' }),
    ]);
  });

  it('sets the new password with the code, once', async () => {
    const server = await createPasswordlessServer();
    await signUp(server);
    await server.post('/forget-password/email-otp', { email: ada.email });
    const { otp } = await server.nextMessage();
    const body = { email: ada.email, otp, password: 'a brand new password' };
    const reset = await server.post('/email-otp/reset-password', body);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ success: true });
    const signIn = await server.post('/sign-in/email', {
      email: ada.email,
      password: 'a brand new password',
    });
    expect(signIn.status).toBe(200);
    const again = await server.post('/email-otp/reset-password', body);
    expect(await again.json()).toMatchObject({ code: 'INVALID_OTP' });
  });

  it('checks the password length before the code, which stays usable', async () => {
    const server = await createPasswordlessServer();
    await signUp(server);
    await server.post('/forget-password/email-otp', { email: ada.email });
    const { otp } = await server.nextMessage();
    const short = await server.post('/email-otp/reset-password', {
      email: ada.email,
      otp,
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    const ok = await server.post('/email-otp/reset-password', {
      email: ada.email,
      otp,
      password: 'long enough password',
    });
    expect(ok.status).toBe(200);
  });

  it('answers an unknown address like a known one without a code: 400 INVALID_OTP', async () => {
    const server = await createPasswordlessServer();
    await signUp(server);
    const body = { otp: '123456', password: 'long enough password' };
    const known = await server.post('/email-otp/reset-password', { ...body, email: ada.email });
    const unknown = await server.post('/email-otp/reset-password', {
      ...body,
      email: 'nobody@example.com',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toBe(await known.text());
  });

  it('answers wrong codes for an unknown address exactly as for a known one, 403 included', async () => {
    const server = await createPasswordlessServer();
    await signUp(server);
    const answers = async (email: string) => {
      await server.post('/forget-password/email-otp', { email });
      await server.settle();
      const seen: string[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await server.post('/email-otp/reset-password', {
          email,
          otp: 'not-the-code',
          password: 'long enough password',
        });
        seen.push(`${response.status} ${await response.text()}`);
      }
      return seen;
    };
    const known = await answers(ada.email);
    expect(known.at(-1)).toMatch(/^403 .*TOO_MANY_ATTEMPTS/);
    expect(await answers('nobody@example.com')).toEqual(known);
    expect(server.outbox.map((message) => message.email)).toEqual([ada.email]);
  });

  it('deletes an expired code and answers 400 OTP_EXPIRED', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const server = await createPasswordlessServer();
    await signUp(server);
    await server.post('/forget-password/email-otp', { email: ada.email });
    const { otp } = await server.nextMessage();
    vi.setSystemTime(new Date('2026-01-01T00:06:00Z'));
    const body = { email: ada.email, otp, password: 'long enough password' };
    const late = await server.post('/email-otp/reset-password', body);
    expect(await late.json()).toMatchObject({ code: 'OTP_EXPIRED' });
    const again = await server.post('/email-otp/reset-password', body);
    expect(await again.json()).toMatchObject({ code: 'INVALID_OTP' });
  });
});

describe('server-only routes', () => {
  it('answer 404 over HTTP', async () => {
    const server = await createPasswordlessServer();
    const create = await server.post('/email-otp/create-verification-otp', {
      email: 'ada@example.com',
      type: 'sign-in',
    });
    expect(create.status).toBe(404);
    const read = await server.get(
      '/email-otp/get-verification-otp?email=ada%40example.com&type=sign-in',
    );
    expect(read.status).toBe(404);
  });

  it('getVerificationOTP refuses while codes are hashed (the default)', async () => {
    const server = await createPasswordlessServer();
    await expect(
      server.auth.api.getVerificationOTP!({ query: { email: 'ada@example.com', type: 'sign-in' } }),
    ).rejects.toMatchObject({ status: 400, body: { code: 'OTP_IS_HASHED' } });
  });
});

describe('rate limits', () => {
  const limited = { rateLimit: { enabled: true }, advanced: { ipAddress: { trustedProxies: 1 } } };

  it('allows 3 sends per 60 s per IP (Better Auth’s rule)', async () => {
    const server = await createPasswordlessServer(limited);
    const send = (email: string) =>
      server.post(
        '/email-otp/send-verification-otp',
        { email, type: 'sign-in' },
        { 'x-forwarded-for': '203.0.113.7' },
      );
    for (const n of [1, 2, 3]) expect((await send(`u${n}@example.com`)).status).toBe(200);
    const fourth = await send('u4@example.com');
    expect(fourth.status).toBe(429);
  });

  it('allows 5 sends per 10 minutes per address, whatever the IP, known or not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const server = await createPasswordlessServer(limited);
    const send = (n: number) =>
      server.post(
        '/email-otp/send-verification-otp',
        { email: 'target@example.com', type: 'sign-in' },
        { 'x-forwarded-for': `203.0.113.${n}` },
      );
    for (const n of [1, 2, 3, 4, 5]) expect((await send(n)).status).toBe(200);
    const sixth = await send(6);
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const forget = await server.post(
      '/forget-password/email-otp',
      { email: 'target@example.com' },
      { 'x-forwarded-for': '203.0.113.50' },
    );
    expect(forget.status).toBe(429);
    vi.setSystemTime(new Date('2026-01-01T00:10:01Z'));
    expect((await send(7)).status).toBe(200);
  });
});
