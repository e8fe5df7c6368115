import { describe, expect, it } from 'vitest';
import {
  createAuthClient,
  EMAIL_OTP_ERROR_CODES,
  emailOTPClient,
  magicLinkClient,
} from '../../src/client/index.js';
import { TEST_ORIGIN } from '../kit/test-server.js';
import { createPasswordlessServer, wrongCode } from './passwordless-kit.js';

async function setUp() {
  const server = await createPasswordlessServer();
  const client = createAuthClient({
    baseURL: TEST_ORIGIN,
    fetch: server.fetch,
    plugins: [magicLinkClient(), emailOTPClient()],
  });
  return { server, client };
}

describe('magicLinkClient()', () => {
  it('signs in with signIn.magicLink then magicLink.verify, and the store holds the session', async () => {
    const { server, client } = await setUp();
    const sent = await client.signIn.magicLink({ email: 'ada@example.com', name: 'Ada' });
    expect(sent).toEqual({ data: { status: true }, error: null });
    const { token } = await server.nextMessage();
    const verified = await client.magicLink.verify({ query: { token: token! } });
    expect(verified.error).toBeNull();
    expect(verified.data).toMatchObject({ user: { email: 'ada@example.com', name: 'Ada' } });
    expect(client.$store.getSnapshot().data?.user.email).toBe('ada@example.com');
    const again = await client.magicLink.verify({ query: { token: token! } });
    expect(again.data).toBeNull();
  });
});

describe('emailOTPClient()', () => {
  it('signs in with emailOtp.sendVerificationOtp then signIn.emailOtp', async () => {
    const { server, client } = await setUp();
    const sent = await client.emailOtp.sendVerificationOtp({
      email: 'ada@example.com',
      type: 'sign-in',
    });
    expect(sent).toEqual({ data: { success: true }, error: null });
    const { otp } = await server.nextMessage();
    const wrong = await client.signIn.emailOtp({ email: 'ada@example.com', otp: wrongCode(otp!) });
    expect(wrong.error).toMatchObject({ status: 400, code: 'INVALID_OTP' });
    const signedIn = await client.signIn.emailOtp({ email: 'ada@example.com', otp: otp! });
    expect(signedIn.error).toBeNull();
    expect(client.$store.getSnapshot().data?.user.email).toBe('ada@example.com');
  });

  it('verifies an email and resets a password, keeping forgetPassword a call', async () => {
    const { server, client } = await setUp();
    await client.signUp.email({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct horse b',
    });
    await client.emailOtp.sendVerificationOtp({
      email: 'ada@example.com',
      type: 'email-verification',
    });
    const verify = await client.emailOtp.verifyEmail({
      email: 'ada@example.com',
      otp: (await server.nextMessage()).otp!,
    });
    expect(verify.data).toMatchObject({ status: true, user: { emailVerified: true } });
    expect(typeof client.forgetPassword).toBe('function');
    expect(await client.forgetPassword.emailOtp({ email: 'ada@example.com' })).toEqual({
      data: { success: true },
      error: null,
    });
    const reset = await client.emailOtp.resetPassword({
      email: 'ada@example.com',
      otp: (await server.nextMessage()).otp!,
      password: 'another long password',
    });
    expect(reset).toEqual({ data: { success: true }, error: null });
  });

  it('adds the plugin codes to $ERROR_CODES', async () => {
    const { client } = await setUp();
    expect(client.$ERROR_CODES).toMatchObject(EMAIL_OTP_ERROR_CODES);
  });
});
