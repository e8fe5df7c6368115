import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailOTP } from '../../src/plugins/email-otp/index.js';
import { magicLink } from '../../src/plugins/magic-link/index.js';
import { createPasswordlessServer, sendCode, wrongCode } from './passwordless-kit.js';

afterEach(() => {
  vi.useRealTimers();
});

const limited = { rateLimit: { enabled: true }, advanced: { ipAddress: { trustedProxies: 1 } } };

describe('configuration', () => {
  it('refuses limits that are not positive integers at start-up', () => {
    const sendVerificationOTP = () => {};
    expect(() => emailOTP({ sendVerificationOTP, otpLength: 0 })).toThrow(/otpLength/);
    expect(() => emailOTP({ sendVerificationOTP, expiresIn: 1.5 })).toThrow(/expiresIn/);
    expect(() => emailOTP({ sendVerificationOTP, allowedAttempts: -1 })).toThrow(/allowedAttempts/);
    expect(() => magicLink({ sendMagicLink: () => {}, expiresIn: 0 })).toThrow(/expiresIn/);
  });

  it('answers 400 SEND_EMAIL_VERIFICATION_IS_NOT_IMPLEMENTED without a sender', async () => {
    const server = await createPasswordlessServer({
      emailOTP: { sendVerificationOTP: undefined as never },
    });
    const response = await server.post('/email-otp/send-verification-otp', {
      email: 'ada@example.com',
      type: 'sign-in',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'SEND_EMAIL_VERIFICATION_IS_NOT_IMPLEMENTED',
      message: 'send email verification is not implemented',
    });
  });

  it('signs in with codes stored plain', async () => {
    const server = await createPasswordlessServer({ emailOTP: { storeOTP: 'plain' } });
    const otp = await sendCode(server, 'ada@example.com');
    const wrong = await server.post('/sign-in/email-otp', {
      email: 'ada@example.com',
      otp: wrongCode(otp),
    });
    expect(wrong.status).toBe(400);
    const right = await server.post('/sign-in/email-otp', { email: 'ada@example.com', otp });
    expect(right.status).toBe(200);
  });

  it('uses generateOTP and generateToken', async () => {
    const server = await createPasswordlessServer({
      emailOTP: { generateOTP: ({ type }) => (type === 'sign-in' ? 'ABCDEF' : '000000') },
      magicLink: { generateToken: (email) => `token-for-${email.length}-chars-0123456789` },
    });
    expect(await sendCode(server, 'ada@example.com')).toBe('ABCDEF');
    await server.post('/sign-in/magic-link', { email: 'ada@example.com' });
    const link = await server.nextMessage();
    expect(link.token).toBe('token-for-15-chars-0123456789');
    const response = await server.get(`/magic-link/verify?token=${link.token}`);
    expect(response.status).toBe(200);
  });

  it('sends no code on sign-up without sendVerificationOnSignUp', async () => {
    const server = await createPasswordlessServer();
    await server.post('/sign-up/email', {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct horse battery',
    });
    await server.settle();
    expect(server.outbox).toHaveLength(0);
  });
});

describe('verify-email refusals', () => {
  async function withCode() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const server = await createPasswordlessServer();
    await server.post('/sign-up/email', {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct horse battery',
    });
    const otp = await sendCode(server, 'ada@example.com', 'email-verification');
    return { server, otp };
  }

  it('answers 400 OTP_EXPIRED after expiresIn', async () => {
    const { server, otp } = await withCode();
    vi.setSystemTime(new Date('2026-01-01T00:05:01Z'));
    const late = await server.post('/email-otp/verify-email', { email: 'ada@example.com', otp });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('answers 403 TOO_MANY_ATTEMPTS after three wrong codes', async () => {
    const { server, otp } = await withCode();
    for (let i = 0; i < 3; i++) {
      await server.post('/email-otp/verify-email', {
        email: 'ada@example.com',
        otp: wrongCode(otp),
      });
    }
    const fourth = await server.post('/email-otp/verify-email', { email: 'ada@example.com', otp });
    expect(fourth.status).toBe(403);
    expect(await fourth.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    const user = await server.auth.$context.store.findUserByEmail('ada@example.com');
    expect(user?.emailVerified).toBe(false);
  });
});

describe('magic-link audit events', () => {
  it('records magic-link.failure with expired_token for an expired link', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const server = await createPasswordlessServer();
    await server.post('/sign-in/magic-link', { email: 'ada@example.com' });
    const { token } = await server.nextMessage();
    vi.setSystemTime(new Date('2026-01-01T00:06:00Z'));
    await server.get(`/magic-link/verify?token=${token}`);
    await vi.waitFor(() =>
      expect(server.events).toEqual([
        expect.objectContaining({
          type: 'magic-link.failure',
          outcome: 'failure',
          details: { reason: 'expired_token' },
        }),
      ]),
    );
  });
});

describe('rate limits of the code routes', () => {
  it('allows 3 sign-in attempts per 60 s per IP (Better Auth’s rule)', async () => {
    const server = await createPasswordlessServer(limited);
    const attempt = () =>
      server.post(
        '/sign-in/email-otp',
        { email: 'ada@example.com', otp: '000000' },
        { 'x-forwarded-for': '192.0.2.1' },
      );
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
  });

  it('has no per-address limit with rateLimitPerEmail: false', async () => {
    const server = await createPasswordlessServer({
      ...limited,
      emailOTP: { rateLimitPerEmail: false },
    });
    for (let n = 1; n <= 8; n++) {
      const response = await server.post(
        '/email-otp/send-verification-otp',
        { email: 'target@example.com', type: 'sign-in' },
        { 'x-forwarded-for': `192.0.2.${n}` },
      );
      expect(response.status).toBe(200);
    }
  });
});
